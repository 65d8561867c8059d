import { jobEnded } from '../../core/planningJobs/jobEnded.ts';
import type { PlanningKind, ProcessingCheck } from '../api/processing.api.ts';

/** A planning job the user submitted in this session; the bottom bar follows it until it ends. */
export interface FollowedJob {
  jobId: string;
  kind: PlanningKind;
}

/** The bottom bar's result card: freights (and pickups) made by a manual combination or a followed job. */
export interface ResultCard {
  readonly freightIds: readonly string[];
  readonly pickupIds: readonly string[];
}

/** The text of the planning indicator, by priority: cancelling, queued, processing (with progress), idle. */
export type ProcessingLine =
  | { key: 'bottomBar.cancelling' }
  | { key: 'bottomBar.queued'; count: number }
  | { key: 'bottomBar.processing'; percent: number | null }
  | { key: 'bottomBar.idle' };

export function processingLine(
  s: Pick<ProcessingCheck, 'isCancelling' | 'jobsInFrontOfThisOne' | 'isProcessing' | 'progress'>,
): ProcessingLine {
  if (s.isCancelling) return { key: 'bottomBar.cancelling' };
  if (s.jobsInFrontOfThisOne > 0) return { key: 'bottomBar.queued', count: s.jobsInFrontOfThisOne };
  if (!s.isProcessing) return { key: 'bottomBar.idle' };
  const p = s.progress;
  const percent = p && p.total > 0 ? Math.min(100, Math.round((p.done / p.total) * 100)) : null;
  return { key: 'bottomBar.processing', percent };
}

/** Polled every second while a job runs or is being cancelled, else every 5 s (shell.md §9). */
export const isBusy = (s: ProcessingCheck | null): boolean => !!s && (s.isProcessing || s.isCancelling);

/** Whether the followed job is over, from the answer asked with its `jobId` (core jobEnded). */
export const followedJobEnded = (s: ProcessingCheck, job: FollowedJob): boolean => jobEnded(s, job.jobId);

/** The card with a job's or a combination's new ids added (the same id is listed once). */
export function withResultIds(
  card: ResultCard | null,
  kind: PlanningKind,
  ids: readonly string[],
): ResultCard {
  const base = card ?? { freightIds: [], pickupIds: [] };
  const key = kind === 'freights' ? 'freightIds' : 'pickupIds';
  return { ...base, [key]: [...new Set([...base[key], ...ids])] };
}

/** Where "Szűrés" goes: /freights filtered to the card's freights, else /pickups to its pickups. */
export function resultFilterPath(card: ResultCard | null): string | null {
  if (!card) return null;
  if (card.freightIds.length > 0) return `/freights?freightId=${card.freightIds.join(',')}`;
  if (card.pickupIds.length > 0) return `/pickups?pickupId=${card.pickupIds.join(',')}`;
  return null;
}

/** Whether the card has anything to show. */
export const hasResults = (card: ResultCard | null): card is ResultCard =>
  !!card && card.freightIds.length + card.pickupIds.length > 0;

/** "Tervezés megszakítása" targets the user's active job while it is not being cancelled already. */
export const canCancel = <
  S extends Pick<ProcessingCheck, 'activeJobId' | 'hasUserActiveProcessingJob' | 'isCancelling'>,
>(
  s: S | null,
): s is S & { activeJobId: string } =>
  !!s && s.activeJobId !== null && s.hasUserActiveProcessingJob && !s.isCancelling;
