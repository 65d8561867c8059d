import { type Kysely, sql } from 'kysely';

/**
 * The orders list's heavy paths under load (issue 15): the quick filter and "contains" filters match
 * inside the lower-cased search_text, a full scan of every order without a trigram index (pg_trgm,
 * migration 0202_products_search); the planners' usual view, a status filter in the default order
 * (newest first), reads a page of one composite index instead of sorting every order of the status.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index orders_search_text_trgm_idx on orders using gin (search_text gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index orders_status_created_idx on orders (status, created_at desc, order_id desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index orders_status_created_idx`.execute(db);
  await sql`drop index orders_search_text_trgm_idx`.execute(db);
}
