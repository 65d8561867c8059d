import type { Kysely } from 'kysely';
import { COMMON_ERRORS } from '../../core/errors/messages.ts';
import { FLEET_ERRORS } from '../../core/fleet/fleet.errors.ts';
import type {
  BulkUpdateFleetInput,
  CreateFleetInput,
  UpdateFleetInput,
} from '../../core/fleet/fleet.schemas.ts';
import type { AppServices } from '../appServices.ts';
import {
  deleteFleet,
  type FleetRecord,
  type FleetValues,
  findFleetById,
  insertFleet,
  updateFleet,
} from '../db/repositories/fleet.repository.ts';
import { findTransporterById } from '../db/repositories/transporters.repository.ts';
import { findVehicleByVehicleId } from '../db/repositories/vehicles.repository.ts';
import type { Database } from '../db/schema.ts';
import { type RecordChange, recordChange } from '../events/recordEvent.ts';
import { badRequest, conflictOn, forbidden } from '../http/httpError.ts';
import type { Actor } from '../policies/actor.ts';
import { canTouchFleet } from '../policies/fleet.policy.ts';
import { presentFleetVehicle } from '../presenters/vehicles.presenter.ts';
import { getOwn } from '../queries/fleet.queries.ts';
import {
  bulkChangeVersioned,
  changeVersioned,
  createVersioned,
  deleteVersioned,
  type VersionedRecords,
} from './versionedCommands.ts';

const plateTaken = () => conflictOn('truckLicensePlateNumber', FLEET_ERRORS.plateTaken);
const notOwn = () => forbidden({ transporterId: COMMON_ERRORS.forbidden.message });

/** Checks the referenced transporter and truck type; a transporter user may not move a vehicle elsewhere. */
async function checkValues(db: Kysely<Database>, actor: Actor, values: FleetValues): Promise<void> {
  if (values.transporterId !== undefined) {
    if (!canTouchFleet(actor, values.transporterId)) throw notOwn();
    if (!(await findTransporterById(db, values.transporterId))) {
      throw badRequest({ transporterId: FLEET_ERRORS.unknownTransporter.message });
    }
  }
  if (values.truckType !== undefined) {
    const vehicle = await findVehicleByVehicleId(db, values.truckType);
    if (!vehicle?.active) throw badRequest({ truckType: FLEET_ERRORS.unknownTruckType.message });
  }
}

/** The fleet's repository for the command kit; events go to the vehicle's transporter (its users see them). */
const FLEET = {
  find: findFleetById,
  insert: insertFleet,
  update: updateFleet,
  remove: deleteFleet,
  log: (db: Kysely<Database>, actor: Actor, change: RecordChange<FleetRecord>) =>
    recordChange(db, actor, 'fleetVehicle', change, {
      present: presentFleetVehicle,
      transporterOf: (f) => f.transporterId,
    }),
  taken: plateTaken,
} satisfies VersionedRecords<FleetRecord, CreateFleetInput, FleetValues>;

/** The fleet as one actor may touch it: another transporter's vehicle is not even shown to exist (404). */
const fleetOf = (actor: Actor) => ({
  ...FLEET,
  find: (db: Kysely<Database>, id: string) => getOwn(db, actor, id),
});

/** Adds a vehicle to a fleet (a transporter user: to their own only). */
export async function createFleetVehicle(
  services: AppServices,
  actor: Actor,
  input: CreateFleetInput,
): Promise<FleetRecord> {
  await checkValues(services.db, actor, input);
  return createVersioned(services, actor, FLEET, input);
}

/** Changes one fleet vehicle read at `__v` (both required). */
export async function changeFleetVehicle(
  services: AppServices,
  actor: Actor,
  input: UpdateFleetInput,
): Promise<FleetRecord> {
  const { id, __v, ...values } = input;
  if (id === undefined || __v === undefined) throw badRequest();
  const target = await getOwn(services.db, actor, id);
  return changeVersioned(services, actor, FLEET, target, __v, values, (db, _t, changes) =>
    checkValues(db, actor, changes),
  );
}

/** The grid's batch, all or nothing. */
export function bulkChangeFleet(
  services: AppServices,
  actor: Actor,
  input: BulkUpdateFleetInput,
): Promise<FleetRecord[]> {
  return bulkChangeVersioned(services, actor, fleetOf(actor), input.items, (db, _t, changes) =>
    checkValues(db, actor, changes),
  );
}

/** Removes a fleet vehicle (a transporter user: their own only). */
export async function removeFleetVehicle(
  services: AppServices,
  actor: Actor,
  id: string,
): Promise<FleetRecord> {
  const target = await getOwn(services.db, actor, id);
  await deleteVersioned(services, actor, FLEET, target);
  return target;
}
