import { proxy } from 'valtio';
import type { ProcessingCheck } from '../api/processing.api.ts';
import { type FollowedJob, followedJobEnded, type ResultCard, withResultIds } from './processingResult.ts';

/** Latest answer of check-processing, the jobs the user submitted, and the bottom bar's result card. */
export const processingState = proxy<{
  status: ProcessingCheck | null;
  /** Submitted jobs not yet ended, oldest first; the poll asks about the first (`?jobId=`). */
  followed: FollowedJob[];
  resultCard: ResultCard | null;
  /** Bumped to ask the poll for an answer now (after a submit, a cancel or the switch). */
  pollRequest: number;
}>({ status: null, followed: [], resultCard: null, pollRequest: 0 });

/** The job to ask check-processing about, if any. */
export const followedJobId = (): string | null => processingState.followed[0]?.jobId ?? null;

export function pollNow(): void {
  processingState.pollRequest++;
}

/** The bottom bar follows these jobs and lists their freights on the result card when they end. */
export function followJobs(jobs: readonly FollowedJob[]): void {
  processingState.followed.push(...jobs);
  pollNow();
}

/** Takes a check-processing answer; a followed job that ended puts its ids on the result card. */
export function applyProcessingStatus(s: ProcessingCheck): void {
  processingState.status = s;
  const job = processingState.followed[0];
  if (!job || !followedJobEnded(s, job)) return;
  processingState.followed.shift();
  if (s.lastProcessingResultIds.length > 0)
    processingState.resultCard = withResultIds(
      processingState.resultCard,
      job.kind,
      s.lastProcessingResultIds,
    );
  if (processingState.followed.length > 0) pollNow();
}

/** A manual combination's freights replace whatever the card showed. */
export function showCombineResult(freightIds: readonly string[]): void {
  processingState.resultCard = withResultIds(null, 'freights', freightIds);
}

/** Every navigation hides the card (shell.md §2). */
export function hideResultCard(): void {
  if (processingState.resultCard !== null) processingState.resultCard = null;
}

/** Signed out, or no right to see processing: nothing is kept. */
export function resetProcessing(): void {
  Object.assign(processingState, { status: null, followed: [], resultCard: null });
}
