import type { FastifyInstance } from 'fastify';
import type { LngLat } from '../../core/geo/distance.ts';
import { routeRequestSchema, weightRequestSchema } from '../../core/geo/routePlanner.schemas.ts';
import { EstimatorProvider } from '../geo/estimator.ts';
import { planRoute } from '../geo/routePlanner.ts';
import { zonesAtPoints } from '../geo/weightZones.ts';
import { HttpError } from '../http/httpError.ts';
import { parseOr400 } from '../http/validate.ts';
import { POLICIES } from '../policies/policies.ts';

/**
 * Truck route planner (business.md §2, §3, §9): the built-in estimator provider today; a
 * road-network RoutingProvider replaces it without changing these calls.
 */
export function registerRoutePlannerRoutes(app: FastifyInstance): void {
  const provider = new EstimatorProvider();
  const plan = async (body: unknown) => {
    const req = parseOr400(routeRequestSchema, body);
    const outcome = await planRoute(req, provider);
    if (!outcome.ok) throw new HttpError(outcome.status, outcome.message, outcome.details);
    return outcome.plan;
  };

  app.post('/route-planner/route', { config: { policy: POLICIES.routePlanner } }, async (request) =>
    plan(request.body),
  );

  // The logistics variant answers the same plan with its legs (per stop distance and duration).
  app.post('/route-planner/logistics', { config: { policy: POLICIES.routePlanner } }, async (request) =>
    plan(request.body),
  );

  app.post('/route-planner/weight', { config: { policy: POLICIES.routePlanner } }, async (request) => {
    const { coordinates } = parseOr400(weightRequestSchema, request.body);
    return { zones: zonesAtPoints(coordinates as LngLat[]) };
  });
}
