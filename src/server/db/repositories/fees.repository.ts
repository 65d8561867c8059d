import { type Kysely, type Selectable, sql } from 'kysely';
import type { FeeTables, FreightCostType } from '../../../core/fees/feeModel.ts';
import type { FreightCostDoc, PalletFeeDoc, WaypointCostDoc } from '../../../core/fees/fees.schemas.ts';
import type { Database, FreightCostsTable, PalletFeesTable, WaypointCostsTable } from '../schema.ts';
import { isUuid } from './users.repository.ts';

/** The fee tables by API path name. */
export type FeeTableName = 'freight_costs' | 'waypoint_costs' | 'pallet_fees';
/** Which rows of a table: one factory's, the default table's (null), or all (undefined). */
export type FactoryScope = string | null | undefined;

const toFreightCost = (r: Selectable<FreightCostsTable>): FreightCostDoc => ({
  id: r.id,
  factoryId: r.factory_id,
  truckType: r.truck_type,
  type: r.type as FreightCostType,
  startDistance: Number(r.start_distance),
  endDistance: Number(r.end_distance),
  price: Number(r.price),
  overRanges: r.over_ranges,
  __v: r.version,
});
const toWaypointCost = (r: Selectable<WaypointCostsTable>): WaypointCostDoc => ({
  id: r.id,
  factoryId: r.factory_id,
  truckType: r.truck_type,
  includedWaypoints: r.included_waypoints,
  pricePerWaypoint: Number(r.price_per_waypoint),
  __v: r.version,
});
const toPalletFee = (r: Selectable<PalletFeesTable>): PalletFeeDoc => ({
  id: r.id,
  factoryId: r.factory_id,
  palletType: r.pallet_type,
  pricePerPallet: Number(r.price_per_pallet),
  __v: r.version,
});

type FreightCostValues = Omit<FreightCostDoc, 'id' | '__v'>;
type WaypointCostValues = Omit<WaypointCostDoc, 'id' | '__v'>;
type PalletFeeValues = Omit<PalletFeeDoc, 'id' | '__v'>;

const freightCostRow = (v: Partial<FreightCostValues>) => ({
  factory_id: v.factoryId,
  truck_type: v.truckType,
  type: v.type,
  start_distance: v.startDistance,
  end_distance: v.endDistance,
  price: v.price,
  over_ranges: v.overRanges,
});
const waypointCostRow = (v: Partial<WaypointCostValues>) => ({
  factory_id: v.factoryId,
  truck_type: v.truckType,
  included_waypoints: v.includedWaypoints,
  price_per_waypoint: v.pricePerWaypoint,
});
const palletFeeRow = (v: Partial<PalletFeeValues>) => ({
  factory_id: v.factoryId,
  pallet_type: v.palletType,
  price_per_pallet: v.pricePerPallet,
});

/** Writes the change while the stored version is still `version`; the new row, or undefined when it is not. */
async function updateVersioned<T extends FeeTableName>(
  db: Kysely<Database>,
  table: T,
  id: string,
  version: number,
  values: Record<string, unknown>,
): Promise<Selectable<Database[T]> | undefined> {
  const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  const row = await db
    .updateTable(table as FeeTableName)
    .set({ ...set, version: version + 1, updated_at: new Date() })
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
  return row as Selectable<Database[T]> | undefined;
}

/** One row of a fee table by id (undefined for a malformed id). */
async function findRow<T extends FeeTableName>(
  db: Kysely<Database>,
  table: T,
  id: string,
): Promise<Selectable<Database[T]> | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await db
    .selectFrom(table as FeeTableName)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row as Selectable<Database[T]> | undefined;
}

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
  return rows.map(toFreightCost);
}

export async function findFreightCost(db: Kysely<Database>, id: string): Promise<FreightCostDoc | undefined> {
  const row = await findRow(db, 'freight_costs', id);
  return row && toFreightCost(row);
}

export async function insertFreightCost(db: Kysely<Database>, v: FreightCostValues): Promise<FreightCostDoc> {
  const row = await db
    .insertInto('freight_costs')
    .values({
      factory_id: v.factoryId,
      truck_type: v.truckType,
      type: v.type,
      start_distance: v.startDistance,
      end_distance: v.endDistance,
      price: v.price,
      over_ranges: v.overRanges,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toFreightCost(row);
}

/** Writes a range while its stored version is still `version`; undefined when it is not. */
export async function updateFreightCost(
  db: Kysely<Database>,
  id: string,
  version: number,
  v: Partial<FreightCostValues>,
): Promise<FreightCostDoc | undefined> {
  const row = await updateVersioned(db, 'freight_costs', id, version, freightCostRow(v));
  return row && toFreightCost(row);
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
  return rows.map(toWaypointCost);
}

export async function findWaypointCost(
  db: Kysely<Database>,
  id: string,
): Promise<WaypointCostDoc | undefined> {
  const row = await findRow(db, 'waypoint_costs', id);
  return row && toWaypointCost(row);
}

export async function insertWaypointCost(
  db: Kysely<Database>,
  v: WaypointCostValues,
): Promise<WaypointCostDoc> {
  const row = await db
    .insertInto('waypoint_costs')
    .values({
      factory_id: v.factoryId,
      truck_type: v.truckType,
      included_waypoints: v.includedWaypoints,
      price_per_waypoint: v.pricePerWaypoint,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toWaypointCost(row);
}

export async function updateWaypointCost(
  db: Kysely<Database>,
  id: string,
  version: number,
  v: Partial<WaypointCostValues>,
): Promise<WaypointCostDoc | undefined> {
  const row = await updateVersioned(db, 'waypoint_costs', id, version, waypointCostRow(v));
  return row && toWaypointCost(row);
}

export async function listPalletFees(db: Kysely<Database>): Promise<PalletFeeDoc[]> {
  const rows = await db
    .selectFrom('pallet_fees')
    .selectAll()
    .orderBy('factory_id')
    .orderBy('pallet_type')
    .execute();
  return rows.map(toPalletFee);
}

export async function findPalletFee(db: Kysely<Database>, id: string): Promise<PalletFeeDoc | undefined> {
  const row = await findRow(db, 'pallet_fees', id);
  return row && toPalletFee(row);
}

export async function insertPalletFee(db: Kysely<Database>, v: PalletFeeValues): Promise<PalletFeeDoc> {
  const row = await db
    .insertInto('pallet_fees')
    .values({ factory_id: v.factoryId, pallet_type: v.palletType, price_per_pallet: v.pricePerPallet })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toPalletFee(row);
}

export async function updatePalletFee(
  db: Kysely<Database>,
  id: string,
  version: number,
  v: Partial<PalletFeeValues>,
): Promise<PalletFeeDoc | undefined> {
  const row = await updateVersioned(db, 'pallet_fees', id, version, palletFeeRow(v));
  return row && toPalletFee(row);
}

/** Seeds the default fee tables on a database that has none (first start). */
export async function insertDefaultFeeTablesIfEmpty(db: Kysely<Database>, tables: FeeTables): Promise<void> {
  const any = await db
    .selectFrom('freight_costs')
    .select('id')
    .where('factory_id', 'is', null)
    .executeTakeFirst();
  if (any) return;
  for (const r of tables.freightCosts) await insertFreightCost(db, r);
  for (const w of tables.waypointCosts) await insertWaypointCost(db, w);
  for (const p of tables.palletFees) await insertPalletFee(db, p);
}
