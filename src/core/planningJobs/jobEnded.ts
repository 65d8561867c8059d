import type { OrdersProcessingStatus } from '../orders/ordersProcessing.schemas.ts';

/** The field of a check-processing answer that tells whether a job is over. */
export type JobEndFields = Pick<OrdersProcessingStatus, 'activeJobId'>;

/**
 * Whether the job asked about with check-processing `?jobId=` is over: the answer follows the
 * asked job while it is queued, running or being cancelled, and otherwise the caller's next active
 * job or none (then its lastProcessingResultIds are that job's result).
 */
export function jobEnded(s: JobEndFields, jobId: string): boolean {
  return s.activeJobId !== jobId;
}
