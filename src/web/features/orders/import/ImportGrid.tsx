import {
  type CellKeyDownEvent,
  ClientSideRowModelModule,
  type ColDef,
  type GridApi,
  ModuleRegistry,
  themeQuartz,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { forwardRef, useImperativeHandle, useMemo, useRef } from 'react';
import type { ImportColumn, ImportRowField } from '../../../../core/orders/import/importColumns.ts';
import type { GridCellKey } from '../../../commands/commandTypes.ts';
import { GRID_LOCALE_TEXT } from '../../../grid/agGridSetup.ts';
import { followFocus } from '../../../grid/gridHandle.ts';
import { useT } from '../../../i18n/useT.ts';
import type { ImportGridRow } from './importGridRows.ts';

// The import grid holds its rows in the browser (the DataGrid's modules are for server lists).
ModuleRegistry.registerModules([ClientSideRowModelModule]);

export interface ImportGridHandle {
  /** Focuses the first error cell after the focused row (wrapping); false when no row has errors. */
  nextError(): boolean;
  focus(): void;
  /** Commits a cell being edited (before a save). */
  stopEditing(): void;
  /** The focused cell: its row (with its errors) and field, or null. */
  focused(): { row: ImportGridRow; field: string } | null;
}

export interface ImportGridProps {
  rows: readonly ImportGridRow[];
  columns: readonly ImportColumn[];
  editable: boolean;
  onEdit(rowNumber: number, field: ImportRowField, text: string): void;
  /** The focused cell's messages (its own error, else the row's), for the status line: keyboard users see no tooltips. */
  onFocusMessage?(message: string): void;
}

const errorOf = (row: ImportGridRow | undefined, field: string) => row?.errors.find((e) => e.field === field);

/**
 * The import rows on a client-side AG Grid with the DataGrid's look and keys: arrows move, F2 or
 * typing edits a cell, Enter commits and moves down; an error cell is red with its message as tooltip.
 */
export const ImportGrid = forwardRef<ImportGridHandle, ImportGridProps>(function ImportGrid(
  { rows, columns, editable, onEdit, onFocusMessage },
  ref,
) {
  const t = useT();
  const apiRef = useRef<GridApi<ImportGridRow> | null>(null);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const onEditRef = useRef(onEdit);
  /** The record the focus is on (by id): Alt+H (errors only) and back keep it, not its index. */
  const focusedRow = useRef<GridCellKey | null>(null);
  onEditRef.current = onEdit;

  const columnDefs = useMemo<ColDef<ImportGridRow>[]>(
    () => [
      {
        headerName: t('orderImport.rowColumn'),
        field: 'rowNumber',
        width: 64,
        pinned: 'left',
        editable: false,
      },
      {
        headerName: t('orderImport.errorsColumn'),
        field: 'errorText',
        width: 280,
        pinned: 'left',
        editable: false,
        tooltipField: 'errorText',
        cellClassRules: { 'import-row-error': (p) => (p.data?.errors.length ?? 0) > 0 },
      },
      ...columns.map<ColDef<ImportGridRow>>((c) => ({
        headerName: c.header,
        colId: c.field,
        width: c.field === 'comment' || c.field === 'originalAddress' ? 220 : 130,
        editable,
        valueGetter: (p) => p.data?.values[c.field] ?? '',
        // ISO dates (date cells of the file) show in the display format; the text stays as read.
        valueFormatter: (p) => String(p.value ?? '').replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$1.$2.$3'),
        valueSetter: (p) => {
          const text = String(p.newValue ?? '');
          if (!p.data || text === (p.data.values[c.field] ?? '')) return false;
          p.data.values = { ...p.data.values, [c.field]: text };
          onEditRef.current(p.data.rowNumber, c.field, text);
          return true;
        },
        cellClassRules: { 'cell-invalid': (p) => errorOf(p.data, c.field) !== undefined },
        tooltipValueGetter: (p) => errorOf(p.data, c.field)?.message,
      })),
      { headerName: t('orderImport.geocodedColumn'), field: 'geocodedAddress', width: 240, editable: false },
    ],
    [columns, editable, t],
  );

  const focusCell = (rowIndex: number, colId: string) => {
    const api = apiRef.current;
    if (!api) return;
    api.ensureIndexVisible(rowIndex);
    api.ensureColumnVisible(colId);
    api.setFocusedCell(rowIndex, colId);
  };

  useImperativeHandle(ref, () => ({
    focused: () => {
      const api = apiRef.current;
      const cell = api?.getFocusedCell();
      const row = cell ? api?.getDisplayedRowAtIndex(cell.rowIndex)?.data : undefined;
      return cell && row ? { row, field: cell.column.getColId() } : null;
    },
    nextError: () => {
      const api = apiRef.current;
      if (!api) return false;
      const count = api.getDisplayedRowCount();
      const from = api.getFocusedCell()?.rowIndex ?? -1;
      for (let step = 1; step <= count; step++) {
        const index = (from + step) % count;
        const row = api.getDisplayedRowAtIndex(index)?.data;
        const error = row?.errors[0];
        if (!row || !error) continue;
        focusCell(index, error.field ?? 'errorText');
        return true;
      }
      return false;
    },
    stopEditing: () => apiRef.current?.stopEditing(),
    focus: () => {
      const first = columns[0]?.field;
      if (first && (apiRef.current?.getDisplayedRowCount() ?? 0) > 0)
        focusCell(apiRef.current?.getFocusedCell()?.rowIndex ?? 0, first);
    },
  }));

  return (
    <div
      ref={rootRef}
      className="import-grid data-grid"
      data-testid="import-grid"
      // Esc in a cell editor cancels the edit only; it must not reach the dialog's Esc (close).
      onKeyDown={(e) => {
        if (
          e.key === 'Escape' &&
          (e.target as HTMLElement).closest('.ag-cell-inline-editing, .ag-popup-editor')
        )
          e.stopPropagation();
      }}
    >
      <AgGridReact<ImportGridRow>
        theme={themeQuartz.withParams({ rowHeight: 28, headerHeight: 32, fontSize: 13, spacing: 4 })}
        localeText={GRID_LOCALE_TEXT}
        rowData={rows as ImportGridRow[]}
        columnDefs={columnDefs}
        defaultColDef={{ resizable: true }}
        getRowId={(p) => p.data.id}
        onGridReady={(e) => {
          apiRef.current = e.api;
        }}
        // The dialog closing: a late caller (focus, next error) finds no grid, not a destroyed one.
        onGridPreDestroyed={() => {
          apiRef.current = null;
        }}
        onCellFocused={(e) => {
          const row = e.rowIndex === null ? undefined : e.api.getDisplayedRowAtIndex(e.rowIndex)?.data;
          const colId = typeof e.column === 'string' ? e.column : (e.column?.getColId() ?? '');
          if (row && colId) focusedRow.current = { rowId: row.id, colId };
          onFocusMessage?.(errorOf(row, colId)?.message ?? row?.errorText ?? '');
        }}
        onRowDataUpdated={(e) => {
          // Rows shown or hidden (errors only): the focus stays on its record where it still is, as
          // the DataGrid's does when new rows arrive (the same rule: not when the user is elsewhere).
          const kept = focusedRow.current;
          if (kept) followFocus(e.api, rootRef.current, kept, null);
        }}
        onCellKeyDown={(e: CellKeyDownEvent<ImportGridRow>) => {
          // Delete empties a cell, as in a spreadsheet.
          const key = (e.event as KeyboardEvent | null)?.key;
          if (key === 'Delete' && editable && e.column.getColDef().editable && e.data) {
            e.node.setDataValue(e.column.getColId(), '');
          }
        }}
        stopEditingWhenCellsLoseFocus
        enterNavigatesVerticallyAfterEdit
        tooltipShowDelay={200}
      />
    </div>
  );
});
