import { beforeEach, describe, expect, it } from 'vitest';
import type { ProcessingCheck } from '../../../src/web/api/processing.api.ts';
import {
  canCancel,
  followedJobEnded,
  isBusy,
  processingLine,
  resultFilterPath,
  withResultIds,
} from '../../../src/web/state/processingResult.ts';
import {
  applyProcessingStatus,
  followedJobId,
  followJobs,
  hideResultCard,
  processingState,
  resetProcessing,
  showCombineResult,
} from '../../../src/web/state/processingState.ts';

/** A check-processing answer: nothing running unless overridden. */
function check(overrides: Partial<ProcessingCheck> = {}): ProcessingCheck {
  return {
    isAutoProcessing: false,
    isLastManual: false,
    isProcessing: false,
    hasUserActiveProcessingJob: false,
    jobsInFrontOfThisOne: 0,
    lastProcessingStatus: 'idle',
    lastSmsResultCode: 0,
    newOrdersCount: 0,
    newPartialOrdersCount: 0,
    lastProcessingResultIds: [],
    activeJobId: null,
    isCancelling: false,
    progress: null,
    ...overrides,
  };
}

describe('the planning indicator line (shell.md §4 orders processing)', () => {
  it('cancelling wins over the queue, the queue over processing', () => {
    expect(
      processingLine(check({ isProcessing: true, isCancelling: true, jobsInFrontOfThisOne: 2 })),
    ).toEqual({
      key: 'bottomBar.cancelling',
    });
    expect(processingLine(check({ isProcessing: true, jobsInFrontOfThisOne: 2 }))).toEqual({
      key: 'bottomBar.queued',
      count: 2,
    });
    expect(processingLine(check())).toEqual({ key: 'bottomBar.idle' });
  });

  it('shows the progress of the running job as a percentage when the answer has it', () => {
    expect(processingLine(check({ isProcessing: true }))).toEqual({
      key: 'bottomBar.processing',
      percent: null,
    });
    const progress = { phase: 'solve', done: 1, total: 3 };
    expect(processingLine(check({ isProcessing: true, progress }))).toEqual({
      key: 'bottomBar.processing',
      percent: 33,
    });
    expect(processingLine(check({ isProcessing: true, progress: { ...progress, total: 0 } }))).toMatchObject({
      percent: null,
    });
  });

  it('polls fast while a job runs or is being cancelled', () => {
    expect(isBusy(null)).toBe(false);
    expect(isBusy(check())).toBe(false);
    expect(isBusy(check({ isProcessing: true }))).toBe(true);
    expect(isBusy(check({ isCancelling: true }))).toBe(true);
  });

  it('offers cancel only for the user’s active job that is not being cancelled yet', () => {
    expect(canCancel(null)).toBe(false);
    expect(canCancel(check({ activeJobId: 'j1' }))).toBe(false);
    expect(canCancel(check({ activeJobId: 'j1', hasUserActiveProcessingJob: true }))).toBe(true);
    expect(
      canCancel(check({ activeJobId: 'j1', hasUserActiveProcessingJob: true, isCancelling: true })),
    ).toBe(false);
  });
});

describe('the result card', () => {
  it('Szűrés opens /freights filtered to the freight ids, else /pickups to the pickups', () => {
    expect(resultFilterPath(null)).toBeNull();
    expect(resultFilterPath(withResultIds(null, 'freights', ['1001', '1002']))).toBe(
      '/freights?freightId=1001,1002',
    );
    expect(resultFilterPath(withResultIds(null, 'pickups', ['101']))).toBe('/pickups?pickupId=101');
    expect(resultFilterPath(withResultIds(null, 'freights', []))).toBeNull();
  });

  it('adds ids once each', () => {
    const card = withResultIds(withResultIds(null, 'freights', ['1001']), 'freights', ['1001', '1002']);
    expect(card).toEqual({ freightIds: ['1001', '1002'], pickupIds: [] });
  });

  it('a followed job ends when the answer no longer follows it (it is neither queued, running nor cancelling)', () => {
    const job = { jobId: 'j1', kind: 'freights' as const };
    expect(followedJobEnded(check({ hasUserActiveProcessingJob: true, activeJobId: 'j1' }), job)).toBe(false);
    expect(followedJobEnded(check({ isCancelling: true, activeJobId: 'j1' }), job)).toBe(false);
    expect(followedJobEnded(check({ hasUserActiveProcessingJob: true, activeJobId: 'j2' }), job)).toBe(true);
    expect(followedJobEnded(check({ activeJobId: null }), job)).toBe(true);
  });
});

describe('processingState', () => {
  beforeEach(() => resetProcessing());

  it('follows submitted jobs in order and lists each one’s freights on the card when it ends', () => {
    followJobs([
      { jobId: 'j1', kind: 'freights' },
      { jobId: 'j2', kind: 'pickups' },
    ]);
    expect(followedJobId()).toBe('j1');
    applyProcessingStatus(check({ isProcessing: true, hasUserActiveProcessingJob: true, activeJobId: 'j1' }));
    expect(processingState.resultCard).toBeNull();
    applyProcessingStatus(check({ lastProcessingResultIds: ['1001', '1002'] }));
    expect(processingState.resultCard).toEqual({ freightIds: ['1001', '1002'], pickupIds: [] });
    expect(followedJobId()).toBe('j2');
    applyProcessingStatus(check({ lastProcessingResultIds: ['101'] }));
    expect(processingState.resultCard).toEqual({ freightIds: ['1001', '1002'], pickupIds: ['101'] });
    expect(followedJobId()).toBeNull();
  });

  it('a job that made nothing shows no card; a combination replaces the card; navigation hides it', () => {
    followJobs([{ jobId: 'j1', kind: 'freights' }]);
    applyProcessingStatus(check({ lastProcessingResultIds: [] }));
    expect(processingState.resultCard).toBeNull();
    showCombineResult(['1005']);
    expect(processingState.resultCard).toEqual({ freightIds: ['1005'], pickupIds: [] });
    hideResultCard();
    expect(processingState.resultCard).toBeNull();
  });

  it('without a followed job an answer only updates the status', () => {
    applyProcessingStatus(check({ isProcessing: true, lastProcessingResultIds: ['9'] }));
    expect(processingState.status?.isProcessing).toBe(true);
    expect(processingState.resultCard).toBeNull();
  });
});
