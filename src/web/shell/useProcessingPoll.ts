import { useEffect } from 'react';
import { checkProcessing } from '../api/processing.api.ts';
import { processingState } from '../state/processingState.ts';

/** Poll intervals of shell.md §9: 5 s, and 1 s while planning runs. */
export const PROCESSING_POLL_MS = 5000;
export const PROCESSING_POLL_BUSY_MS = 1000;

/** Polls check-processing while `enabled` (signed in with seeOrdersProcessing; never for transporters). */
export function useProcessingPoll(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) {
      processingState.status = null;
      return;
    }
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        processingState.status = await checkProcessing(controller.signal);
      } catch {
        // Silent by the error catalogue; a 401 has already ended the session.
      }
      if (controller.signal.aborted) return;
      const busy = processingState.status?.isProcessing === true;
      timer = setTimeout(tick, busy ? PROCESSING_POLL_BUSY_MS : PROCESSING_POLL_MS);
    };
    void tick();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [enabled]);
}
