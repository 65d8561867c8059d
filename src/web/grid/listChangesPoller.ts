/** How often a list screen asks whether others changed its records. */
export const LIST_CHANGES_POLL_MS = 10_000;

/** What a check-changes call answers (freights, pickups: FREIGHTS_API.checkChanges). */
export interface ListChangesAnswer {
  hasChanges: boolean;
  changedCount: number;
  totalCount: number;
  latest: string | null;
}

/** A list's check-changes call: since the baseline (null: none yet), aborted by `signal`. */
export type ListChangesCheck = (
  date: string | null,
  count: number | null,
  signal: AbortSignal,
) => Promise<ListChangesAnswer>;

export interface ListChangesPoller {
  /** The list reloaded: the next answer is the new baseline (asked at once). */
  rebase(): void;
  /** Ask now (a change stream event named the list's records). */
  poke(): void;
  /** No more calls; the one out is aborted. */
  stop(): void;
}

/**
 * Asks a check-changes call every `pollMs` (silent on errors, shell.md: check-changes shows nothing)
 * and reports how many records changed since the baseline: the server's own `latest`, so the
 * browser's clock never matters. The first ask waits for the list's first `rebase()` (its rows
 * loaded) or the first tick: asked at once as well, it was a second call on every arrival whose
 * answer the rebase threw away.
 */
export function startListChangesPoller(
  check: ListChangesCheck,
  onChanged: (changed: number) => void,
  pollMs: number = LIST_CHANGES_POLL_MS,
): ListChangesPoller {
  const ctl = new AbortController();
  let base: { date: string | null; count: number } | null = null;
  // A rebase while a call is out makes that call's answer stale.
  let generation = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    if (!ctl.signal.aborted) timer = setTimeout(tick, pollMs);
  };
  async function tick(): Promise<void> {
    clearTimeout(timer);
    if (ctl.signal.aborted) return;
    const b = base;
    const gen = generation;
    try {
      const res = await check(b?.date ?? null, b?.count ?? null, ctl.signal);
      if (gen !== generation) return;
      if (!b) {
        base = { date: res.latest, count: res.totalCount };
        onChanged(0);
      } else if (res.hasChanges) onChanged(Math.max(1, res.changedCount, Math.abs(res.totalCount - b.count)));
    } catch {
      // Silent by the error catalogue; the next tick tries again.
    }
    schedule();
  }
  schedule();
  return {
    rebase() {
      base = null;
      generation += 1;
      onChanged(0);
      void tick();
    },
    poke() {
      void tick();
    },
    stop() {
      ctl.abort();
      clearTimeout(timer);
    },
  };
}
