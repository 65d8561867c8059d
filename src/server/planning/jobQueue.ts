import type { Kysely, Transaction } from 'kysely';
import type { ProcessingStatus } from '../../core/config/enums.ts';
import type { PlanningJobKind, PlanningJobProgress } from '../../core/planningJobs/planningJobs.schemas.ts';
import type { AppServices } from '../appServices.ts';
import {
  countJobsAhead,
  insertPlanningJob,
  type PlanningJobRow,
} from '../db/repositories/planningJobs.repository.ts';
import type { Database } from '../db/schema.ts';

/**
 * The planning queue (issue #13): jobs in `planning_jobs`, claimed with FOR UPDATE SKIP LOCKED by
 * one runner per API instance. A kind's handler (freights, pickups, productLoad) does the work; the
 * queue owns the lifecycle: claim, heartbeat, progress, cancel between phases, commit in one
 * transaction with the job's end, recovery of jobs whose instance died.
 *
 * This file is the contract between the queue and the handlers (and the handler registry);
 * jobRunner.ts claims and runs jobs, jobRecovery.ts takes over jobs of dead instances.
 */

/** A claimed job as its handler sees it: the row's fields (id, kind, state, manual, requestedBy, orderIds, options, attempts, createdAt) and its payload. */
export interface QueuedJob
  extends Pick<
    PlanningJobRow,
    'id' | 'kind' | 'state' | 'manual' | 'requestedBy' | 'orderIds' | 'options' | 'attempts' | 'createdAt'
  > {
  payload: unknown;
}

/** The handler's view of a job row and its payload. */
export function toQueuedJob(row: PlanningJobRow, payload: unknown): QueuedJob {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    manual: row.manual,
    requestedBy: row.requestedBy,
    orderIds: row.orderIds,
    options: row.options,
    payload,
    attempts: row.attempts,
    createdAt: row.createdAt,
  };
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
  /**
   * Stored in planning_jobs.result (PlanningJobResult for planning kinds). Read after `commit` ran,
   * so a commit may fill in what it learns while writing (a product upload's created/updated counts).
   */
  result: unknown;
  /**
   * Writes the job's results (freights, order statuses, events) in the transaction that also marks
   * the job done; the queue locks the job row first and does not commit when it was cancelled.
   */
  commit(trx: Transaction<Database>): Promise<void>;
  /**
   * Work after the job's transaction committed that must not undo it when it fails (a product
   * upload's ANALYZE); failures are logged. Added by the queue helper for product uploads.
   */
  afterCommit?(): Promise<void>;
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

// One registry per process: every app instance in it runs the same handlers. A kind registered
// again (a test's handler) shadows the earlier one until its unregister function is called.
const handlers = new Map<PlanningJobKind, JobHandler[]>();

/** Registers the handler of a job kind; the answer unregisters it (the one before comes back). */
export function registerJobHandler(kind: PlanningJobKind, handler: JobHandler): () => void {
  const stack = handlers.get(kind) ?? [];
  stack.push(handler);
  handlers.set(kind, stack);
  return () => {
    const at = stack.lastIndexOf(handler);
    if (at >= 0) stack.splice(at, 1);
  };
}

/** The current handler of a kind, if any. */
export function jobHandlerOf(kind: PlanningJobKind): JobHandler | undefined {
  return handlers.get(kind)?.at(-1);
}

/** Kinds this process can run (a runner claims only these, so an unknown kind waits in the queue). */
export function handledJobKinds(): PlanningJobKind[] {
  return [...handlers].filter(([, stack]) => stack.length > 0).map(([kind]) => kind);
}

/** The kinds counted together for "jobs in front of this one": planning jobs queue with planning jobs. */
export function kindsQueuedWith(kind: PlanningJobKind): PlanningJobKind[] {
  return kind === 'productLoad' ? ['productLoad'] : [...PLANNING_KINDS];
}

/** The kinds that plan orders (check-processing reports these, not product uploads). */
export const PLANNING_KINDS = ['freights', 'pickups'] as const satisfies PlanningJobKind[];

export interface EnqueueInput {
  kind: PlanningJobKind;
  orderIds?: readonly string[];
  options?: Record<string, unknown>;
  payload?: unknown;
  manual: boolean;
  requestedBy: string | null;
}

/**
 * Inserts a queued job (in the caller's transaction, so the job and whatever the caller wrote with
 * it, such as orders waitingForProcessing, commit together) and answers how many jobs are ahead of it.
 */
export async function enqueueJob(
  db: Kysely<Database> | Transaction<Database>,
  input: EnqueueInput,
): Promise<{ jobId: string; jobsInFrontOfThisOne: number }> {
  const job = await insertPlanningJob(db, {
    kind: input.kind,
    orderIds: input.orderIds ?? [],
    options: input.options ?? {},
    payload: input.payload,
    manual: input.manual,
    requestedBy: input.requestedBy,
  });
  const jobsInFrontOfThisOne = await countJobsAhead(db, job, kindsQueuedWith(input.kind));
  return { jobId: job.id, jobsInFrontOfThisOne };
}
