import { ApiError } from '../../api/apiErrors.ts';
import { planningRefusalText } from '../../api/planningRefusal.ts';
import { processOrders } from '../../api/processing.api.ts';
import { showAlert } from '../../state/alertState.ts';
import { followJobs } from '../../state/processingState.ts';
import { planningGroups } from './orderPlanning.ts';
import type { OrderGridRow } from './orderRows.ts';

/**
 * "Tervezésre küldés": one planning job for the delivery orders, one for the pickup orders; the
 * bottom bar follows each. A refusal is alerted (naming the refused orders); answers how many were queued.
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
      showAlert(planningRefusalText(e, group.orderIds));
    }
  }
  return queued;
}
