import type { AppServices } from '../appServices.ts';
import { getSetting, SETTING_KEYS } from '../db/repositories/appSettings.repository.ts';

/** The stored auto-processing flag (off unless switched on). */
export async function readAutoProcessing(services: AppServices): Promise<boolean> {
  return (await getSetting(services.db, SETTING_KEYS.autoProcessing)) === true;
}
