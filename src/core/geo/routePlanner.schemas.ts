import { z } from 'zod';
import { ROUTE_METHODS } from '../config/enums.ts';
import { EURO_CATEGORIES, FUEL_TYPES, VEHICLE_CATEGORIES } from './vehicle.ts';

/** business.md §9: at most 10 waypoints in the route planner. */
export const MAX_WAYPOINTS = 10;

const pointSchema = z.object({
  type: z.literal('Point'),
  coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
});

/** Waypoint (business.md §3): id, address, geometry, isDepot, restrictions (weightLimit). */
export const waypointSchema = z.object({
  id: z.string().max(100).optional(),
  address: z.string().max(500).optional(),
  geometry: pointSchema,
  isDepot: z.boolean().optional(),
  restrictions: z.object({ weightLimit: z.number().positive().nullable().optional() }).optional(),
});
export type Waypoint = z.infer<typeof waypointSchema>;

/** POST /route-planner/route and /route-planner/logistics. */
export const routeRequestSchema = z.object({
  waypoints: z.array(waypointSchema),
  method: z.enum(ROUTE_METHODS).default('FAST'),
  motorway: z.boolean().default(true),
  ferry: z.boolean().default(false),
  /** Keep the given order; false optimises it with the first and last fixed as asked. */
  keepOrder: z.boolean().default(true),
  fixFirst: z.boolean().default(true),
  fixLast: z.boolean().default(true),
  vehicleCategory: z.enum(VEHICLE_CATEGORIES).default('J4'),
  euroCategory: z.enum(EURO_CATEGORIES).default('EURO6'),
  fuel: z.enum(FUEL_TYPES).default('DIESEL'),
  /** Litres (kg for CNG/LNG) per 100 km. */
  consumption: z.number().positive().max(200).default(30),
  /** Gross weight in kg. */
  weight: z.number().positive().max(100_000).default(40_000),
  axleWeight: z.number().positive().max(30_000).default(11_500),
  useFallback: z.boolean().optional(),
  startAt: z.string().max(40).optional(),
  endAt: z.string().max(40).optional(),
  disregardedZones: z.array(z.string().max(100)).max(100).default([]),
});
export type RouteRequest = z.infer<typeof routeRequestSchema>;

/** POST /route-planner/weight: the weight-restricted zones at these coordinates. */
export const weightRequestSchema = z.object({
  coordinates: z
    .array(z.tuple([z.number(), z.number()]))
    .min(1)
    .max(1000),
});
