import type { ProcessingStatus } from '../../core/config/enums.ts';
import type { PlanningJobProgress, PlanningJobResult } from '../../core/planningJobs/planningJobs.schemas.ts';
import type { AppServices } from '../appServices.ts';
import {
  claimJobOrders,
  type OrderOutcomeRow,
  partialFreightsOf,
  releaseJobOrders,
  takeNumbers,
} from '../db/repositories/planning.repository.ts';
import { orderStatusEvent, recordEvents } from '../events/recordEvent.ts';
import { crashPoint } from '../faults/crashPoints.ts';
import { gazetteerFor } from '../geo/gazetteerService.ts';
import { type JobContext, type JobHandler, type JobOutcome, registerJobHandler } from './jobQueue.ts';
import { planningActor } from './planningActor.ts';
import { writePlanning } from './planningCommit.ts';
import { loadPlanningInput } from './planningInput.ts';
import { type PlanOutput, planInWorker, planTimeLimitMs } from './planWorker.ts';
import { toStoredFreights, toStoredPickups } from './storedFreights.ts';

/** How often the API thread looks at the job's cancel flag while the worker plans. */
const CANCEL_POLL_MS = 200;

/** The job's status: done when anything was planned or nothing failed, else the commonest failure. */
function jobStatus(planned: number, unplanned: readonly { status: ProcessingStatus }[]): ProcessingStatus {
  if (planned > 0 || unplanned.length === 0) return 'done';
  const counts = new Map<string, number>();
  for (const u of unplanned) counts.set(u.status, (counts.get(u.status) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0] as ProcessingStatus;
}

/**
 * Plans in the worker: progress passes through (and while the thread starts, a ticking elapsed
 * time keeps the bar alive), and a cancelled job stops the search.
 */
async function planInWorkerWatched(
  ctx: JobContext,
  kind: 'freights' | 'pickups',
  data: Parameters<typeof planInWorker>[1],
): Promise<PlanOutput> {
  const startedAt = Date.now();
  let last: PlanningJobProgress = { phase: 'planning', done: 0, total: data.orders.length };
  let lastAt = startedAt;
  const report = (p: PlanningJobProgress) => {
    last = p;
    lastAt = Date.now();
    ctx.progress(p);
  };
  const run = planInWorker(kind, data, report, {
    timeLimitMs: planTimeLimitMs(data.orders.length, (ctx.services.config.planningMinSeconds ?? 0) * 1000),
  });
  const timer = setInterval(() => {
    if (ctx.cancelled()) run.stop();
    if (Date.now() - lastAt >= 500) report({ ...last, elapsedMs: Date.now() - startedAt });
  }, CANCEL_POLL_MS);
  try {
    return await run.result;
  } finally {
    clearInterval(timer);
  }
}

async function runPlanning(kind: 'freights' | 'pickups', ctx: JobContext): Promise<JobOutcome> {
  const { job, services } = ctx;
  const claimed = await claimOrders(services, job.id, job.requestedBy);
  await crashPoint('planning.claimed', { jobId: job.id });
  ctx.throwIfCancelled();
  ctx.progress({ phase: 'input', done: 0, total: claimed.length });
  const input = await loadPlanningInput(services, claimed);
  // partial freights (törtfuvar) whose orders are all replanned here are replaced by the result
  const held = new Set(claimed);
  const replacedPartials = (await partialFreightsOf(services.db, claimed)).filter((f) =>
    f.orderIds.every((id) => held.has(id)),
  );
  await crashPoint('planning.input', { jobId: job.id });
  ctx.throwIfCancelled();
  const output = await planInWorkerWatched(ctx, kind, input.data);
  await crashPoint('planning.planned', { jobId: job.id });
  ctx.throwIfCancelled();
  ctx.progress({ phase: 'saving', done: 0, total: claimed.length });
  const gazetteer = await gazetteerFor(services.db);
  const today = services.now().toISOString().slice(0, 10);
  const freights =
    output.type === 'freights'
      ? await toStoredFreights(output.result.freights, input, gazetteer, {
          jobId: job.id,
          manual: false,
          today,
        })
      : [];
  const pickups = output.type === 'pickups' ? toStoredPickups(output.plan.pickups, input, job.id) : [];
  const [freightNumbers, pickupNumbers] = await Promise.all([
    takeNumbers(services.db, 'freight_numbers', freights.length),
    takeNumbers(services.db, 'pickup_numbers', pickups.length),
  ]);
  freights.forEach((f, i) => {
    f.freightId = freightNumbers[i];
  });
  pickups.forEach((p, i) => {
    p.pickupId = pickupNumbers[i];
  });
  const unplanned = [
    ...input.refused,
    ...(output.type === 'freights' ? output.result.unplanned : output.plan.unplanned),
  ];
  const outcomes: OrderOutcomeRow[] = [];
  const onPartial = new Set(
    freights.filter((f) => f.isPartial).flatMap((f) => f.cargo.map((c) => c.orderId)),
  );
  const carried = new Set([
    ...freights.flatMap((f) => f.cargo.map((c) => c.orderId)),
    ...pickups.flatMap((p) => p.details.orderIds),
  ]);
  for (const id of carried)
    outcomes.push({
      orderId: id,
      status: onPartial.has(id) ? 'partial' : 'processed',
      processingStatus: 'done',
      processingReason: null,
    });
  for (const u of unplanned)
    if (!carried.has(u.orderId))
      outcomes.push({
        orderId: u.orderId,
        status: 'new',
        processingStatus: u.status,
        processingReason: u.reason,
      });
  const result: PlanningJobResult = {
    freightIds: freightNumbers,
    pickupIds: pickupNumbers,
    unplanned: unplanned.filter((u) => !carried.has(u.orderId)),
  };
  ctx.throwIfCancelled();
  const actor = await planningActor(services.db, job.requestedBy);
  return {
    processingStatus: jobStatus(carried.size, result.unplanned),
    result,
    commit: async (trx) => {
      await writePlanning(trx, actor, {
        freights,
        pickups,
        outcomes,
        holder: { jobId: job.id },
        statusBefore: new Map(claimed.map((id) => [id, 'processing'])),
        replacedPartials,
      });
      await crashPoint('planning.storing', { jobId: job.id });
    },
  };
}

/**
 * waitingForProcessing → processing for the job's orders, with their events, in one transaction.
 * Answers every order the job holds: a job resumed after its instance died plans again the orders
 * its first claim had already moved (only the ones moved now get an event).
 */
async function claimOrders(
  services: AppServices,
  jobId: string,
  requestedBy: string | null,
): Promise<string[]> {
  const actor = await planningActor(services.db, requestedBy);
  return services.db.transaction().execute(async (trx) => {
    const { moved, held } = await claimJobOrders(trx, jobId);
    await recordEvents(
      trx,
      actor,
      moved.map((id) => orderStatusEvent(id, 'waitingForProcessing', 'processing')),
    );
    return held;
  });
}

/** The handler of a planning kind: plan in the worker, commit freights/pickups with the order statuses. */
export function planningJobHandler(kind: 'freights' | 'pickups'): JobHandler {
  return {
    run: (ctx) => runPlanning(kind, ctx),
    async release(trx, job, reason) {
      // A failed job tells its orders why (a cancel does not: the planner asked for it).
      const failure =
        reason.status === 'error' ? { processingStatus: reason.status, reason: reason.message } : undefined;
      const released = await releaseJobOrders(trx, job.id, failure);
      const actor = await planningActor(trx, job.requestedBy);
      await recordEvents(
        trx,
        actor,
        released.map((r) =>
          orderStatusEvent(r.orderId, r.before, r.status, failure && { processingReason: failure.reason }),
        ),
      );
    },
  };
}

/** Registers the 'freights' and 'pickups' handlers on the queue; the answers unregister them. */
export function registerPlanningHandlers(): (() => void)[] {
  return [
    registerJobHandler('freights', planningJobHandler('freights')),
    registerJobHandler('pickups', planningJobHandler('pickups')),
  ];
}
