import type { Kysely } from 'kysely';
import { COMMON_ERRORS } from '../../core/errors/messages.ts';
import { TRANSPORTER_ERRORS } from '../../core/transporters/transporters.api.ts';
import type {
  BulkUpdateTransportersInput,
  CreateTransporterInput,
  UpdateTransporterInput,
} from '../../core/transporters/transporters.schemas.ts';
import type { AppServices } from '../appServices.ts';
import { isUniqueViolation } from '../db/dbErrors.ts';
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
import { conflict, duplicateRows, notFound, staleVersion } from '../http/httpError.ts';
import type { Actor } from '../policies/actor.ts';
import { presentTransporter } from '../presenters/transporters.presenter.ts';

const taken = () =>
  conflict(TRANSPORTER_ERRORS.shortNameTaken, { shortName: TRANSPORTER_ERRORS.shortNameTaken.message });

/** Logs a transporter change; its own users see it (transporter_id is the transporter itself). */
const logTransporter = (db: Kysely<Database>, actor: Actor, change: RecordChange<TransporterRecord>) =>
  recordChange(db, actor, 'transporter', change, { present: presentTransporter, transporterOf: (t) => t.id });

export function listAllTransporters(services: AppServices): Promise<TransporterRecord[]> {
  return listTransporters(services.db);
}

export async function getTransporter(services: AppServices, id: string): Promise<TransporterRecord> {
  const found = await findTransporterById(services.db, id);
  if (!found) throw notFound();
  return found;
}

export async function createTransporter(
  services: AppServices,
  actor: Actor,
  input: CreateTransporterInput,
): Promise<TransporterRecord> {
  if (await findTransporterByShortName(services.db, input.shortName)) throw taken();
  try {
    return await services.db.transaction().execute(async (trx) => {
      const saved = await insertTransporter(trx, input);
      await logTransporter(trx, actor, { action: 'created', before: null, after: saved });
      return saved;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}

export async function changeTransporter(
  services: AppServices,
  actor: Actor,
  id: string,
  input: UpdateTransporterInput,
): Promise<TransporterRecord> {
  const target = await getTransporter(services, id);
  const { __v, id: _id, ...values } = input;
  if (__v !== undefined && __v !== target.version) throw staleVersion();
  try {
    return await services.db.transaction().execute(async (trx) => {
      const updated = await updateTransporter(trx, id, target.version, values);
      if (!updated) throw staleVersion();
      await logTransporter(trx, actor, { action: 'updated', before: target, after: updated });
      return updated;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}

export async function bulkChangeTransporters(
  services: AppServices,
  actor: Actor,
  input: BulkUpdateTransportersInput,
): Promise<TransporterRecord[]> {
  const ids = input.items.map((i) => i.id);
  if (new Set(ids).size !== ids.length) throw duplicateRows();
  try {
    return await services.db.transaction().execute(async (trx) => {
      const stale: Record<string, string> = {};
      const saved: TransporterRecord[] = [];
      for (const item of input.items) {
        const target = await findTransporterById(trx, item.id);
        if (!target) throw notFound(`Nem található: ${item.id}`);
        const updated =
          item.__v === target.version
            ? await updateTransporter(trx, item.id, target.version, item.changes)
            : undefined;
        if (!updated) stale[item.id] = COMMON_ERRORS.staleVersion.message;
        else {
          await logTransporter(trx, actor, { action: 'updated', before: target, after: updated });
          saved.push(updated);
        }
      }
      if (Object.keys(stale).length > 0) throw staleVersion(stale);
      return saved;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}
