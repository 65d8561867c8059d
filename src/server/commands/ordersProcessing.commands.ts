import type { OrdersProcessingStatus } from '../../core/orders/ordersProcessing.schemas.ts';
import type { AppServices } from '../appServices.ts';
import { getSetting, SETTING_KEYS, setSetting } from '../db/repositories/appSettings.repository.ts';
import { countOrdersInStatus } from '../db/repositories/ordersList.repository.ts';
import { recordEvent } from '../events/recordEvent.ts';
import type { Actor } from '../policies/actor.ts';

/** The stored auto-processing flag (off unless switched on). */
export async function readAutoProcessing(services: AppServices): Promise<boolean> {
  return (await getSetting(services.db, SETTING_KEYS.autoProcessing)) === true;
}

/** Switches auto-processing (logged as a change of the orders-processing setting) and returns the stored value. */
export async function writeAutoProcessing(
  services: AppServices,
  actor: Actor,
  on: boolean,
): Promise<boolean> {
  await services.db.transaction().execute(async (trx) => {
    const before = (await getSetting(trx, SETTING_KEYS.autoProcessing)) === true;
    await setSetting(trx, SETTING_KEYS.autoProcessing, on);
    await recordEvent(trx, actor, {
      entity: 'ordersProcessing',
      entityId: null,
      action: 'updated',
      before: { isAutoProcessing: before },
      after: { isAutoProcessing: on },
    });
  });
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
    newOrdersCount: await countOrdersInStatus(services.db, 'new'),
    newPartialOrdersCount: 0,
    lastProcessingResultIds: [],
    activeJobId: null,
    isCancelling: false,
    progress: null,
  };
}
