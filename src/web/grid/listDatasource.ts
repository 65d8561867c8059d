import type { GridApi, IDatasource } from 'ag-grid-community';
import type { ListResult } from '../../core/list/listCall.schemas.ts';
import { CanceledError } from '../api/apiErrors.ts';
import { latestOnly } from '../api/latestOnly.ts';
import type { GridAdapter, GridColumn } from './gridTypes.ts';
import { toListCall } from './toListCall.ts';
import { currentFilters } from './useGridPreference.ts';

/**
 * AG Grid's infinite-row datasource on the list contract: each block is one list call with the
 * grid's sort, column filters and quick filter; a newer call of the view cancels the one in flight.
 */
export function listDatasource<T>(input: {
  viewId: string;
  adapter: GridAdapter<T>;
  columns: readonly GridColumn<T>[];
  api(): GridApi<T> | null;
  quickFilter(): string;
  /** The rows' answer and the quick filter it was asked with. */
  onLoaded(res: ListResult<T>, quickFilter: string): void;
  onError(message: string): void;
}): IDatasource {
  const options = Object.fromEntries(input.columns.map((c) => [c.field, c.options]));
  return {
    getRows: (params) => {
      const api = input.api();
      const quickFilter = input.quickFilter();
      const call = toListCall({
        startRow: params.startRow,
        endRow: params.endRow,
        sortModel: params.sortModel,
        filters: api ? currentFilters(api as GridApi) : {},
        quickFilter,
        options,
      });
      input.adapter
        .list(call, latestOnly(`list:${input.viewId}`))
        .then((res) => {
          params.successCallback(res.result, res.filteredCount);
          input.onLoaded(res, quickFilter);
        })
        .catch((err: unknown) => {
          params.failCallback();
          if (!(err instanceof CanceledError)) input.onError(String((err as Error).message));
        });
    },
  };
}
