import { z } from 'zod';
import type { FreightCost } from '../fees/feeModel.ts';
import type {
  freightGeometryAnswer,
  freightOriginalWaypointsAnswer,
  freightWaypointsAnswer,
} from './freights.answers.ts';

/**
 * The freight waypoint edit dialog's calls (business.md §2, §3 Freight waypoint, §7 /waypoints):
 * the new stop list in driving order, a stop being an address and its point, with the orders
 * unloaded there (none for a stop added by address search). The server recomputes legs, distance,
 * duration, cost and geometry; city, county and zip come from the gazetteer.
 */

const lng = z.number().min(-180).max(180);
const lat = z.number().min(-90).max(90);

/** One stop as the dialog sends it. */
export const waypointInputSchema = z.object({
  orderIds: z.array(z.string().trim().min(1).max(40)).max(200).default([]),
  address: z.string().trim().max(300),
  point: z.object({ type: z.literal('Point'), coordinates: z.tuple([lng, lat]) }),
});
export type WaypointInput = z.input<typeof waypointInputSchema>;

const waypointListSchema = z
  .array(waypointInputSchema)
  .min(1, 'A fuvarnak legalább egy lerakodási pontja kell legyen!')
  .max(50);

/** PATCH /waypoints/{id}: the new list at the version read. */
export const freightWaypointsUpdateSchema = z.object({
  __v: z.number().int().min(0),
  waypoints: waypointListSchema,
});
export type FreightWaypointsUpdate = z.input<typeof freightWaypointsUpdateSchema>;

/** POST /waypoints/preview/{id}: the figures a list would have, nothing written. */
export const freightWaypointsPreviewSchema = z.object({ waypoints: waypointListSchema });

/** Distance, duration and cost of a stop list (what the dialog shows beside it). */
export interface FreightRouteFigures {
  /** Factory → last stop, km (the fee distance). */
  distanceKm: number;
  /** Driving plus unloading, minutes. */
  durationMin: number;
  freightCost: number | null;
  costBreakdown: FreightCost | null;
  /** Where the km came from (recomputed lists); screens show "≈" for estimates. */
  distanceSource?: 'road' | 'estimate';
}

/** A freight's stops with their figures (GET and PATCH /waypoints/{id}, the preview). */
export type FreightWaypointsAnswer = z.output<typeof freightWaypointsAnswer>;

/** GET /waypoints/original/{id}: the planner's list (the current one while never edited). */
export type FreightOriginalWaypoints = z.output<typeof freightOriginalWaypointsAnswer>;

/** GET /geometry/{id}: the route line (null when none was drawn). */
export type FreightGeometry = z.output<typeof freightGeometryAnswer>;
