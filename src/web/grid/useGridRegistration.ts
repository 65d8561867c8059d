import type { GridApi } from 'ag-grid-community';
import { type RefObject, useEffect, useRef } from 'react';
import { cancelKind } from '../api/latestOnly.ts';
import type { GridHandle, ViewActions } from '../commands/commandTypes.ts';
import { setView, viewOffersChanged } from '../commands/terminalState.ts';
import { type GridFocusGuard, guardGridFocus } from './focusGuard.ts';

/** The grid's late focus restore after a reload never takes the focus back from where a key put it. */
export function useGridFocusGuard<T>(
  rootRef: RefObject<HTMLDivElement | null>,
  apiRef: RefObject<GridApi<T> | null>,
): RefObject<GridFocusGuard | null> {
  const guard = useRef<GridFocusGuard | null>(null);
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const own = guardGridFocus(
      root,
      () => root.querySelector('.grid-body'),
      () => apiRef.current?.getDisplayedRowCount() ?? 0,
    );
    guard.current = own;
    return () => {
      own.dispose();
      if (guard.current === own) guard.current = null;
    };
  }, [rootRef, apiRef]);
  return guard;
}

/**
 * The grid as the terminal's current view: its actions and its handle (always the latest one).
 * `editable` is the handle's answer now: when it changes (the rules worker's field permissions arrive
 * after the rows, "Megnyitás" becomes "Szerkesztés"), an open help or palette reads the view again.
 */
export function useGridView(
  viewId: string,
  actions: ViewActions,
  handleRef: RefObject<GridHandle>,
  editable: boolean,
): void {
  const editableSeen = useRef(editable);
  useEffect(() => {
    if (editableSeen.current === editable) return;
    editableSeen.current = editable;
    viewOffersChanged();
  }, [editable]);
  useEffect(() => {
    const proxyHandle = new Proxy({} as GridHandle, {
      get: (_, k) => handleRef.current[k as keyof GridHandle],
    });
    setView({ id: viewId, actions }, proxyHandle);
  }, [viewId, actions, handleRef]);
  // Only leaving the view ends it: new actions (a screen learning its permissions) must not cancel
  // the list call in flight or drop the selection.
  useEffect(
    () => () => {
      setView(null);
      cancelKind(`list:${viewId}`);
    },
    [viewId],
  );
}
