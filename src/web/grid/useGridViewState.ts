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

  const save = () => {
    clearTimeout(persist.current);
    persist.current = setTimeout(() => {
      if (apiRef.current)
        void saveGridPreference(viewId, capturePreference(apiRef.current as GridApi, quickRef.current));
    }, 500);
  };
  const saveRef = useLatest(save);
  const [pacer] = useState(
    () =>
      new QuickFilterPacer(
        () => quickRef.current,
        () => apiRef.current?.purgeInfiniteCache(),
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
    reset: () => {
      const api = apiRef.current;
      if (!api) return;
      api.resetColumnState();
      api.setFilterModel(null);
      setQuick('');
      api.purgeInfiniteCache();
      void resetGridPreference(viewId);
    },
  };
}
