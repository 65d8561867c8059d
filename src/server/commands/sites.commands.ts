import type { Kysely } from 'kysely';
import { SITE_ERRORS } from '../../core/sites/sites.errors.ts';
import type {
  CreateDepotInput,
  CreateFactoryInput,
  UpdateDepotInput,
  UpdateFactoryInput,
} from '../../core/sites/sites.schemas.ts';
import type { AppServices } from '../appServices.ts';
import { isForeignKeyViolation } from '../db/dbErrors.ts';
import {
  type DepotRecord,
  deactivateFactoriesOf,
  type FactoryRecord,
  findDepot,
  findDepotByShortName,
  findFactory,
  insertDepot,
  insertFactory,
  replaceDocks,
  updateDepot,
  updateFactory,
} from '../db/repositories/sites.repository.ts';
import type { Database } from '../db/schema.ts';
import { type RecordChange, recordChange } from '../events/recordEvent.ts';
import { badRequest, conflictOn, notFound, staleVersion } from '../http/httpError.ts';
import type { Actor } from '../policies/actor.ts';
import { presentDepot, presentFactory } from '../presenters/sites.presenter.ts';
import { getDepot } from '../queries/sites.queries.ts';
import { createVersioned, inTransaction, type VersionedRecords } from './versionedCommands.ts';

const stale = () => staleVersion();
const depotTaken = () => conflictOn('shortName', SITE_ERRORS.depotTaken);
const factoryTaken = () => conflictOn('shortName', SITE_ERRORS.factoryTaken);

const logDepot = (db: Kysely<Database>, actor: Actor, change: RecordChange<DepotRecord>) =>
  recordChange(db, actor, 'depot', change, { present: presentDepot });
const logFactory = (db: Kysely<Database>, actor: Actor, change: RecordChange<FactoryRecord>) =>
  recordChange(db, actor, 'factory', change, { present: presentFactory });

/** The factories on the versioned-command kit (a new one is the kit's create; a change checks its depot first). */
const FACTORIES = {
  find: findFactory,
  insert: insertFactory,
  update: updateFactory,
  log: logFactory,
  taken: factoryTaken,
} satisfies VersionedRecords<FactoryRecord, CreateFactoryInput, Omit<UpdateFactoryInput, '__v'>>;

export async function createDepot(
  services: AppServices,
  actor: Actor,
  input: CreateDepotInput,
): Promise<DepotRecord> {
  return inTransaction(services, depotTaken, async (trx) => {
    const { docks, ...values } = input;
    const newId = await insertDepot(trx, values);
    await replaceDocks(trx, newId, docks);
    const saved = await findDepot(trx, newId);
    if (!saved) throw notFound();
    await logDepot(trx, actor, { action: 'created', before: null, after: saved });
    return saved;
  });
}

/**
 * Changes a depot; `docks` (when sent) is the whole new list. Deactivating a depot deactivates its
 * factories; reactivating it leaves them as they are (business.md §5).
 */
export async function changeDepot(
  services: AppServices,
  actor: Actor,
  id: string,
  input: UpdateDepotInput,
): Promise<DepotRecord> {
  const target = await getDepot(services, id);
  const { __v, docks, ...values } = input;
  if (__v !== undefined && __v !== target.version) throw stale();
  if (docks) {
    const known = new Set(target.docks.map((d) => d.id));
    const foreign = docks.find((d) => d.id && !known.has(d.id));
    if (foreign) throw badRequest({ docks: SITE_ERRORS.unknownDock.message });
  }
  try {
    return await inTransaction(services, depotTaken, async (trx) => {
      if (!(await updateDepot(trx, id, target.version, values))) throw stale();
      if (docks) await replaceDocks(trx, id, docks);
      if (values.isActive === false && target.isActive) {
        // Each factory switched off with its depot gets its own event.
        const factories = await deactivateFactoriesOf(trx, values.shortName ?? target.shortName);
        for (const f of factories) await logFactory(trx, actor, { action: 'updated', ...f });
      }
      const saved = await findDepot(trx, id);
      if (!saved) throw notFound();
      await logDepot(trx, actor, { action: 'updated', before: target, after: saved });
      return saved;
    });
  } catch (err) {
    // time_slot_bookings.dock_id (migration 0500) restricts deleting a dock with booked slots.
    if (isForeignKeyViolation(err)) throw conflictOn('docks', SITE_ERRORS.dockHasBookings);
    throw err;
  }
}

async function checkDepot(services: AppServices, depotShortName: string | undefined) {
  if (depotShortName === undefined) return;
  if (!(await findDepotByShortName(services.db, depotShortName))) {
    throw badRequest({ depotShortName: SITE_ERRORS.unknownDepot.message });
  }
}

export async function createFactory(
  services: AppServices,
  actor: Actor,
  input: CreateFactoryInput,
): Promise<FactoryRecord> {
  await checkDepot(services, input.depotShortName);
  return createVersioned(services, actor, FACTORIES, input);
}

export async function changeFactory(
  services: AppServices,
  actor: Actor,
  id: string,
  input: UpdateFactoryInput,
): Promise<FactoryRecord> {
  const target = await findFactory(services.db, id);
  if (!target) throw notFound();
  const { __v, ...values } = input;
  if (__v !== undefined && __v !== target.version) throw stale();
  await checkDepot(services, values.depotShortName);
  return inTransaction(services, factoryTaken, async (trx) => {
    const updated = await updateFactory(trx, id, target.version, values);
    if (!updated) throw stale();
    await logFactory(trx, actor, { action: 'updated', before: target, after: updated });
    return updated;
  });
}
