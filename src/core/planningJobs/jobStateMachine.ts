import type { PlanningJobState } from './planningJobs.schemas.ts';

/**
 * The lifecycle of a planning job (planning_jobs.state). The queue writes a state only along these
 * edges, and every UPDATE names the states it may start from, so two instances racing on one job
 * (a runner ending it, a cancel, a recovery) cannot both win.
 */
export const JOB_STATE_TRANSITIONS = {
  // claimed by a runner; cancelled before it ran (nothing held yet but its orders)
  queued: ['running', 'cancelled'],
  // ended; cancel asked (the runner stops it between phases); resumed after its instance died
  running: ['done', 'failed', 'cancelled', 'cancelling', 'queued'],
  // a cancel always ends cancelled, whatever the run did meanwhile: its writes are never committed
  cancelling: ['cancelled'],
  done: [],
  cancelled: [],
  failed: [],
} as const satisfies Record<PlanningJobState, readonly PlanningJobState[]>;

/** States in which a job still holds its orders (queued, running, cancelling). */
export const ACTIVE_JOB_STATES = ['queued', 'running', 'cancelling'] as const satisfies PlanningJobState[];
/** States a runner works in (claimed and not yet ended). */
export const CLAIMED_JOB_STATES = ['running', 'cancelling'] as const satisfies PlanningJobState[];
/** End states: nothing happens to the job any more. */
export const FINISHED_JOB_STATES = ['done', 'cancelled', 'failed'] as const satisfies PlanningJobState[];

/** True when `to` may follow `from`. */
export function canMoveJob(from: PlanningJobState, to: PlanningJobState): boolean {
  return (JOB_STATE_TRANSITIONS[from] as readonly PlanningJobState[]).includes(to);
}

/** The states from which a job may move to `to` (the WHERE of the UPDATE that moves it). */
export function jobStatesBefore(to: PlanningJobState): PlanningJobState[] {
  return (Object.keys(JOB_STATE_TRANSITIONS) as PlanningJobState[]).filter((from) => canMoveJob(from, to));
}

/** True once the job has ended (done, cancelled or failed). */
export function isJobFinished(state: PlanningJobState): boolean {
  return (FINISHED_JOB_STATES as readonly PlanningJobState[]).includes(state);
}

/** How a run ended, as the runner saw it. */
export type RunEnding = 'succeeded' | 'cancelled' | 'failed';

/**
 * The state a run's ending writes, given the state the job is in now: a cancel asked meanwhile
 * wins over success and failure alike; null when the job already ended (nothing to write).
 */
export function endStateOf(current: PlanningJobState, ending: RunEnding): PlanningJobState | null {
  if (current === 'cancelling' || ending === 'cancelled') {
    return canMoveJob(current, 'cancelled') ? 'cancelled' : null;
  }
  const to = ending === 'succeeded' ? 'done' : 'failed';
  return canMoveJob(current, to) ? to : null;
}

/**
 * What cancel-processing does to a job: a queued one ends cancelled at once, a running one is asked
 * to stop (cancelling; asking again changes nothing); null for a finished job (it cannot be cancelled).
 */
export function cancelStateOf(current: PlanningJobState): 'cancelled' | 'cancelling' | null {
  if (current === 'queued') return 'cancelled';
  if (current === 'running' || current === 'cancelling') return 'cancelling';
  return null;
}

/**
 * What recovery does to a job whose instance died: a running one is resumed (queued again) while it
 * has attempts left, else failed; one that was being cancelled ends cancelled. null: not claimed.
 */
export function recoveryStateOf(
  current: PlanningJobState,
  attempts: number,
  maxAttempts: number,
): 'queued' | 'failed' | 'cancelled' | null {
  if (current === 'cancelling') return 'cancelled';
  if (current !== 'running') return null;
  return attempts < maxAttempts ? 'queued' : 'failed';
}
