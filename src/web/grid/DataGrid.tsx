import type { ColDef, GridApi } from 'ag-grid-community';
import { themeQuartz } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { cancelKind } from '../api/latestOnly.ts';
import type { GridCellKey, GridHandle, ViewActions } from '../commands/commandTypes.ts';
import { commandContext, setSelection, setView, terminalState } from '../commands/terminalState.ts';
import { useT } from '../i18n/useT.ts';
import { registerWhySource } from '../rules/whyState.ts';
import { focusIsLost } from '../shell/arrivalFocus.ts';
import { GRID_LOCALE_TEXT } from './agGridSetup.ts';
import './density.css';
import { BulkEditDialog } from './BulkEditDialog.tsx';
import { type ChooserColumn, ColumnChooserDialog } from './ColumnChooserDialog.tsx';
import { buildColumnDefs } from './columnDefs.ts';
import { exportView } from './exportView.ts';
import { type GridFocusGuard, guardGridFocus } from './focusGuard.ts';
import { GridToolbar } from './GridToolbar.tsx';
import { registerColumnChooser } from './gridCommands.ts';
import { GridEditor, type SaveOutcome } from './gridEditor.ts';
import { type EnterOpener, handleGridKey, openRowOnEnter } from './gridKeys.ts';
import type { CellChange, GridAdapter, GridColumn } from './gridTypes.ts';
import { columnHeader } from './gridTypes.ts';
import { listDatasource } from './listDatasource.ts';
import { PasteDialog } from './PasteDialog.tsx';
import { useGridKeyHooks } from './useGridKeyHooks.ts';
import { useGridViewState } from './useGridViewState.ts';
import { useLiveRows } from './useLiveRows.ts';
import { usePaste } from './usePaste.ts';
import { validateField } from './validateField.ts';

export interface DataGridProps<T> {
  viewId: string;
  adapter: GridAdapter<T>;
  columns: readonly GridColumn<T>[];
  canEdit: boolean;
  actions: ViewActions;
  exportKind: string;
  /** What the file name adds after the kind (e.g. the statistics' period): read at export time. */
  exportFileSuffix?(): string;
  rowLabel(row: T): string;
  /** A quick filter to start with (e.g. from a palette jump); overrides the saved one. */
  initialQuickFilter?: string;
  /** Every loaded block: lets the screen react (open the only match of a jump). */
  onRowsLoaded?(rows: T[], filteredCount: number): void;
}

const BLOCK = 100;

/**
 * After new rows arrived: the focused cell moves with its record (found by id) when the focus is in
 * the grid or nowhere; a user elsewhere, or a dialog on top (its closing finds the row by id), keeps it.
 */
function followFocus(
  api: GridApi | null,
  root: HTMLElement | null,
  key: GridCellKey,
  guard: GridFocusGuard | null,
): void {
  if (!api || api.isDestroyed() || modalAbove(root)) return;
  // In the grid means its cells: a user typing in the toolbar's quick filter keeps the keyboard.
  const cells = root?.querySelector('.ag-root-wrapper');
  if (!focusIsLost() && !cells?.contains(document.activeElement)) return;
  const index = api.getRowNode(key.rowId)?.rowIndex;
  if (index === null || index === undefined || api.getFocusedCell()?.rowIndex === index) return;
  const column = api.getColumn(key.colId);
  if (!column) return;
  guard?.allowEntry();
  api.ensureIndexVisible(index);
  api.setFocusedCell(index, column);
}

/** An open dialog the grid is not inside: the grid behind it must not take the focus. */
function modalAbove(root: HTMLElement | null): boolean {
  const open = [...document.querySelectorAll('dialog[open]')];
  return open.length > 0 && !(root && open[open.length - 1]?.contains(root));
}

/** The one list component: AG Grid on the server-side list contract, keyboard first. */
export function DataGrid<T>(props: DataGridProps<T>) {
  const { viewId, adapter, columns, canEdit, actions } = props;
  const t = useT();
  const apiRef = useRef<GridApi<T> | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const enterOpener = useRef<EnterOpener | null>(null);
  const focusKey = useRef<GridCellKey | null>(null);
  const guard = useRef<GridFocusGuard | null>(null);
  const view = useGridViewState<T>({ viewId, apiRef, initialQuickFilter: props.initialQuickFilter });
  // `quick` is null until the first answer: the counts are busy, not "0 / 0", while the rows load.
  const [counts, setCounts] = useState<{ filtered: number; total: number; quick: string | null }>({
    filtered: 0,
    total: 0,
    quick: null,
  });
  const [status, setStatus] = useState<{ text: string; error: boolean }>({ text: '', error: false });
  const [bulkOpen, setBulkOpen] = useState<string | boolean>(false);
  const [chooser, setChooser] = useState<ChooserColumn[] | null>(null);
  const [, bump] = useState(0);
  const propsRef = useRef(props);
  propsRef.current = props;
  useLiveRows(apiRef, adapter);

  const editor = useMemo(
    () =>
      new GridEditor<T>(
        adapter,
        (rows) => {
          for (const row of rows) apiRef.current?.getRowNode(adapter.rowId(row))?.setData(row);
        },
        () => {
          apiRef.current?.refreshCells({ force: true });
          bump((n) => n + 1);
          terminalState.revision++;
        },
      ),
    [adapter],
  );

  const report = (outcome: SaveOutcome | null, okText: string) => {
    if (!outcome) setStatus({ text: t('grid.nothingToUndo'), error: false });
    else if (outcome.ok) setStatus({ text: okText, error: false });
    else
      setStatus({
        text: outcome.conflict
          ? t('grid.conflict', { message: outcome.message })
          : // A rule refused it in the browser: F1 on the cell explains why.
            outcome.byCell
            ? `${outcome.message} · ${t('whyView.hint')}`
            : outcome.message,
        error: true,
      });
  };
  const apply = async (changes: CellChange[], label: string) => {
    const outcome = await editor.apply(changes, label);
    report(outcome, t('grid.saved', { count: new Set(changes.map((c) => c.id)).size }));
    return outcome;
  };
  const paste = usePaste<T>({ apiRef, adapter, columns, canEdit, t });

  const datasource = useMemo(
    () =>
      listDatasource<T>({
        viewId,
        adapter,
        columns,
        api: () => apiRef.current,
        quickFilter: view.quickForCall,
        onLoaded: (res, quick) => {
          // The record the focus was on, wherever the new rows put it (a new record above it moves it down).
          const key = focusKey.current;
          if (key) setTimeout(() => followFocus(apiRef.current, rootRef.current, key, guard.current), 0);
          editor.see(res.result);
          setCounts({ filtered: res.filteredCount, total: res.totalCount, quick });
          propsRef.current.onRowsLoaded?.(res.result, res.filteredCount);
          setTimeout(() => enterOpener.current?.rowsLoaded(), 0);
        },
        onError: (text) => setStatus({ text, error: true }),
      }),
    [adapter, columns, editor, viewId, view.quickForCall],
  );

  const syncSelection = () => {
    const api = apiRef.current;
    if (!api) return;
    const selected = api.getSelectedRows();
    const focused = api.getFocusedCell();
    const focusedRow = focused ? api.getDisplayedRowAtIndex(focused.rowIndex)?.data : undefined;
    setSelection(selected.length > 0 ? selected : focusedRow ? [focusedRow] : []);
  };

  const handle: GridHandle = {
    focusQuickFilter: view.focusQuick,
    editable: () => canEdit && columns.some((c) => c.editable),
    focusGrid: () => {
      // Back to the cell that had the focus (a dialog closing, Enter in the quick filter), else the first.
      const api = apiRef.current;
      // Never behind an open dialog (a late "back to the grid" of one that closed must not take the
      // focus from the next one).
      if (!api || modalAbove(rootRef.current)) return;
      const focused = api.getFocusedCell();
      const first = api.getAllDisplayedColumns().find((c) => c.getColId() !== 'ag-Grid-SelectionColumn');
      const column = focused?.column ?? first;
      if (!column) return;
      const row = Math.min(focused?.rowIndex ?? 0, Math.max(0, api.getDisplayedRowCount() - 1));
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
      const column =
        api.getColumn(colId) ??
        api.getAllDisplayedColumns().find((c) => c.getColId() !== 'ag-Grid-SelectionColumn');
      if (!column) return false;
      guard.current?.allowEntry();
      api.ensureIndexVisible(index);
      api.setFocusedCell(index, column);
      return true;
    },
    openBulkEdit: (field) => setBulkOpen(field ?? true),
    paste: (text) => paste.start(text),
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
        adapter,
        columns,
        kind: props.exportKind,
        ...(props.exportFileSuffix && { fileSuffix: props.exportFileSuffix() }),
        quickFilter: view.quickRef.current,
        t,
      });
      setStatus({ text: t('grid.exported', { file }), error: false });
    },
    resetView: view.reset,
  };
  const closeAndFocus = (close: () => void) => {
    close();
    setTimeout(() => handleRef.current.focusGrid(), 0);
  };
  const handleRef = useRef(handle);
  handleRef.current = handle;

  // The grid's late focus restore after a reload never takes the focus back from where a key put it.
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
  }, []);

  // Enter opens the focused row, even one still loading when the key came (openRowOnEnter).
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const opener = openRowOnEnter(
      root,
      () => apiRef.current,
      (row) => propsRef.current.actions.edit?.(row as T),
    );
    enterOpener.current = opener;
    return () => {
      opener.dispose();
      enterOpener.current = null;
    };
  }, []);

  useEffect(() => {
    const proxyHandle = new Proxy({} as GridHandle, {
      get: (_, k) => handleRef.current[k as keyof GridHandle],
    });
    setView({ id: viewId, actions }, proxyHandle);
  }, [viewId, actions]);
  // Only leaving the view ends it: new actions (a screen learning its permissions) must not cancel
  // the list call in flight or drop the selection.
  useEffect(
    () => () => {
      setView(null);
      cancelKind(`list:${viewId}`);
    },
    [viewId],
  );

  /** A column's label for texts (undo, events): never the internal field name. */
  const label = (field: string) => {
    const column = columns.find((c) => c.field === field);
    return column ? columnHeader(column, t) : field;
  };
  // Alt+O: the column chooser of this grid (shown/hidden and order, saved with the view per user).
  const openChooser = useRef(() => {});
  openChooser.current = () => {
    const api = apiRef.current;
    if (!api) return;
    setChooser(
      api
        .getColumnState()
        .filter((c) => c.colId !== 'ag-Grid-SelectionColumn')
        .map((c) => ({ id: c.colId, label: label(c.colId), visible: !c.hide })),
    );
  };
  useEffect(() => registerColumnChooser(() => openChooser.current()), []);
  // "Miért?" (F1) on the focused cell: the trace of the rule that refused its input.
  useEffect(() => {
    const focusedInvalid = () => {
      const api = apiRef.current;
      const cell = api?.getFocusedCell();
      const row = cell ? api?.getDisplayedRowAtIndex(cell.rowIndex)?.data : undefined;
      return cell && row ? editor.invalidCell(adapter.rowId(row), cell.column.getColId()) : undefined;
    };
    return registerWhySource({
      inDialog: false,
      available: () => focusedInvalid()?.trace !== undefined,
      traces: () => {
        const trace = focusedInvalid()?.trace;
        return trace ? [trace] : [];
      },
    });
  }, [editor, adapter]);
  const applyColumns = (list: ChooserColumn[]) => {
    const api = apiRef.current;
    if (!api) return;
    const selection = api.getColumnState().filter((c) => c.colId === 'ag-Grid-SelectionColumn');
    api.applyColumnState({
      state: [...selection, ...list.map((c) => ({ colId: c.id, hide: !c.visible }))],
      applyOrder: true,
    });
    view.save();
    setStatus({
      text: t('grid.columnsSaved', { count: list.filter((c) => c.visible).length }),
      error: false,
    });
    closeAndFocus(() => setChooser(null));
  };
  const onEditRef = useRef((_change: CellChange, _message: string | null) => {});
  onEditRef.current = (change, message) => {
    if (message) {
      editor.markInvalid(change.id, change.field, change.after, message);
      setStatus({ text: message, error: true });
    } else void apply([change], t('grid.editLabel', { field: label(change.field) }));
  };
  const keyHooks = useGridKeyHooks<T>({
    apiRef,
    editor,
    columns,
    canEdit,
    adapter,
    t,
    setStatus,
    open: (row) => propsRef.current.actions.edit?.(row),
    paste: () => paste.start(),
    edit: (change) =>
      onEditRef.current(
        change,
        validateField(adapter.entity, change.field, change.after, editor.row(change.id)),
      ),
    apply,
    label,
  });
  const columnDefs = useMemo<ColDef<T>[]>(
    () =>
      buildColumnDefs({
        columns,
        canEdit,
        t,
        editor,
        rowId: adapter.rowId,
        rowEditable: adapter.rowEditable?.bind(adapter),
        entity: adapter.entity,
        onEdit: (change, message) => onEditRef.current(change, message),
      }),
    [columns, canEdit, editor, adapter, t],
  );

  const selectedRows = (apiRef.current?.getSelectedRows() ?? []) as T[];

  return (
    <div
      ref={rootRef}
      className="data-grid"
      data-testid={`grid-${viewId}`}
      onPaste={(e) => paste.fromEvent(e.nativeEvent)}
    >
      <GridToolbar
        inputRef={view.quickInput}
        quick={view.quick}
        onQuick={view.onQuick}
        onLeave={() => {
          view.flushQuick();
          handle.focusGrid();
        }}
        filtered={counts.filtered}
        total={counts.total}
        countsFilter={counts.quick}
        selected={selectedRows.length}
        status={status}
      />
      <div className="grid-body">
        <AgGridReact<T>
          theme={themeQuartz.withParams({ rowHeight: 22, headerHeight: 26, fontSize: 13, spacing: 3 })}
          localeText={GRID_LOCALE_TEXT}
          columnDefs={columnDefs}
          defaultColDef={{
            resizable: true,
            floatingFilter: true,
            suppressKeyboardEvent: (p) =>
              handleGridKey(p.api, p.event, p.editing, p.node, p.column, keyHooks.current),
          }}
          floatingFiltersHeight={26}
          // New column definitions (a re-render) keep the user's column order (chooser, drag, saved view).
          maintainColumnOrder
          rowModelType="infinite"
          cacheBlockSize={BLOCK}
          maxConcurrentDatasourceRequests={1}
          getRowId={(p) => adapter.rowId(p.data)}
          rowSelection={{ mode: 'multiRow', headerCheckbox: false, enableClickSelection: false }}
          onGridReady={(e) => {
            apiRef.current = e.api;
            void view.restore(e.api, datasource);
          }}
          onSelectionChanged={() => {
            syncSelection();
            bump((n) => n + 1);
          }}
          onCellFocused={() => {
            syncSelection();
            focusKey.current = handle.focusedKey();
          }}
          // A refresh replaces the rows' data: commands must get the rows as the server now has them
          // (a second status step would otherwise send the version read before the first).
          onModelUpdated={syncSelection}
          onSortChanged={view.save}
          onFilterChanged={view.save}
          onColumnMoved={view.save}
          onColumnResized={(e) => e.finished && view.save()}
          onColumnVisible={view.save}
          stopEditingWhenCellsLoseFocus
          // Excel: Enter after an edit moves down (Tab moves right); Enter on a row opens it.
          enterNavigatesVerticallyAfterEdit
          tooltipShowDelay={200}
        />
      </div>
      {bulkOpen && (
        <BulkEditDialog<T>
          rows={selectedRows.length > 0 ? selectedRows : (commandContext().selection as T[])}
          columns={columns.filter((c) => canEdit && c.editable && c.bulk !== false)}
          entity={adapter.entity}
          {...(typeof bulkOpen === 'string' && { initialField: bulkOpen })}
          rowId={adapter.rowId}
          rowEditable={adapter.rowEditable?.bind(adapter)}
          rowLabel={props.rowLabel}
          onApply={async (changes, label) => {
            const outcome = await apply(changes, label);
            if (outcome.ok) closeAndFocus(() => setBulkOpen(false));
            return outcome;
          }}
          onClose={() => closeAndFocus(() => setBulkOpen(false))}
        />
      )}
      {chooser && (
        <ColumnChooserDialog
          columns={chooser}
          onApply={applyColumns}
          onClose={() => closeAndFocus(() => setChooser(null))}
        />
      )}
      {paste.plan && (
        <PasteDialog
          plan={paste.plan}
          onSave={async () => {
            const outcome = await apply(paste.plan?.changes ?? [], t('grid.pasteLabel'));
            if (outcome.ok) closeAndFocus(paste.close);
          }}
          onClose={() => closeAndFocus(paste.close)}
        />
      )}
    </div>
  );
}
