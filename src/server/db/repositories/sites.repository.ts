import type { Kysely, Selectable } from 'kysely';
import type { OpeningHours } from '../../../core/baseConfig/baseConfig.schemas.ts';
import type { Depot, Dock, Factory } from '../../../core/sites/sites.schemas.ts';
import { jsonb } from '../jsonb.ts';
import type { Database, DepotsTable, FactoriesTable } from '../schema.ts';
import { isUuid } from './users.repository.ts';

export type DepotRecord = Omit<Depot, '__v'> & { version: number };
export type FactoryRecord = Omit<Factory, '__v'> & { version: number };
export type DepotValues = Partial<Omit<DepotRecord, 'id' | 'version' | 'docks'>>;
export type FactoryValues = Partial<Omit<FactoryRecord, 'id' | 'version'>>;

function toDepot(row: Selectable<DepotsTable>, docks: Dock[]): DepotRecord {
  return {
    id: row.id,
    name: row.name,
    shortName: row.short_name,
    address: row.address,
    geometry: (row.geometry ?? null) as Depot['geometry'],
    isActive: row.is_active,
    openingHours: (row.opening_hours ?? []) as OpeningHours,
    lengthOfTimeSlot: row.length_of_time_slot,
    timeSlotReservationLimit: row.time_slot_reservation_limit,
    docks,
    version: row.version,
  };
}

function toFactory(row: Selectable<FactoriesTable>): FactoryRecord {
  return {
    id: row.id,
    shortName: row.short_name,
    name: row.name,
    address: row.address,
    depotShortName: row.depot_short_name,
    useDefaultFreightCostsSettings: row.use_default_freight_costs_settings,
    isActive: row.is_active,
    version: row.version,
  };
}

function depotRow(v: DepotValues) {
  const row: Record<string, unknown> = {
    name: v.name,
    short_name: v.shortName,
    address: v.address,
    geometry: v.geometry === undefined ? undefined : v.geometry === null ? null : jsonb(v.geometry),
    is_active: v.isActive,
    opening_hours: v.openingHours === undefined ? undefined : jsonb(v.openingHours),
    length_of_time_slot: v.lengthOfTimeSlot,
    time_slot_reservation_limit: v.timeSlotReservationLimit,
  };
  return Object.fromEntries(Object.entries(row).filter(([, x]) => x !== undefined));
}

function factoryRow(v: FactoryValues) {
  const row: Record<string, unknown> = {
    short_name: v.shortName,
    name: v.name,
    address: v.address,
    depot_short_name: v.depotShortName,
    use_default_freight_costs_settings: v.useDefaultFreightCostsSettings,
    is_active: v.isActive,
  };
  return Object.fromEntries(Object.entries(row).filter(([, x]) => x !== undefined));
}

async function docksOf(db: Kysely<Database>, depotIds: string[]): Promise<Map<string, Dock[]>> {
  const map = new Map<string, Dock[]>();
  if (depotIds.length === 0) return map;
  const rows = await db
    .selectFrom('docks')
    .selectAll()
    .where('depot_id', 'in', depotIds)
    .orderBy('position')
    .orderBy('name')
    .execute();
  for (const r of rows) map.set(r.depot_id, [...(map.get(r.depot_id) ?? []), { id: r.id, name: r.name }]);
  return map;
}

export async function listDepots(db: Kysely<Database>): Promise<DepotRecord[]> {
  const rows = await db.selectFrom('depots').selectAll().orderBy('short_name').execute();
  const docks = await docksOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toDepot(r, docks.get(r.id) ?? []));
}

export async function findDepot(db: Kysely<Database>, id: string): Promise<DepotRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await db.selectFrom('depots').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return toDepot(row, (await docksOf(db, [row.id])).get(row.id) ?? []);
}

export async function findDepotByShortName(db: Kysely<Database>, shortName: string) {
  return db
    .selectFrom('depots')
    .select(['id', 'is_active'])
    .where('short_name', '=', shortName)
    .executeTakeFirst();
}

export async function insertDepot(db: Kysely<Database>, values: DepotValues): Promise<string> {
  const { id } = await db
    .insertInto('depots')
    .values(depotRow(values) as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateDepot(db: Kysely<Database>, id: string, version: number, values: DepotValues) {
  const res = await db
    .updateTable('depots')
    .set({ ...depotRow(values), version: version + 1, updated_at: new Date() } as never)
    .where('id', '=', id)
    .where('version', '=', version)
    .returning('id')
    .executeTakeFirst();
  return res !== undefined;
}

/** Replaces a depot's docks with the list: kept ids are renamed, new ones added, missing ones deleted. */
export async function replaceDocks(
  db: Kysely<Database>,
  depotId: string,
  docks: { id?: string; name: string }[],
) {
  const current = (await docksOf(db, [depotId])).get(depotId) ?? [];
  const keep = new Set(docks.map((d) => d.id).filter((id): id is string => !!id));
  const removed = current.filter((d) => !keep.has(d.id)).map((d) => d.id);
  if (removed.length > 0) await db.deleteFrom('docks').where('id', 'in', removed).execute();
  // Temporary names first, so swapping two names does not trip the unique index.
  for (const d of current.filter((c) => keep.has(c.id))) {
    await db
      .updateTable('docks')
      .set({ name: `~${d.id}` })
      .where('id', '=', d.id)
      .execute();
  }
  for (const [position, d] of docks.entries()) {
    if (d.id && current.some((c) => c.id === d.id)) {
      await db.updateTable('docks').set({ name: d.name.trim(), position }).where('id', '=', d.id).execute();
    } else {
      await db.insertInto('docks').values({ depot_id: depotId, name: d.name.trim(), position }).execute();
    }
  }
}

export async function listFactories(db: Kysely<Database>): Promise<FactoryRecord[]> {
  const rows = await db.selectFrom('factories').selectAll().orderBy('short_name').execute();
  return rows.map(toFactory);
}

export async function findFactory(db: Kysely<Database>, id: string): Promise<FactoryRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await db.selectFrom('factories').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toFactory(row);
}

export async function insertFactory(db: Kysely<Database>, values: FactoryValues): Promise<FactoryRecord> {
  const row = await db
    .insertInto('factories')
    .values(factoryRow(values) as never)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toFactory(row);
}

export async function updateFactory(
  db: Kysely<Database>,
  id: string,
  version: number,
  values: FactoryValues,
) {
  const row = await db
    .updateTable('factories')
    .set({ ...factoryRow(values), version: version + 1, updated_at: new Date() } as never)
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
  return row && toFactory(row);
}

/**
 * Deactivates every factory of a depot (a depot's deactivation); reactivation does not undo it.
 * Answers each switched-off factory before and after (for the event log).
 */
export async function deactivateFactoriesOf(
  db: Kysely<Database>,
  depotShortName: string,
): Promise<{ before: FactoryRecord; after: FactoryRecord }[]> {
  const active = await db
    .selectFrom('factories')
    .selectAll()
    .where('depot_short_name', '=', depotShortName)
    .where('is_active', '=', true)
    .forUpdate()
    .execute();
  if (active.length === 0) return [];
  const rows = await db
    .updateTable('factories')
    .set((eb) => ({ is_active: false, version: eb('version', '+', 1), updated_at: new Date() }))
    .where(
      'id',
      'in',
      active.map((r) => r.id),
    )
    .returningAll()
    .execute();
  const after = new Map(rows.map((r) => [r.id, toFactory(r)]));
  return active.flatMap((r) => {
    const next = after.get(r.id);
    return next ? [{ before: toFactory(r), after: next }] : [];
  });
}

/** Whether a factory with this short name exists (orders name their factory by short name). */
export async function factoryExists(db: Kysely<Database>, shortName: string): Promise<boolean> {
  const row = await db
    .selectFrom('factories')
    .select('id')
    .where('short_name', '=', shortName)
    .executeTakeFirst();
  return row !== undefined;
}

/** Short names of the active factories (seed and bench spread orders over them). */
export async function activeFactoryShortNames(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('factories')
    .select('short_name')
    .where('is_active', '=', true)
    .orderBy('short_name')
    .execute();
  return rows.map((r) => r.short_name);
}
