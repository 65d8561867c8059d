import { describe, expect, it } from 'vitest';
import {
  cancelStateOf,
  canMoveJob,
  endStateOf,
  isJobFinished,
  JOB_STATE_TRANSITIONS,
  jobStatesBefore,
  recoveryStateOf,
} from '../../../src/core/planningJobs/jobStateMachine.ts';
import { PLANNING_JOB_STATES } from '../../../src/core/planningJobs/planningJobs.answers.ts';

describe('planning job state machine', () => {
  it('knows every state, and finished states lead nowhere', () => {
    expect(Object.keys(JOB_STATE_TRANSITIONS).sort()).toEqual([...PLANNING_JOB_STATES].sort());
    for (const done of ['done', 'cancelled', 'failed'] as const) {
      expect(isJobFinished(done)).toBe(true);
      for (const to of PLANNING_JOB_STATES) expect(canMoveJob(done, to)).toBe(false);
    }
    for (const active of ['queued', 'running', 'cancelling'] as const)
      expect(isJobFinished(active)).toBe(false);
  });

  it('allows claim, end, cancel and resume, nothing else', () => {
    expect(canMoveJob('queued', 'running')).toBe(true);
    expect(canMoveJob('queued', 'done')).toBe(false);
    expect(canMoveJob('queued', 'cancelling')).toBe(false);
    expect(canMoveJob('running', 'queued')).toBe(true);
    expect(canMoveJob('cancelling', 'done')).toBe(false);
    expect(canMoveJob('cancelling', 'running')).toBe(false);
    expect(jobStatesBefore('running')).toEqual(['queued']);
    expect(jobStatesBefore('done')).toEqual(['running']);
    expect(jobStatesBefore('cancelled').sort()).toEqual(['cancelling', 'queued', 'running']);
    expect(jobStatesBefore('cancelling')).toEqual(['running']);
  });

  it('a cancel asked meanwhile wins over the run ending', () => {
    expect(endStateOf('running', 'succeeded')).toBe('done');
    expect(endStateOf('running', 'failed')).toBe('failed');
    expect(endStateOf('running', 'cancelled')).toBe('cancelled');
    expect(endStateOf('cancelling', 'succeeded')).toBe('cancelled');
    expect(endStateOf('cancelling', 'failed')).toBe('cancelled');
    // Already ended (recovered elsewhere, cancelled while queued): nothing to write.
    for (const ending of ['succeeded', 'failed', 'cancelled'] as const) {
      expect(endStateOf('done', ending)).toBeNull();
      expect(endStateOf('failed', ending)).toBeNull();
    }
    expect(endStateOf('queued', 'succeeded')).toBeNull();
  });

  it('cancel: queued ends at once, running is asked to stop, finished cannot be cancelled', () => {
    expect(cancelStateOf('queued')).toBe('cancelled');
    expect(cancelStateOf('running')).toBe('cancelling');
    expect(cancelStateOf('cancelling')).toBe('cancelling');
    for (const s of ['done', 'cancelled', 'failed'] as const) expect(cancelStateOf(s)).toBeNull();
  });

  it('recovery resumes while attempts are left, then fails; a cancelling job ends cancelled', () => {
    expect(recoveryStateOf('running', 1, 2)).toBe('queued');
    expect(recoveryStateOf('running', 2, 2)).toBe('failed');
    expect(recoveryStateOf('cancelling', 1, 2)).toBe('cancelled');
    expect(recoveryStateOf('queued', 1, 2)).toBeNull();
    expect(recoveryStateOf('done', 1, 2)).toBeNull();
    // Every answer is an allowed move.
    for (const from of PLANNING_JOB_STATES) {
      const to = recoveryStateOf(from, 1, 2);
      if (to) expect(canMoveJob(from, to)).toBe(true);
    }
  });
});
