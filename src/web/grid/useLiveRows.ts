import type { GridApi } from 'ag-grid-community';
import { useEffect } from 'react';
import type { LiveChange } from '../../core/live/live.api.ts';
import { changeNames, onLiveChange } from '../live/liveChanges.ts';
import type { GridAdapter } from './gridTypes.ts';

/**
 * Rows others changed (the change stream, web/live): when a change names a loaded row, the loaded
 * blocks are read again in place (at most one reload per 200 ms of changes), unless a cell is being
 * edited: then the list's check-changes count still tells the user. A change that is only the
 * grid's own saves (`ownEcho`: the rows were already updated in place from the save's answer)
 * reads nothing.
 */
export function useLiveRows<T>(
  apiRef: { current: GridApi<T> | null },
  adapter: GridAdapter<T>,
  ownEcho: (change: LiveChange) => boolean = () => false,
): void {
  const entity = adapter.liveEntity;
  useEffect(() => {
    if (!entity) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onLiveChange(entity, (change) => {
      const api = apiRef.current;
      if (!api || api.isDestroyed() || !changeNames(change, (id) => api.getRowNode(id) !== undefined)) return;
      if (ownEcho(change)) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        const now = apiRef.current;
        if (now && !now.isDestroyed() && now.getEditingCells().length === 0) now.refreshInfiniteCache();
      }, 200);
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [apiRef, entity, ownEcho]);
}
