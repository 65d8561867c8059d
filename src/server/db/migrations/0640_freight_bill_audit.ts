import { type Kysely, sql } from 'kysely';
import { createBillRowsView } from './0520_freight_bills.ts';

/**
 * The price audit of freight bills (issue 20, "Beyond the anchors"). On each delivered freight: the
 * price recomputed from the fee tables in force on its delivery date (`audit_price`), the bill's
 * amount minus it (`audit_difference`), the breakdown (`audit` jsonb) and the freight version they
 * were computed for (`audit_version`; another value = stale, recomputed before the next read).
 * The base config gets the tolerance per factory (`bill_audit_tolerance`). Two partial indexes: the
 * rows with a difference (the "csak eltérés" filter at 100,000 bills) and the stale rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('freights')
    .addColumn('audit_price', sql`numeric(14, 2)`)
    .addColumn('audit_difference', sql`numeric(14, 2)`)
    .addColumn('audit', 'jsonb')
    .addColumn('audit_version', 'integer')
    .execute();
  await db.schema
    .alterTable('base_config')
    .addColumn('bill_audit_tolerance', 'jsonb', (c) =>
      c.notNull().defaultTo(sql`'{"default": 0, "factories": {}}'::jsonb`),
    )
    .execute();
  await createBillRowsView(db, sql`, f.audit_price, f.audit_difference, f.audit`);
  const delivered = sql.raw(`status in ('shipped', 'finished', 'billed')`);
  await sql`create index freights_bill_audit_idx on freights (delivery_date desc, factory_short_name, audit_difference) where ${delivered} and audit_difference <> 0`.execute(
    db,
  );
  await sql`create index freights_bill_audit_stale_idx on freights (delivery_date) where ${delivered} and audit_version is distinct from version`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop view if exists freight_bill_rows`.execute(db);
  await createBillRowsView(db);
  await db.schema.alterTable('base_config').dropColumn('bill_audit_tolerance').execute();
  for (const c of ['audit_price', 'audit_difference', 'audit', 'audit_version']) {
    await db.schema.alterTable('freights').dropColumn(c).execute();
  }
}
