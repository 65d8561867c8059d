import type { Kysely } from 'kysely';
import type { OpeningHours } from '../../../core/baseConfig/baseConfig.schemas.ts';
import type { Depot, Dock, Factory } from '../../../core/sites/sites.schemas.ts';
import { jsonb } from '../jsonb.ts';
import { rowExists } from '../rowExists.ts';
import type { Database } from '../schema.ts';
import { findRow, insertRow, type NewValues, updateVersioned, versionedTable } from '../versionedTable.ts';

export type DepotRecord = Omit<Depot, '__v'> & { version: number };
export type FactoryRecord = Omit<Factory, '__v'> & { version: number };
export type DepotValues = Partial<Omit<DepotRecord, 'id' | 'version' | 'docks'>>;
export type FactoryValues = Partial<Omit<FactoryRecord, 'id' | 'version'>>;
/** A new depot: its docks are added separately; address, geometry and opening hours may be left out. */
export type NewDepot = Pick<
  DepotRecord,
  'name' | 'shortName' | 'isActive' | 'lengthOfTimeSlot' | 'timeSlotReservationLimit'
> &
  Partial<Pick<DepotRecord, 'address' | 'geometry' | 'openingHours'>>;

type DepotFields = Omit<DepotRecord, 'docks'>;

/** The depots table: record fields ↔ columns (docks live in their own table). */
const DEPOTS = versionedTable(
  'depots',
  {
    name: 'name',
    shortName: 'short_name',
    address: 'address',
    geometry: 'geometry',
    isActive: 'is_active',
    openingHours: 'opening_hours',
    lengthOfTimeSlot: 'length_of_time_slot',
    timeSlotReservationLimit: 'time_slot_reservation_limit',
  },
  (row, fields): DepotFields => ({
    id: row.id,
    ...fields,
    geometry: (row.geometry ?? null) as Depot['geometry'],
    openingHours: (row.opening_hours ?? []) as OpeningHours,
    version: row.version,
  }),
);

/** The factories table: record fields ↔ columns. */
const FACTORIES = versionedTable(
  'factories',
  {
    shortName: 'short_name',
    name: 'name',
    address: 'address',
    depotShortName: 'depot_short_name',
    useDefaultFreightCostsSettings: 'use_default_freight_costs_settings',
    isActive: 'is_active',
  },
  (row, fields): FactoryRecord => ({ id: row.id, ...fields, version: row.version }),
);

/** Depot values as their columns take them: geometry and opening hours are jsonb. */
function depotColumns<V extends DepotValues>({ geometry, openingHours, ...plain }: V) {
  return {
    ...plain,
    geometry: geometry === undefined ? undefined : geometry === null ? null : jsonb<unknown>(geometry),
    openingHours: openingHours === undefined ? undefined : jsonb<unknown>(openingHours),
  };
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
  return rows.map((r) => ({ ...DEPOTS.toRecord(r), docks: docks.get(r.id) ?? [] }));
}

/** The depot with this id and its docks, if any. */
export async function findDepot(db: Kysely<Database>, id: string): Promise<DepotRecord | undefined> {
  const depot = await findRow(db, DEPOTS, id);
  return depot && { ...depot, docks: (await docksOf(db, [depot.id])).get(depot.id) ?? [] };
}

export async function findDepotByShortName(db: Kysely<Database>, shortName: string) {
  return db
    .selectFrom('depots')
    .select(['id', 'is_active'])
    .where('short_name', '=', shortName)
    .executeTakeFirst();
}

/** Inserts a depot (without docks); its id. */
export async function insertDepot(db: Kysely<Database>, values: NewDepot): Promise<string> {
  return (await insertRow(db, DEPOTS, depotColumns(values))).id;
}

/** Writes the changes while the stored version is still `version`; false when it is not. */
export async function updateDepot(db: Kysely<Database>, id: string, version: number, values: DepotValues) {
  return (await updateVersioned(db, DEPOTS, id, version, depotColumns(values))) !== undefined;
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
  return rows.map(FACTORIES.toRecord);
}

/** The factory with this id, if any. */
export function findFactory(db: Kysely<Database>, id: string): Promise<FactoryRecord | undefined> {
  return findRow(db, FACTORIES, id);
}

/** Inserts a factory. */
export function insertFactory(
  db: Kysely<Database>,
  values: NewValues<typeof FACTORIES>,
): Promise<FactoryRecord> {
  return insertRow(db, FACTORIES, values);
}

/** Writes the changes while the stored version is still `version`; undefined when it is not. */
export function updateFactory(
  db: Kysely<Database>,
  id: string,
  version: number,
  values: FactoryValues,
): Promise<FactoryRecord | undefined> {
  return updateVersioned(db, FACTORIES, id, version, values);
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
  const after = new Map(rows.map((r) => [r.id, FACTORIES.toRecord(r)]));
  return active.flatMap((r) => {
    const next = after.get(r.id);
    return next ? [{ before: FACTORIES.toRecord(r), after: next }] : [];
  });
}

/** Whether a factory with this short name exists (orders name their factory by short name). */
export function factoryExists(db: Kysely<Database>, shortName: string): Promise<boolean> {
  return rowExists(db, 'factories', 'short_name', shortName);
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
