import type { ColDef, GridApi } from 'ag-grid-community';
import { themeQuartz } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { type RefObject, useMemo } from 'react';
import { useT } from '../i18n/useT.ts';
import { GRID_LOCALE_TEXT } from './agGridSetup.ts';
import { type GridKeyHooks, handleGridKey } from './gridKeys.ts';

const BLOCK = 100;
const ROW_SELECTION = { mode: 'multiRow', headerCheckbox: false, enableClickSelection: false } as const;
const THEME = themeQuartz.withParams({ rowHeight: 22, headerHeight: 26, fontSize: 13, spacing: 3 });

/** The AG Grid of a DataGrid: infinite rows in blocks of 100, one call at a time, keys of gridKeys.ts. */
export function GridBody<T>(props: {
  columnDefs: ColDef<T>[];
  keyHooks: RefObject<GridKeyHooks>;
  rowId(row: T): string;
  onReady(api: GridApi<T>): void;
  /** The grid is about to be destroyed; its API still answers. */
  onPreDestroyed(): void;
  onSelectionChanged(): void;
  onCellFocused(): void;
  /** A cell editor opened on this row. */
  onEditingStarted(row: T): void;
  /** After the rows' data changed (a refresh replaced them). */
  onModelUpdated(): void;
  /** Sort, filters or columns changed: the view is saved. */
  onViewChanged(): void;
}) {
  const t = useT();
  const { keyHooks, onViewChanged } = props;
  // The same objects on every render: a new options object makes AG Grid apply it again (all
  // columns), and the grid re-renders on every edit's state change (the optimistic value's frame).
  const defaultColDef = useMemo<ColDef<T>>(
    () => ({
      resizable: true,
      floatingFilter: true,
      suppressKeyboardEvent: (p) =>
        handleGridKey(p.api, p.event, p.editing, p.node, p.column, keyHooks.current),
    }),
    [keyHooks],
  );
  // The checkbox column's header has a name for screen readers (axe empty-table-header), not on screen.
  const selectionColumnDef = useMemo(
    () => ({ headerName: t('grid.selectionColumn'), headerClass: 'grid-selection-header' }),
    [t],
  );
  return (
    <div className="grid-body">
      <AgGridReact<T>
        theme={THEME}
        localeText={GRID_LOCALE_TEXT}
        columnDefs={props.columnDefs}
        defaultColDef={defaultColDef}
        floatingFiltersHeight={26}
        // New column definitions (a re-render) keep the user's column order (chooser, drag, saved view).
        maintainColumnOrder
        rowModelType="infinite"
        cacheBlockSize={BLOCK}
        maxConcurrentDatasourceRequests={1}
        getRowId={(p) => props.rowId(p.data)}
        rowSelection={ROW_SELECTION}
        selectionColumnDef={selectionColumnDef}
        onGridReady={(e) => props.onReady(e.api)}
        onGridPreDestroyed={props.onPreDestroyed}
        onSelectionChanged={props.onSelectionChanged}
        onCellFocused={props.onCellFocused}
        onCellEditingStarted={(e) => e.data && props.onEditingStarted(e.data)}
        // A refresh replaces the rows' data: commands must get the rows as the server now has them
        // (a second status step would otherwise send the version read before the first).
        onModelUpdated={props.onModelUpdated}
        onSortChanged={onViewChanged}
        onFilterChanged={onViewChanged}
        onColumnMoved={onViewChanged}
        onColumnResized={(e) => e.finished && onViewChanged()}
        onColumnVisible={onViewChanged}
        stopEditingWhenCellsLoseFocus
        // Excel: Enter after an edit moves down (Tab moves right); Enter on a row opens it.
        enterNavigatesVerticallyAfterEdit
        tooltipShowDelay={200}
      />
    </div>
  );
}
