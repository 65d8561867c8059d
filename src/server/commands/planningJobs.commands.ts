import type { ErrorEntry } from '../../core/errors/catalogue.ts';
import type { AccessContext } from '../../core/permissions/index.ts';
import { cancelStateOf } from '../../core/planningJobs/jobStateMachine.ts';
import { PLANNING_JOB_ERRORS, PROCESSING_CANCELLED } from '../../core/planningJobs/planningJobs.errors.ts';
import type {
  CancelProcessingResponse,
  PlanningJobKind,
} from '../../core/planningJobs/planningJobs.schemas.ts';
import type { AppServices } from '../appServices.ts';
import { findPlanningJob, moveJob, readJobPayload } from '../db/repositories/planningJobs.repository.ts';
import { conflict, forbidden, notFound } from '../http/httpError.ts';
import { jobHandlerOf, toQueuedJob } from '../planning/jobQueue.ts';
import { notifyJobCancelling } from '../planning/jobRunner.ts';
import type { Actor } from '../policies/actor.ts';
import { mayCancelJob } from '../policies/planningJobs.policy.ts';

/**
 * Cancels a job of `kinds`: a queued one ends cancelled at once (what it held released in the same
 * transaction), a running one is asked to stop between phases (cancelling); a finished one is 409,
 * an unknown one 404, another user's 403 unless `mayCancelOthers`.
 */
export async function cancelJob(
  services: AppServices,
  actor: Actor,
  jobId: string,
  options: {
    kinds: readonly PlanningJobKind[];
    mayCancelOthers: boolean;
    /** The 409 of a finished job, when the area has its own text (product uploads). */
    finished?: ErrorEntry;
  },
): Promise<CancelProcessingResponse> {
  const answer = await services.db.transaction().execute(async (trx) => {
    const job = await findPlanningJob(trx, jobId, true);
    if (!job || !options.kinds.includes(job.kind))
      throw notFound(options.kinds.includes('productLoad') ? undefined : PLANNING_JOB_ERRORS.jobNotFound);
    if (!options.mayCancelOthers && job.requestedBy !== actor.userId)
      throw forbidden(undefined, PLANNING_JOB_ERRORS.notYourJob);
    const to = cancelStateOf(job.state);
    if (to === null) throw conflict(options.finished ?? PLANNING_JOB_ERRORS.jobFinished);
    if (to === 'cancelled') {
      // Without a handler in this process nothing of the job can be held by it: only its row ends.
      const handler = jobHandlerOf(job.kind);
      await handler?.release(trx, toQueuedJob(job, await readJobPayload(trx, job.id)), {
        status: 'idle',
        message: PLANNING_JOB_ERRORS.cancelled.message,
      });
      await moveJob(trx, job.id, 'cancelled', { processingStatus: 'idle', error: PROCESSING_CANCELLED });
      return { message: PLANNING_JOB_ERRORS.cancelled.message, jobId: job.id, state: to };
    }
    if (job.state === 'running') await moveJob(trx, job.id, 'cancelling');
    return { message: PLANNING_JOB_ERRORS.cancelling.message, jobId: job.id, state: to };
  });
  if (answer.state === 'cancelling') notifyJobCancelling(answer.jobId);
  return answer;
}

/** POST /api/freights/cancel-processing: planning jobs, by their requester or whoever sees orders processing. */
export function cancelProcessing(
  services: AppServices,
  actor: Actor,
  access: AccessContext,
  jobId: string,
): Promise<CancelProcessingResponse> {
  return cancelJob(services, actor, jobId, {
    kinds: ['freights', 'pickups'],
    mayCancelOthers: mayCancelJob(actor, access),
  });
}
