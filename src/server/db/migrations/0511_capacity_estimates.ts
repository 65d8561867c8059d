import { type Kysely, sql } from 'kysely';
import { uuidTable, withTimestamps } from '../migrationKit.ts';

/**
 * Capacity estimates (issue 19): a transporter's trucks by type for one day; one estimate per
 * transporter, day and direction (returning or not). `vehicles` is [{truckType, quantity}], each
 * truck type once (checked by the API).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await uuidTable(db, 'capacity_estimates')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('transporter_id', 'uuid', (c) => c.notNull().references('transporters.id'))
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('returning', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('vehicles', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .$call(withTimestamps)
    .execute();
  await sql`create unique index capacity_estimates_day_idx on capacity_estimates (transporter_id, date, "returning")`.execute(
    db,
  );
  await sql`create index capacity_estimates_updated_idx on capacity_estimates (updated_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('capacity_estimates').execute();
}
