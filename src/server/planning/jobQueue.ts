import type { Kysely, Transaction } from 'kysely';
import type { ProcessingStatus } from '../../core/config/enums.ts';
import type {
  PlanningJobKind,
  PlanningJobProgress,
  PlanningJobState,
} from '../../core/planningJobs/planningJobs.schemas.ts';
import type { AppServices } from '../appServices.ts';
import type { Database } from '../db/schema.ts';

/**
 * The planning queue (issue #13): jobs in `planning_jobs`, claimed with FOR UPDATE SKIP LOCKED by
 * one runner per API instance. A kind's handler (freights, pickups, productLoad) does the work; the
 * queue owns the lifecycle: claim, heartbeat, progress, cancel between phases, commit in one
 * transaction with the job's end, recovery of jobs whose instance died.
 *
 * INTERFACE FIRST: the signatures below are the contract between the queue and the handlers; the
 * bodies arrive with the queue's implementation.
 */

/** A claimed job as its handler sees it. */
export interface QueuedJob {
  id: string;
  kind: PlanningJobKind;
  state: PlanningJobState;
  manual: boolean;
  requestedBy: string | null;
  orderIds: string[];
  options: Record<string, unknown>;
  payload: unknown;
  attempts: number;
  createdAt: Date;
}

/** What a handler gets while it runs. */
export interface JobContext {
  job: QueuedJob;
  services: AppServices;
  /** Stores progress (at least every second while work goes on); cheap to call often. */
  progress(p: PlanningJobProgress): void;
  /** True once cancel-processing asked for this job (read from the row, refreshed by the heartbeat). */
  cancelled(): boolean;
  /** Throws JobCancelledError when cancelled: call between phases. */
  throwIfCancelled(): void;
}

/** Thrown between phases of a cancelled job: it ends `cancelled` (PROCESSING_CANCELLED), nothing written. */
export class JobCancelledError extends Error {
  readonly code = 'PROCESSING_CANCELLED';
  constructor() {
    super('PROCESSING_CANCELLED');
  }
}

/** What a handler's run produces: the outcome and the writes, committed with the job's end. */
export interface JobOutcome {
  processingStatus: ProcessingStatus;
  /** Stored in planning_jobs.result (PlanningJobResult for planning kinds). */
  result: unknown;
  /**
   * Writes the job's results (freights, order statuses, events) in the transaction that also marks
   * the job done; the queue locks the job row first and does not commit when it was cancelled.
   */
  commit(trx: Transaction<Database>): Promise<void>;
}

export interface JobHandler {
  run(ctx: JobContext): Promise<JobOutcome>;
  /**
   * The job ends without its commit (cancelled, failed, or given up after its instance died): give
   * back what it held (orders waitingForProcessing/processing → their status before), in `trx`.
   */
  release(
    trx: Transaction<Database>,
    job: QueuedJob,
    reason: { status: ProcessingStatus; message: string },
  ): Promise<void>;
}

export function registerJobHandler(_kind: PlanningJobKind, _handler: JobHandler): void {
  throw new Error('jobQueue: not implemented yet');
}

export interface EnqueueInput {
  kind: PlanningJobKind;
  orderIds?: readonly string[];
  options?: Record<string, unknown>;
  payload?: unknown;
  manual: boolean;
  requestedBy: string | null;
}

/** Inserts a queued job (in the caller's transaction) and answers how many jobs are ahead of it. */
export async function enqueueJob(
  _db: Kysely<Database> | Transaction<Database>,
  _input: EnqueueInput,
): Promise<{ jobId: string; jobsInFrontOfThisOne: number }> {
  throw new Error('jobQueue: not implemented yet');
}
