import type { Kysely } from 'kysely';
import type { FreightCost } from '../../../core/fees/feeModel.ts';
import type {
  Freight,
  FreightCargoLine,
  FreightWaypointDoc,
} from '../../../core/freights/freights.schemas.ts';
import type { Pickup, PickupDetails } from '../../../core/pickups/pickups.schemas.ts';
import { jsonb } from '../jsonb.ts';
import type { Database } from '../schema.ts';
import { FREIGHTS, PICKUPS } from './freights.repository.ts';
import { jobKeyOf } from './truckJobs.repository.ts';

/**
 * Writes of a cargo split and an order separation (issue 14 item 6): a truck job's load rewritten
 * in full (cargo, stops, totals, cost, geometry, packing plan, order links) at the version read.
 * The descriptors' updateVersioned covers record fields only; geometry, packing plan, the waypoint
 * count and the order links are columns beside them, so this file writes them in the same UPDATE.
 */

/** What a freight carries and what follows from it (everything a split recomputes). */
export interface FreightLoad {
  cargo: FreightCargoLine[];
  waypoints: FreightWaypointDoc[];
  pallets: number;
  palletPlaces: number;
  kg: number;
  distanceKm: number;
  durationMin: number;
  freightCost: number | null;
  freightIncome: number | null;
  costBreakdown: FreightCost | null;
  geometry: { type: 'LineString'; coordinates: [number, number][]; estimated: boolean } | null;
  packingPlan: unknown;
}

/** A freight's factory, depot point and stored geometry, read with the freight for a split. */
export async function findPickupById(db: Kysely<Database>, id: string): Promise<Pickup | undefined> {
  const key = jobKeyOf(id);
  if (!key) return undefined;
  const row = await db
    .selectFrom('pickups')
    .selectAll()
    .where(key.byUuid ? 'id' : 'pickup_id', '=', key.value)
    .executeTakeFirst();
  return row ? PICKUPS.toRecord(row) : undefined;
}

/** Rewrites a freight's load while it is still at `version` (undefined when it moved on). */
export async function rewriteFreightLoad(
  db: Kysely<Database>,
  id: string,
  version: number,
  load: FreightLoad,
): Promise<Freight | undefined> {
  const row = await db
    .updateTable('freights')
    .set({
      version: version + 1,
      updated_at: new Date(),
      cargo: jsonb(load.cargo),
      waypoints: jsonb(load.waypoints),
      waypoint_count: load.waypoints.length,
      pallets: load.pallets,
      pallet_places: load.palletPlaces,
      kg: load.kg,
      distance_km: load.distanceKm,
      duration_min: load.durationMin,
      freight_cost: load.freightCost,
      freight_income: load.freightIncome,
      cost_breakdown: load.costBreakdown === null ? null : jsonb(load.costBreakdown),
      geometry: load.geometry === null ? null : jsonb(load.geometry),
      packing_plan: load.packingPlan == null ? null : jsonb(load.packingPlan),
    })
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
  if (!row) return undefined;
  await db.deleteFrom('freight_orders').where('freight_uuid', '=', id).execute();
  const orderIds = [...new Set(load.cargo.map((c) => c.orderId))];
  if (orderIds.length > 0) {
    await db
      .insertInto('freight_orders')
      .values(orderIds.map((orderId) => ({ freight_uuid: id, order_id: orderId })))
      .execute();
  }
  return FREIGHTS.toRecord(row);
}

/** What a pickup carries after a split. */
export interface PickupLoad {
  cargo: FreightCargoLine[];
  details: PickupDetails;
  pallets: number;
  kg: number;
}

/** Rewrites a pickup's load while it is still at `version` (undefined when it moved on). */
export async function rewritePickupLoad(
  db: Kysely<Database>,
  id: string,
  version: number,
  load: PickupLoad,
): Promise<Pickup | undefined> {
  const row = await db
    .updateTable('pickups')
    .set({
      version: version + 1,
      updated_at: new Date(),
      cargo: jsonb(load.cargo),
      details: jsonb(load.details),
      pallets: load.pallets,
      kg: load.kg,
    })
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
  if (!row) return undefined;
  await db.deleteFrom('pickup_orders').where('pickup_uuid', '=', id).execute();
  if (load.details.orderIds.length > 0) {
    await db
      .insertInto('pickup_orders')
      .values(load.details.orderIds.map((orderId) => ({ pickup_uuid: id, order_id: orderId })))
      .execute();
  }
  return PICKUPS.toRecord(row);
}
