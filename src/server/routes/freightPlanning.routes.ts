import type { FastifyInstance } from 'fastify';
import { FREIGHTS_API } from '../../core/freights/freights.api.ts';
import { PICKUPS_API } from '../../core/pickups/pickups.api.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import { combineOrdersOnDate, processOrders } from '../commands/freightPlanning.commands.ts';
import { route } from '../http/route.ts';
import { POLICIES } from '../policies/policies.ts';

/**
 * Planning routes (issue #13): submit orders for planning (freights or pickups: 202 with the job)
 * and the manual combination of orders into one freight on a date (201, or 422 per business.md §8).
 */
export function registerFreightPlanningRoutes(app: FastifyInstance): void {
  route(app, FREIGHTS_API.processOrders, { policy: POLICIES.freightPlanning }, ({ body, actor }) =>
    processOrders(app.services, actor, 'freights', body),
  );
  route(app, PICKUPS_API.processOrders, { policy: POLICIES.freightPlanning }, ({ body, actor }) =>
    processOrders(app.services, actor, 'pickups', body),
  );
  route(app, FREIGHTS_API.combine, { policy: POLICIES.freightPlanning }, ({ body, params, actor }) =>
    combineOrdersOnDate(app.services, actor, params.date, body.orderIds),
  );
}

export const FREIGHT_PLANNING_AREA = defineServerArea({
  name: 'freightPlanning',
  routes: registerFreightPlanningRoutes,
});
