import { type Kysely, sql } from 'kysely';
import type { FreightCost } from '../../../core/fees/feeModel.ts';
import type {
  Freight,
  FreightCargoLine,
  FreightWaypointDoc,
} from '../../../core/freights/freights.schemas.ts';
import type { Pickup, PickupDetails } from '../../../core/pickups/pickups.schemas.ts';
import { jsonb } from '../jsonb.ts';
import type { Database } from '../schema.ts';
import { updateColumnsVersioned } from '../versionedTable.ts';
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
  const freight = await updateColumnsVersioned(db, FREIGHTS, id, version, {
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
  });
  if (freight) await relinkOrders(db, FREIGHT_LINKS, id, [...new Set(load.cargo.map((c) => c.orderId))]);
  return freight;
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
  const pickup = await updateColumnsVersioned(db, PICKUPS, id, version, {
    cargo: jsonb(load.cargo),
    details: jsonb(load.details),
    pallets: load.pallets,
    kg: load.kg,
  });
  if (pickup) await relinkOrders(db, PICKUP_LINKS, id, load.details.orderIds);
  return pickup;
}

/** A kind's link table (a truck job → the orders it carries) and its job column. */
interface OrderLinks {
  table: 'freight_orders' | 'pickup_orders';
  job: 'freight_uuid' | 'pickup_uuid';
}
const FREIGHT_LINKS: OrderLinks = { table: 'freight_orders', job: 'freight_uuid' };
const PICKUP_LINKS: OrderLinks = { table: 'pickup_orders', job: 'pickup_uuid' };

/** Links the truck job to exactly these orders: its old links deleted, one row per order inserted. */
async function relinkOrders(
  db: Kysely<Database>,
  links: OrderLinks,
  jobUuid: string,
  orderIds: readonly string[],
): Promise<void> {
  const table = sql.table(links.table);
  const job = sql.ref(links.job);
  await sql`delete from ${table} where ${job} = ${jobUuid}`.execute(db);
  if (orderIds.length === 0) return;
  const rows = orderIds.map((orderId) => sql`(${jobUuid}, ${orderId})`);
  await sql`insert into ${table} (${job}, order_id) values ${sql.join(rows)}`.execute(db);
}
