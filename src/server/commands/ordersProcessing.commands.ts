import type { OrdersProcessingStatus } from '../../core/orders/ordersProcessing.schemas.ts';
import type { AppServices } from '../appServices.ts';
import { getSetting, SETTING_KEYS, setSetting } from '../db/repositories/appSettings.repository.ts';

/** The stored auto-processing flag (off unless switched on). */
export async function readAutoProcessing(services: AppServices): Promise<boolean> {
  return (await getSetting(services.db, SETTING_KEYS.autoProcessing)) === true;
}

/** Switches auto-processing and returns the stored value. */
export async function writeAutoProcessing(services: AppServices, on: boolean): Promise<boolean> {
  await setSetting(services.db, SETTING_KEYS.autoProcessing, on);
  return readAutoProcessing(services);
}

/**
 * The bottom bar's status. The planning queue is a later issue: until then nothing is ever queued,
 * so the answer is "idle" with the stored auto-processing flag — true facts, not a simulation.
 */
export async function processingStatus(services: AppServices): Promise<OrdersProcessingStatus> {
  return {
    isAutoProcessing: await readAutoProcessing(services),
    isLastManual: false,
    isProcessing: false,
    hasUserActiveProcessingJob: false,
    jobsInFrontOfThisOne: 0,
    lastProcessingStatus: 'idle',
    lastSmsResultCode: 0,
    newOrdersCount: 0,
    newPartialOrdersCount: 0,
    lastProcessingResultIds: [],
  };
}
