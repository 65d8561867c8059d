import type { OrdersProcessingStatus } from '../../core/orders/ordersProcessing.schemas.ts';
import type { PlanningJobResult } from '../../core/planningJobs/planningJobs.schemas.ts';
import type { AppServices } from '../appServices.ts';
import { getSetting, SETTING_KEYS, setSetting } from '../db/repositories/appSettings.repository.ts';
import { isJobId, type PlanningJobRow } from '../db/repositories/planningJobs.repository.ts';
import { recordEvent } from '../events/recordEvent.ts';
import { liveStateOf } from '../live/liveState.ts';
import { PLANNING_KINDS } from '../planning/jobQueue.ts';
import type { Actor } from '../policies/actor.ts';
import { readAutoProcessing } from '../queries/ordersProcessing.queries.ts';

/** Switches auto-processing (logged as a change of the orders-processing setting) and returns the stored value. */
export async function writeAutoProcessing(
  services: AppServices,
  actor: Actor,
  on: boolean,
): Promise<boolean> {
  await services.db.transaction().execute(async (trx) => {
    const before = (await getSetting(trx, SETTING_KEYS.autoProcessing)) === true;
    await setSetting(trx, SETTING_KEYS.autoProcessing, on);
    await recordEvent(trx, actor, {
      entity: 'ordersProcessing',
      entityId: null,
      action: 'updated',
      before: { isAutoProcessing: before },
      after: { isAutoProcessing: on },
    });
  });
  return readAutoProcessing(services);
}

const resultIdsOf = (job: PlanningJobRow | undefined): string[] => {
  const r = job?.result as Partial<PlanningJobResult> | null | undefined;
  return [...(r?.freightIds ?? []), ...(r?.pickupIds ?? [])];
};

/**
 * The bottom bar's status (shell.md §3), from the planning jobs (product uploads are not planning):
 * polled every second by every planner, so it is answered from the live state (server/live): the
 * order counts from the orders kept in memory, the jobs read again only when the change feed
 * announces a change of them, so a poll sends no query.
 */
export async function processingStatus(
  services: AppServices,
  actor: Actor,
  askedJobId: string | undefined,
): Promise<OrdersProcessingStatus> {
  const kinds = PLANNING_KINDS;
  const live = liveStateOf(services.db);
  await live.fresh();
  const [{ isAutoProcessing, active, lastFinished, smsCode }, asked] = await Promise.all([
    live.processing.get(),
    askedJobId === undefined || !isJobId(askedJobId) ? undefined : live.jobs.get(askedJobId),
    live.orders.ready(),
  ]);
  const newOrdersCount = live.orders.countStatus('new');
  const newPartialOrdersCount = live.orders.countStatus('partial');
  const askedPlanning = asked && (kinds as readonly string[]).includes(asked.kind) ? asked : undefined;
  const mine = active.filter((j) => j.requestedBy !== null && j.requestedBy === actor.userId);
  // The job the bar follows: the asked one while it is active, else the caller's earliest active one.
  const followed = active.find((j) => j.id === askedPlanning?.id) ?? mine[0];
  const running = active.find((j) => j.state !== 'queued');
  const resultJob =
    askedPlanning ?? (actor.userId === null ? undefined : await live.lastFinishedOf.get(actor.userId));
  return {
    isAutoProcessing,
    isLastManual: (running ?? lastFinished)?.manual ?? false,
    isProcessing: active.length > 0,
    hasUserActiveProcessingJob: mine.length > 0,
    jobsInFrontOfThisOne: followed && followed.state === 'queued' ? active.indexOf(followed) : 0,
    lastProcessingStatus: running ? 'processing' : (lastFinished?.processingStatus ?? 'idle'),
    // The newest SMS attempt's gateway code (issue 22 outbox); 0 when none was refused.
    lastSmsResultCode: smsCode,
    newOrdersCount,
    newPartialOrdersCount,
    lastProcessingResultIds: resultJob?.finishedAt ? resultIdsOf(resultJob) : [],
    activeJobId: followed?.id ?? null,
    isCancelling: followed?.state === 'cancelling',
    progress: followed && followed.state !== 'queued' ? followed.progress : null,
  };
}
