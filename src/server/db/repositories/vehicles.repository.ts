import type { Kysely, Selectable } from 'kysely';
import type { Vehicle } from '../../../core/vehicles/vehicles.schemas.ts';
import type { Database, VehiclesTable } from '../schema.ts';
import { isUuid } from './users.repository.ts';

export type VehicleRecord = Omit<Vehicle, '__v'> & { version: number };
export type VehicleValues = Partial<Omit<VehicleRecord, 'id' | 'version'>>;

function toRecord(row: Selectable<VehiclesTable>): VehicleRecord {
  return {
    id: row.id,
    vehicleId: row.vehicle_id,
    active: row.active,
    default: row.is_default,
    truckLicensePlateNumber: row.truck_license_plate_number,
    truckType: row.truck_type,
    crane: row.crane,
    palletCapacity: Number(row.pallet_capacity),
    kgCapacity: Number(row.kg_capacity),
    version: row.version,
  };
}

function toRow(v: VehicleValues) {
  const row: Partial<Record<string, unknown>> = {
    vehicle_id: v.vehicleId,
    active: v.active,
    is_default: v.default,
    truck_license_plate_number: v.truckLicensePlateNumber,
    truck_type: v.truckType,
    crane: v.crane,
    pallet_capacity: v.palletCapacity,
    kg_capacity: v.kgCapacity,
  };
  return Object.fromEntries(Object.entries(row).filter(([, x]) => x !== undefined));
}

/** Vehicles by vehicle id; only active ones unless asked. */
export async function listVehicles(
  db: Kysely<Database>,
  filter: { active?: boolean } = {},
): Promise<VehicleRecord[]> {
  let q = db.selectFrom('vehicles').selectAll();
  if (filter.active !== undefined) q = q.where('active', '=', filter.active);
  const rows = await q.orderBy('vehicle_id').execute();
  return rows.map(toRecord);
}

export async function findVehicleById(db: Kysely<Database>, id: string): Promise<VehicleRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await db.selectFrom('vehicles').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

export async function findVehicleByVehicleId(
  db: Kysely<Database>,
  vehicleId: string,
): Promise<VehicleRecord | undefined> {
  const row = await db
    .selectFrom('vehicles')
    .selectAll()
    .where('vehicle_id', '=', vehicleId)
    .executeTakeFirst();
  return row && toRecord(row);
}

export async function insertVehicle(db: Kysely<Database>, values: VehicleValues): Promise<VehicleRecord> {
  const row = await db
    .insertInto('vehicles')
    .values(toRow(values) as never)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRecord(row);
}

/** Writes the changes when the stored version is still `version`; undefined when it is not. */
export async function updateVehicle(
  db: Kysely<Database>,
  id: string,
  version: number,
  values: VehicleValues,
): Promise<VehicleRecord | undefined> {
  const row = await db
    .updateTable('vehicles')
    .set({ ...(toRow(values) as object), version: version + 1, updated_at: new Date() } as never)
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
  return row && toRecord(row);
}

export async function deleteVehicle(db: Kysely<Database>, id: string): Promise<boolean> {
  const res = await db.deleteFrom('vehicles').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
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
