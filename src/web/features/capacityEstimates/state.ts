import { proxy } from 'valtio';
import { CAPACITY_ESTIMATES_API } from '../../../core/capacityEstimates/capacityEstimates.api.ts';
import type { CapacityShortageResponse } from '../../../core/capacityEstimates/capacityShortage.ts';
import { callApi } from '../../api/callApi.ts';

/**
 * Capacity vs demand in the bottom bar (issue 19): the coming days' short truck types, read while
 * a planner with the capacity_estimate module is signed in (`enabled`), and whether the list of
 * them is open.
 */
export const capacityShortageState = proxy({
  enabled: false,
  answer: null as CapacityShortageResponse | null,
  open: false,
});

let controller: AbortController | null = null;

/** Reads the shortages again (silent on errors: a status line, like check-processing). */
export async function refreshShortages(): Promise<void> {
  if (!capacityShortageState.enabled) return;
  controller?.abort();
  const own = new AbortController();
  controller = own;
  try {
    const answer = await callApi(CAPACITY_ESTIMATES_API.shortages, {
      errorMode: 'silent',
      signal: own.signal,
    });
    if (!own.signal.aborted && capacityShortageState.enabled) capacityShortageState.answer = answer;
  } catch {
    // Silent: the bar keeps its last answer; a 401 has already ended the session.
  }
}

/** Switches the reading on or off (off forgets the answer and closes the list). */
export function setShortagesEnabled(enabled: boolean): void {
  capacityShortageState.enabled = enabled;
  if (enabled) return;
  controller?.abort();
  capacityShortageState.answer = null;
  capacityShortageState.open = false;
}

/** Opens the list of short days and types (read afresh). */
export function openShortages(): void {
  capacityShortageState.open = true;
  void refreshShortages();
}

export function closeShortages(): void {
  capacityShortageState.open = false;
}
