import type { FastifyInstance } from 'fastify';
import { PICKUP_STATUSES } from '../../core/config/enums.ts';
import { freightIdsParamSchema } from '../../core/freights/freights.schemas.ts';
import { PICKUPS_API } from '../../core/pickups/pickups.api.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import { route } from '../http/route.ts';
import { parseOr400 } from '../http/validate.ts';
import { POLICIES } from '../policies/policies.ts';
import { pickupDetailsFor, pickupNumbers, pickupPage, pickupVersionsOf } from '../queries/pickups.queries.ts';
import { foundOr404, registerTruckJobReads, statusesAnswer } from './truckJobReads.ts';

/**
 * The read side of pickups (business.md §7 row Pickups): list (`pickupId=12,13`, or `freightId` as
 * the freights list names it), statuses, details, check-changes, check-selections, pickup numbers.
 * Readers: accessPickups, the same rule as the /pickups route.
 */
export function registerPickupsRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  const A = PICKUPS_API;
  const policy = POLICIES.pickupsReaders;

  registerTruckJobReads(app, {
    policy,
    endpoints: { ...A, numbers: A.pickupNumbers },
    numbers: (scope, prefix, limit) => pickupNumbers(db, scope, prefix, limit),
    table: 'pickups',
    versions: (scope, ids) => pickupVersionsOf(db, scope, ids),
  });
  route(app, A.statuses, { policy }, ({ request }) => statusesAnswer(app, request, PICKUP_STATUSES));
  route(app, A.details, { policy }, async ({ params, actor }) =>
    foundOr404(await pickupDetailsFor(db, actor, params.id)),
  );

  route(app, A.list, { policy }, async ({ query, actor, request }) => {
    const { freightId, ...call } = query;
    const raw = (request.query as Record<string, unknown>).pickupId;
    const pickupIds = typeof raw === 'string' ? parseOr400(freightIdsParamSchema, raw) : (freightId ?? []);
    return pickupPage(db, actor, call, pickupIds);
  });
}

export const PICKUPS_AREA = defineServerArea({
  name: 'pickups',
  routes: registerPickupsRoutes,
});
