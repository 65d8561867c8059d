import type { Kysely } from 'kysely';
import type { FleetVehicle } from '../../../core/fleet/fleet.schemas.ts';
import type { Database } from '../schema.ts';
import {
  deleteById,
  insertRow,
  isUuid,
  type NewValues,
  updateVersioned,
  versionedTable,
} from '../versionedTable.ts';

export type FleetRecord = Omit<FleetVehicle, '__v'> & { version: number };
export type FleetValues = Partial<
  Pick<FleetRecord, 'transporterId' | 'truckType' | 'truckLicensePlateNumber' | 'contact'>
>;

const base = (db: Kysely<Database>) =>
  db
    .selectFrom('fleet_vehicles as f')
    .innerJoin('transporters as t', 't.id', 'f.transporter_id')
    .select([
      'f.id',
      'f.transporter_id',
      'f.truck_type',
      'f.truck_license_plate_number',
      'f.contact',
      'f.version',
      't.short_name',
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;
const toRecord = (r: Row): FleetRecord => ({
  id: r.id,
  transporterId: r.transporter_id,
  transporterName: r.short_name,
  truckType: r.truck_type,
  truckLicensePlateNumber: r.truck_license_plate_number,
  contact: r.contact,
  version: r.version,
});

/**
 * The fleet_vehicles table. A fleet record also carries its transporter's short name (a join), so
 * the kit's writes answer the row id and the record is read back with the join.
 */
const FLEET = versionedTable(
  'fleet_vehicles',
  {
    transporterId: 'transporter_id',
    truckType: 'truck_type',
    truckLicensePlateNumber: 'truck_license_plate_number',
    contact: 'contact',
  },
  (row) => row.id,
);

/** The fleet, of one transporter when given. */
export async function listFleet(db: Kysely<Database>, transporterId?: string): Promise<FleetRecord[]> {
  let q = base(db);
  if (transporterId !== undefined) {
    if (!isUuid(transporterId)) return [];
    q = q.where('f.transporter_id', '=', transporterId);
  }
  const rows = await q.orderBy('t.short_name').orderBy('f.truck_license_plate_number').execute();
  return rows.map(toRecord);
}

/** The fleet vehicle with this id (with its transporter's short name), if any. */
export async function findFleetById(db: Kysely<Database>, id: string): Promise<FleetRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await base(db).where('f.id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

/** Inserts a fleet vehicle. */
export async function insertFleet(
  db: Kysely<Database>,
  values: NewValues<typeof FLEET>,
): Promise<FleetRecord> {
  return (await findFleetById(db, await insertRow(db, FLEET, values))) as FleetRecord;
}

/** Writes the changes when the stored version is still `version`; undefined when it is not. */
export async function updateFleet(
  db: Kysely<Database>,
  id: string,
  version: number,
  values: FleetValues,
): Promise<FleetRecord | undefined> {
  const updated = await updateVersioned(db, FLEET, id, version, values);
  return updated === undefined ? undefined : findFleetById(db, updated);
}

/** Deletes a fleet vehicle; false when there was none. */
export function deleteFleet(db: Kysely<Database>, id: string): Promise<boolean> {
  return deleteById(db, FLEET, id);
}
