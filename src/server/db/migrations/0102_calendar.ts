import { type Kysely, sql } from 'kysely';

/** Calendar overrides (issue #6): a date is a workday or not, against the Monday–Friday default. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calendar_overrides')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('date', 'date', (c) => c.notNull().unique())
    .addColumn('workday', 'boolean', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('calendar_overrides').ifExists().execute();
}
