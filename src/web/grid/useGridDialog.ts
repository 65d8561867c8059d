import { useCallback, useState } from 'react';
import { focusGridSoon } from './gridFocus.ts';

/**
 * A dialog over a list: what it shows (null: closed), `show` to open it with that, and `close`,
 * which shuts it and gives the grid the keyboard back.
 */
export function useGridDialog<T>(): { shown: T | null; show(value: T): void; close(): void } {
  const [shown, setShown] = useState<T | null>(null);
  const close = useCallback(() => {
    setShown(null);
    focusGridSoon();
  }, []);
  return { shown, show: setShown, close };
}
