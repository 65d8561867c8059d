import type { ColDef, GridApi, GridReadyEvent, IDatasource } from 'ag-grid-community';
import { themeQuartz } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { CanceledError } from '../api/apiErrors.ts';
import { cancelKind, latestOnly } from '../api/latestOnly.ts';
import type { GridHandle, ViewActions } from '../commands/commandTypes.ts';
import { setSelection, setView, terminalState } from '../commands/terminalState.ts';
import { useT } from '../i18n/useT.ts';
import { GRID_LOCALE_TEXT } from './agGridSetup.ts';
import { BulkEditDialog } from './BulkEditDialog.tsx';
import { buildColumnDefs } from './columnDefs.ts';
import { exportView } from './exportView.ts';
import { GridEditor, type SaveOutcome } from './gridEditor.ts';
import { handleGridKey } from './gridKeys.ts';
import { loadGridPreference, resetGridPreference, saveGridPreference } from './gridPreferences.ts';
import type { CellChange, GridAdapter, GridColumn } from './gridTypes.ts';
import { PasteDialog } from './PasteDialog.tsx';
import { toListCall } from './toListCall.ts';
import { applyPreference, capturePreference, currentFilters } from './useGridPreference.ts';
import { usePaste } from './usePaste.ts';

export interface DataGridProps<T> {
  viewId: string;
  adapter: GridAdapter<T>;
  columns: readonly GridColumn<T>[];
  canEdit: boolean;
  actions: ViewActions;
  exportKind: string;
  rowLabel(row: T): string;
  /** A quick filter to start with (e.g. from a palette jump); overrides the saved one. */
  initialQuickFilter?: string;
  /** Every loaded block: lets the screen react (open the only match of a jump). */
  onRowsLoaded?(rows: T[], filteredCount: number): void;
}

const BLOCK = 100;

/** The one list component: AG Grid on the server-side list contract, keyboard first. */
export function DataGrid<T>(props: DataGridProps<T>) {
  const { viewId, adapter, columns, canEdit, actions } = props;
  const t = useT();
  const apiRef = useRef<GridApi<T> | null>(null);
  const quickRef = useRef(props.initialQuickFilter ?? '');
  const quickInput = useRef<HTMLInputElement>(null);
  const [quick, setQuick] = useState(quickRef.current);
  const [counts, setCounts] = useState({ filtered: 0, total: 0 });
  const [status, setStatus] = useState<{ text: string; error: boolean }>({ text: '', error: false });
  const [bulkOpen, setBulkOpen] = useState<string | boolean>(false);
  const [, bump] = useState(0);
  const propsRef = useRef(props);
  propsRef.current = props;

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
        text: outcome.conflict ? t('grid.conflict', { message: outcome.message }) : outcome.message,
        error: true,
      });
  };
  const apply = async (changes: CellChange[], label: string) => {
    const outcome = await editor.apply(changes, label);
    report(outcome, t('grid.saved', { count: new Set(changes.map((c) => c.id)).size }));
    return outcome;
  };
  const paste = usePaste<T>({ apiRef, adapter, columns, canEdit, t });

  const datasource = useMemo<IDatasource>(
    () => ({
      getRows: (params) => {
        const api = apiRef.current;
        const call = toListCall({
          startRow: params.startRow,
          endRow: params.endRow,
          sortModel: params.sortModel,
          filters: api ? currentFilters(api) : {},
          quickFilter: quickRef.current,
          options: Object.fromEntries(columns.map((c) => [c.field, c.options])),
        });
        adapter
          .list(call, latestOnly(`list:${viewId}`))
          .then((res) => {
            editor.see(res.result);
            params.successCallback(res.result, res.filteredCount);
            setCounts({ filtered: res.filteredCount, total: res.totalCount });
            propsRef.current.onRowsLoaded?.(res.result, res.filteredCount);
          })
          .catch((err: unknown) => {
            params.failCallback();
            if (!(err instanceof CanceledError))
              setStatus({ text: String((err as Error).message), error: true });
          });
      },
    }),
    [adapter, columns, editor, viewId],
  );

  const persist = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const savePreference = () => {
    clearTimeout(persist.current);
    persist.current = setTimeout(() => {
      if (apiRef.current)
        void saveGridPreference(viewId, capturePreference(apiRef.current, quickRef.current));
    }, 500);
  };
  const syncSelection = () => {
    const api = apiRef.current;
    if (!api) return;
    const selected = api.getSelectedRows();
    const focused = api.getFocusedCell();
    const focusedRow = focused ? api.getDisplayedRowAtIndex(focused.rowIndex)?.data : undefined;
    setSelection(selected.length > 0 ? selected : focusedRow ? [focusedRow] : []);
  };

  const handle: GridHandle = {
    focusQuickFilter: () => {
      // Selected, so typing replaces the old filter.
      quickInput.current?.focus();
      quickInput.current?.select();
    },
    focusGrid: () => {
      // Back to the cell that had the focus (a dialog closing, Enter in the quick filter), else the first.
      const api = apiRef.current;
      if (!api) return;
      const focused = api.getFocusedCell();
      const first = api.getAllDisplayedColumns().find((c) => c.getColId() !== 'ag-Grid-SelectionColumn');
      const column = focused?.column ?? first;
      if (!column) return;
      const row = Math.min(focused?.rowIndex ?? 0, Math.max(0, api.getDisplayedRowCount() - 1));
      api.ensureIndexVisible(row);
      api.setFocusedCell(row, column);
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
        quickFilter: quickRef.current,
        t,
      });
      setStatus({ text: t('grid.exported', { file }), error: false });
    },
    resetView: () => {
      const api = apiRef.current;
      if (!api) return;
      api.resetColumnState();
      api.setFilterModel(null);
      quickRef.current = '';
      setQuick('');
      api.purgeInfiniteCache();
      void resetGridPreference(viewId);
    },
  };
  const closeAndFocus = (close: () => void) => {
    close();
    setTimeout(() => handleRef.current.focusGrid(), 0);
  };
  const handleRef = useRef(handle);
  handleRef.current = handle;

  useEffect(() => {
    const proxyHandle = new Proxy({} as GridHandle, {
      get: (_, k) => handleRef.current[k as keyof GridHandle],
    });
    setView({ id: viewId, actions }, proxyHandle);
    return () => {
      setView(null);
      cancelKind(`list:${viewId}`);
    };
  }, [viewId, actions]);

  const onEditRef = useRef((_change: CellChange, _message: string | null) => {});
  onEditRef.current = (change, message) => {
    if (message) {
      editor.markInvalid(change.id, change.field, change.after, message);
      setStatus({ text: message, error: true });
    } else void apply([change], t('grid.editLabel', { field: change.field }));
  };
  const columnDefs = useMemo<ColDef<T>[]>(
    () =>
      buildColumnDefs({
        columns,
        canEdit,
        t,
        editor,
        rowId: adapter.rowId,
        entity: adapter.entity,
        onEdit: (change, message) => onEditRef.current(change, message),
      }),
    [columns, canEdit, editor, adapter, t],
  );

  const onGridReady = async (e: GridReadyEvent<T>) => {
    apiRef.current = e.api;
    const pref = await loadGridPreference(viewId);
    if (pref) {
      applyPreference(e.api, pref);
      // Text typed while the preference loaded wins over the saved one.
      if (props.initialQuickFilter === undefined && pref.quickFilter && quickRef.current === '') {
        quickRef.current = pref.quickFilter;
        setQuick(pref.quickFilter);
      }
    }
    e.api.setGridOption('datasource', datasource);
  };

  const onQuick = (value: string) => {
    setQuick(value);
    quickRef.current = value;
    clearTimeout(quickTimer.current);
    quickTimer.current = setTimeout(() => {
      apiRef.current?.purgeInfiniteCache();
      savePreference();
    }, 250);
  };
  const quickTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const selectedRows = (apiRef.current?.getSelectedRows() ?? []) as T[];

  return (
    <div className="data-grid" data-testid={`grid-${viewId}`} onPaste={(e) => paste.fromEvent(e.nativeEvent)}>
      <div className="grid-toolbar">
        <input
          ref={quickInput}
          type="search"
          aria-label={t('grid.quickFilter')}
          placeholder={`${t('grid.quickFilter')} (/)`}
          value={quick}
          onChange={(e) => onQuick(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === 'ArrowDown' || e.key === 'Escape') {
              e.preventDefault();
              handle.focusGrid();
            }
          }}
        />
        <span className="grid-hint">{t('grid.quickFilterHint')}</span>
        <span className="grid-counts" data-testid="grid-counts">
          {t('grid.counts', { filtered: counts.filtered, total: counts.total })} ·{' '}
          {t('grid.selected', { count: selectedRows.length })}
        </span>
      </div>
      <div className="grid-body">
        <AgGridReact<T>
          theme={themeQuartz.withParams({ rowHeight: 28, headerHeight: 32, fontSize: 13, spacing: 4 })}
          localeText={GRID_LOCALE_TEXT}
          columnDefs={columnDefs}
          defaultColDef={{
            resizable: true,
            floatingFilter: true,
            suppressKeyboardEvent: (p) =>
              handleGridKey(p.api, p.event, p.editing, p.node, {
                open: (row) => propsRef.current.actions.edit?.(row),
                paste: () => paste.start(),
              }),
          }}
          rowModelType="infinite"
          cacheBlockSize={BLOCK}
          maxConcurrentDatasourceRequests={1}
          getRowId={(p) => adapter.rowId(p.data)}
          rowSelection={{ mode: 'multiRow', headerCheckbox: false, enableClickSelection: false }}
          onGridReady={(e) => void onGridReady(e)}
          onSelectionChanged={() => {
            syncSelection();
            bump((n) => n + 1);
          }}
          onCellFocused={syncSelection}
          onSortChanged={savePreference}
          onFilterChanged={savePreference}
          onColumnMoved={savePreference}
          onColumnResized={(e) => e.finished && savePreference()}
          onColumnVisible={savePreference}
          stopEditingWhenCellsLoseFocus
          tooltipShowDelay={200}
        />
      </div>
      <div
        className={`grid-status${status.error ? ' error' : ''}`}
        role="status"
        aria-live="polite"
        data-testid="grid-status"
      >
        {status.text}
      </div>
      {bulkOpen && (
        <BulkEditDialog<T>
          rows={selectedRows}
          columns={columns.filter((c) => canEdit && c.editable && c.bulk !== false)}
          entity={adapter.entity}
          {...(typeof bulkOpen === 'string' && { initialField: bulkOpen })}
          rowId={adapter.rowId}
          rowLabel={props.rowLabel}
          onApply={async (changes, label) => {
            const outcome = await apply(changes, label);
            if (outcome.ok) closeAndFocus(() => setBulkOpen(false));
            return outcome;
          }}
          onClose={() => closeAndFocus(() => setBulkOpen(false))}
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
