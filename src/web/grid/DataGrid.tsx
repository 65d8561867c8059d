import type { GridApi } from 'ag-grid-community';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { LiveChange } from '../../core/live/live.api.ts';
import type { GridCellKey, ViewActions } from '../commands/commandTypes.ts';
import { useT } from '../i18n/useT.ts';
import './density.css';
import { useLatest } from '../ui/useLatest.ts';
import { GridBody } from './GridBody.tsx';
import { GridDialogs } from './GridDialogs.tsx';
import { GridToolbar } from './GridToolbar.tsx';
import { followFocus, gridHandle, syncGridSelection } from './gridHandle.ts';
import type { GridAdapter, GridColumn } from './gridTypes.ts';
import { fieldLabel } from './gridTypes.ts';
import { listDatasource } from './listDatasource.ts';
import { useColumnChooser } from './useColumnChooser.ts';
import { useEnterOpener } from './useEnterOpener.ts';
import { useGridCells } from './useGridCells.ts';
import { useGridEditing } from './useGridEditing.ts';
import { useGridFocusGuard, useGridView } from './useGridRegistration.ts';
import { useGridViewState } from './useGridViewState.ts';
import { useLiveRows } from './useLiveRows.ts';
import { usePaste } from './usePaste.ts';

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

/**
 * The one list component: AG Grid on the server-side list contract, keyboard first. Its parts: the
 * editing and status line (useGridEditing), the command handle (gridHandle.ts), the view and focus
 * registration (useGridRegistration), the column chooser (useColumnChooser), the toolbar and the
 * dialogs (GridDialogs).
 */
export function DataGrid<T>(props: DataGridProps<T>) {
  const { viewId, adapter, columns, canEdit, actions } = props;
  const t = useT();
  const apiRef = useRef<GridApi<T> | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const focusKey = useRef<GridCellKey | null>(null);
  const guard = useGridFocusGuard(rootRef, apiRef);
  const view = useGridViewState<T>({ viewId, apiRef, initialQuickFilter: props.initialQuickFilter });
  // `quick` is null until the first answer: the counts are busy, not "0 / 0", while the rows load.
  const [counts, setCounts] = useState<{ filtered: number; total: number; quick: string | null }>({
    filtered: 0,
    total: 0,
    quick: null,
  });
  const [bulkOpen, setBulkOpen] = useState<string | boolean>(false);
  const propsRef = useLatest(props);
  const rowsLoaded = useEnterOpener<T>(rootRef, apiRef, (row) => propsRef.current.actions.edit?.(row));
  const { editor, status, setStatus, report, apply, rerender } = useGridEditing(apiRef, adapter, t);
  const ownEcho = useCallback((change: LiveChange) => editor.takeOwnEcho(change), [editor]);
  useLiveRows(apiRef, adapter, ownEcho);
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
          setTimeout(rowsLoaded, 0);
        },
        onError: (text) => setStatus({ text, error: true }),
      }),
    [adapter, columns, editor, viewId, view.quickForCall, guard, setStatus, rowsLoaded],
  );

  const syncSelection = () => syncGridSelection(apiRef.current);

  const handle = gridHandle<T>({
    apiRef,
    rootRef,
    guard,
    adapter,
    columns,
    editor,
    report,
    setStatus,
    focusQuickFilter: view.focusQuick,
    editable: () => canEdit && columns.some((c) => c.editable),
    quickFilter: () => view.quickRef.current,
    resetView: view.reset,
    openBulkEdit: setBulkOpen,
    paste: (text) => paste.start(text),
    exportKind: props.exportKind,
    exportFileSuffix: props.exportFileSuffix,
    t,
  });
  const closeAndFocus = (close: () => void) => {
    close();
    setTimeout(() => handleRef.current.focusGrid(), 0);
  };
  const handleRef = useLatest(handle);
  useGridView(viewId, actions, handleRef, handle.editable());

  /** A column's label for texts (undo, events): never the internal field name. */
  const label = (field: string) => fieldLabel(columns, field, t);
  const chooser = useColumnChooser<T>({ apiRef, label, saveView: view.save, setStatus, closeAndFocus, t });
  const { keyHooks, columnDefs } = useGridCells<T>({
    apiRef,
    editor,
    columns,
    canEdit,
    adapter,
    t,
    setStatus,
    apply,
    label,
    open: (row) => propsRef.current.actions.edit?.(row),
    paste: () => paste.start(),
  });

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
      <GridBody<T>
        columnDefs={columnDefs}
        keyHooks={keyHooks}
        rowId={adapter.rowId}
        onReady={(api) => {
          apiRef.current = api;
          void view.restore(api, datasource);
        }}
        onPreDestroyed={view.gridGoing}
        onSelectionChanged={() => {
          syncSelection();
          rerender();
        }}
        onCellFocused={() => {
          syncSelection();
          focusKey.current = handle.focusedKey();
        }}
        onEditingStarted={(row) => adapter.prepare?.(row)}
        onModelUpdated={syncSelection}
        onViewChanged={view.save}
      />
      <GridDialogs<T>
        bulkOpen={bulkOpen}
        closeBulk={() => setBulkOpen(false)}
        selectedRows={selectedRows}
        columns={columns}
        canEdit={canEdit}
        adapter={adapter}
        rowLabel={props.rowLabel}
        apply={apply}
        chooser={chooser}
        paste={paste}
        closeAndFocus={closeAndFocus}
      />
    </div>
  );
}
