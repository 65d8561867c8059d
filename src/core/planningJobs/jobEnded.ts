import type { OrdersProcessingStatus } from '../orders/ordersProcessing.schemas.ts';

/** The fields of a check-processing answer that tell whether a job is over. */
export type JobEndFields = Pick<
  OrdersProcessingStatus,
  'isCancelling' | 'hasUserActiveProcessingJob' | 'activeJobId'
>;

/**
 * Whether the job asked about with check-processing `?jobId=` is over: the caller has no active job
 * left, or the server follows another of the caller's jobs (activeJobId falls back to it). A job
 * being cancelled is not over until it has stopped.
 */
export function jobEnded(s: JobEndFields, jobId: string): boolean {
  if (s.isCancelling) return false;
  if (!s.hasUserActiveProcessingJob) return true;
  return s.activeJobId !== null && s.activeJobId !== jobId;
}
