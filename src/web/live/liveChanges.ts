import { LIVE_API, LIVE_EVENTS, type LiveChange, type LiveEntity } from '../../core/live/live.api.ts';
import { apiUrl } from '../api/http.ts';

type Listener = (change: LiveChange) => void;

const listeners = new Map<LiveEntity, Set<Listener>>();
let source: EventSource | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryMs = 1000;

function count(): number {
  let n = 0;
  for (const set of listeners.values()) n += set.size;
  return n;
}

/**
 * The one change stream of the page (GET /api/changes/stream, the token cookie signs it): opened
 * while anything listens, closed when nothing does. EventSource reconnects by itself after a cut;
 * when it gives up (a 401 after the session ended, the server down) this tries again with back-off
 * (1 s doubling, at most 30 s), so a list never depends on it: the spec's polls keep running.
 */
function open(): void {
  if (source || typeof EventSource === 'undefined') return;
  const es = new EventSource(apiUrl(LIVE_API.changes.path), { withCredentials: true });
  source = es;
  es.addEventListener(LIVE_EVENTS.ready, () => {
    retryMs = 1000;
  });
  es.addEventListener(LIVE_EVENTS.change, (e) => {
    let change: LiveChange;
    try {
      change = JSON.parse((e as MessageEvent<string>).data) as LiveChange;
    } catch {
      return;
    }
    for (const fn of [...(listeners.get(change.entity) ?? [])]) fn(change);
  });
  es.onerror = () => {
    if (es.readyState !== EventSource.CLOSED) return; // reconnecting by itself
    es.close();
    if (source === es) source = null;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      if (count() > 0) open();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, 30_000);
  };
}

function close(): void {
  clearTimeout(retryTimer);
  source?.close();
  source = null;
}

/** Calls fn with every change of `entity` others (or this user elsewhere) made; returns the unsubscribe. */
export function onLiveChange(entity: LiveEntity, fn: Listener): () => void {
  let set = listeners.get(entity);
  if (!set) {
    set = new Set();
    listeners.set(entity, set);
  }
  set.add(fn);
  open();
  return () => {
    set.delete(fn);
    if (count() === 0) close();
  };
}

/** Whether a change names one of these records (by id or number); `ids: null` names every record. */
export function changeNames(change: LiveChange, has: (id: string) => boolean): boolean {
  if (change.ids === null) return true;
  return change.ids.some(has) || change.numbers.some(has);
}
