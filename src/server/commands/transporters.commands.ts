import type { Kysely } from 'kysely';
import { TRANSPORTER_ERRORS } from '../../core/transporters/transporters.api.ts';
import type {
  BulkUpdateTransportersInput,
  CreateTransporterInput,
  UpdateTransporterInput,
} from '../../core/transporters/transporters.schemas.ts';
import type { AppServices } from '../appServices.ts';
import {
  findTransporterById,
  findTransporterByShortName,
  insertTransporter,
  listTransporters,
  type TransporterRecord,
  updateTransporter,
} from '../db/repositories/transporters.repository.ts';
import type { Database } from '../db/schema.ts';
import { type RecordChange, recordChange } from '../events/recordEvent.ts';
import { conflict, notFound } from '../http/httpError.ts';
import type { Actor } from '../policies/actor.ts';
import { presentTransporter } from '../presenters/transporters.presenter.ts';
import {
  bulkChangeVersioned,
  changeVersioned,
  createVersioned,
  type VersionedRecords,
} from './versionedCommands.ts';

const taken = () =>
  conflict(TRANSPORTER_ERRORS.shortNameTaken, { shortName: TRANSPORTER_ERRORS.shortNameTaken.message });

const TRANSPORTERS = {
  find: findTransporterById,
  insert: insertTransporter,
  update: updateTransporter,
  // Its own users see it: the event's transporter is the transporter itself.
  log: (db: Kysely<Database>, actor: Actor, change: RecordChange<TransporterRecord>) =>
    recordChange(db, actor, 'transporter', change, {
      present: presentTransporter,
      transporterOf: (t) => t.id,
    }),
  taken,
} satisfies VersionedRecords<
  TransporterRecord,
  CreateTransporterInput,
  BulkUpdateTransportersInput['items'][number]['changes']
>;

/** Every transporter by short name. */
export function listAllTransporters(services: AppServices): Promise<TransporterRecord[]> {
  return listTransporters(services.db);
}

/** One transporter or 404. */
export async function getTransporter(services: AppServices, id: string): Promise<TransporterRecord> {
  const found = await findTransporterById(services.db, id);
  if (!found) throw notFound();
  return found;
}

/** Adds a transporter; a taken short name is a 409. */
export async function createTransporter(
  services: AppServices,
  actor: Actor,
  input: CreateTransporterInput,
): Promise<TransporterRecord> {
  if (await findTransporterByShortName(services.db, input.shortName)) throw taken();
  return createVersioned(services, actor, TRANSPORTERS, input);
}

/** Changes a transporter read at `__v` (when sent). */
export async function changeTransporter(
  services: AppServices,
  actor: Actor,
  id: string,
  input: UpdateTransporterInput,
): Promise<TransporterRecord> {
  const { __v, id: _id, ...changes } = input;
  return changeVersioned(services, actor, TRANSPORTERS, await getTransporter(services, id), __v, changes);
}

/** The grid's batch, all or nothing. */
export function bulkChangeTransporters(
  services: AppServices,
  actor: Actor,
  input: BulkUpdateTransportersInput,
): Promise<TransporterRecord[]> {
  return bulkChangeVersioned(services, actor, TRANSPORTERS, input.items);
}
