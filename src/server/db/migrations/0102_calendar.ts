import type { Kysely } from 'kysely';
import { uuidTable, withVersionAndUpdatedAt } from '../migrationKit.ts';

/** Calendar overrides (issue #6): a date is a workday or not, against the Monday–Friday default. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await uuidTable(db, 'calendar_overrides')
    .addColumn('date', 'date', (c) => c.notNull().unique())
    .addColumn('workday', 'boolean', (c) => c.notNull())
    .$call(withVersionAndUpdatedAt)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('calendar_overrides').ifExists().execute();
}
