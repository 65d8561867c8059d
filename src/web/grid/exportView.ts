import type { GridApi } from 'ag-grid-community';
import { ALL_ROWS } from '../../core/list/listCall.schemas.ts';
import { exportKind } from '../export/exportRegistry.ts';
import { downloadXlsx, type ExportCellType } from '../export/exportXlsx.ts';
import type { TranslateFn } from '../i18n/useT.ts';
import { displayValue } from './columnDefs.ts';
import { columnHeader, type GridAdapter, type GridColumn } from './gridTypes.ts';
import { toListCall } from './toListCall.ts';
import { currentFilters } from './useGridPreference.ts';

/**
 * Exports the current view to .xlsx: its filters and sort, its visible columns in their order,
 * every matching row (the server is asked with pagination -1).
 */
export async function exportView<T>(input: {
  api: GridApi<T>;
  adapter: GridAdapter<T>;
  columns: readonly GridColumn<T>[];
  kind: string;
  /** Added to the file name after the kind's base name. */
  fileSuffix?: string;
  quickFilter: string;
  t: TranslateFn;
}): Promise<string> {
  const { api, columns } = input;
  const sortModel = api
    .getColumnState()
    .filter((c) => c.sort)
    .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
    .map((c) => ({ colId: c.colId, sort: c.sort as 'asc' | 'desc' }));
  const call = toListCall({
    startRow: 0,
    endRow: 1,
    sortModel,
    filters: currentFilters(api as GridApi),
    quickFilter: input.quickFilter,
    options: Object.fromEntries(columns.map((c) => [c.field, c.options])),
  });
  call.pagination = { page: 0, size: ALL_ROWS };
  // The columns of the view asked for, read before the rows come: the user may leave the screen
  // meanwhile, and a grid gone answers nothing.
  const visible = api
    .getAllDisplayedColumns()
    .map((c) => columns.find((col) => col.field === c.getColId()))
    .filter((c): c is GridColumn<T> => c !== undefined);
  const { result } = await input.adapter.list(call, new AbortController().signal);
  const kind = exportKind(input.kind);
  return downloadXlsx(input.kind, {
    headers: visible.map((c) => columnHeader(c, input.t)),
    rows: result.map((row) => visible.map((c) => exportValue(c, (row as Record<string, unknown>)[c.field]))),
    types: visible.map((c): ExportCellType | undefined =>
      c.options ? 'text' : c.type === 'money' ? 'number' : c.type,
    ),
    ...(kind && { sheetName: input.t(kind.titleKey) }),
    ...(input.fileSuffix && { fileSuffix: input.fileSuffix }),
  });
}

/** A cell's export value: an option's label, numbers as numbers, the rest as shown. */
function exportValue<T>(column: GridColumn<T>, value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && !column.options) return value;
  return displayValue(column, value);
}
