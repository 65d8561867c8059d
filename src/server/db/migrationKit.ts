import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

/**
 * What the migrations' tables share, written once. The SQL each helper produces is exactly what the
 * migrations wrote out before (applied migrations must not change: the statements were compared
 * byte for byte when the helpers came in).
 */

/** The `created_at` and `updated_at` columns, both `now()` by default; `.$call(withTimestamps)`. */
export function withTimestamps<T extends string, C extends string>(
  table: CreateTableBuilder<T, C>,
): CreateTableBuilder<T, C | 'created_at' | 'updated_at'> {
  return table
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`));
}

/**
 * A versioned record's bookkeeping (db/versionedTable.ts): `version` from 0, then the timestamps;
 * `.$call(withVersionAndTimestamps)`.
 */
export function withVersionAndTimestamps<T extends string, C extends string>(
  table: CreateTableBuilder<T, C>,
): CreateTableBuilder<T, C | 'version' | 'created_at' | 'updated_at'> {
  return withTimestamps(table.addColumn('version', 'integer', (c) => c.notNull().defaultTo(0)));
}

/** The same for a table that keeps no `created_at`: `version` from 0 and `updated_at`. */
export function withVersionAndUpdatedAt<T extends string, C extends string>(
  table: CreateTableBuilder<T, C>,
): CreateTableBuilder<T, C | 'version' | 'updated_at'> {
  return table
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`));
}

/** A plain index `<table>_<column>_idx` on each column, in order (the list screens' filters and sorts). */
export async function indexEach(
  db: Kysely<unknown>,
  table: string,
  columns: readonly string[],
): Promise<void> {
  for (const col of columns) {
    await sql`create index ${sql.raw(`${table}_${col}_idx`)} on ${sql.raw(table)} (${sql.ref(col)})`.execute(
      db,
    );
  }
}

/** `create table <name>` keyed by a random uuid: its first column, `id uuid primary key default gen_random_uuid()`. */
export function uuidTable(db: Kysely<unknown>, name: string): CreateTableBuilder<string, 'id'> {
  return db.schema
    .createTable(name)
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`));
}
