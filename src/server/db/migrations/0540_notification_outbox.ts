import { type Kysely, sql } from 'kysely';
import { uuidTable } from '../migrationKit.ts';

/**
 * The outbox of customer notifications and shipping webhooks (issue 22): a message is written in
 * the transaction that causes it and sent later by the outbox sender, at least once, identified by
 * its idempotency key (unique: the same cause never queues a message twice).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await uuidTable(db, 'notification_outbox')
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('payload', 'jsonb')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_error', 'text')
    .addColumn('result_code', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await sql`create index notification_outbox_due_idx on notification_outbox (next_attempt_at) where state = 'pending'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_outbox').execute();
}
