import { useMemo } from 'react';
import { type CalendarOverrideDoc, calendarFieldError } from '../../../core/calendar/calendar.schemas.ts';
import { apiRequest } from '../../api/http.ts';
import type { GridAdapter, GridColumn } from '../../grid/gridTypes.ts';
import { registerFieldValidator } from '../../grid/validateField.ts';
import { translate } from '../../i18n/i18n.ts';
import { MasterDataScreen } from '../../masterData/MasterDataScreen.tsx';
import { MASTER_DATA_COMMANDS } from '../../masterData/masterDataCommands.ts';
import {
  coerce,
  coerceChanges,
  type FormField,
  listFrom,
  toGridRow,
  yesNoOptions,
} from '../../masterData/masterDataForm.ts';
import { useAccess } from '../../shell/useAccess.ts';

type OverrideRow = Omit<CalendarOverrideDoc, 'workday'> & { workday: string };

const FIELDS: FormField[] = [
  { name: 'date', labelKey: 'calendar.date', kind: 'text' },
  { name: 'workday', labelKey: 'calendar.workday', kind: 'bool' },
];
const kindOf = (f: string) => FIELDS.find((x) => x.name === f)?.kind;
registerFieldValidator('calendar', (field, value) => calendarFieldError(field, coerce(kindOf(field), value)));

const adapter: GridAdapter<OverrideRow> = {
  entity: 'calendar',
  rowId: (r) => r.id,
  version: (r) => r.__v,
  list: listFrom<CalendarOverrideDoc, OverrideRow>('/api/calendar'),
  saveBatch: async (items) => {
    const saved: OverrideRow[] = [];
    for (const i of items) {
      const res = await apiRequest<{ override: CalendarOverrideDoc }>(
        'PUT',
        `/api/calendar/${encodeURIComponent(i.id)}`,
        {
          body: { ...coerceChanges(FIELDS, i.changes), __v: i.version },
          errorMode: 'silent',
        },
      );
      saved.push(toGridRow(res.override) as unknown as OverrideRow);
    }
    return saved;
  },
};

/** /calendar-settings: workday overrides (a date is a workday or a holiday) on the DataGrid. */
export function CalendarSettingsScreen() {
  const canEdit = useAccess().abilities.has('canEdit');
  const columns = useMemo<GridColumn<OverrideRow>[]>(
    () => [
      { field: 'date', headerKey: 'calendar.date', width: 180, editable: true },
      { field: 'workday', headerKey: 'calendar.workday', flex: 1, editable: true, options: yesNoOptions() },
    ],
    [],
  );
  return (
    <MasterDataScreen<OverrideRow>
      viewId="calendar"
      title={translate('calendar.title')}
      adapter={adapter}
      columns={columns}
      canEdit={canEdit}
      commands={MASTER_DATA_COMMANDS}
      rowLabel={(r) => r.date}
      dialog={{
        testId: 'calendar-dialog',
        newTitle: translate('calendar.newTitle'),
        editTitle: (r) => translate('calendar.editTitle', { name: r.date }),
        fields: FIELDS,
        initial: { date: '', workday: false },
        validate: (field, value) => calendarFieldError(field, value),
        create: (values) => apiRequest('POST', '/api/calendar', { body: values, errorMode: 'silent' }),
        update: (id, changes) =>
          apiRequest('PUT', `/api/calendar/${encodeURIComponent(id)}`, {
            body: changes,
            errorMode: 'silent',
          }),
      }}
      remove={{
        title: translate('calendar.deleteTitle'),
        text: (rows) => translate('masterData.deleteText', { names: rows.map((r) => r.date).join(', ') }),
        run: (r) =>
          apiRequest('DELETE', `/api/calendar/${encodeURIComponent(r.id)}`, { errorMode: 'silent' }),
      }}
    />
  );
}
