import { type Kysely, sql } from 'kysely';
import type { FeeTables } from '../../../core/fees/feeModel.ts';
import type { FreightCostDoc, PalletFeeDoc, WaypointCostDoc } from '../../../core/fees/fees.schemas.ts';
import { rowExists } from '../rowExists.ts';
import type { Database } from '../schema.ts';
import { tableRecords, versionedTable } from '../versionedTable.ts';

/** The fee tables by API path name. */
export type FeeTableName = 'freight_costs' | 'waypoint_costs' | 'pallet_fees';
/** Which rows of a table: one factory's, the default table's (null), or all (undefined). */
export type FactoryScope = string | null | undefined;

/** The freight_costs table: record fields ↔ columns. */
const FREIGHT_COSTS = versionedTable(
  'freight_costs',
  {
    factoryId: 'factory_id',
    truckType: 'truck_type',
    type: 'type',
    startDistance: 'start_distance',
    endDistance: 'end_distance',
    price: 'price',
    overRanges: 'over_ranges',
  },
  (r, fields): FreightCostDoc => ({
    id: r.id,
    ...fields,
    type: r.type,
    startDistance: Number(r.start_distance),
    endDistance: Number(r.end_distance),
    price: Number(r.price),
    __v: r.version,
  }),
);
/** The waypoint_costs table (drop-off fees). */
const WAYPOINT_COSTS = versionedTable(
  'waypoint_costs',
  {
    factoryId: 'factory_id',
    truckType: 'truck_type',
    includedWaypoints: 'included_waypoints',
    pricePerWaypoint: 'price_per_waypoint',
  },
  (r, fields): WaypointCostDoc => ({
    id: r.id,
    ...fields,
    pricePerWaypoint: Number(r.price_per_waypoint),
    __v: r.version,
  }),
);
/** The pallet_fees table. */
const PALLET_FEES = versionedTable(
  'pallet_fees',
  { factoryId: 'factory_id', palletType: 'pallet_type', pricePerPallet: 'price_per_pallet' },
  (r, fields): PalletFeeDoc => ({
    id: r.id,
    ...fields,
    pricePerPallet: Number(r.price_per_pallet),
    __v: r.version,
  }),
);

/** The distance ranges by id through the kit (find, insert, the versioned update). */
export const FREIGHT_COST_RECORDS = tableRecords(FREIGHT_COSTS);

/** Serialises writes to one factory's range table (the no-overlap/no-gap check reads the whole table). */
export async function lockRangeTable(db: Kysely<Database>, factoryId: string | null): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`freight_costs:${factoryId ?? 'default'}`}))`.execute(db);
}

/** Distance ranges by factory, truck type and start; scoped to one factory or the default table. */
export async function listFreightCosts(
  db: Kysely<Database>,
  scope?: FactoryScope,
): Promise<FreightCostDoc[]> {
  let q = db.selectFrom('freight_costs').selectAll();
  if (scope === null) q = q.where('factory_id', 'is', null);
  else if (scope !== undefined) q = q.where('factory_id', '=', scope);
  const rows = await q.orderBy('factory_id').orderBy('truck_type').orderBy('start_distance').execute();
  return rows.map(FREIGHT_COSTS.toRecord);
}

/** Deletes rows of a fee table by id; the number deleted. */
export async function deleteFeeRows(
  db: Kysely<Database>,
  table: FeeTableName,
  ids: string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const res = await db.deleteFrom(table).where('id', 'in', ids).executeTakeFirst();
  return Number(res.numDeletedRows);
}

export async function listWaypointCosts(db: Kysely<Database>): Promise<WaypointCostDoc[]> {
  const rows = await db
    .selectFrom('waypoint_costs')
    .selectAll()
    .orderBy('factory_id')
    .orderBy('truck_type')
    .execute();
  return rows.map(WAYPOINT_COSTS.toRecord);
}

export async function listPalletFees(db: Kysely<Database>): Promise<PalletFeeDoc[]> {
  const rows = await db
    .selectFrom('pallet_fees')
    .selectAll()
    .orderBy('factory_id')
    .orderBy('pallet_type')
    .execute();
  return rows.map(PALLET_FEES.toRecord);
}

/** Today's fee tables as stored, every factory's and the default (planning, route figures, bill audits). */
export async function feeTables(db: Kysely<Database>) {
  const [freightCosts, waypointCosts, palletFees] = await Promise.all([
    listFreightCosts(db),
    listWaypointCosts(db),
    listPalletFees(db),
  ]);
  return { freightCosts, waypointCosts, palletFees };
}

/** The drop-off fees: every row, and by id through the kit. */
export const WAYPOINT_COST_RECORDS = { list: listWaypointCosts, ...tableRecords(WAYPOINT_COSTS) };
/** The pallet fees: every row, and by id through the kit. */
export const PALLET_FEE_RECORDS = { list: listPalletFees, ...tableRecords(PALLET_FEES) };

/** Seeds the default fee tables on a database that has none (first start). */
export async function insertDefaultFeeTablesIfEmpty(db: Kysely<Database>, tables: FeeTables): Promise<void> {
  if (await rowExists(db, 'freight_costs', 'factory_id', null)) return;
  for (const r of tables.freightCosts) await FREIGHT_COST_RECORDS.insert(db, r);
  for (const w of tables.waypointCosts) await WAYPOINT_COST_RECORDS.insert(db, w);
  for (const p of tables.palletFees) await PALLET_FEE_RECORDS.insert(db, p);
}
