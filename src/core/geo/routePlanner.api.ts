import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { routePlanAnswer, weightZoneAnswer } from './geo.answers.ts';
import { routeRequestSchema, weightRequestSchema } from './routePlanner.schemas.ts';

/** A weight-restricted zone (data: src/server/geo/tables/weight-zones.json). */
export type WeightZone = z.output<typeof weightZoneAnswer>;

/** Route result (business.md §3) with what the estimator adds. */
export type RoutePlan = z.output<typeof routePlanAnswer>;

/** Truck route planner (business.md §2, §3, §9); GEO_MESSAGES has its refusals (400, 404). */
export const ROUTE_PLANNER_API = {
  route: endpoint({
    summary: 'Plans a route through stops',
    response: routePlanAnswer,
    method: 'POST',
    path: '/route-planner/route',
    body: routeRequestSchema,
  }),
  logistics: endpoint({
    summary: 'Plans a route with its legs',
    description: 'The logistics variant: the same plan with its legs (per stop distance and duration).',
    response: routePlanAnswer,
    method: 'POST',
    path: '/route-planner/logistics',
    body: routeRequestSchema,
  }),
  weight: endpoint({
    summary: 'Finds weight-restricted zones',
    description: 'The weight-restricted zones at these coordinates.',
    response: z.object({ zones: z.array(weightZoneAnswer) }),
    method: 'POST',
    path: '/route-planner/weight',
    body: weightRequestSchema,
  }),
} as const;
