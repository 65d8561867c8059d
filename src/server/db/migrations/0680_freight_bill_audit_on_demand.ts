import { type Kysely, sql } from 'kysely';
import { createBillRowsView } from './0520_freight_bills.ts';

/**
 * The price audit's breakdown is shown on demand (issue 20): GET /api/freight-bill/{id}/audit
 * recomputes it when the dialog opens, so the freights no longer carry it (`audit` jsonb of
 * migration 0640). Every write of a freight rewrote that jsonb and every list page and write answer
 * read it; the rows keep only the recomputed price and the difference the grid shows and filters.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The view names the column: drop it, then the column, then the view without it.
  await sql`drop view if exists freight_bill_rows`.execute(db);
  await db.schema.alterTable('freights').dropColumn('audit').execute();
  await createBillRowsView(db, sql`, f.audit_price, f.audit_difference`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop view if exists freight_bill_rows`.execute(db);
  await db.schema.alterTable('freights').addColumn('audit', 'jsonb').execute();
  // The breakdowns come back with the next recompute (a stale audit is recomputed).
  await sql`update freights set audit_version = null where audit_version is not null`.execute(db);
  await createBillRowsView(db, sql`, f.audit_price, f.audit_difference, f.audit`);
}
