import type { ColDef, GridApi } from 'ag-grid-community';
import { themeQuartz } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import type { RefObject } from 'react';
import { GRID_LOCALE_TEXT } from './agGridSetup.ts';
import { type GridKeyHooks, handleGridKey } from './gridKeys.ts';

const BLOCK = 100;
const THEME = themeQuartz.withParams({ rowHeight: 22, headerHeight: 26, fontSize: 13, spacing: 3 });

/** The AG Grid of a DataGrid: infinite rows in blocks of 100, one call at a time, keys of gridKeys.ts. */
export function GridBody<T>(props: {
  columnDefs: ColDef<T>[];
  keyHooks: RefObject<GridKeyHooks>;
  rowId(row: T): string;
  onReady(api: GridApi<T>): void;
  onSelectionChanged(): void;
  onCellFocused(): void;
  /** After the rows' data changed (a refresh replaced them). */
  onModelUpdated(): void;
  /** Sort, filters or columns changed: the view is saved. */
  onViewChanged(): void;
}) {
  const { keyHooks, onViewChanged } = props;
  return (
    <div className="grid-body">
      <AgGridReact<T>
        theme={THEME}
        localeText={GRID_LOCALE_TEXT}
        columnDefs={props.columnDefs}
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
        getRowId={(p) => props.rowId(p.data)}
        rowSelection={{ mode: 'multiRow', headerCheckbox: false, enableClickSelection: false }}
        onGridReady={(e) => props.onReady(e.api)}
        onSelectionChanged={props.onSelectionChanged}
        onCellFocused={props.onCellFocused}
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
