import { useMemo } from 'react';
import { CALENDAR_API } from '../../../core/calendar/calendar.api.ts';
import type { CalendarOverrideDoc } from '../../../core/calendar/calendar.schemas.ts';
import { dateCell } from '../../grid/cellParsers.ts';
import { MasterDataScreen } from '../../masterData/MasterDataScreen.tsx';
import { masterDataAdapter } from '../../masterData/masterDataAdapter.ts';
import { fieldColumns, formFields, type GridRowOf } from '../../masterData/masterDataForm.ts';

const FIELDS = formFields('calendar', {
  date: 'text',
  workday: 'bool',
});

// The calendar has no bulk endpoint: a grid batch saves its rows one by one. Cells and the dialog
// are checked by the `calendarOverride` rules in the rules worker, as the server checks them.
const adapter = masterDataAdapter({
  entity: 'calendar',
  api: CALENDAR_API,
  fields: FIELDS,
  rules: 'calendarOverride',
  savedRow: (answer) => answer.override,
});

type OverrideRow = GridRowOf<CalendarOverrideDoc>;

/** /calendar-settings: workday overrides (a date is a workday or a holiday) on the DataGrid. */
export function CalendarSettingsScreen() {
  const columns = useMemo(
    () =>
      fieldColumns<OverrideRow>(FIELDS, {
        // A typed date in any accepted form (2026.12.24, 12.24 …) is stored as ISO.
        date: { width: 180, parse: dateCell('iso') },
        workday: { flex: 1 },
      }),
    [],
  );
  return (
    <MasterDataScreen
      route="/calendar-settings"
      texts="calendar"
      adapter={adapter}
      columns={columns}
      rowLabel={(r) => r.date}
      dialog={{ testId: 'calendar-dialog', initial: { date: '', workday: false } }}
      remove={{}}
    />
  );
}
