import type { GridApi, IDatasource } from 'ag-grid-community';
import { type RefObject, useRef, useState } from 'react';
import { loadGridPreference, resetGridPreference, saveGridPreference } from './gridPreferences.ts';
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
  const quickTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
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
        // Text typed while the preference loaded, or a jump's filter, wins over the saved one.
        if (input.initialQuickFilter === undefined && pref.quickFilter && quickRef.current === '') {
          setQuick(pref.quickFilter);
        }
      }
      api.setGridOption('datasource', datasource);
    },
    onQuick: (value: string) => {
      setQuick(value);
      clearTimeout(quickTimer.current);
      quickTimer.current = setTimeout(() => {
        apiRef.current?.purgeInfiniteCache();
        save();
      }, 250);
    },
    focusQuick: () => {
      // Selected, so typing replaces the old filter.
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
