import { type Kysely, sql } from 'kysely';
import { uuidTable } from '../migrationKit.ts';

/** Calendar overrides (issue #6): a date is a workday or not, against the Monday–Friday default. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await uuidTable(db, 'calendar_overrides')
    .addColumn('date', 'date', (c) => c.notNull().unique())
    .addColumn('workday', 'boolean', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('calendar_overrides').ifExists().execute();
}
