import { type Kysely, sql } from 'kysely';
import { uuidTable, withVersionAndTimestamps } from '../migrationKit.ts';

/**
 * Depots with their docks, and factories (issue #6). A factory refers to its depot by short name
 * (renaming the depot follows); a dock's name is unique within its depot.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await uuidTable(db, 'depots')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('short_name', 'text', (c) => c.notNull().unique())
    .addColumn('address', 'text')
    .addColumn('geometry', 'jsonb')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('opening_hours', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('length_of_time_slot', 'integer', (c) => c.notNull().defaultTo(30))
    .addColumn('time_slot_reservation_limit', 'integer', (c) => c.notNull().defaultTo(5))
    .$call(withVersionAndTimestamps)
    .execute();
  await uuidTable(db, 'docks')
    .addColumn('depot_id', 'uuid', (c) => c.notNull().references('depots.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`create unique index docks_depot_name_key on docks (depot_id, lower(name))`.execute(db);
  await uuidTable(db, 'factories')
    .addColumn('short_name', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text')
    .addColumn('address', 'text')
    .addColumn('depot_short_name', 'text', (c) =>
      c.notNull().references('depots.short_name').onUpdate('cascade').onDelete('restrict'),
    )
    .addColumn('use_default_freight_costs_settings', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .$call(withVersionAndTimestamps)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['factories', 'docks', 'depots']) await db.schema.dropTable(t).ifExists().execute();
}
