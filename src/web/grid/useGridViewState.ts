import type { GridApi, IDatasource } from 'ag-grid-community';
import { type RefObject, useRef, useState } from 'react';
import { useLatest } from '../ui/useLatest.ts';
import { loadGridPreference, resetGridPreference, saveGridPreference } from './gridPreferences.ts';
import { QuickFilterPacer } from './quickFilterPacer.ts';
import { applyPreference, capturePreference } from './useGridPreference.ts';

/**
 * A grid view's quick filter and saved state (columns, sort, filters per user and view): restored
 * when the grid is ready, saved shortly after each change, reset on demand.
 */
export function useGridViewState<T>(input: {
  viewId: string;
  apiRef: RefObject<GridApi<T> | null>;
  initialQuickFilter: string | undefined;
}) {
  const { viewId, apiRef } = input;
  const quickRef = useRef(input.initialQuickFilter ?? '');
  const quickInput = useRef<HTMLInputElement>(null);
  const [quick, setQuickState] = useState(quickRef.current);
  const persist = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The user went to the quick filter (`/` or typing): the saved filter arriving later stays out of
  // it, so what they type is never appended to a restored text.
  const userTookQuick = useRef(false);
  const setQuick = (value: string) => {
    quickRef.current = value;
    setQuickState(value);
  };

  /** The grid, while it lives (a destroyed grid's API answers nothing and warns). */
  const liveApi = () => {
    const api = apiRef.current;
    return api && !api.isDestroyed() ? api : null;
  };
  const pending = useRef(false);
  const persistNow = () => {
    clearTimeout(persist.current);
    const api = liveApi();
    if (!pending.current || !api) return;
    pending.current = false;
    void saveGridPreference(viewId, capturePreference(api as GridApi, quickRef.current));
  };
  const save = () => {
    clearTimeout(persist.current);
    pending.current = true;
    persist.current = setTimeout(persistNow, 500);
  };
  const saveRef = useLatest(save);
  const [pacer] = useState(
    () =>
      new QuickFilterPacer(
        () => quickRef.current,
        () => liveApi()?.purgeInfiniteCache(),
        () => saveRef.current(),
      ),
  );

  return {
    quick,
    quickRef,
    quickInput,
    save,
    /** Restores the saved view, then starts loading rows. */
    restore: async (api: GridApi<T>, datasource: IDatasource) => {
      const pref = await loadGridPreference(viewId);
      // The user left the screen (or the grid was built anew) while the preference loaded.
      if (api.isDestroyed()) return;
      if (pref) {
        applyPreference(api as GridApi, pref);
        // Text typed while the preference loaded (or the field taken to type in), or a jump's filter,
        // wins over the saved one.
        if (
          input.initialQuickFilter === undefined &&
          pref.quickFilter &&
          quickRef.current === '' &&
          !userTookQuick.current
        ) {
          setQuick(pref.quickFilter);
        }
      }
      api.setGridOption('datasource', datasource);
    },
    /** The list call reads the quick filter through this. */
    quickForCall: pacer.forCall,
    onQuick: (value: string) => {
      userTookQuick.current = true;
      setQuick(value);
      pacer.typed();
    },
    /** Enter in the quick filter: the text typed applies now, not after the pause. */
    flushQuick: () => pacer.flush(),
    focusQuick: () => {
      // Selected, so typing replaces the old filter.
      userTookQuick.current = true;
      quickInput.current?.focus();
      quickInput.current?.select();
    },
    /**
     * The grid is about to go (the user leaves the screen): a change not yet saved is saved while its
     * API still answers; then every late caller (a timer, an answer coming in) finds no grid instead
     * of a destroyed one.
     */
    gridGoing: () => {
      persistNow();
      apiRef.current = null;
    },
    reset: () => {
      const api = liveApi();
      if (!api) return;
      api.resetColumnState();
      api.setFilterModel(null);
      setQuick('');
      api.purgeInfiniteCache();
      void resetGridPreference(viewId);
    },
  };
}
