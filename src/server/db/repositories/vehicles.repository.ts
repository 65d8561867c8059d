import type { Kysely } from 'kysely';
import type { Vehicle } from '../../../core/vehicles/vehicles.schemas.ts';
import type { Database } from '../schema.ts';
import { findRowBy, tableRecords, versionedTable } from '../versionedTable.ts';

export type VehicleRecord = Omit<Vehicle, '__v'> & { version: number };
export type VehicleValues = Partial<Omit<VehicleRecord, 'id' | 'version'>>;

/** The vehicles table: record fields ↔ columns. */
export const VEHICLES = versionedTable(
  'vehicles',
  {
    vehicleId: 'vehicle_id',
    active: 'active',
    default: 'is_default',
    truckLicensePlateNumber: 'truck_license_plate_number',
    truckType: 'truck_type',
    crane: 'crane',
    palletCapacity: 'pallet_capacity',
    kgCapacity: 'kg_capacity',
  },
  (row, fields): VehicleRecord => ({
    id: row.id,
    ...fields,
    palletCapacity: Number(row.pallet_capacity),
    kgCapacity: Number(row.kg_capacity),
    version: row.version,
  }),
);

/** Vehicles by vehicle id; only active ones unless asked. */
export async function listVehicles(
  db: Kysely<Database>,
  filter: { active?: boolean } = {},
): Promise<VehicleRecord[]> {
  let q = db.selectFrom('vehicles').selectAll();
  if (filter.active !== undefined) q = q.where('active', '=', filter.active);
  const rows = await q.orderBy('vehicle_id').execute();
  return rows.map(VEHICLES.toRecord);
}

/** The vehicles by id through the kit: find, insert, the versioned update, delete. */
export const VEHICLE_RECORDS = tableRecords(VEHICLES);

/** The vehicle (truck type) with this vehicle id, if any. */
export function findVehicleByVehicleId(
  db: Kysely<Database>,
  vehicleId: string,
): Promise<VehicleRecord | undefined> {
  return findRowBy(db, VEHICLES, 'vehicleId', vehicleId);
}

/** Fleet vehicles (plates) of this truck type: what refers to a vehicle. */
export async function fleetPlatesOfType(db: Kysely<Database>, vehicleId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('fleet_vehicles')
    .select('truck_license_plate_number')
    .where('truck_type', '=', vehicleId)
    .orderBy('truck_license_plate_number')
    .execute();
  return rows.map((r) => r.truck_license_plate_number);
}
