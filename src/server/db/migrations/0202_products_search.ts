import { type Kysely, sql } from 'kysely';

/**
 * Product search at 100k rows (issue 6 item 4): the grid's quick filter and "contains" column
 * filters are `lower(column) LIKE '%text%'`, which no b-tree serves; a trigram GIN index does (from
 * three characters on). pg_trgm is a trusted contrib extension on PostgreSQL and built into our
 * PGlite (db/client.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index products_search_trgm_idx on products using gin (
    lower(item_id) gin_trgm_ops, lower(name) gin_trgm_ops, lower(unit) gin_trgm_ops, lower(pallet_type) gin_trgm_ops
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists products_search_trgm_idx`.execute(db);
}
