import type { Kysely } from 'kysely';
import type { OrderStatus } from '../../core/config/enums.ts';
import type { Freight } from '../../core/freights/freights.schemas.ts';
import type { Pickup } from '../../core/pickups/pickups.schemas.ts';
import {
  insertFreights,
  insertPickups,
  type NewFreight,
  type NewPickup,
} from '../db/repositories/freights.repository.ts';
import {
  deleteFreightsById,
  type OrderOutcomeRow,
  writeOrderOutcomes,
} from '../db/repositories/planning.repository.ts';
import type { Database } from '../db/schema.ts';
import { type EventInput, orderStatusEvent, recordEvents } from '../events/recordEvent.ts';
import type { Actor } from '../policies/actor.ts';

/** What one planning result writes. */
export interface PlanningWrites {
  freights: readonly NewFreight[];
  pickups: readonly NewPickup[];
  /** Final status of every order the planning held. */
  outcomes: readonly OrderOutcomeRow[];
  /** Whose orders: the job's (planning_job_id) or those still in these statuses (manual combination). */
  holder: { jobId: string } | { fromStatuses: readonly OrderStatus[] };
  /** The order statuses before (for the events). */
  statusBefore: ReadonlyMap<string, string>;
  /** Old partial freights replanned by this result (uuid and number), deleted with it. */
  replacedPartials: readonly { id: string; freightId: string }[];
}

/**
 * Writes a planning result in the caller's transaction: deletes the replaced partial freights,
 * inserts the freights and pickups with their order links, sets the orders' statuses and records
 * every change as an event (freight/pickup created, order status updated, freight deleted).
 */
export async function writePlanning(
  trx: Kysely<Database>,
  actor: Actor,
  w: PlanningWrites,
): Promise<{ freights: Freight[]; pickups: Pickup[]; ordersWritten: ReadonlySet<string> }> {
  await deleteFreightsById(
    trx,
    w.replacedPartials.map((f) => f.id),
  );
  const freights = await insertFreights(trx, w.freights);
  const pickups = await insertPickups(trx, w.pickups);
  const written = new Set(await writeOrderOutcomes(trx, w.holder, w.outcomes));
  const events: EventInput[] = [
    ...w.replacedPartials.map((f) => ({
      entity: 'freight',
      entityId: f.id,
      action: 'deleted',
      before: { freightId: f.freightId, isPartial: true },
      after: null,
      freightId: f.freightId,
      transporterId: null,
    })),
    ...freights.map((f) => ({
      entity: 'freight',
      entityId: f.id,
      action: 'created',
      before: null,
      after: f,
      freightId: f.freightId,
      transporterId: null,
      ignore: ['id'],
    })),
    ...pickups.map((p) => ({
      entity: 'pickup',
      entityId: p.id,
      action: 'created',
      before: null,
      after: p,
      transporterId: null,
      ignore: ['id'],
    })),
    ...w.outcomes
      .filter((o) => written.has(o.orderId))
      .map((o) => orderStatusEvent(o.orderId, w.statusBefore.get(o.orderId) ?? null, o.status)),
  ];
  await recordEvents(trx, actor, events);
  return { freights, pickups, ordersWritten: written };
}
