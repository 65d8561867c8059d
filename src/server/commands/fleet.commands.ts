import type { Kysely } from 'kysely';
import { COMMON_ERRORS } from '../../core/errors/messages.ts';
import type {
  BulkUpdateFleetInput,
  CreateFleetInput,
  UpdateFleetInput,
} from '../../core/fleet/fleet.schemas.ts';
import type { AppServices } from '../appServices.ts';
import { isUniqueViolation } from '../db/dbErrors.ts';
import {
  deleteFleet,
  type FleetRecord,
  type FleetValues,
  findFleetById,
  insertFleet,
  listFleet,
  updateFleet,
} from '../db/repositories/fleet.repository.ts';
import { findTransporterById } from '../db/repositories/transporters.repository.ts';
import { findVehicleByVehicleId } from '../db/repositories/vehicles.repository.ts';
import type { Database } from '../db/schema.ts';
import { type RecordChange, recordChange } from '../events/recordEvent.ts';
import { badRequest, conflict, duplicateRows, forbidden, notFound, staleVersion } from '../http/httpError.ts';
import type { Actor } from '../policies/actor.ts';
import { canTouchFleet, ownFleetOf } from '../policies/fleet.policy.ts';
import { presentFleetVehicle } from '../presenters/vehicles.presenter.ts';

/** 409 text for a licence plate already in a fleet (ours). */
export const PLATE_TAKEN_MESSAGE = 'Ez a rendszám már szerepel a flottában!';
const plateTaken = () => conflict(PLATE_TAKEN_MESSAGE, { truckLicensePlateNumber: PLATE_TAKEN_MESSAGE });
const notOwn = () => forbidden({ transporterId: 'Nem engedélyezett művelet' });

/** Checks the referenced transporter and truck type; a transporter user may not move a vehicle elsewhere. */
async function checkValues(db: Kysely<Database>, actor: Actor, values: FleetValues): Promise<void> {
  if (values.transporterId !== undefined) {
    if (!canTouchFleet(actor, values.transporterId)) throw notOwn();
    if (!(await findTransporterById(db, values.transporterId))) {
      throw badRequest({ transporterId: 'Ismeretlen fuvarozó!' });
    }
  }
  if (values.truckType !== undefined) {
    const vehicle = await findVehicleByVehicleId(db, values.truckType);
    if (!vehicle?.active) throw badRequest({ truckType: 'Ismeretlen vagy inaktív járműtípus!' });
  }
}

/** Logs a fleet change for the vehicle's transporter (its users see it in their event log). */
const logFleet = (db: Kysely<Database>, actor: Actor, change: RecordChange<FleetRecord>) =>
  recordChange(db, actor, 'fleetVehicle', change, {
    present: presentFleetVehicle,
    transporterOf: (f) => f.transporterId,
  });

/** The fleet: a transporter's users get their own only, whatever they ask for. */
export function listFleetFor(
  services: AppServices,
  actor: Actor,
  transporterId?: string,
): Promise<FleetRecord[]> {
  const own = ownFleetOf(actor);
  return listFleet(services.db, own ?? transporterId);
}

async function getOwn(db: Kysely<Database>, actor: Actor, id: string): Promise<FleetRecord> {
  const found = await findFleetById(db, id);
  // Another transporter's vehicle is not even shown to exist.
  if (!found || !canTouchFleet(actor, found.transporterId)) throw notFound();
  return found;
}

export async function createFleetVehicle(
  services: AppServices,
  actor: Actor,
  input: CreateFleetInput,
): Promise<FleetRecord> {
  await checkValues(services.db, actor, input);
  try {
    return await services.db.transaction().execute(async (trx) => {
      const saved = await insertFleet(trx, input);
      await logFleet(trx, actor, { action: 'created', before: null, after: saved });
      return saved;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw plateTaken();
    throw err;
  }
}

async function change(db: Kysely<Database>, actor: Actor, id: string, version: number, values: FleetValues) {
  const target = await getOwn(db, actor, id);
  if (version !== target.version) return undefined;
  await checkValues(db, actor, values);
  const updated = await updateFleet(db, id, version, values);
  if (updated) await logFleet(db, actor, { action: 'updated', before: target, after: updated });
  return updated;
}

export async function changeFleetVehicle(
  services: AppServices,
  actor: Actor,
  input: UpdateFleetInput,
): Promise<FleetRecord> {
  const { id, __v, ...values } = input;
  if (id === undefined || __v === undefined) throw badRequest();
  try {
    const updated = await services.db.transaction().execute((trx) => change(trx, actor, id, __v, values));
    if (!updated) throw staleVersion();
    return updated;
  } catch (err) {
    if (isUniqueViolation(err)) throw plateTaken();
    throw err;
  }
}

export async function bulkChangeFleet(
  services: AppServices,
  actor: Actor,
  input: BulkUpdateFleetInput,
): Promise<FleetRecord[]> {
  const ids = input.items.map((i) => i.id);
  if (new Set(ids).size !== ids.length) throw duplicateRows();
  try {
    return await services.db.transaction().execute(async (trx) => {
      const stale: Record<string, string> = {};
      const saved: FleetRecord[] = [];
      for (const item of input.items) {
        const updated = await change(trx, actor, item.id, item.__v, item.changes);
        if (!updated) stale[item.id] = COMMON_ERRORS.staleVersion.message;
        else saved.push(updated);
      }
      if (Object.keys(stale).length > 0) throw staleVersion(stale);
      return saved;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw plateTaken();
    throw err;
  }
}

export async function removeFleetVehicle(
  services: AppServices,
  actor: Actor,
  id: string,
): Promise<FleetRecord> {
  const target = await getOwn(services.db, actor, id);
  await services.db.transaction().execute(async (trx) => {
    if (!(await deleteFleet(trx, id))) throw notFound();
    await logFleet(trx, actor, { action: 'deleted', before: target, after: null });
  });
  return target;
}
