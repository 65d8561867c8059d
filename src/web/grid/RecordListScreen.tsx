import type { ReactNode } from 'react';
import { CommandBar } from '../commands/CommandBar.tsx';
import type { CommandId } from '../commands/commandTypes.ts';
import { ScreenSection } from '../shell/ScreenFrame.tsx';
import { DataGrid } from './DataGrid.tsx';
import type { GridAdapter, GridColumn } from './gridTypes.ts';
import { ListStatusFilter } from './ListStatusFilter.tsx';
import type { useRecordListScreen } from './useRecordListScreen.ts';

/** The buttons of a record list screen, from the command registry (Enter = record.edit opens the details). */
const RECORD_LIST_COMMANDS: readonly CommandId[] = [
  'record.edit',
  'freights.statusFilter',
  'freights.clearIds',
  'grid.refresh',
  'grid.export',
  'help.open',
];

export interface RecordListScreenProps<T> {
  /** The view id (grid preferences, export kind, test ids). */
  viewId: string;
  title: string;
  screen: ReturnType<typeof useRecordListScreen<T>>;
  statusLabel(status: string): string;
  /** "Filtered to N …" while the list is narrowed to numbers. */
  narrowedText: string;
  /** "Others changed N …" when the polling saw changes, else ''. */
  changedText: string;
  adapter: GridAdapter<T>;
  columns: readonly GridColumn<T>[];
  rowLabel(row: T): string;
  onRowsLoaded(rows: T[]): void;
  /** The details panel of the open row. */
  details: ReactNode;
  /** Cells the columns mark editable edit in place (default: a read-only list). */
  canEdit?: boolean;
  /** The screen's own commands on the command bar, after the shared ones. */
  commands?: readonly CommandId[];
  /** The screen's dialogs (edit, confirmations), rendered after the grid. */
  children?: ReactNode;
}

/**
 * The layout of a list of numbered records (freights, pickups): title, status filter,
 * the narrowing chip, the command bar, the changed-by-others notice, the grid and the details panel.
 */
export function RecordListScreen<T>(props: RecordListScreenProps<T>) {
  const { screen, viewId } = props;
  return (
    <ScreenSection
      titleId={`${viewId}-title`}
      title={props.title}
      className="record-list-screen"
      header={
        <>
          <ListStatusFilter
            statuses={screen.statuses}
            value={screen.status}
            label={props.statusLabel}
            onChange={screen.chooseStatus}
            onDone={screen.focusGrid}
            handleRef={screen.statusSelect}
          />
          {screen.narrowed && (
            <p className="record-ids-chip" data-testid={`${viewId}-ids-chip`} role="status">
              {props.narrowedText}
            </p>
          )}
        </>
      }
    >
      <CommandBar
        ids={props.commands ? [...RECORD_LIST_COMMANDS, ...props.commands] : RECORD_LIST_COMMANDS}
      />
      {props.changedText && (
        <p className="status-warning" role="status" data-testid={`${viewId}-changed`}>
          {props.changedText}
        </p>
      )}
      <DataGrid<T>
        key={screen.ids.join(',')}
        viewId={viewId}
        adapter={props.adapter}
        columns={props.columns}
        canEdit={props.canEdit ?? false}
        actions={screen.actions}
        exportKind={viewId}
        rowLabel={props.rowLabel}
        onRowsLoaded={props.onRowsLoaded}
        // Narrowed to numbers (Szűrés, a jump): a quick filter saved earlier must not hide them.
        {...(screen.ids.length > 0 && { initialQuickFilter: '' })}
      />
      {screen.open && props.details}
      {props.children}
    </ScreenSection>
  );
}
