import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveEntity } from '../../core/live/live.api.ts';
import { onLiveChange } from '../live/liveChanges.ts';
import { useLatest } from '../ui/useLatest.ts';

/** How often a list screen asks whether others changed its records. */
export const LIST_CHANGES_POLL_MS = 10_000;

/** What a check-changes call answers (freights, pickups: FREIGHTS_API.checkChanges). */
export interface ListChangesAnswer {
  hasChanges: boolean;
  changedCount: number;
  totalCount: number;
  latest: string | null;
}

/**
 * Polls a check-changes call every 10 s (silent on errors, shell.md: check-changes shows nothing)
 * and answers how many records changed since the list was last loaded; `rebase()` after a reload.
 * The baseline is the server's own `latest`, so the browser's clock never matters.
 */
export function useListChanges(
  check: (date: string | null, count: number | null, signal: AbortSignal) => Promise<ListChangesAnswer>,
  enabled = true,
  /** The change stream's entity of the list: a change of it asks at once instead of at the next tick. */
  entity?: LiveEntity,
): { changed: number; rebase(): void } {
  const [changed, setChanged] = useState(0);
  const base = useRef<{ date: string | null; count: number } | null>(null);
  const poke = useRef<() => void>(() => {});
  // A rebase while a call is out makes that call's answer stale.
  const generation = useRef(0);
  const checkRef = useLatest(check);

  useEffect(() => {
    if (!enabled) return;
    const ctl = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      clearTimeout(timer);
      try {
        const b = base.current;
        const gen = generation.current;
        const res = await checkRef.current(b?.date ?? null, b?.count ?? null, ctl.signal);
        if (gen !== generation.current) return;
        if (!b) {
          base.current = { date: res.latest, count: res.totalCount };
          setChanged(0);
        } else if (res.hasChanges)
          setChanged(Math.max(1, res.changedCount, Math.abs(res.totalCount - b.count)));
      } catch {
        // Silent by the error catalogue; the next tick tries again.
      }
      if (!ctl.signal.aborted) {
        clearTimeout(timer);
        timer = setTimeout(tick, LIST_CHANGES_POLL_MS);
      }
    };
    poke.current = () => void tick();
    void tick();
    const stopLive = entity ? onLiveChange(entity, () => poke.current()) : () => {};
    return () => {
      stopLive();
      ctl.abort();
      clearTimeout(timer);
      poke.current = () => {};
    };
  }, [enabled, entity]);

  const rebase = useCallback(() => {
    base.current = null;
    generation.current++;
    setChanged(0);
    poke.current();
  }, []);
  return { changed, rebase };
}
