import { type Kysely, sql } from 'kysely';
import { uuidTable, withVersionAndUpdatedAt } from '../migrationKit.ts';

/**
 * Freight fee tables (issue #6 item 6, business.md §3): distance ranges, drop-off (waypoint) fees
 * and pallet fees per factory; factory_id null = the default table. A factory's rows go with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await uuidTable(db, 'freight_costs')
    .addColumn('factory_id', 'uuid', (c) => c.references('factories.id').onDelete('cascade'))
    .addColumn('truck_type', 'text')
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('fixed', 'perKm')`))
    .addColumn('start_distance', sql`numeric(12, 3)`, (c) => c.notNull().check(sql`start_distance >= 0`))
    .addColumn('end_distance', sql`numeric(12, 3)`, (c) =>
      c.notNull().check(sql`end_distance = -1 or end_distance > start_distance`),
    )
    .addColumn('price', sql`numeric(14, 2)`, (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('over_ranges', 'boolean', (c) => c.notNull().defaultTo(false))
    .$call(withVersionAndUpdatedAt)
    .execute();
  await db.schema.createIndex('freight_costs_factory').on('freight_costs').column('factory_id').execute();

  await uuidTable(db, 'waypoint_costs')
    .addColumn('factory_id', 'uuid', (c) => c.references('factories.id').onDelete('cascade'))
    .addColumn('truck_type', 'text')
    .addColumn('included_waypoints', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('price_per_waypoint', sql`numeric(14, 2)`, (c) =>
      c.notNull().check(sql`price_per_waypoint >= 0`),
    )
    .$call(withVersionAndUpdatedAt)
    .execute();
  await sql`alter table waypoint_costs add constraint waypoint_costs_one_per_key unique nulls not distinct (factory_id, truck_type)`.execute(
    db,
  );

  await uuidTable(db, 'pallet_fees')
    .addColumn('factory_id', 'uuid', (c) => c.references('factories.id').onDelete('cascade'))
    .addColumn('pallet_type', 'text')
    .addColumn('price_per_pallet', sql`numeric(14, 2)`, (c) => c.notNull().check(sql`price_per_pallet >= 0`))
    .$call(withVersionAndUpdatedAt)
    .execute();
  await sql`alter table pallet_fees add constraint pallet_fees_one_per_key unique nulls not distinct (factory_id, pallet_type)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['pallet_fees', 'waypoint_costs', 'freight_costs']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
