import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { ProcessingStatus } from '../../core/config/enums.ts';
import { endStateOf, type RunEnding } from '../../core/planningJobs/jobStateMachine.ts';
import { PLANNING_JOB_ERRORS, PROCESSING_CANCELLED } from '../../core/planningJobs/planningJobs.errors.ts';
import type { PlanningJobProgress } from '../../core/planningJobs/planningJobs.schemas.ts';
import type { AppServices } from '../appServices.ts';
import {
  claimNextJob,
  findPlanningJob,
  heartbeatJob,
  moveJob,
  type PlanningJobRow,
  readJobPayload,
} from '../db/repositories/planningJobs.repository.ts';
import { SimulatedCrash } from '../faults/crashPoints.ts';
import {
  handledJobKinds,
  JobCancelledError,
  type JobContext,
  type JobHandler,
  type JobOutcome,
  jobHandlerOf,
  type QueuedJob,
  toQueuedJob,
} from './jobQueue.ts';
import { recoverStaleJobs } from './jobRecovery.ts';

/** How a runner paces itself; tests shorten the times. */
export interface JobRunnerOptions {
  /** Names this runner in planning_jobs.claimed_by; unique per process start by default. */
  instanceId?: string;
  /** Pause between looks at an empty queue. */
  pollMs?: number;
  heartbeatMs?: number;
  /** How often claimed jobs of dead instances are looked for. */
  recoveryEveryMs?: number;
  /** A claimed job whose heartbeat is older than this has lost its instance. */
  staleAfterMs?: number;
  /**
   * The same for the recovery at start: 0 where no other instance can be running (an embedded
   * database is one process's), so a restart resumes a killed run's job at once.
   */
  staleAtStartMs?: number;
  /** Claims of one job before recovery gives up on it (fails it instead of resuming it). */
  maxAttempts?: number;
  /** How long stop() waits for the running job before leaving it to recovery. */
  stopGraceMs?: number;
}

/** A started runner. */
export interface JobRunner {
  instanceId: string;
  /** Stops claiming, waits for the running job (at most stopGraceMs), and ends. */
  stop(): Promise<void>;
}

export const JOB_RUNNER_DEFAULTS = {
  pollMs: 250,
  heartbeatMs: 1000,
  recoveryEveryMs: 10_000,
  staleAfterMs: 30_000,
  maxAttempts: 2,
  stopGraceMs: 10_000,
} as const;

/** Runner ids of this process that are alive: recovery never takes their jobs. */
export const liveRunnerIds = new Set<string>();
// Jobs running in this process, so a cancel asked here reaches them at once (others learn it from
// their heartbeat within a second).
const localJobs = new Map<string, { cancel(): void }>();

/** Tells a job running in this process that cancel-processing asked it to stop. */
export function notifyJobCancelling(jobId: string): void {
  localJobs.get(jobId)?.cancel();
}

const newInstanceId = () => `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Ends a run that did not succeed (or whose commit failed): in one transaction, releases what the
 * job held and marks it cancelled (PROCESSING_CANCELLED) or failed (with the error text) — unless the
 * job is not this instance's any more (recovery gave it to another), then nothing is written.
 */
async function endWithoutCommit(
  services: AppServices,
  handler: JobHandler,
  job: QueuedJob,
  instanceId: string,
  ending: Exclude<RunEnding, 'succeeded'>,
  err: unknown,
): Promise<void> {
  await services.db.transaction().execute(async (trx) => {
    const current = await findPlanningJob(trx, job.id, true);
    if (!current || current.claimedBy !== instanceId) return;
    const to = endStateOf(current.state, ending);
    if (to === null) return;
    const cancelled = to === 'cancelled';
    const status: ProcessingStatus = cancelled ? 'idle' : 'error';
    const message = cancelled ? PLANNING_JOB_ERRORS.cancelled.message : PLANNING_JOB_ERRORS.jobFailed.message;
    await handler.release(trx, job, { status, message });
    await moveJob(trx, job.id, to, {
      processingStatus: status,
      error: cancelled ? PROCESSING_CANCELLED : errorText(err),
    });
  });
}

/** Commits a successful run with the job's end, in one transaction that first locks the job row. */
async function endWithCommit(
  services: AppServices,
  handler: JobHandler,
  job: QueuedJob,
  instanceId: string,
  outcome: JobOutcome,
): Promise<void> {
  const refused = await services.db.transaction().execute(async (trx) => {
    const current = await findPlanningJob(trx, job.id, true);
    if (!current || current.claimedBy !== instanceId) return 'lost' as const;
    // Cancelled meanwhile: its writes are never committed.
    if (endStateOf(current.state, 'succeeded') !== 'done') return 'cancelled' as const;
    await outcome.commit(trx);
    await moveJob(trx, job.id, 'done', {
      processingStatus: outcome.processingStatus,
      result: outcome.result ?? null,
      error: null,
    });
    return null;
  });
  if (refused === 'cancelled') await endWithoutCommit(services, handler, job, instanceId, 'cancelled', null);
  if (refused === null && outcome.afterCommit) {
    await outcome.afterCommit().catch((err) => console.error(`planning job ${job.id}: after commit`, err));
  }
}

/**
 * Runs one claimed job to its end: heartbeat (with progress, reading back a cancel) every
 * heartbeatMs, the handler's run, then commit-and-done, or release-and-cancelled/failed.
 */
export async function runClaimedJob(
  services: AppServices,
  row: PlanningJobRow,
  instanceId: string,
  options: { heartbeatMs?: number; abandoned?: () => boolean } = {},
): Promise<void> {
  const handler = jobHandlerOf(row.kind);
  if (!handler) throw new Error(`jobQueue: no handler for ${row.kind}`);
  const job = toQueuedJob(row, await readJobPayload(services.db, row.id));
  let cancelled = row.state === 'cancelling';
  let pending: PlanningJobProgress | undefined;
  let beating = false;
  const beat = async () => {
    if (beating || options.abandoned?.()) return;
    beating = true;
    try {
      const p = pending;
      pending = undefined;
      const state = await heartbeatJob(services.db, job.id, instanceId, p);
      if (state !== 'running') cancelled = true;
    } catch (err) {
      console.error(`planning job ${job.id}: heartbeat failed`, err);
    } finally {
      beating = false;
    }
  };
  const ctx: JobContext = {
    job,
    services,
    progress: (p) => {
      pending = p;
    },
    cancelled: () => cancelled,
    throwIfCancelled: () => {
      if (cancelled) throw new JobCancelledError();
    },
  };
  localJobs.set(job.id, { cancel: () => (cancelled = true) });
  // The heartbeat on its way, awaited when the run ends: landing later, it would stamp a job whose
  // run is over (after a crash: make the dead run look alive, or hold the row recovery skips).
  let inFlight: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    if (!beating) inFlight = beat();
  }, options.heartbeatMs ?? JOB_RUNNER_DEFAULTS.heartbeatMs);
  try {
    let outcome: JobOutcome;
    try {
      outcome = await handler.run(ctx);
    } catch (err) {
      // A simulated crash (tests): the instance "died" here, so nothing more is written for the job.
      if (options.abandoned?.() || err instanceof SimulatedCrash) return;
      const ending = err instanceof JobCancelledError ? 'cancelled' : 'failed';
      if (ending === 'failed') console.error(`planning job ${job.id} (${job.kind}) failed`, err);
      await endWithoutCommit(services, handler, job, instanceId, ending, err);
      return;
    }
    if (options.abandoned?.()) return;
    try {
      await endWithCommit(services, handler, job, instanceId, outcome);
    } catch (err) {
      if (err instanceof SimulatedCrash) return;
      console.error(`planning job ${job.id} (${job.kind}): commit failed`, err);
      await endWithoutCommit(services, handler, job, instanceId, 'failed', err);
    }
  } finally {
    clearInterval(timer);
    await inFlight;
    localJobs.delete(job.id);
  }
}

/** Claims the oldest queued job this process can run and runs it; false when none was queued. */
export async function claimAndRunOne(
  services: AppServices,
  instanceId: string,
  options: { heartbeatMs?: number; abandoned?: () => boolean } = {},
): Promise<boolean> {
  const row = await claimNextJob(services.db, instanceId, handledJobKinds());
  if (!row) return false;
  await runClaimedJob(services, row, instanceId, options);
  return true;
}

/**
 * Claims and runs queued jobs until none is left (tests and benchmarks: no waiting on a timer).
 * Answers how many ran.
 */
export async function drainQueue(
  services: AppServices,
  options: { instanceId?: string } = {},
): Promise<number> {
  const instanceId = options.instanceId ?? newInstanceId();
  liveRunnerIds.add(instanceId);
  let ran = 0;
  try {
    while (await claimAndRunOne(services, instanceId)) ran += 1;
  } finally {
    liveRunnerIds.delete(instanceId);
  }
  return ran;
}

/**
 * Starts this instance's runner: recovery at once and every recoveryEveryMs, then one job at a
 * time, oldest first, polling the queue every pollMs while it is empty.
 */
export function startJobRunner(services: AppServices, options: JobRunnerOptions = {}): JobRunner {
  const o = { ...JOB_RUNNER_DEFAULTS, ...options };
  const instanceId = options.instanceId ?? newInstanceId();
  liveRunnerIds.add(instanceId);
  let stopping = false;
  let abandoned = false;
  let wake: () => void = () => {};
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(t);
        resolve();
      };
    });
  const recover = (staleAfterMs: number = o.staleAfterMs) =>
    recoverStaleJobs(services, {
      staleAfterMs,
      maxAttempts: o.maxAttempts,
      liveInstanceIds: [...liveRunnerIds],
    }).catch((err) => console.error('planning queue: recovery failed', err));

  const loop = async () => {
    await recover(options.staleAtStartMs ?? o.staleAfterMs);
    let lastRecovery = Date.now();
    while (!stopping) {
      if (Date.now() - lastRecovery >= o.recoveryEveryMs) {
        await recover();
        lastRecovery = Date.now();
      }
      let ran = false;
      try {
        ran = await claimAndRunOne(services, instanceId, {
          heartbeatMs: o.heartbeatMs,
          abandoned: () => abandoned,
        });
      } catch (err) {
        console.error('planning queue: claim failed', err);
      }
      if (!ran && !stopping) await pause(o.pollMs);
    }
  };
  const done = loop();
  return {
    instanceId,
    stop: async () => {
      stopping = true;
      wake();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const grace = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), o.stopGraceMs);
      });
      // A job still running after the grace time is left to recovery: its heartbeat stops with this
      // instance and another instance (or the next start) resumes it; its late ending writes nothing.
      if ((await Promise.race([done, grace])) === 'late') abandoned = true;
      clearTimeout(timer);
      liveRunnerIds.delete(instanceId);
    },
  };
}
