import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { PriceAuditTolerance } from '../../../core/baseConfig/baseConfig.schemas.ts';
import { DEFAULT_PRICE_AUDIT_TOLERANCE, type FeeRowChange } from '../../../core/freightBills/priceAudit.ts';
import type { Database } from '../schema.ts';
import { getSetting, SETTING_KEYS, setSetting } from './appSettings.repository.ts';
import { listFactories } from './sites.repository.ts';

/**
 * The stored price audit of freight bills (migration 0640): the freights whose audit is stale, the
 * fee change log the tables of a past day are rebuilt from, the audit writes (they never bump the
 * freight's version: the audit is derived, not a user's change) and the tolerance condition of
 * the "csak eltérés" filter.
 */

const DELIVERED = sql.raw(`status in ('shipped', 'finished', 'billed')`);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The amount a bill's audit compares: what the carrier charged, else the freight cost (of alias `f`). */
export const BILL_AMOUNT_SQL = (bill: RawBuilder<unknown> = sql.raw('f.bill')) =>
  sql<number | null>`coalesce((${bill} ->> 'billedAmount')::numeric, f.freight_cost)`;

/** What a freight is re-priced by. */
export interface AuditSource {
  id: string;
  freightId: string;
  version: number;
  factoryShortName: string;
  truckType: string | null;
  deliveryDate: string | null;
  distanceKm: number;
  dropOffs: number;
  cargo: { palletType: string; pallets: number }[];
  /** The bill's amount: what the carrier charged, else the freight cost. */
  amount: number | null;
}

type SourceRow = {
  id: string;
  freight_id: string;
  version: number;
  factory_short_name: string;
  truck_type: string | null;
  delivery_date: string | null;
  distance_km: number | string;
  waypoint_count: number;
  cargo: { palletType: string; pallets: number }[] | null;
  amount: number | string | null;
};

const SOURCE_COLUMNS = sql`id, freight_id, version, factory_short_name, truck_type, delivery_date,
  distance_km, waypoint_count, cargo, ${BILL_AMOUNT_SQL()} as amount`;

const toSource = (r: SourceRow): AuditSource => ({
  id: r.id,
  freightId: r.freight_id,
  version: r.version,
  factoryShortName: r.factory_short_name,
  truckType: r.truck_type,
  deliveryDate: r.delivery_date,
  distanceKm: Number(r.distance_km),
  dropOffs: r.waypoint_count,
  cargo: Array.isArray(r.cargo) ? r.cargo : [],
  amount: r.amount === null ? null : Number(r.amount),
});

/**
 * Up to `limit` delivered freights whose audit was computed for another version (or never). Ordered
 * by the partial index's key (migration 0640), so the planner walks that index even when its row
 * estimate is stale (PGlite has no autovacuum): 0.6 ms instead of a 100 ms scan over 100,000 bills.
 */
export async function staleAuditSources(db: Kysely<Database>, limit: number): Promise<AuditSource[]> {
  const res = await sql<SourceRow>`select ${SOURCE_COLUMNS}
    from freights f where ${DELIVERED} and audit_version is distinct from version
    order by delivery_date
    limit ${limit}`.execute(db);
  return res.rows.map(toSource);
}

/** The delivered freights among these uuids or numbers (others are not bills). */
export async function auditSourcesOf(db: Kysely<Database>, ids: readonly string[]): Promise<AuditSource[]> {
  const uuids = ids.filter((id) => UUID.test(id));
  if (ids.length === 0) return [];
  const res = await sql<SourceRow>`select ${SOURCE_COLUMNS}
    from freights f where ${DELIVERED}
      and (${uuids.length > 0 ? sql`id = any(${uuids}::uuid[])` : sql`false`} or freight_id = any(${[...ids]}::text[]))`.execute(
    db,
  );
  return res.rows.map(toSource);
}

/** Writes audits, each only while the freight is still at the version it was computed for. */
export async function writeAudits(
  db: Kysely<Database>,
  audits: readonly { id: string; version: number; price: number; difference: number | null }[],
): Promise<void> {
  for (let i = 0; i < audits.length; i += 1000) {
    const values = sql.join(
      audits
        .slice(i, i + 1000)
        .map((a) => sql`(${a.id}::uuid, ${a.version}::int, ${a.price}::numeric, ${a.difference}::numeric)`),
    );
    await sql`update freights f
      set audit_price = v.price, audit_difference = v.difference, audit_version = v.version
      from (values ${values}) as v(id, version, price, difference)
      where f.id = v.id and f.version = v.version`.execute(db);
  }
}

/** Marks the audits of deliveries on or after a day stale (a fee change made that day applies). */
export async function markAuditsStaleFrom(db: Kysely<Database>, day: string): Promise<void> {
  await sql`update freights set audit_version = null
    where ${DELIVERED} and audit_version is not null
      and (delivery_date is null or delivery_date >= ${day}::date)`.execute(db);
}

type FeeEventRow = { id: string | number; at: Date; entity_id: string; action: string; changes: unknown };
const toChange = (r: FeeEventRow): FeeRowChange => ({
  eventId: Number(r.id),
  at: new Date(r.at).toISOString(),
  rowId: r.entity_id,
  action: r.action as FeeRowChange['action'],
  changes: Array.isArray(r.changes) ? r.changes : [],
});

/**
 * The fee change log's lock, for the transaction: a fee change holds it shared from its start to its
 * commit, the audit refresher exclusively while it reads the log and moves its marker. Event ids are
 * taken at insert, so without it a change still open (a lower id) could commit after the marker had
 * passed a later one and never make its deliveries stale (PostgreSQL, several writers at once).
 */
export async function lockFeeChangeLog(db: Kysely<Database>, mode: 'shared' | 'exclusive'): Promise<void> {
  await (mode === 'shared'
    ? sql`select pg_advisory_xact_lock_shared(hashtext('freight_fee_change_log'))`
    : sql`select pg_advisory_xact_lock(hashtext('freight_fee_change_log'))`
  ).execute(db);
}

/** Fee row changes logged after event id `afterId`, oldest first. */
export async function feeChangesAfter(db: Kysely<Database>, afterId: number): Promise<FeeRowChange[]> {
  const res = await sql<FeeEventRow>`select id, at, entity_id, action, changes from events
    where entity = 'freightFee' and id > ${afterId} and entity_id is not null order by id`.execute(db);
  return res.rows.map(toChange);
}

/** Fee row changes saved from the day before `day` on (a margin for the Budapest day). */
export async function feeChangesSince(db: Kysely<Database>, day: string): Promise<FeeRowChange[]> {
  const res = await sql<FeeEventRow>`select id, at, entity_id, action, changes from events
    where entity = 'freightFee' and at >= ${day}::date - 1 and entity_id is not null
    order by id`.execute(db);
  return res.rows.map(toChange);
}

/** The last fee event id the stored audits took into account. */
export async function auditedFeeEventId(db: Kysely<Database>): Promise<number> {
  return Number((await getSetting(db, SETTING_KEYS.billAuditFeeEvent)) ?? 0);
}

export const setAuditedFeeEventId = (db: Kysely<Database>, id: number) =>
  setSetting(db, SETTING_KEYS.billAuditFeeEvent, id);

/** The factories by short name, as the fee tables and tolerances key them. */
export async function factoriesByShortName(
  db: Kysely<Database>,
): Promise<Map<string, { id: string; useDefaultFreightCostsSettings: boolean }>> {
  const rows = await listFactories(db);
  return new Map(
    rows.map((f) => [
      f.shortName,
      { id: f.id, useDefaultFreightCostsSettings: f.useDefaultFreightCostsSettings },
    ]),
  );
}

/**
 * The condition "the bill's amount differs from the recomputed price by more than its factory's
 * tolerance" over the view freight_bill_rows (also served by the partial index of migration 0640).
 */
export function auditFlaggedSql(
  tolerance: PriceAuditTolerance,
  factoryIdByShortName: ReadonlyMap<string, string>,
): RawBuilder<boolean> {
  const own = [...factoryIdByShortName].flatMap(([shortName, id]) => {
    const t = tolerance.factories[id];
    return t === undefined ? [] : [sql`when ${shortName} then ${t}::numeric`];
  });
  const limit =
    own.length === 0
      ? sql`${tolerance.default}::numeric`
      : sql`(case freight_bill_rows.factory_short_name ${sql.join(own, sql` `)} else ${tolerance.default}::numeric end)`;
  return sql<boolean>`(freight_bill_rows.audit_difference <> 0 and abs(freight_bill_rows.audit_difference) > ${limit})`;
}

/** The tolerances of the base config (none stored yet: 0 Ft) and the factories' ids by short name. */
export async function billAuditTolerance(db: Kysely<Database>): Promise<{
  tolerance: PriceAuditTolerance;
  factoryIdByShortName: Map<string, string>;
}> {
  const [config, factories] = await Promise.all([
    db.selectFrom('base_config').select('bill_audit_tolerance').executeTakeFirst(),
    db.selectFrom('factories').select(['id', 'short_name']).execute(),
  ]);
  return {
    tolerance:
      (config?.bill_audit_tolerance as PriceAuditTolerance | undefined) ?? DEFAULT_PRICE_AUDIT_TOLERANCE,
    factoryIdByShortName: new Map(factories.map((f) => [f.short_name, f.id])),
  };
}

/** The flag condition with the tolerances of the base config. */
export async function auditFlagOf(db: Kysely<Database>): Promise<RawBuilder<boolean>> {
  const { tolerance, factoryIdByShortName } = await billAuditTolerance(db);
  return auditFlaggedSql(tolerance, factoryIdByShortName);
}
