import { type Kysely, sql } from 'kysely';

/**
 * When a freight was delivered (issue 35): the moment its status first became `shipped`
 * (Kiszállítva), kept by the freight edit that steps it there and cleared when it steps back. The
 * statistics' on-time rate compares this real delivery with the expected deadline, not the planned
 * delivery date (which made every group 100 % on time). Backfilled from the event log; a freight
 * delivered before the log recorded it keeps its planned day (noon, Budapest) as the best record.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('freights').addColumn('delivered_at', 'timestamptz').execute();
  await sql`
    update freights f set delivered_at = d.at
    from (
      select e.entity_id, min(e.at) as at from events e
      where e.entity = 'freight' and e.changes @> '[{"field": "status", "after": "shipped"}]'::jsonb
      group by e.entity_id
    ) d
    where d.entity_id = f.id::text`.execute(db);
  await sql`
    update freights set delivered_at = (delivery_date + time '12:00') at time zone 'Europe/Budapest'
    where delivered_at is null and delivery_date is not null
      and status in ('shipped', 'finished', 'billed')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('freights').dropColumn('delivered_at').execute();
}
