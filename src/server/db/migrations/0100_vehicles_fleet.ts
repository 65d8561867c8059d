import { type Kysely, sql } from 'kysely';
import { DEMO_TRUCK_TYPES } from '../../../core/vehicles/vehicles.schemas.ts';
import { uuidTable, withVersionAndTimestamps } from '../migrationKit.ts';

/**
 * Master data (issue #6): vehicles (truck types) with the four demo types, a version on
 * transporters, and the transporters' fleet. A fleet vehicle's truck type refers to a vehicle, so a
 * type in use cannot be deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await uuidTable(db, 'vehicles')
    .addColumn('vehicle_id', 'text', (c) => c.notNull().unique())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('truck_license_plate_number', 'text')
    .addColumn('truck_type', 'text')
    .addColumn('crane', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('pallet_capacity', 'integer', (c) => c.notNull())
    .addColumn('kg_capacity', 'numeric', (c) => c.notNull())
    .$call(withVersionAndTimestamps)
    .addCheckConstraint('vehicles_inactive_not_default', sql`active or not is_default`)
    .execute();
  for (const t of DEMO_TRUCK_TYPES) {
    await sql`insert into vehicles (vehicle_id, truck_type, pallet_capacity, kg_capacity, crane, is_default)
      values (${t.vehicleId}, ${t.truckType}, ${t.palletCapacity}, ${t.kgCapacity}, ${t.crane}, ${t.default})`.execute(
      db,
    );
  }

  await db.schema
    .alterTable('transporters')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await uuidTable(db, 'fleet_vehicles')
    .addColumn('transporter_id', 'uuid', (c) => c.notNull().references('transporters.id').onDelete('cascade'))
    .addColumn('truck_type', 'text', (c) =>
      c.notNull().references('vehicles.vehicle_id').onUpdate('cascade').onDelete('restrict'),
    )
    .addColumn('truck_license_plate_number', 'text', (c) => c.notNull())
    .addColumn('contact', 'text')
    .$call(withVersionAndTimestamps)
    .execute();
  await sql`create unique index fleet_vehicles_plate_key on fleet_vehicles (upper(truck_license_plate_number))`.execute(
    db,
  );
  await db.schema
    .createIndex('fleet_vehicles_transporter_idx')
    .on('fleet_vehicles')
    .column('transporter_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fleet_vehicles').ifExists().execute();
  await db.schema.alterTable('transporters').dropColumn('version').execute();
  await db.schema.dropTable('vehicles').ifExists().execute();
}
