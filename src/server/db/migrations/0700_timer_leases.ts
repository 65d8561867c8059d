import { type Kysely, sql } from 'kysely';

/**
 * Issue 32: background timers (bill audit rounds, offer expiry, the notification outbox) run on ONE
 * instance of those sharing a database: a round starts only while its instance holds the timer's
 * lease row, renewed by every round; a dead holder's lease runs out and another instance takes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('timer_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('lease_until', 'timestamptz', (c) => c.notNull())
    .addColumn('rounds', 'bigint', (c) => c.notNull().defaultTo(sql`0`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('timer_leases').execute();
}
