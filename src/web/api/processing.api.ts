import type { ProcessingStatus } from '../../core/config/enums.ts';
import { ORDERS_PROCESSING_API } from '../../core/orders/ordersProcessing.api.ts';
import { callApi } from './callApi.ts';

/** The orders-processing status of the bottom bar (shell.md §3). */
export interface ProcessingCheck {
  isProcessing: boolean;
  isAutoProcessing: boolean;
  hasUserActiveProcessingJob: boolean;
  jobsInFrontOfThisOne: number;
  lastProcessingStatus: ProcessingStatus | null;
  lastSmsResultCode: number | null;
  newOrdersCount: number;
  newPartialOrdersCount: number;
  lastProcessingResultIds: string[];
  isLastManual: boolean;
}

/** Polled by the bottom bar; silent on errors (shell.md §8), but a 401 still ends the session. */
export function checkProcessing(signal?: AbortSignal): Promise<ProcessingCheck> {
  return callApi(ORDERS_PROCESSING_API.check, {
    errorMode: 'silent',
    signal,
  });
}
