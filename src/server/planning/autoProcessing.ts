import type { AppServices } from '../appServices.ts';
import { SETTING_KEYS } from '../db/repositories/appSettings.repository.ts';
import {
  autoPlannableOrderIds,
  autoProcessingTurn,
  holdOrders,
} from '../db/repositories/planning.repository.ts';
import { orderStatusEvent, recordEvents } from '../events/recordEvent.ts';
import { enqueueJob } from './jobQueue.ts';
import { AUTO_PROCESSING_ACTOR } from './planningActor.ts';

/** Orders per automatic job (the size the planner handles within its 20-s budget). */
export const AUTO_BATCH_SIZE = 2000;
/** How often an instance with a job runner looks for orders to plan automatically. */
export const AUTO_TICK_MS = 30_000;

/**
 * One auto-processing tick for a kind: when the switch is on and no automatic job of the kind is
 * waiting or running, new orders with a confirmed date (release date and expected deadline set,
 * coordinates known, not failed since their last planning) become one manual=false job, with the
 * partial orders (törtfuvar) replanned together with them. Safe with several instances: the
 * switch's row is locked first, so one instance at a time decides. Answers the job id, if any.
 */
export async function enqueueAutoProcessing(
  services: AppServices,
  kind: 'freights' | 'pickups',
  options: { ignoreSwitch?: boolean } = {},
): Promise<string | null> {
  return services.db.transaction().execute(async (trx) => {
    // ignoreSwitch: the first start's demo planning (planDemoOrders.ts), whatever the switch says.
    if (!options.ignoreSwitch && !(await autoProcessingTurn(trx, SETTING_KEYS.autoProcessing, kind)))
      return null;
    const orders = await autoPlannableOrderIds(
      trx,
      kind === 'freights' ? 'delivery' : 'pickup',
      AUTO_BATCH_SIZE,
    );
    // partial freights wait until new orders can fill them (a run of partial orders alone changes nothing)
    if (!orders.some((o) => o.status === 'new')) return null;
    const ids = orders.map((o) => o.orderId);
    const statusOf = new Map(orders.map((o) => [o.orderId, o.status]));
    const job = await enqueueJob(trx, { kind, orderIds: ids, manual: false, requestedBy: null });
    const held = await holdOrders(trx, ids, job.jobId);
    await recordEvents(
      trx,
      AUTO_PROCESSING_ACTOR,
      held.map((id) => orderStatusEvent(id, statusOf.get(id), 'waitingForProcessing')),
    );
    return job.jobId;
  });
}

/** Starts the periodic auto-processing tick of this instance; the answer stops it. */
export function startAutoProcessing(services: AppServices, everyMs = AUTO_TICK_MS): () => void {
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      for (const kind of ['freights', 'pickups'] as const) await enqueueAutoProcessing(services, kind);
    } catch (err) {
      console.error('auto-processing: tick failed', err);
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
