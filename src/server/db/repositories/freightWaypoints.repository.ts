import type { Kysely } from 'kysely';
import type { FreightCost } from '../../../core/fees/feeModel.ts';
import type { Freight, FreightWaypointDoc } from '../../../core/freights/freights.schemas.ts';
import type { FreightGeometry } from '../../../core/freights/freightWaypoints.schemas.ts';
import { jsonb } from '../jsonb.ts';
import type { Database } from '../schema.ts';
import { updateColumnsVersioned } from '../versionedTable.ts';
import { FREIGHTS } from './freights.repository.ts';
import { scopedFreight } from './freightsList.repository.ts';
import type { JobScope } from './truckJobs.repository.ts';

/**
 * Reads and writes of the waypoint edit (issue 14 item 5): a freight with its route line inside the
 * caller's scope, the planner's original stops (migration 0430), and the version-checked UPDATE of
 * the stops with what follows from them.
 */

/** A freight the caller may see, with its route line. */
export interface FreightWithGeometry {
  freight: Freight;
  geometry: FreightGeometry;
}

/** One freight by uuid or number inside the caller's scope, with its geometry. */
export async function findFreightRoute(
  db: Kysely<Database>,
  scope: JobScope,
  id: string,
): Promise<FreightWithGeometry | undefined> {
  const row = await scopedFreight(db, scope, id)?.selectAll().executeTakeFirst();
  if (!row) return undefined;
  return { freight: FREIGHTS.toRecord(row), geometry: (row.geometry as FreightGeometry) ?? null };
}

/** The planner's stops of a freight once edited; null while never edited. */
export async function findOriginalWaypoints(
  db: Kysely<Database>,
  freightUuid: string,
): Promise<FreightWaypointDoc[] | null> {
  const row = await db
    .selectFrom('freight_original_waypoints')
    .select('waypoints')
    .where('freight_uuid', '=', freightUuid)
    .executeTakeFirst();
  return row ? (row.waypoints as FreightWaypointDoc[]) : null;
}

/** Keeps the planner's stops at the first edit; a later edit leaves them as they are. */
export async function keepOriginalWaypoints(
  db: Kysely<Database>,
  freightUuid: string,
  waypoints: readonly FreightWaypointDoc[],
): Promise<void> {
  await db
    .insertInto('freight_original_waypoints')
    .values({ freight_uuid: freightUuid, waypoints: jsonb(waypoints) })
    .onConflict((oc) => oc.column('freight_uuid').doNothing())
    .execute();
}

/** What a new stop list changes on the freight. */
export interface FreightRouteChanges {
  waypoints: FreightWaypointDoc[];
  geometry: FreightGeometry;
  distanceKm: number;
  durationMin: number;
  freightCost: number | null;
  costBreakdown: FreightCost | null;
}

/** Writes the stops and their figures while the freight is still at `version`; undefined when it moved on. */
export async function updateFreightRoute(
  db: Kysely<Database>,
  id: string,
  version: number,
  c: FreightRouteChanges,
): Promise<Freight | undefined> {
  return updateColumnsVersioned(db, FREIGHTS, id, version, {
    waypoints: jsonb(c.waypoints),
    waypoint_count: c.waypoints.length,
    geometry: c.geometry === null ? null : jsonb(c.geometry),
    distance_km: c.distanceKm,
    duration_min: c.durationMin,
    freight_cost: c.freightCost,
    cost_breakdown: c.costBreakdown === null ? null : jsonb(c.costBreakdown),
  });
}
