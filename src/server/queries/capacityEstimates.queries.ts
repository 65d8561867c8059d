import { isRecordId } from '../../core/api/ids.ts';
import type { CapacityEstimate } from '../../core/capacityEstimates/capacityEstimates.schemas.ts';
import {
  type CapacityShortageQuery,
  type CapacityShortageResponse,
  capacityShortages,
  shortageRange,
} from '../../core/capacityEstimates/capacityShortage.ts';
import type { AppServices } from '../appServices.ts';
import {
  type CapacityScope,
  estimatedTrucksByDay,
  findCapacityEstimate,
  listCapacityEstimates,
  neededTrucksByDay,
} from '../db/repositories/capacityEstimates.repository.ts';
import type { Actor } from '../policies/actor.ts';

/** One estimate in the caller's scope as the list answers it (undefined: none, or not a record id). */
export async function findEstimate(
  services: AppServices,
  actor: Actor,
  id: unknown,
): Promise<CapacityEstimate | undefined> {
  return isRecordId(id) ? await findCapacityEstimate(services.db, scopeOf(actor), id) : undefined;
}

/** GET: the estimates in the caller's scope. */
export function listEstimates(services: AppServices, actor: Actor): Promise<CapacityEstimate[]> {
  return listCapacityEstimates(services.db, scopeOf(actor));
}

/** GET /shortages: the coming days' trucks needed by the freights against the estimates, short ones only. */
export async function capacityShortagesOf(
  services: AppServices,
  query: CapacityShortageQuery,
): Promise<CapacityShortageResponse> {
  const range = shortageRange(services.now(), query.days);
  const [needed, estimated] = await Promise.all([
    neededTrucksByDay(services.db, range),
    estimatedTrucksByDay(services.db, range),
  ]);
  return { ...range, shortages: capacityShortages(needed, estimated) };
}

/** The estimates the actor sees: a transporter's users their own, staff all. */
export const scopeOf = (actor: Actor): CapacityScope => ({ transporterId: actor.transporterId });
