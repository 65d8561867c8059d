import type { Kysely } from 'kysely';
import { TRANSPORTER_ERRORS } from '../../core/transporters/transporters.errors.ts';
import type {
  BulkUpdateTransportersInput,
  CreateTransporterInput,
  UpdateTransporterInput,
} from '../../core/transporters/transporters.schemas.ts';
import type { AppServices } from '../appServices.ts';
import {
  findTransporterById,
  findTransporterByShortName,
  findTransportersByIds,
  insertTransporter,
  listTransporters,
  type TransporterRecord,
  updateTransporter,
} from '../db/repositories/transporters.repository.ts';
import type { Database } from '../db/schema.ts';
import { type RecordChange, recordChange } from '../events/recordEvent.ts';
import { conflictOn } from '../http/httpError.ts';
import type { Actor } from '../policies/actor.ts';
import { presentVersioned } from '../presenters/presentVersioned.ts';
import { storedFacts } from '../rules/enforceRows.ts';
import {
  changeVersioned,
  createVersioned,
  ruledBulkChange,
  type VersionedRecords,
} from './versionedCommands.ts';
import type { WriteScope } from './writeScope.ts';

// Transporters' writes (route → command → repository): a plain versioned area, so its commands are
// the versioned kit's over one descriptor (each write version-checked, in one transaction with its event).

const taken = () => conflictOn('shortName', TRANSPORTER_ERRORS.shortNameTaken);

/** The area on the versioned-command kit: reads, writes, its list, its event and its 409. */
export const TRANSPORTERS = {
  find: findTransporterById,
  insert: insertTransporter,
  update: updateTransporter,
  list: listTransporters,
  // Its own users see it: the event's transporter is the transporter itself.
  log: (db: Kysely<Database>, actor: Actor, change: RecordChange<TransporterRecord>) =>
    recordChange(db, actor, 'transporter', change, { present: presentVersioned, transporterOf: (t) => t.id }),
  taken,
} satisfies VersionedRecords<
  TransporterRecord,
  CreateTransporterInput,
  BulkUpdateTransportersInput['items'][number]['changes']
>;

/** Adds a transporter; a short name in use is a 409 on `shortName`. */
export async function createTransporter(
  services: AppServices,
  actor: Actor,
  input: CreateTransporterInput,
): Promise<TransporterRecord> {
  if (await findTransporterByShortName(services.db, input.shortName)) throw taken();
  return createVersioned(services, actor, TRANSPORTERS, input);
}

/** Changes a stored transporter at the version the caller saw (`__v`; stale → 409). */
export function changeTransporter(
  services: AppServices,
  actor: Actor,
  target: TransporterRecord,
  __v: number | undefined,
  changes: Omit<UpdateTransporterInput, '__v' | 'id'>,
): Promise<TransporterRecord> {
  return changeVersioned(services, actor, TRANSPORTERS, target, __v, changes);
}

/**
 * Changes a batch, all or nothing, after the masterData rules ran on every row (the stored rows read in
 * one query; a refused row names its id): duplicate rows 400, unknown 404, stale rows 409 per id.
 */
export function changeTransporters(
  scope: WriteScope,
  items: BulkUpdateTransportersInput['items'],
): Promise<TransporterRecord[]> {
  const rules = {
    entity: 'transporter',
    findMany: findTransportersByIds,
    facts: (t: TransporterRecord) => storedFacts('transporter', presentVersioned(t)),
  } as const;
  return ruledBulkChange(scope, TRANSPORTERS, rules, items);
}
