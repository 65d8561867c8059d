import { type Kysely, sql } from 'kysely';

/** Event log (issue #6, business.md §7 Other): every change made through the API, who, when, before → after. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('user_id', 'uuid')
    .addColumn('username', 'text')
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('changes', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('freight_id', 'text')
    .addColumn('transporter_id', 'uuid')
    .execute();
  await db.schema.createIndex('events_at_idx').on('events').column('at').execute();
  await db.schema.createIndex('events_entity_idx').on('events').columns(['entity', 'entity_id']).execute();
  await db.schema.createIndex('events_transporter_idx').on('events').column('transporter_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('events').ifExists().execute();
}
