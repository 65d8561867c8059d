import type { FastifyInstance } from 'fastify';
import { FREIGHT_STATUSES } from '../../core/config/enums.ts';
import { FREIGHTS_API } from '../../core/freights/freights.api.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import * as m0400freights from '../db/migrations/0400_freights.ts';
import * as m0401freightsList from '../db/migrations/0401_freights_list.ts';
import * as m0830freightDeliveredAt from '../db/migrations/0830_freight_delivered_at.ts';
import * as m0940freightsDeliveryPageIndex from '../db/migrations/0940_freights_delivery_page_index.ts';
import { route } from '../http/route.ts';
import { POLICIES } from '../policies/policies.ts';
import {
  freightDetailsFor,
  freightNumbers,
  freightPage,
  freightVersionsOf,
} from '../queries/freights.queries.ts';
import { foundOr404, registerTruckJobReads, statusesAnswer } from './truckJobReads.ts';

/**
 * The read side of freights (business.md §7 row Freights): list, statuses, details, check-changes,
 * check-selections, freight numbers. Planner-side staff read every freight, transporter users only
 * theirs (another transporter's freight is a 404). Planning writes are in freightPlanning.routes.ts.
 */
export function registerFreightsRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  const A = FREIGHTS_API;
  const policy = POLICIES.freightsReaders;

  registerTruckJobReads(app, {
    policy,
    endpoints: { ...A, numbers: A.freightNumbers },
    numbers: (scope, prefix, limit) => freightNumbers(db, scope, prefix, limit),
    table: 'freights',
    versions: (scope, ids) => freightVersionsOf(db, scope, ids),
  });
  route(app, A.statuses, { policy }, ({ request }) => statusesAnswer(app, request, FREIGHT_STATUSES));
  route(app, A.details, { policy }, async ({ params, actor }) =>
    foundOr404(await freightDetailsFor(db, actor, params.id)),
  );

  route(app, A.list, { policy }, ({ query, actor }) => freightPage(db, actor, query));
}

export const FREIGHTS_AREA = defineServerArea({
  name: 'freights',
  routes: registerFreightsRoutes,
  migrations: {
    '0400_freights': m0400freights,
    '0401_freights_list': m0401freightsList,
    '0830_freight_delivered_at': m0830freightDeliveredAt,
    '0940_freights_delivery_page_index': m0940freightsDeliveryPageIndex,
  },
});
