import type { Insertable, InsertType, Kysely, Selectable, SelectType, Updateable, UpdateType } from 'kysely';
import type { Database } from './schema.ts';

/**
 * The persistence kit for versioned records: a table descriptor states a table's columns once
 * (record field → snake_case column) and how a row becomes a record; findRow, insertRow,
 * updateVersioned and deleteById do the rest for every such table.
 */

// Ids arrive from URLs; anything that is not a uuid cannot exist and must not reach a uuid cast.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** True when the text can be a row id (all our ids are uuids). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Tables whose rows are versioned records: a uuid `id`, a `version` and `updated_at`. */
export type VersionedTableName = {
  [T in keyof Database]: Database[T] extends { id: unknown; version: unknown; updated_at: unknown }
    ? T
    : never;
}[keyof Database];

type Bookkeeping = 'id' | 'version' | 'created_at' | 'updated_at';
/** Record field → the column that stores it (the table's own bookkeeping columns excluded). */
export type ColumnMap<T extends VersionedTableName> = Readonly<
  Record<string, Exclude<keyof Database[T] & string, Bookkeeping>>
>;

type ColumnOf<T extends VersionedTableName, C extends ColumnMap<T>, K extends keyof C> = Database[T][C[K] &
  keyof Database[T]];

/** The mapped fields of a row, as read. */
export type FieldsOf<T extends VersionedTableName, C extends ColumnMap<T>> = {
  [K in keyof C]: SelectType<ColumnOf<T, C, K>>;
};
/** Changes of the mapped fields as their columns take them; an absent or undefined field is left as it is. */
export type ChangesOf<T extends VersionedTableName, C extends ColumnMap<T>> = {
  [K in keyof C]?: UpdateType<ColumnOf<T, C, K>>;
};
type InsertValues<T extends VersionedTableName, C extends ColumnMap<T>> = {
  [K in keyof C]: InsertType<ColumnOf<T, C, K>>;
};
// A nullable column defaults to null, so its field may be left out like one with a default.
type Optional<V> = undefined extends V ? true : null extends V ? true : false;
/** Values of a new row: a field whose column has a default, is generated or is nullable may be left out. */
export type NewOf<T extends VersionedTableName, C extends ColumnMap<T>> = {
  [K in keyof C as Optional<InsertValues<T, C>[K]> extends true ? never : K]: InsertValues<T, C>[K];
} & {
  [K in keyof C as Optional<InsertValues<T, C>[K]> extends true ? K : never]?: InsertValues<T, C>[K];
};

/** One versioned table: its name, its columns, and the record a row reads as. */
export interface VersionedTable<T extends VersionedTableName, C extends ColumnMap<T>, R> {
  readonly table: T;
  readonly columns: C;
  readonly toRecord: (row: Selectable<Database[T]>) => R;
}

/** The values of a new record of a descriptor (`NewValues<typeof VEHICLES>`). */
export type NewValues<D> = D extends VersionedTable<infer T, infer C, unknown> ? NewOf<T, C> : never;
/** The changes a descriptor's record takes (`Changes<typeof VEHICLES>`). */
export type Changes<D> = D extends VersionedTable<infer T, infer C, unknown> ? ChangesOf<T, C> : never;

/**
 * Declares a versioned table. `toRecord` gets the row and its mapped fields already renamed, so it
 * only adds what the map does not say (id, version, conversions, joined values). A `toRecord` that
 * takes the row alone (it builds the whole record in one compiled projection: freights, pickups)
 * is given no fields object: list pages made one per row and dropped it.
 */
export function versionedTable<T extends VersionedTableName, const C extends ColumnMap<T>, R>(
  table: T,
  columns: C,
  toRecord: (row: Selectable<Database[T]>, fields: FieldsOf<T, C>) => R,
): VersionedTable<T, C, R> {
  if (toRecord.length < 2)
    return { table, columns, toRecord: toRecord as (row: Selectable<Database[T]>) => R };
  const fieldsOf = projection<FieldsOf<T, C>>(Object.entries(columns));
  return { table, columns, toRecord: (row) => toRecord(row, fieldsOf(row)) };
}

/**
 * A function copying `source[from]` to `to` for each pair, into ONE object literal compiled once:
 * V8 builds such an object in one step with fast properties. Built key by key (a loop, or
 * Object.fromEntries) an object of 30 fields turns into a dictionary, about ten times slower to make,
 * spread and serialise — a list page of 100 rows spent milliseconds there (issue 32). The keys come
 * from the code's own descriptors, never from input; JSON.stringify quotes them.
 */
export function projection<R>(
  pairs: readonly (readonly [to: string, from: string])[],
): (source: object) => R {
  const fields = pairs.map(([to, from]) => `${JSON.stringify(to)}: s[${JSON.stringify(from)}]`);
  return new Function('s', `return {${fields.join(', ')}};`) as (source: object) => R;
}

/** The columns of the fields given; undefined means "not given", so it never reaches the SQL. */
function toColumns(columns: Readonly<Record<string, string>>, values: object): Record<string, unknown> {
  const given = values as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(columns)) {
    if (given[field] !== undefined) row[column] = given[field];
  }
  return row;
}

/** The columns of a new record, for inserts the kit does not cover (upserts, ON CONFLICT). */
export function newRowOf<T extends VersionedTableName, C extends ColumnMap<T>, R>(
  t: VersionedTable<T, C, R>,
  values: NewOf<T, C>,
): Insertable<Database[T]> {
  return toColumns(t.columns, values) as Insertable<Database[T]>;
}

// Kysely checks a query against a table it knows by name; over a table chosen by a type parameter
// it cannot resolve the columns. The helpers therefore run on this loose view of the database, and
// the typing lives in the descriptor: its column map is checked against the table where it is
// declared, and the values each helper takes are typed from that map.
type LooseRow = Record<string, unknown>;
const loose = (db: Kysely<Database>) => db as unknown as Kysely<Record<string, LooseRow>>;
const nameOf = (t: { table: VersionedTableName }): string => t.table;
const asRow = <T extends VersionedTableName>(row: object) => row as unknown as Selectable<Database[T]>;

/** The record with this id, or undefined (also for an id that is not a uuid). */
export async function findRow<T extends VersionedTableName, C extends ColumnMap<T>, R>(
  db: Kysely<Database>,
  t: VersionedTable<T, C, R>,
  id: string,
): Promise<R | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await loose(db).selectFrom(nameOf(t)).selectAll().where('id', '=', id).executeTakeFirst();
  return row && t.toRecord(asRow<T>(row));
}

/** The records with these ids, in one read (any order; ids that are not uuids find nothing). */
export async function findRows<T extends VersionedTableName, C extends ColumnMap<T>, R>(
  db: Kysely<Database>,
  t: VersionedTable<T, C, R>,
  ids: readonly string[],
): Promise<R[]> {
  const wanted = ids.filter(isUuid);
  if (wanted.length === 0) return [];
  const rows = await loose(db).selectFrom(nameOf(t)).selectAll().where('id', 'in', wanted).execute();
  return rows.map((row) => t.toRecord(asRow<T>(row)));
}

/** The first record whose field has this value (a unique key such as a short name), or undefined. */
export async function findRowBy<
  T extends VersionedTableName,
  C extends ColumnMap<T>,
  R,
  K extends keyof C & string,
>(
  db: Kysely<Database>,
  t: VersionedTable<T, C, R>,
  field: K,
  value: FieldsOf<T, C>[K],
): Promise<R | undefined> {
  const row = await loose(db)
    .selectFrom(nameOf(t))
    .selectAll()
    .where(t.columns[field] as string, '=', value)
    .executeTakeFirst();
  return row && t.toRecord(asRow<T>(row));
}

/** Inserts a record; columns left out take their defaults. */
export async function insertRow<T extends VersionedTableName, C extends ColumnMap<T>, R>(
  db: Kysely<Database>,
  t: VersionedTable<T, C, R>,
  values: NewOf<T, C>,
): Promise<R> {
  const row = await loose(db)
    .insertInto(nameOf(t))
    .values(toColumns(t.columns, values))
    .returningAll()
    .executeTakeFirstOrThrow();
  return t.toRecord(asRow<T>(row));
}

/**
 * Writes the changes while the stored version is still `version`, bumping it and updated_at in the
 * same UPDATE (so two saves of one version cannot both win). Undefined when no row matched: the
 * version moved on, or the record is gone.
 */
export async function updateVersioned<T extends VersionedTableName, C extends ColumnMap<T>, R>(
  db: Kysely<Database>,
  t: VersionedTable<T, C, R>,
  id: string,
  version: number,
  changes: ChangesOf<T, C>,
): Promise<R | undefined> {
  if (!isUuid(id)) return undefined;
  return updateColumnsVersioned(db, t, id, version, toColumns(t.columns, changes) as Updateable<Database[T]>);
}

/**
 * The versioned UPDATE of {@link updateVersioned} for values given by column, for writes beyond the
 * descriptor's fields (a truck job's load: jsonb parts, the waypoint count, geometry, packing plan).
 */
export async function updateColumnsVersioned<T extends VersionedTableName, C extends ColumnMap<T>, R>(
  db: Kysely<Database>,
  t: VersionedTable<T, C, R>,
  id: string,
  version: number,
  columns: Updateable<Database[T]>,
): Promise<R | undefined> {
  const row = await loose(db)
    .updateTable(nameOf(t))
    .set({ ...columns, version: version + 1, updated_at: new Date() })
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
  return row && t.toRecord(asRow<T>(row));
}

/** Deletes the record; false when there was none. */
export async function deleteById<T extends VersionedTableName, C extends ColumnMap<T>, R>(
  db: Kysely<Database>,
  t: VersionedTable<T, C, R>,
  id: string,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const res = await loose(db).deleteFrom(nameOf(t)).where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/**
 * A table's records through the kit, bound to its descriptor: find by id, insert, the versioned
 * update and delete by id. A repository whose records need nothing more exports this (the commands'
 * `VersionedRecords` take it as it is, with the area's event log and 409).
 */
export function tableRecords<T extends VersionedTableName, C extends ColumnMap<T>, R>(
  t: VersionedTable<T, C, R>,
) {
  return {
    find: (db: Kysely<Database>, id: string): Promise<R | undefined> => findRow(db, t, id),
    insert: (db: Kysely<Database>, values: NewOf<T, C>): Promise<R> => insertRow(db, t, values),
    update: (db: Kysely<Database>, id: string, version: number, changes: ChangesOf<T, C>) =>
      updateVersioned(db, t, id, version, changes),
    remove: (db: Kysely<Database>, id: string): Promise<boolean> => deleteById(db, t, id),
  };
}
