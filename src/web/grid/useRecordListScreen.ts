import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { recordIdsOfParam } from '../../core/freights/freights.schemas.ts';
import type { ViewActions } from '../commands/commandTypes.ts';
import { commandContext } from '../commands/terminalState.ts';
import { returnFromTrip } from '../shell/returnTrip.ts';
import { useScreenMemory } from '../state/screenMemory.ts';
import { useLatest } from '../ui/useLatest.ts';
import { focusGridSoon } from './gridFocus.ts';
import type { StatusFilterHandle } from './ListStatusFilter.tsx';

export interface RecordListScreenInput<T> {
  /** The screen's path ('/freights'). */
  path: string;
  /** The query parameter of the numbers it narrows to ('freightId'). */
  idsParam: string;
  /** The server's ordered status list. */
  fetchStatuses(signal: AbortSignal): Promise<string[]>;
  /** The number of a row (what `open` and the recent list hold). */
  numberOf(row: T): string;
  /** Remembers an opened row in the palette's recent list. */
  remember(row: T, path: string): void;
}

/**
 * The state of a read-only list screen of numbered records (freights, pickups): `?<idsParam>=a,b`
 * narrowing and its clear action (freights.clearIds), `?open=` / Enter opening a row's details,
 * closing back to the row, and the status filter (freights.statusFilter) read at list-call time.
 */
export function useRecordListScreen<T>(input: RecordListScreenInput<T>) {
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const idsParam = search.get(input.idsParam);
  const ids = useMemo(() => recordIdsOfParam(idsParam), [idsParam]);
  const openParam = search.get('open');
  const [statuses, setStatuses] = useState<string[]>([]);
  // The status the user last chose on this list, except on a visit narrowed to records (a jump, a
  // planning result): that starts from the default, so a remembered status does not hide them.
  const [status, setStatus] = useScreenMemory(ids.length > 0 ? null : `${input.path}.status`, '');
  // A jump within the screen (new numbers to narrow to) starts from the default status too, in the
  // same render as the numbers, so the list's next call never asks for both.
  const [seenIds, setSeenIds] = useState(idsParam);
  if (seenIds !== idsParam) {
    setSeenIds(idsParam);
    if (idsParam) setStatus('');
  }
  const [open, setOpen] = useState<string | null>(openParam);
  const statusSelect = useRef<StatusFilterHandle>(null);
  const fixed = useRef(input);
  useEffect(() => {
    const abort = new AbortController();
    fixed.current
      .fetchStatuses(abort.signal)
      .then(setStatuses)
      .catch(() => {});
    return () => abort.abort();
  }, []);
  useEffect(() => {
    if (openParam) setOpen(openParam);
  }, [openParam]);
  // The adapter reads these at every list call.
  const live = useLatest({ status, ids });
  const narrowed = ids.length > 0;
  // For the adapter (stable, so it is built once): the chosen status (null: the server's default), the narrowing.
  const statusesNow = useCallback(() => (live.current.status ? [live.current.status] : null), []);
  const idsNow = useCallback(() => live.current.ids, []);
  const { path } = input;
  const actions = useMemo<ViewActions>(
    () => ({
      edit: (row) => {
        const n = fixed.current.numberOf(row as T);
        fixed.current.remember(row as T, `${path}?${fixed.current.idsParam}=${n}&open=${n}`);
        setOpen(n);
      },
      extra: {
        'freights.statusFilter': () => statusSelect.current?.focus(),
        ...(narrowed && { 'freights.clearIds': () => navigate(path) }),
      },
    }),
    [navigate, narrowed, path],
  );
  const close = useCallback(() => {
    setOpen(null);
    // Opened from another screen's row: back there, on that row (the arrival focus finds it).
    if (openParam && returnFromTrip()) return;
    if (openParam)
      navigate(idsParam ? `${path}?${fixed.current.idsParam}=${encodeURIComponent(idsParam)}` : path);
    focusGridSoon();
  }, [navigate, openParam, idsParam, path]);
  const chooseStatus = useCallback(
    (next: string) => {
      setStatus(next);
      setTimeout(() => commandContext().grid?.refresh(), 0);
    },
    [setStatus],
  );
  return {
    ids,
    narrowed,
    statuses,
    status,
    chooseStatus,
    statusSelect,
    open,
    close,
    actions,
    focusGrid: focusGridSoon,
    statusesNow,
    idsNow,
  };
}
