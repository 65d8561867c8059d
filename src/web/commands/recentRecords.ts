import { proxy, subscribe } from 'valtio';

/** A record the user opened lately; the palette offers it again. */
export interface RecentRecord {
  kind: string;
  id: string;
  label: string;
  path: string;
}

const KEY = `${import.meta.env?.BASE_URL ?? '/'}:recent`;
const load = (): RecentRecord[] => {
  try {
    const raw = typeof localStorage === 'object' ? localStorage.getItem(KEY) : null;
    return raw ? (JSON.parse(raw) as RecentRecord[]) : [];
  } catch {
    return [];
  }
};

export const recentState = proxy({ records: load() });
subscribe(recentState, () => {
  try {
    localStorage.setItem(KEY, JSON.stringify(recentState.records));
  } catch {
    // Storage full or unavailable: the list lives for this page only.
  }
});

/** Puts a record first in the recent list (at most 10, no duplicates). */
export function rememberRecord(record: RecentRecord): void {
  const rest = recentState.records.filter((r) => !(r.kind === record.kind && r.id === record.id));
  recentState.records = [record, ...rest].slice(0, 10);
}
