import type { FastifyInstance } from 'fastify';
import { listQuerySchema } from '../../core/list/listCall.schemas.ts';
import { OFFERS_API } from '../../core/offers/offers.api.ts';
import { offerListFiltersSchema } from '../../core/offers/offers.schemas.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import {
  acceptOffer,
  commentOffer,
  offerDetails,
  rejectOffer,
  sendOffers,
  startOfferExpiry,
} from '../commands/offers.commands.ts';
import * as m0510offers from '../db/migrations/0510_offers.ts';
import { route } from '../http/route.ts';
import { parseOr400 } from '../http/validate.ts';
import { POLICIES } from '../policies/policies.ts';
import { listOffers } from '../queries/offers.queries.ts';

/**
 * Offers (business.md §7 row Offers, issue 19; commands/offers.commands.ts). Every app closes
 * offers past their reply deadline on a 30-s tick (idempotent, safe with several instances).
 */
export function registerOffersRoutes(app: FastifyInstance): void {
  const { services } = app;
  const A = OFFERS_API;
  route(app, A.send, { policy: POLICIES.offerSenders }, ({ body, actor }) =>
    sendOffers(services, actor, body),
  );
  route(app, A.comment, { policy: POLICIES.offerCommenters }, ({ body, actor }) =>
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
  route(app, A.accept, { policy: POLICIES.offerAnswerers }, ({ params, body, actor }) =>
    acceptOffer(services, actor, params.id, body),
  );
  route(app, A.reject, { policy: POLICIES.offerAnswerers }, ({ params, body, actor }) =>
    rejectOffer(services, actor, params.id, body),
  );
  let stop = async () => {};
  app.addHook('onReady', async () => {
    stop = startOfferExpiry(services);
  });
  app.addHook('onClose', async () => stop());
}

export const OFFERS_AREA = defineServerArea({
  name: 'offers',
  routes: registerOffersRoutes,
  migrations: { '0510_offers': m0510offers },
});
