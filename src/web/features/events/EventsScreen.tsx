import { useCallback, useMemo, useRef, useState } from 'react';
import {
  BUSINESS_EVENT_ACTIONS,
  EVENT_ACTIONS,
  EVENT_ENTITIES,
} from '../../../core/events/events.schemas.ts';
import { USER_ROLES } from '../../../core/permissions/roles.ts';
import { CommandBar } from '../../commands/CommandBar.tsx';
import type { ViewActions } from '../../commands/commandTypes.ts';
import { commandContext } from '../../commands/terminalState.ts';
import { registerExportKind } from '../../export/exportRegistry.ts';
import { DataGrid } from '../../grid/DataGrid.tsx';
import { backToGridOnKey, focusGridSoon } from '../../grid/gridFocus.ts';
import type { GridColumn } from '../../grid/gridTypes.ts';
import { useGridDialog } from '../../grid/useGridDialog.ts';
import { useT } from '../../i18n/useT.ts';
import { screenTitleKey } from '../../shell/screenTitle.ts';
import { EventDetailsDialog } from './EventDetailsDialog.tsx';
import './events.css';
import type { CommandId } from '../../commands/commandTypes.ts';
import { enumOptions } from '../../grid/enumOptions.ts';
import { ScreenSection } from '../../shell/ScreenFrame.tsx';
import { EventFilterBar } from './EventFilterBar.tsx';
import { EVENTS_VIEW } from './eventCommands.ts';
import { actionLabel, entityLabel, roleLabel } from './eventLabels.ts';
import { type EventFilterValues, type EventRow, eventsAdapter, NO_EVENT_FILTERS } from './eventsApi.ts';

registerExportKind({ kind: EVENTS_VIEW, titleKey: 'exports.events', fileName: 'esemenynaplo' });

/** The buttons of the screen, all from the command registry. */
const EVENT_SCREEN_COMMANDS: readonly CommandId[] = [
  'events.details',
  'events.focusFilters',
  'events.clearFilters',
  'grid.refresh',
  'grid.export',
  'help.open',
];

const columns = (): GridColumn<EventRow>[] => [
  { field: 'at', headerKey: 'events.at', width: 150, filterable: false },
  { field: 'username', headerKey: 'events.user', width: 150 },
  {
    field: 'role',
    headerKey: 'events.role',
    width: 170,
    options: enumOptions(USER_ROLES, roleLabel),
  },
  {
    field: 'entity',
    headerKey: 'events.entity',
    width: 150,
    options: enumOptions(EVENT_ENTITIES, entityLabel),
  },
  { field: 'entityId', headerKey: 'events.entityId', width: 150 },
  {
    field: 'action',
    headerKey: 'events.action',
    width: 140,
    options: enumOptions([...EVENT_ACTIONS, ...BUSINESS_EVENT_ACTIONS], actionLabel),
  },
  { field: 'summary', headerKey: 'events.summary', flex: 1, sortable: false, filterable: false },
];

/** /events: the event log on the DataGrid, newest first; Enter shows an event's changes before → after. */
export function EventsScreen() {
  const t = useT();
  const [filters, setFilters] = useState<EventFilterValues>(NO_EVENT_FILTERS);
  const [resetKey, setResetKey] = useState(0);
  const { shown: open, show: setOpen, close } = useGridDialog<string>();
  const filtersRef = useRef(filters);
  const barRef = useRef<HTMLDivElement>(null);
  // After clearing the filters the rows come back: the focus goes (back) into the grid.
  const focusOnLoad = useRef(false);
  const adapter = useMemo(() => eventsAdapter(() => filtersRef.current), []);
  const cols = useMemo(columns, []);

  const apply = useCallback((next: EventFilterValues) => {
    filtersRef.current = next;
    setFilters(next);
    commandContext().grid?.refresh();
  }, []);
  const actions = useMemo<ViewActions>(
    () => ({
      edit: (row) => setOpen((row as EventRow).id),
      extra: {
        'events.focusFilters': () => barRef.current?.querySelector<HTMLElement>('input, select')?.focus(),
        'events.clearFilters': () => {
          focusOnLoad.current = true;
          setResetKey((k) => k + 1);
          apply(NO_EVENT_FILTERS);
        },
      },
    }),
    [apply, setOpen],
  );

  return (
    <ScreenSection
      titleId="events-title"
      title={t(screenTitleKey('/events'))}
      header={<CommandBar ids={EVENT_SCREEN_COMMANDS} />}
    >
      {/* Like the quick filter: Esc, or Enter in a field, goes back into the grid. */}
      <div ref={barRef} onKeyDown={backToGridOnKey}>
        <EventFilterBar value={filters} onChange={apply} resetKey={resetKey} />
      </div>
      <DataGrid<EventRow>
        viewId={EVENTS_VIEW}
        adapter={adapter}
        columns={cols}
        canEdit={false}
        actions={actions}
        exportKind={EVENTS_VIEW}
        rowLabel={(r) => `${entityLabel(r.entity)} ${r.entityId} ${actionLabel(r.action)} ${r.at}`}
        onRowsLoaded={(rows) => {
          if (!focusOnLoad.current || rows.length === 0) return;
          focusOnLoad.current = false;
          focusGridSoon();
        }}
      />
      {open && <EventDetailsDialog id={open} onClose={close} />}
    </ScreenSection>
  );
}
