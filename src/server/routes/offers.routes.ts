import type { FastifyInstance } from 'fastify';
import { listQuerySchema } from '../../core/list/listCall.schemas.ts';
import { OFFERS_API } from '../../core/offers/offers.api.ts';
import { offerListFiltersSchema } from '../../core/offers/offers.schemas.ts';
import { canAnswerOffers, canCommentOffers, canSendOffers } from '../../core/permissions/actions.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import {
  acceptOffer,
  commentOffer,
  listOffers,
  offerDetails,
  rejectOffer,
  sendOffers,
  startOfferExpiry,
} from '../commands/offers.commands.ts';
import * as m0510offers from '../db/migrations/0510_offers.ts';
import { route } from '../http/route.ts';
import { parseOr400 } from '../http/validate.ts';
import { definePolicies, POLICIES } from '../policies/policies.ts';

/** Route policies of this area alone (listed with its ServerArea; shared ones: policies/policies.ts). */
const OFFERS_POLICIES = definePolicies({
  offerSenders: {
    id: 'offerSenders',
    rule: 'Editor roles while the freight_offer module is active (business.md §6: send offer).',
    needsModules: true,
    allows: ({ actor, access }) =>
      canSendOffers(actor.role) && access.activeModules.includes('freight_offer'),
  },
  offerAnswerers: {
    id: 'offerAnswerers',
    rule: 'The transporter manager while freight_offer is active, on their own offers (business.md §6: answer offer).',
    needsModules: true,
    allows: ({ actor, access }) =>
      canAnswerOffers(actor.role) && access.activeModules.includes('freight_offer'),
  },
  offerCommenters: {
    id: 'offerCommenters',
    rule: 'Editor roles (the logistics comment) and the transporter manager (their own comment) while freight_offer is active.',
    needsModules: true,
    allows: ({ actor, access }) =>
      canCommentOffers(actor.role) && access.activeModules.includes('freight_offer'),
  },
});

/**
 * Offers (business.md §7 row Offers, issue 19; commands/offers.commands.ts). Every app closes
 * offers past their reply deadline on a 30-s tick (idempotent, safe with several instances).
 */
export function registerOffersRoutes(app: FastifyInstance): void {
  const { services } = app;
  const A = OFFERS_API;
  route(app, A.send, { policy: OFFERS_POLICIES.offerSenders }, ({ body, actor }) =>
    sendOffers(services, actor, body),
  );
  route(app, A.comment, { policy: OFFERS_POLICIES.offerCommenters }, ({ body, actor }) =>
    commentOffer(services, actor, body),
  );
  route(app, A.list, { policy: POLICIES.offerReaders }, ({ request, actor }) => {
    const raw = (request.query ?? {}) as Record<string, unknown>;
    return listOffers(
      services,
      actor,
      parseOr400(listQuerySchema, raw),
      parseOr400(offerListFiltersSchema, raw),
    );
  });
  route(app, A.details, { policy: POLICIES.offerReaders }, ({ params, actor }) =>
    offerDetails(services, actor, params.id),
  );
  route(app, A.accept, { policy: OFFERS_POLICIES.offerAnswerers }, ({ params, body, actor }) =>
    acceptOffer(services, actor, params.id, body),
  );
  route(app, A.reject, { policy: OFFERS_POLICIES.offerAnswerers }, ({ params, body, actor }) =>
    rejectOffer(services, actor, params.id, body),
  );
  let stop = async () => {};
  app.addHook('onReady', async () => {
    stop = startOfferExpiry(services);
  });
  app.addHook('onClose', async () => stop());
}

/** The offers area: its routes and the migrations of its tables (listed in areas/serverAreas.ts). */
export const OFFERS_AREA = defineServerArea({
  name: 'offers',
  routes: registerOffersRoutes,
  policies: OFFERS_POLICIES,
  migrations: {
    '0510_offers': m0510offers,
  },
});
