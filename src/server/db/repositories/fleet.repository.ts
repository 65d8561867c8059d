import type { Kysely } from 'kysely';
import type { FleetVehicle } from '../../../core/fleet/fleet.schemas.ts';
import type { Database } from '../schema.ts';
import { isUuid } from './users.repository.ts';

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

function toRow(v: FleetValues) {
  const row: Record<string, unknown> = {
    transporter_id: v.transporterId,
    truck_type: v.truckType,
    truck_license_plate_number: v.truckLicensePlateNumber,
    contact: v.contact,
  };
  return Object.fromEntries(Object.entries(row).filter(([, x]) => x !== undefined));
}

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

export async function findFleetById(db: Kysely<Database>, id: string): Promise<FleetRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await base(db).where('f.id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

export async function insertFleet(db: Kysely<Database>, values: FleetValues): Promise<FleetRecord> {
  const { id } = await db
    .insertInto('fleet_vehicles')
    .values(toRow(values) as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await findFleetById(db, id)) as FleetRecord;
}

export async function updateFleet(
  db: Kysely<Database>,
  id: string,
  version: number,
  values: FleetValues,
): Promise<FleetRecord | undefined> {
  const res = await db
    .updateTable('fleet_vehicles')
    .set({ ...(toRow(values) as object), version: version + 1, updated_at: new Date() } as never)
    .where('id', '=', id)
    .where('version', '=', version)
    .returning('id')
    .executeTakeFirst();
  return res && findFleetById(db, res.id);
}

export async function deleteFleet(db: Kysely<Database>, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const res = await db.deleteFrom('fleet_vehicles').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
