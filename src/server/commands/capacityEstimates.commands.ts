import {
  CAPACITY_ERRORS,
  type CapacitySaveResponse,
} from '../../core/capacityEstimates/capacityEstimates.api.ts';
import type {
  CapacityEstimate,
  CreateCapacityEstimateInput,
  UpdateCapacityEstimateInput,
} from '../../core/capacityEstimates/capacityEstimates.schemas.ts';
import { SUCCESS_MESSAGES } from '../../core/errors/messages.ts';
import { canEditCapacityEstimates } from '../../core/permissions/actions.ts';
import type { AppServices } from '../appServices.ts';
import {
  capacityChangeStats,
  deleteCapacityEstimate,
  findCapacityEstimate,
  insertCapacityEstimate,
  updateCapacityEstimate,
} from '../db/repositories/capacityEstimates.repository.ts';
import { activeTransporters } from '../db/repositories/offers.repository.ts';
import { recordEvent } from '../events/recordEvent.ts';
import { badRequest, conflict, forbidden, notFound, staleVersion } from '../http/httpError.ts';
import type { Actor } from '../policies/actor.ts';
import { scopeOf } from '../queries/capacityEstimates.queries.ts';
import { inTransaction } from './versionedCommands.ts';

/**
 * Capacity estimates (issue 19 item 4): transporters keep their own, planners see every one. Each
 * write and its event run in one transaction; one estimate per transporter, day and direction (409).
 */

function refuseReaders(actor: Actor): void {
  if (!canEditCapacityEstimates(actor.role)) throw forbidden();
}

const duplicate = () => conflict(CAPACITY_ERRORS.duplicate, { date: CAPACITY_ERRORS.duplicate.message });
const saved = (capacityEstimate: CapacityEstimate): CapacitySaveResponse => ({
  message: SUCCESS_MESSAGES.modified,
  capacityEstimate,
});
const logged = (e: CapacityEstimate) => ({
  date: e.date,
  returning: e.returning,
  vehicles: e.vehicles,
  comment: e.comment,
  transporterId: e.transporterId,
});

/** The answer of a save (also of a round trip that changed nothing). */
export const savedEstimate = (capacityEstimate: CapacityEstimate) => saved(capacityEstimate);

/** POST: a transporter user's own; staff name the (active) transporter. */
export async function createEstimate(
  services: AppServices,
  actor: Actor,
  input: CreateCapacityEstimateInput,
): Promise<CapacitySaveResponse> {
  refuseReaders(actor);
  const transporterId = actor.transporterId ?? input.transporterId;
  if (!transporterId) throw badRequest({ transporterId: CAPACITY_ERRORS.transporterRequired.message });
  if (!(await activeTransporters(services.db, [transporterId])).has(transporterId))
    throw notFound(CAPACITY_ERRORS.transporterNotFound);
  const id = await inTransaction(services, duplicate, async (trx) => {
    const newId = await insertCapacityEstimate(trx, { ...input, transporterId });
    const created = (await findCapacityEstimate(trx, { transporterId: null }, newId)) as CapacityEstimate;
    await recordEvent(trx, actor, {
      entity: 'capacityEstimate',
      entityId: newId,
      action: 'created',
      before: null,
      after: logged(created),
      transporterId,
    });
    return newId;
  });
  return saved((await findCapacityEstimate(services.db, scopeOf(actor), id)) as CapacityEstimate);
}

/** PUT: the changed fields at the version read. */
export async function updateEstimate(
  services: AppServices,
  actor: Actor,
  input: UpdateCapacityEstimateInput,
): Promise<CapacitySaveResponse> {
  refuseReaders(actor);
  const { id, __v, ...changes } = input;
  const current = await findCapacityEstimate(services.db, scopeOf(actor), id);
  if (!current) throw notFound();
  if (current.__v !== __v) throw staleVersion();
  await inTransaction(services, duplicate, async (trx) => {
    if (!(await updateCapacityEstimate(trx, id, __v, changes))) throw staleVersion();
    const after = (await findCapacityEstimate(trx, { transporterId: null }, id)) as CapacityEstimate;
    await recordEvent(trx, actor, {
      entity: 'capacityEstimate',
      entityId: id,
      action: 'updated',
      before: logged(current),
      after: logged(after),
      transporterId: current.transporterId,
    });
  });
  return saved((await findCapacityEstimate(services.db, scopeOf(actor), id)) as CapacityEstimate);
}

/**
 * DELETE /{id}?__v=N (the screen asks Igen/Nem first): at the version read when sent (409), and in
 * any case at the version the event logs, so a parallel edit or delete is never logged over (409).
 */
export async function removeEstimate(
  services: AppServices,
  actor: Actor,
  id: string,
  version: number | undefined,
): Promise<{ message: string; id: string }> {
  refuseReaders(actor);
  const current = await findCapacityEstimate(services.db, scopeOf(actor), id);
  if (!current) throw notFound();
  if (version !== undefined && version !== current.__v) throw staleVersion();
  await services.db.transaction().execute(async (trx) => {
    if (!(await deleteCapacityEstimate(trx, id, current.__v))) throw staleVersion();
    await recordEvent(trx, actor, {
      entity: 'capacityEstimate',
      entityId: id,
      action: 'deleted',
      before: logged(current),
      after: null,
      transporterId: current.transporterId,
    });
  });
  return { message: CAPACITY_ERRORS.deleted.message, id };
}

/** GET /check-changes: whether the caller's estimates changed since `date` / `count`. */
export async function checkEstimateChanges(
  services: AppServices,
  actor: Actor,
  query: { date?: string | undefined; count?: number | undefined },
): Promise<{ latest: string | null; count: number; hasChanges: boolean }> {
  const stats = await capacityChangeStats(services.db, scopeOf(actor));
  const latest = stats.latest ? stats.latest.toISOString() : null;
  const hasChanges =
    (query.date !== undefined && latest !== null && latest > query.date) ||
    (query.count !== undefined && query.count !== stats.count);
  return { latest, count: stats.count, hasChanges };
}
