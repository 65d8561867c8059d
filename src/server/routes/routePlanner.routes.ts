import type { FastifyInstance } from 'fastify';
import type { LngLat } from '../../core/geo/distance.ts';
import { ROUTE_PLANNER_API } from '../../core/geo/routePlanner.api.ts';
import type { RouteRequest } from '../../core/geo/routePlanner.schemas.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import { EstimatorProvider } from '../geo/estimator.ts';
import { roadRoutingFor } from '../geo/roads/RoadRoutingProvider.ts';
import { planRoute } from '../geo/routePlanner.ts';
import { zonesAtPoints } from '../geo/weightZones.ts';
import { HttpError } from '../http/httpError.ts';
import { route } from '../http/route.ts';
import { POLICIES } from '../policies/policies.ts';

/**
 * Truck route planner (business.md §2, §3, §9): on the imported road graph (roads.graph, see
 * src/server/geo/README.md), the estimator outside it or without one.
 */
export function registerRoutePlannerRoutes(app: FastifyInstance): void {
  const file = app.services.config.roadGraphFile;
  const provider = file ? roadRoutingFor(file) : new EstimatorProvider();
  const plan = async (req: RouteRequest) => {
    const outcome = await planRoute(req, provider);
    if (!outcome.ok) throw new HttpError(outcome.status, outcome.error, outcome.details);
    return outcome.plan;
  };

  const planners = { policy: POLICIES.routePlanner };
  route(app, ROUTE_PLANNER_API.route, planners, ({ body }) => plan(body));

  // The logistics variant answers the same plan with its legs (per stop distance and duration).
  route(app, ROUTE_PLANNER_API.logistics, planners, ({ body }) => plan(body));

  route(app, ROUTE_PLANNER_API.weight, planners, ({ body }) => ({
    zones: zonesAtPoints(body.coordinates as LngLat[]),
  }));
}

export const ROUTE_PLANNER_AREA = defineServerArea({
  name: 'routePlanner',
  routes: registerRoutePlannerRoutes,
});
