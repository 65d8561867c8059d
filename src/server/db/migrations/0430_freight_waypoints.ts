import { type Kysely, sql } from 'kysely';

/**
 * The planner's waypoints of a freight whose stops were edited (issue 14 item 5): kept once, at the
 * first edit, so "restore original" and GET /waypoints/original/{id} can give them back. A table of
 * its own rather than a freights column: most freights are never edited, and list reads stay as they are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('freight_original_waypoints')
    .addColumn('freight_uuid', 'uuid', (c) => c.primaryKey().references('freights.id').onDelete('cascade'))
    .addColumn('waypoints', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('freight_original_waypoints').execute();
}
