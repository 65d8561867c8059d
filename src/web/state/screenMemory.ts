import { type SetStateAction, useCallback, useState } from 'react';
import { sessionState } from './sessionState.ts';

/**
 * What a screen's own filters hold (a bill list's transporter, period, status…), kept while the page
 * lives, for the signed-in user: a user who opens a row's record on another screen and comes back,
 * or goes to another list and back, finds the list as they left it. A reload or another user starts
 * afresh; the grid's columns, sort and filters are kept on the server as the view's preference.
 */
const kept = new Map<string, unknown>();
let owner: string | null = null;

function memory(): Map<string, unknown> {
  const user = sessionState.user?.username ?? null;
  if (user !== owner) {
    kept.clear();
    owner = user;
  }
  return kept;
}

/**
 * `useState` whose value outlives the screen (see above), under `key` (`'freightBills.transporterId'`);
 * with key null, as the screen's own state only (a visit that must start from the defaults).
 */
export function useScreenMemory<T>(key: string | null, initial: T): [T, (next: SetStateAction<T>) => void] {
  const [value, setValue] = useState<T>(() => {
    const store = memory();
    return key !== null && store.has(key) ? (store.get(key) as T) : initial;
  });
  const set = useCallback(
    (next: SetStateAction<T>) =>
      setValue((previous) => {
        const value = typeof next === 'function' ? (next as (p: T) => T)(previous) : next;
        if (key !== null) memory().set(key, value);
        return value;
      }),
    [key],
  );
  return [value, set];
}
