import type { GridApi } from 'ag-grid-community';
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { useLatest } from '../ui/useLatest.ts';
import { type EnterOpener, openRowOnEnter } from './gridKeys.ts';

/**
 * Enter opens the focused row, even one still loading when the key came (openRowOnEnter). Answers
 * the function the grid calls after each page arrives (a row waiting for its data opens then).
 */
export function useEnterOpener<T>(
  rootRef: RefObject<HTMLDivElement | null>,
  apiRef: RefObject<GridApi<T> | null>,
  open: (row: T) => void,
): () => void {
  const opener = useRef<EnterOpener | null>(null);
  const openRef = useLatest(open);
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const o = openRowOnEnter(
      root,
      () => apiRef.current,
      (row) => openRef.current(row as T),
    );
    opener.current = o;
    return () => {
      o.dispose();
      opener.current = null;
    };
  }, [rootRef, apiRef]);
  return useCallback(() => opener.current?.rowsLoaded(), []);
}
