import type { ColumnState, GridApi } from 'ag-grid-community';
import type { ColumnFilter } from '../../core/list/listCall.schemas.ts';
import type { GridPreference } from '../../core/list/preferences.schemas.ts';
import { fromTextFilter, type TextFilterModel, toTextFilter } from './toListCall.ts';

const SELECTION_COLUMN = 'ag-Grid-SelectionColumn';

/** The column filters of the grid, as typed (what a view preference stores). */
export function currentFilters(api: GridApi): Record<string, ColumnFilter> {
  const out: Record<string, ColumnFilter> = {};
  for (const [colId, model] of Object.entries(api.getFilterModel() ?? {})) {
    const f = fromTextFilter(model as TextFilterModel);
    if (f) out[colId] = f;
  }
  return out;
}

/** The grid's state as a view preference: column order, widths, hidden, sort, filters, quick filter. */
export function capturePreference(api: GridApi, quickFilter: string): GridPreference {
  const state = api.getColumnState().filter((c) => c.colId !== SELECTION_COLUMN);
  const sort = state
    .filter((c) => c.sort)
    .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
    .map((c) => ({ field: c.colId, dir: c.sort as 'asc' | 'desc' }));
  return {
    columns: state.map((c) => ({
      colId: c.colId,
      ...(c.width && { width: c.width }),
      ...(c.hide && { hide: true }),
    })),
    sort,
    filter: currentFilters(api),
    quickFilter,
  };
}

/** Applies a saved view preference to the grid. */
export function applyPreference(api: GridApi, pref: GridPreference): void {
  const state: ColumnState[] = pref.columns.map((c) => {
    const sortIndex = pref.sort.findIndex((s) => s.field === c.colId);
    return {
      colId: c.colId,
      ...(c.width && { width: c.width }),
      hide: c.hide ?? false,
      sort: sortIndex >= 0 ? (pref.sort[sortIndex]?.dir ?? null) : null,
      sortIndex: sortIndex >= 0 ? sortIndex : null,
    };
  });
  // The selection column stays first (it is not part of the saved order).
  api.applyColumnState({ state: [{ colId: SELECTION_COLUMN }, ...state], applyOrder: true });
  const model: Record<string, TextFilterModel> = {};
  for (const [colId, f] of Object.entries(pref.filter)) {
    const m = toTextFilter(f);
    if (m) model[colId] = m;
  }
  api.setFilterModel(model);
}
