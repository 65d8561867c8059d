import { ApiError } from '../../api/apiErrors.ts';
import { processOrders } from '../../api/processing.api.ts';
import { followJobs } from '../../state/processingState.ts';
import { planningGroups } from './orderPlanning.ts';
import type { OrderGridRow } from './orderRows.ts';

/**
 * "Tervezésre küldés": one planning job for the delivery orders, one for the pickup orders; the
 * bottom bar follows each. Answers how many orders were queued (a refusal has been alerted already).
 */
export async function submitForPlanning(rows: readonly OrderGridRow[]): Promise<number> {
  let queued = 0;
  for (const group of planningGroups(rows)) {
    try {
      const answer = await processOrders(group.kind, group.orderIds);
      followJobs([{ jobId: answer.jobId, kind: group.kind }]);
      queued += group.orderIds.length;
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    }
  }
  return queued;
}
