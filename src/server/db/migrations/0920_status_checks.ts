import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { BILL_STATUSES } from '../../../core/freightBills/freightBills.answers.ts';
import { ENUM_COLUMNS, enumCheckName, replaceEnumChecks } from '../enumColumns.ts';

/** The columns this migration constrains (the others have their CHECK since 0760). */
const ADDED = ENUM_COLUMNS.filter(
  (c) => c.column === 'processing_status' || (c.table === 'freights' && c.jsonKey === 'status'),
);

/**
 * The planning outcome (`orders.processing_status`, `planning_jobs.processing_status`) and the bill's
 * status inside `freights.bill` (the `bill_status` of the freight_bill_rows view) hold only their core
 * lists' values (issue 33 item 7), as the other status columns do since 0760. A stored bill status
 * outside the list was read as `pending` (billOf): the key is dropped so the view shows the same.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statuses = sql.join(BILL_STATUSES.map((s) => sql.lit(s)));
  await sql`update freights set bill = bill - 'status'
    where bill ? 'status' and bill ->> 'status' not in (${statuses})`.execute(db);
  await replaceEnumChecks(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const c of ADDED) {
    await sql`alter table ${sql.id(c.table)} drop constraint if exists ${sql.id(enumCheckName(c))}`.execute(
      db,
    );
  }
}
