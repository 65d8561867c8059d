import type { GridApi } from 'ag-grid-community';
import type { RefObject } from 'react';
import type { GridCellKey, GridHandle } from '../commands/commandTypes.ts';
import { setSelection } from '../commands/terminalState.ts';
import type { TranslateFn } from '../i18n/useT.ts';
import { focusIsLost } from '../shell/arrivalFocus.ts';
import { exportView } from './exportView.ts';
import type { GridFocusGuard } from './focusGuard.ts';
import type { GridEditor, SaveOutcome } from './gridEditor.ts';
import type { GridAdapter, GridColumn } from './gridTypes.ts';

/**
 * After new rows arrived: the focused cell moves with its record (found by id) when the focus is in
 * the grid's cells or nowhere; a user elsewhere, on the header (sorting by keyboard: Enter again
 * turns the order, the rows must not take the focus or scroll away from the top), or a dialog on top
 * (its closing finds the row by id), keeps it.
 */
export function followFocus(
  api: GridApi | null,
  root: HTMLElement | null,
  key: GridCellKey,
  guard: GridFocusGuard | null,
): void {
  if (!api || api.isDestroyed() || modalAbove(root)) return;
  // In the grid means its cells: a user typing in the toolbar's quick filter keeps the keyboard.
  const cells = root?.querySelector('.ag-root-wrapper');
  if (!focusIsLost() && !cells?.contains(document.activeElement)) return;
  if (document.activeElement?.closest('.ag-header')) return;
  const index = api.getRowNode(key.rowId)?.rowIndex;
  if (index === null || index === undefined || api.getFocusedCell()?.rowIndex === index) return;
  const column = api.getColumn(key.colId);
  if (!column) return;
  guard?.allowEntry();
  api.ensureIndexVisible(index);
  api.setFocusedCell(index, column);
}

/** An open dialog the grid is not inside: the grid behind it must not take the focus. */
export function modalAbove(root: HTMLElement | null): boolean {
  const open = [...document.querySelectorAll('dialog[open]')];
  return open.length > 0 && !(root && open[open.length - 1]?.contains(root));
}

/** What the grid's commands work on: the selected rows, else the focused row (none on a loading row). */
export function gridSelection<T>(api: GridApi<T> | null): T[] {
  if (!api || api.isDestroyed()) return [];
  const selected = api.getSelectedRows();
  if (selected.length > 0) return selected;
  const focused = api.getFocusedCell();
  const focusedRow = focused ? api.getDisplayedRowAtIndex(focused.rowIndex)?.data : undefined;
  return focusedRow ? [focusedRow] : [];
}

/** The selection's count on show (the bars, the status line), kept current by the grid's events. */
export function syncGridSelection<T>(api: GridApi<T> | null): void {
  if (api) setSelection(gridSelection(api));
}

/** What the grid's command handle works on. */
export interface GridHandleInput<T> {
  apiRef: RefObject<GridApi<T> | null>;
  rootRef: RefObject<HTMLDivElement | null>;
  guard: RefObject<GridFocusGuard | null>;
  adapter: GridAdapter<T>;
  columns: readonly GridColumn<T>[];
  editor: GridEditor<T>;
  report(outcome: SaveOutcome | null, okText: string): void;
  setStatus(status: { text: string; error: boolean }): void;
  focusQuickFilter(): void;
  /** Whether any cell of the grid can be edited by this user (help lists paste/undo only then). */
  editable(): boolean;
  quickFilter(): string;
  resetView(): void;
  openBulkEdit(field: string | true): void;
  paste(text?: string): void;
  exportKind: string;
  exportFileSuffix: (() => string) | undefined;
  t: TranslateFn;
}

/** The handle the grid commands (focus, undo/redo, selection, export…) run on. */
export function gridHandle<T>(input: GridHandleInput<T>): GridHandle {
  const { apiRef, rootRef, guard, editor, report, t } = input;
  const firstColumn = (api: GridApi<T>) =>
    api.getAllDisplayedColumns().find((c) => c.getColId() !== 'ag-Grid-SelectionColumn');
  return {
    focusQuickFilter: input.focusQuickFilter,
    editable: input.editable,
    selection: () => gridSelection(apiRef.current),
    focusGrid: () => {
      // Back to the cell that had the focus (a dialog closing, Enter in the quick filter), else the first.
      const api = apiRef.current;
      // Never behind an open dialog (a late "back to the grid" of one that closed must not take the
      // focus from the next one).
      if (!api || modalAbove(rootRef.current)) return;
      // No row to go to (an empty list, or a model update between its old rows and the new): the
      // caller keeps the focus on the screen until rows come (AG Grid warns of index 0 otherwise).
      if (api.getDisplayedRowCount() === 0) return;
      const focused = api.getFocusedCell();
      const column = focused?.column ?? firstColumn(api);
      if (!column) return;
      const row = Math.min(focused?.rowIndex ?? 0, api.getDisplayedRowCount() - 1);
      guard.current?.allowEntry();
      api.ensureIndexVisible(row);
      api.setFocusedCell(row, column);
    },
    focusedKey: (within) => {
      if (within && !rootRef.current?.contains(within)) return null;
      const api = apiRef.current;
      const focused = api?.getFocusedCell();
      const id = focused ? api?.getDisplayedRowAtIndex(focused.rowIndex)?.id : undefined;
      return focused && id ? { rowId: id, colId: focused.column.getColId() } : null;
    },
    focusRow: ({ rowId, colId }) => {
      const api = apiRef.current;
      if (!api || modalAbove(rootRef.current)) return false;
      const index = api.getRowNode(rowId)?.rowIndex;
      if (index === null || index === undefined) return false;
      const column = api.getColumn(colId) ?? firstColumn(api);
      if (!column) return false;
      guard.current?.allowEntry();
      api.ensureIndexVisible(index);
      api.setFocusedCell(index, column);
      return true;
    },
    openBulkEdit: (field) => input.openBulkEdit(field ?? true),
    paste: (text) => input.paste(text),
    undo: () =>
      void editor
        .undo()
        .then((o) => report(o, t('grid.undone', { label: editor.history.peekRedo()?.label ?? '' }))),
    redo: () =>
      void editor
        .redo()
        .then((o) => report(o, t('grid.redone', { label: editor.history.peekUndo()?.label ?? '' }))),
    canUndo: () => editor.history.canUndo(),
    canRedo: () => editor.history.canRedo(),
    selectAll: () => apiRef.current?.selectAll(),
    clearSelection: () => apiRef.current?.deselectAll(),
    refresh: () => apiRef.current?.refreshInfiniteCache(),
    exportXlsx: async () => {
      const api = apiRef.current;
      if (!api) return;
      const file = await exportView({
        api,
        adapter: input.adapter,
        columns: input.columns,
        kind: input.exportKind,
        ...(input.exportFileSuffix && { fileSuffix: input.exportFileSuffix() }),
        quickFilter: input.quickFilter(),
        t,
      });
      input.setStatus({ text: t('grid.exported', { file }), error: false });
    },
    resetView: input.resetView,
  };
}
