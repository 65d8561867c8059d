import type { Kysely } from 'kysely';
import { COMMON_ERRORS } from '../../core/errors/messages.ts';
import { RULE_MESSAGES } from '../../core/validation/generalRules.ts';
import type {
  BulkUpdateVehiclesInput,
  CreateVehicleInput,
  UpdateVehicleInput,
} from '../../core/vehicles/vehicles.schemas.ts';
import type { AppServices } from '../appServices.ts';
import { isUniqueViolation } from '../db/dbErrors.ts';
import {
  deleteVehicle,
  findVehicleById,
  findVehicleByVehicleId,
  fleetPlatesOfType,
  insertVehicle,
  listVehicles,
  updateVehicle,
  type VehicleRecord,
  type VehicleValues,
} from '../db/repositories/vehicles.repository.ts';
import type { Database } from '../db/schema.ts';
import { type RecordChange, recordChange } from '../events/recordEvent.ts';
import { conflict, duplicateRows, HttpError, notFound, staleVersion } from '../http/httpError.ts';
import type { Actor } from '../policies/actor.ts';
import { presentVehicle } from '../presenters/vehicles.presenter.ts';
import { RULES_REJECTED_MESSAGE } from '../rules/enforceRules.ts';

/** 409 text for a vehicle id already in use (ours). */
export const VEHICLE_ID_TAKEN_MESSAGE = 'Ilyen azonosítójú jármű már létezik!';

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

/** An inactive vehicle may not stay default, whichever of the two fields changed (business.md §5). */
function refuseInactiveDefault(next: { active: boolean; default: boolean }, changed: readonly string[]) {
  if (next.active || !next.default) return;
  const field = changed.includes('default') ? 'default' : 'active';
  throw new HttpError(422, RULES_REJECTED_MESSAGE, { [field]: RULE_MESSAGES.inactiveDefaultVehicle });
}

export function listAllVehicles(services: AppServices, filter: { active?: boolean } = {}) {
  return listVehicles(services.db, filter);
}

export async function getVehicle(services: AppServices, id: string): Promise<VehicleRecord> {
  const found = await findVehicleById(services.db, id);
  if (!found) throw notFound();
  return found;
}

const logVehicle = (db: Kysely<Database>, actor: Actor, change: RecordChange<VehicleRecord>) =>
  recordChange(db, actor, 'vehicle', change, { present: presentVehicle });

export async function createVehicle(
  services: AppServices,
  actor: Actor,
  input: CreateVehicleInput,
): Promise<VehicleRecord> {
  refuseInactiveDefault(input, ['default']);
  if (await findVehicleByVehicleId(services.db, input.vehicleId)) {
    throw conflict(VEHICLE_ID_TAKEN_MESSAGE, { vehicleId: VEHICLE_ID_TAKEN_MESSAGE });
  }
  try {
    return await services.db.transaction().execute(async (trx) => {
      const saved = await insertVehicle(trx, input);
      await logVehicle(trx, actor, { action: 'created', before: null, after: saved });
      return saved;
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw conflict(VEHICLE_ID_TAKEN_MESSAGE, { vehicleId: VEHICLE_ID_TAKEN_MESSAGE });
    throw err;
  }
}

async function change(
  db: Kysely<Database>,
  actor: Actor,
  target: VehicleRecord,
  version: number,
  values: VehicleValues,
): Promise<VehicleRecord | undefined> {
  refuseInactiveDefault(
    { active: values.active ?? target.active, default: values.default ?? target.default },
    Object.keys(values),
  );
  if (values.vehicleId !== undefined && values.vehicleId !== target.vehicleId) {
    const other = await findVehicleByVehicleId(db, values.vehicleId);
    if (other) throw conflict(VEHICLE_ID_TAKEN_MESSAGE, { vehicleId: VEHICLE_ID_TAKEN_MESSAGE });
  }
  const updated = await updateVehicle(db, target.id, version, values);
  if (updated) await logVehicle(db, actor, { action: 'updated', before: target, after: updated });
  return updated;
}

export async function changeVehicle(
  services: AppServices,
  actor: Actor,
  id: string,
  input: UpdateVehicleInput,
): Promise<VehicleRecord> {
  const target = await getVehicle(services, id);
  const { __v, ...values } = input;
  if (__v !== undefined && __v !== target.version) throw staleVersion();
  const updated = await services.db
    .transaction()
    .execute((trx) => change(trx, actor, target, target.version, values));
  if (!updated) throw staleVersion();
  return updated;
}

/** The grid's batch in one transaction: a stale row fails all (409, details id → message). */
export async function bulkChangeVehicles(
  services: AppServices,
  actor: Actor,
  input: BulkUpdateVehiclesInput,
): Promise<VehicleRecord[]> {
  const ids = input.items.map((i) => i.id);
  if (new Set(ids).size !== ids.length) throw duplicateRows();
  return services.db.transaction().execute(async (trx) => {
    const stale: Record<string, string> = {};
    const saved: VehicleRecord[] = [];
    for (const item of input.items) {
      const target = await findVehicleById(trx, item.id);
      if (!target) throw notFound(`Nem található: ${item.id}`);
      if (item.__v !== target.version) {
        stale[item.id] = COMMON_ERRORS.staleVersion.message;
        continue;
      }
      const updated = await change(trx, actor, target, target.version, item.changes);
      if (!updated) stale[item.id] = COMMON_ERRORS.staleVersion.message;
      else saved.push(updated);
    }
    if (Object.keys(stale).length > 0) throw staleVersion(stale);
    return saved;
  });
}

/** Deletes a vehicle unless a fleet vehicle is of its type (409 naming the plates). */
export async function removeVehicle(services: AppServices, actor: Actor, id: string): Promise<VehicleRecord> {
  const target = await getVehicle(services, id);
  const plates = await fleetPlatesOfType(services.db, target.vehicleId);
  if (plates.length > 0) {
    const message = `A jármű nem törölhető, mert a flotta használja: ${plates.join(', ')}`;
    throw conflict(message, { vehicleId: message });
  }
  await services.db.transaction().execute(async (trx) => {
    if (!(await deleteVehicle(trx, id))) throw notFound();
    await logVehicle(trx, actor, { action: 'deleted', before: target, after: null });
  });
  return target;
}
