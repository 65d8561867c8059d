import { FREIGHTS_API } from '../../core/freights/freights.api.ts';
import { ORDERS_PROCESSING_API } from '../../core/orders/ordersProcessing.api.ts';
import type { OrdersProcessingStatus } from '../../core/orders/ordersProcessing.schemas.ts';
import { PICKUPS_API } from '../../core/pickups/pickups.api.ts';
import { callApi } from './callApi.ts';

/** The answer of check-processing (shell.md §3), as the contract types it. */
export type ProcessingCheck = OrdersProcessingStatus;

/** What a planning job makes: delivery orders become freights, pickup orders pickups. */
export type PlanningKind = 'freights' | 'pickups';

/**
 * Polled by the bottom bar; silent on errors (shell.md §8), but a 401 still ends the session.
 * `jobId` is the job the user submitted and the bar follows.
 */
export function checkProcessing(jobId: string | null, signal?: AbortSignal): Promise<ProcessingCheck> {
  return callApi(ORDERS_PROCESSING_API.checkProcessing, {
    errorMode: 'silent',
    signal,
    ...(jobId !== null && { query: { jobId } }),
  });
}

/** Queues a planning job for the orders ("Tervezésre küldés"). Silent: the caller alerts the refusal. */
export function processOrders(kind: PlanningKind, orderIds: string[]) {
  const request = { body: { orderIds, options: { manual: true } }, errorMode: 'silent' } as const;
  return kind === 'freights'
    ? callApi(FREIGHTS_API.processOrders, request)
    : callApi(PICKUPS_API.processOrders, request);
}

/** Stops the job between phases ("Tervezés megszakítása"). */
export function cancelProcessing(jobId: string) {
  return callApi(FREIGHTS_API.cancelProcessing, { body: { jobId } });
}

/** Manual combination on a delivery date (ISO). Silent: the caller alerts the refusal. */
export function combineOrders(date: string, orderIds: string[]) {
  return callApi(FREIGHTS_API.combine, {
    params: { date },
    body: { orderIds, options: { manual: true } },
    errorMode: 'silent',
  });
}

/** The auto-processing switch (admins, logistics manager with the setting). */
export function setAutoProcessing(isAutoProcessing: boolean) {
  return callApi(ORDERS_PROCESSING_API.setAutoProcessing, { body: { isAutoProcessing } });
}
