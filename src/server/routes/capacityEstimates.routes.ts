import type { FastifyInstance } from 'fastify';
import { CAPACITY_ESTIMATES_API } from '../../core/capacityEstimates/capacityEstimates.api.ts';
import { listInMemory } from '../../core/list/listInMemory.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import {
  checkEstimateChanges,
  createEstimate,
  removeEstimate,
  savedEstimate,
  updateEstimate,
} from '../commands/capacityEstimates.commands.ts';
import * as m0511capacityEstimates from '../db/migrations/0511_capacity_estimates.ts';
import { listCallOf } from '../http/listed.ts';
import { readWriteAccess, route } from '../http/route.ts';
import type { Actor } from '../policies/actor.ts';
import { POLICIES } from '../policies/policies.ts';
import { capacityShortagesOf, findEstimate, listEstimates } from '../queries/capacityEstimates.queries.ts';

const LIST_FIELDS = ['transporterName', 'date', 'returning', 'comment'] as const;

/** Capacity estimates (business.md §7; commands/capacityEstimates.commands.ts). */
export function registerCapacityEstimatesRoutes(app: FastifyInstance): void {
  const { services } = app;
  const A = CAPACITY_ESTIMATES_API;
  const { readers, editors } = readWriteAccess(POLICIES.capacityReaders, POLICIES.capacityEditors);
  route(app, A.checkChanges, readers, ({ query, actor }) => checkEstimateChanges(services, actor, query));
  route(app, A.list, readers, async ({ request, actor }) => {
    return listInMemory(await listEstimates(services, actor), listCallOf(request), LIST_FIELDS);
  });
  route(app, A.create, editors, ({ body, actor }) => createEstimate(services, actor, body));
  // Round trip: the list's row (with its transporter's name) is accepted back; unchanged, it is not written.
  const roundTrip = {
    current: ({ body, actor }: { body: Record<string, unknown>; actor: Actor }) =>
      findEstimate(services, actor, body.id),
    unchanged: savedEstimate,
    keep: ['id'],
  };
  route(app, A.update, { ...editors, roundTrip }, ({ body, actor }) => updateEstimate(services, actor, body));
  route(app, A.remove, editors, ({ params, query, actor }) =>
    removeEstimate(services, actor, params.id, query.__v),
  );
  route(app, A.shortages, { policy: POLICIES.capacityPlanners }, ({ query }) =>
    capacityShortagesOf(services, query),
  );
}

export const CAPACITY_ESTIMATES_AREA = defineServerArea({
  name: 'capacityEstimates',
  routes: registerCapacityEstimatesRoutes,
  migrations: { '0511_capacity_estimates': m0511capacityEstimates },
});
