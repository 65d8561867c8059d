import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveEntity } from '../../core/live/live.api.ts';
import { onLiveChange } from '../live/liveChanges.ts';
import { useLatest } from '../ui/useLatest.ts';
import {
  type ListChangesCheck,
  type ListChangesPoller,
  startListChangesPoller,
} from './listChangesPoller.ts';

export { LIST_CHANGES_POLL_MS, type ListChangesAnswer } from './listChangesPoller.ts';

/**
 * A list screen's "changed by others" count: its check-changes call polled every 10 s
 * (listChangesPoller.ts) and asked at once when the change stream names the list's entity;
 * `rebase()` after a reload (the first one, when the rows arrive, sets the baseline).
 */
export function useListChanges(
  check: ListChangesCheck,
  enabled = true,
  /** The change stream's entity of the list: a change of it asks at once instead of at the next tick. */
  entity?: LiveEntity,
): { changed: number; rebase(): void } {
  const [changed, setChanged] = useState(0);
  const poller = useRef<ListChangesPoller | null>(null);
  const checkRef = useLatest(check);

  useEffect(() => {
    if (!enabled) return;
    const p = startListChangesPoller(
      (date, count, signal) => checkRef.current(date, count, signal),
      setChanged,
    );
    poller.current = p;
    const stopLive = entity ? onLiveChange(entity, () => p.poke()) : () => {};
    return () => {
      stopLive();
      p.stop();
      poller.current = null;
    };
  }, [enabled, entity]);

  const rebase = useCallback(() => {
    if (poller.current) poller.current.rebase();
    else setChanged(0);
  }, []);
  return { changed, rebase };
}
