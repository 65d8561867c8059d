import { type Kysely, sql } from 'kysely';

/**
 * The freights list sorted by delivery date (issue 32): its page of ids comes from one index alone.
 * A page 50 deep skips 5,000 rows; with the delivery date alone indexed each skipped row was read
 * from the table for its status (the list's status filter) and the ids sorted again within a day.
 * (delivery_date, id) INCLUDE (status) gives the list's order (either direction: the tie-break
 * follows the sort's direction) and the status from the index. It replaces the delivery-date index
 * of 0400 (same leading column, every other read by delivery date uses it as well), so a freight
 * write still updates one delivery-date index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index freights_delivery_page_idx on freights (delivery_date, id) include (status)`.execute(
    db,
  );
  await sql`drop index if exists freights_delivery_date_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists freights_delivery_date_idx on freights (delivery_date)`.execute(db);
  await sql`drop index if exists freights_delivery_page_idx`.execute(db);
}
