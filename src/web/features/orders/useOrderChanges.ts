import { useCallback, useEffect, useRef, useState } from 'react';
import { checkChanges } from './ordersApi.ts';

/** How often the orders screen asks whether others changed orders. */
export const ORDER_CHANGES_POLL_MS = 10_000;

/**
 * Polls GET /check-changes every 10 s (silent on errors, business.md §8) and answers how many
 * orders others changed since the list was last loaded; `rebase()` after a reload or an own save.
 */
export function useOrderChanges(enabled: boolean): { changed: number; rebase(): void } {
  const [changed, setChanged] = useState(0);
  const base = useRef<{ since: string | null; count: number } | null>(null);
  const poke = useRef<() => void>(() => {});
  // A rebase while a call is out makes that call's answer stale.
  const generation = useRef(0);

  useEffect(() => {
    if (!enabled) return;
    const ctl = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      clearTimeout(timer);
      try {
        const b = base.current;
        const gen = generation.current;
        const res = await checkChanges(b?.since ?? null, b?.count ?? 0, ctl.signal);
        if (gen !== generation.current) return;
        if (!b) {
          base.current = { since: res.latest, count: res.count };
          setChanged(0);
        } else if (res.hasChanges) setChanged(Math.max(1, res.changedCount, Math.abs(res.count - b.count)));
      } catch {
        // Silent by the error catalogue; the next tick tries again.
      }
      if (!ctl.signal.aborted) {
        clearTimeout(timer);
        timer = setTimeout(tick, ORDER_CHANGES_POLL_MS);
      }
    };
    poke.current = () => void tick();
    void tick();
    return () => {
      ctl.abort();
      clearTimeout(timer);
      poke.current = () => {};
    };
  }, [enabled]);

  const rebase = useCallback(() => {
    base.current = null;
    generation.current++;
    setChanged(0);
    poke.current();
  }, []);
  return { changed, rebase };
}
