import type { Kysely } from 'kysely';
import { withParams } from '../../core/errors/catalogue.ts';
import { VEHICLE_ERRORS } from '../../core/vehicles/vehicles.api.ts';
import type {
  BulkUpdateVehiclesInput,
  CreateVehicleInput,
  UpdateVehicleInput,
} from '../../core/vehicles/vehicles.schemas.ts';
import type { AppServices } from '../appServices.ts';
import {
  findVehicleByVehicleId,
  fleetPlatesOfType,
  VEHICLE_RECORDS,
  type VehicleRecord,
  type VehicleValues,
} from '../db/repositories/vehicles.repository.ts';
import type { Database } from '../db/schema.ts';
import { type RecordChange, recordChange } from '../events/recordEvent.ts';
import { conflictOn } from '../http/httpError.ts';
import type { Actor } from '../policies/actor.ts';
import { presentVehicle } from '../presenters/vehicles.presenter.ts';
import { getVehicle } from '../queries/vehicles.queries.ts';
import {
  bulkChangeVersioned,
  changeVersioned,
  createVersioned,
  deleteVersioned,
  type VersionedRecords,
} from './versionedCommands.ts';

const idTaken = () => conflictOn('vehicleId', VEHICLE_ERRORS.idTaken);

/** The stored vehicle as rule facts (the rules see it with the changes on top). */
export const vehicleFacts = (v: VehicleRecord) => ({
  vehicleId: v.vehicleId,
  active: v.active,
  default: v.default,
  truckLicensePlateNumber: v.truckLicensePlateNumber ?? '',
  truckType: v.truckType ?? '',
  crane: v.crane,
  palletCapacity: v.palletCapacity,
  kgCapacity: v.kgCapacity,
});

const VEHICLES = {
  ...VEHICLE_RECORDS,
  log: (db: Kysely<Database>, actor: Actor, change: RecordChange<VehicleRecord>) =>
    recordChange(db, actor, 'vehicle', change, { present: presentVehicle }),
  taken: idTaken,
} satisfies VersionedRecords<VehicleRecord, CreateVehicleInput, VehicleValues>;

/** Adds a vehicle (truck type); a taken vehicle id is a 409. */
export async function createVehicle(
  services: AppServices,
  actor: Actor,
  input: CreateVehicleInput,
): Promise<VehicleRecord> {
  if (await findVehicleByVehicleId(services.db, input.vehicleId)) throw VEHICLES.taken();
  return createVersioned(services, actor, VEHICLES, input);
}

/**
 * A change of one vehicle never takes another vehicle's id (the field rules, the inactive default
 * included, are the `vehicle` rules the routes enforce before this).
 */
async function checkChange(
  db: Kysely<Database>,
  target: VehicleRecord,
  values: VehicleValues,
): Promise<void> {
  if (values.vehicleId !== undefined && values.vehicleId !== target.vehicleId) {
    const other = await findVehicleByVehicleId(db, values.vehicleId);
    if (other) throw idTaken();
  }
}

/** Changes a vehicle read at `__v` (when sent). */
export async function changeVehicle(
  services: AppServices,
  actor: Actor,
  id: string,
  input: UpdateVehicleInput,
): Promise<VehicleRecord> {
  const { __v, ...values } = input;
  return changeVersioned(services, actor, VEHICLES, await getVehicle(services, id), __v, values, checkChange);
}

/** The grid's batch in one transaction: a stale row fails all (409, details id → message). */
export function bulkChangeVehicles(
  services: AppServices,
  actor: Actor,
  input: BulkUpdateVehiclesInput,
): Promise<VehicleRecord[]> {
  return bulkChangeVersioned(services, actor, VEHICLES, input.items, checkChange);
}

/** Deletes a vehicle unless a fleet vehicle is of its type (409 naming the plates). */
export async function removeVehicle(services: AppServices, actor: Actor, id: string): Promise<VehicleRecord> {
  const target = await getVehicle(services, id);
  const plates = await fleetPlatesOfType(services.db, target.vehicleId);
  if (plates.length > 0)
    throw conflictOn('vehicleId', withParams(VEHICLE_ERRORS.inFleet, { plates: plates.join(', ') }));
  await deleteVersioned(services, actor, VEHICLES, target);
  return target;
}
