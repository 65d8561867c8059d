import { type Kysely, sql } from 'kysely';
import { uuidTable, withTimestamps } from '../migrationKit.ts';

/**
 * Offers (issue 19): a freight offered to one transporter, with its reply deadline.
 * - status: sent → received (the transporter looked) → accepted | rejectedByTransporter, or
 *   rejected (closed by us: `close_reason` expired, otherAccepted, freightChanged).
 * - at most one open offer per freight and transporter (partial unique index).
 * - tender waterfall: `waterfall_next` holds the transporters still waiting their turn, in order;
 *   on a reject or an expiry the next one gets a new offer (`waterfall_step` + 1).
 * The transporter's list reads (transporter_id, created_at) and the expiry tick reads open offers
 * by deadline, both on their own index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await uuidTable(db, 'offers')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('freight_uuid', 'uuid', (c) => c.notNull().references('freights.id').onDelete('cascade'))
    .addColumn('transporter_id', 'uuid', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('sent'))
    .addColumn('reply_deadline_date', 'timestamptz', (c) => c.notNull())
    .addColumn('comment_from_logistics', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('close_reason', 'text')
    .addColumn('waterfall_next', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('waterfall_step', 'integer')
    .addColumn('sent_by', 'uuid')
    .addColumn('answered_at', 'timestamptz')
    .$call(withTimestamps)
    .execute();
  await sql`create unique index offers_open_pair_idx on offers (freight_uuid, transporter_id) where status in ('sent', 'received')`.execute(
    db,
  );
  await sql`create index offers_transporter_idx on offers (transporter_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index offers_freight_idx on offers (freight_uuid)`.execute(db);
  await sql`create index offers_open_deadline_idx on offers (reply_deadline_date) where status in ('sent', 'received')`.execute(
    db,
  );
  await sql`create index offers_created_idx on offers (created_at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('offers').execute();
}
