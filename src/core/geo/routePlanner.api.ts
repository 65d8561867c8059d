import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { routePlanAnswer, weightZoneAnswer } from './geo.answers.ts';
import {
  type RouteRequest,
  routeRequestSchema,
  type Waypoint,
  weightRequestSchema,
} from './routePlanner.schemas.ts';
import type { DistanceSource, RestrictedSection } from './routing.ts';
import type { Tariff } from './tolls.ts';

/** A weight-restricted zone (data: src/server/geo/tables/weight-zones.json). */
export interface WeightZone {
  id: string;
  name: string;
  center: [number, number];
  radiusMeter: number;
  weightLimitKg: number;
}

/** Route result (business.md §3) with what the estimator adds. */
export interface RoutePlan {
  distanceMeter: number;
  durationSecond: number;
  geometry: { type: 'LineString'; coordinates: [number, number][] };
  tariff: Tariff;
  cO2Emission: { kg: number; fuel: RouteRequest['fuel']; consumption: number };
  legality: { legal: boolean; warnings: string[] };
  traversedZones: (WeightZone & { exceeded: boolean })[];
  waypoints: Waypoint[];
  /** Index of each planned stop in the request's list (changes when the order was optimised). */
  waypointOrder: number[];
  legs: { distanceMeter: number; durationSecond: number }[];
  estimated: boolean;
  provider: string;
  /** 'road': on the imported road network; 'estimate': great-circle estimate (screens show "≈"). */
  distanceSource: DistanceSource;
  /** Road network: how far each (ordered) waypoint lay from the road it was snapped to, metres. */
  snapDistancesMeter?: number[];
  /** Road network: sections whose posted limits the truck exceeds (none when avoidable). */
  restrictedSections: RestrictedSection[];
  note: string;
}

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
