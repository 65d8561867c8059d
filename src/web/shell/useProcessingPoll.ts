import { useEffect } from 'react';
import { subscribeKey } from 'valtio/utils';
import { checkProcessing } from '../api/processing.api.ts';
import { onLiveChange } from '../live/liveChanges.ts';
import { isBusy } from '../state/processingResult.ts';
import {
  applyProcessingStatus,
  followedJobId,
  pollNow,
  processingState,
  resetProcessing,
} from '../state/processingState.ts';

/** Poll intervals of shell.md §9: 5 s, and 1 s while planning runs. */
export const PROCESSING_POLL_MS = 5000;
export const PROCESSING_POLL_BUSY_MS = 1000;

/** Polls check-processing while `enabled` (signed in with seeOrdersProcessing; never for transporters). */
export function useProcessingPoll(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) {
      resetProcessing();
      return;
    }
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // One call at a time: a poll asked for while one is under way runs right after it.
    let running = false;
    let again = false;
    const tick = async () => {
      clearTimeout(timer);
      if (running) {
        again = true;
        return;
      }
      running = true;
      try {
        applyProcessingStatus(await checkProcessing(followedJobId(), controller.signal));
      } catch {
        // Silent by the error catalogue; a 401 has already ended the session.
      }
      running = false;
      if (controller.signal.aborted) return;
      if (again) {
        again = false;
        void tick();
        return;
      }
      const busy = isBusy(processingState.status) || processingState.followed.length > 0;
      timer = setTimeout(tick, busy ? PROCESSING_POLL_BUSY_MS : PROCESSING_POLL_MS);
    };
    const unsubscribe = subscribeKey(processingState, 'pollRequest', () => void tick());
    // A job's progress or end, the switch, and orders (the bar's counters) changed: ask at once.
    const stopLive = [onLiveChange('processing', pollNow), onLiveChange('orders', pollNow)];
    void tick();
    return () => {
      for (const stop of stopLive) stop();
      unsubscribe();
      controller.abort();
      clearTimeout(timer);
    };
  }, [enabled]);
}
