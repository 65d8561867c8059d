import { recoveryStateOf } from '../../core/planningJobs/jobStateMachine.ts';
import { PLANNING_JOB_ERRORS, PROCESSING_CANCELLED } from '../../core/planningJobs/planningJobs.errors.ts';
import type { AppServices } from '../appServices.ts';
import { lockStaleJobs, moveJob, readJobPayload } from '../db/repositories/planningJobs.repository.ts';
import { handledJobKinds, jobHandlerOf, toQueuedJob } from './jobQueue.ts';

/** What recovery did, for logs and tests. */
export interface RecoveryReport {
  resumed: string[];
  failed: string[];
  cancelled: string[];
}

/**
 * Takes over claimed jobs whose instance died (heartbeat older than staleAfterMs, owner not a live
 * runner of this process): a running job goes back to the queue while it has attempts left, else it
 * fails with its reason; a job being cancelled ends cancelled. Whatever a job held is released in
 * the same transaction as its end, so a dead instance leaves neither a half-written result (its
 * commit never happened) nor orders held by a job that will never run.
 */
export async function recoverStaleJobs(
  services: AppServices,
  options: { staleAfterMs: number; maxAttempts: number; liveInstanceIds: readonly string[] },
): Promise<RecoveryReport> {
  const report: RecoveryReport = { resumed: [], failed: [], cancelled: [] };
  await services.db.transaction().execute(async (trx) => {
    const stale = await lockStaleJobs(trx, { ...options, kinds: handledJobKinds() });
    for (const row of stale) {
      const to = recoveryStateOf(row.state, row.attempts, options.maxAttempts);
      const handler = jobHandlerOf(row.kind);
      if (to === null || !handler) continue;
      if (to === 'queued') {
        // Kept orders: the job plans them again when it is claimed next.
        await moveJob(trx, row.id, 'queued', { unclaim: true });
        report.resumed.push(row.id);
        continue;
      }
      const failed = to === 'failed';
      const reason = failed ? PLANNING_JOB_ERRORS.instanceDied : PLANNING_JOB_ERRORS.cancelled;
      const status = failed ? 'error' : 'idle';
      const job = toQueuedJob(row, await readJobPayload(trx, row.id));
      await handler.release(trx, job, { status, message: reason.message });
      await moveJob(trx, row.id, to, {
        processingStatus: status,
        error: failed ? reason.message : PROCESSING_CANCELLED,
      });
      report[failed ? 'failed' : 'cancelled'].push(row.id);
    }
  });
  const total = report.resumed.length + report.failed.length + report.cancelled.length;
  if (total > 0) console.warn('planning queue: recovered jobs of dead instances', report);
  return report;
}
