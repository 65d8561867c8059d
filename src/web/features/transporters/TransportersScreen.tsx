import { useMemo } from 'react';
import { type Transporter, transporterFieldError } from '../../../core/transporters/transporters.schemas.ts';
import { apiRequest } from '../../api/http.ts';
import type { BatchItem, GridAdapter, GridColumn } from '../../grid/gridTypes.ts';
import { registerFieldValidator } from '../../grid/validateField.ts';
import { translate } from '../../i18n/i18n.ts';
import { useAccess } from '../../shell/useAccess.ts';
import { MasterDataScreen } from '../vehicles/MasterDataScreen.tsx';
import {
  coerce,
  coerceChanges,
  type FormField,
  listFrom,
  toGridRow,
  yesNoOptions,
} from '../vehicles/masterDataForm.ts';
import { MASTER_DATA_COMMANDS } from '../vehicles/VehiclesScreen.tsx';

type TransporterRow = Omit<Transporter, 'active'> & { active: string };

const FIELDS: FormField[] = [
  { name: 'companyName', labelKey: 'transporters.companyName', kind: 'text' },
  { name: 'shortName', labelKey: 'transporters.shortName', kind: 'text' },
  { name: 'active', labelKey: 'transporters.active', kind: 'bool' },
];
const kindOf = (field: string) => FIELDS.find((f) => f.name === field)?.kind;
registerFieldValidator('transporters', (field, value) =>
  transporterFieldError(field, coerce(kindOf(field), value)),
);

const adapter: GridAdapter<TransporterRow> = {
  entity: 'transporters',
  rowId: (r) => r.id,
  version: (r) => r.__v,
  list: listFrom<Transporter, TransporterRow>('/api/transporters'),
  saveBatch: async (items: BatchItem[]) => {
    const res = await apiRequest<{ transporters: Transporter[] }>('PATCH', '/api/transporters/bulk', {
      body: {
        items: items.map((i) => ({ id: i.id, __v: i.version, changes: coerceChanges(FIELDS, i.changes) })),
      },
      errorMode: 'silent',
    });
    return res.transporters.map((r) => toGridRow(r) as unknown as TransporterRow);
  },
};

/** /transporters: carrier companies on the DataGrid; editors add and change them. */
export function TransportersScreen() {
  const canEdit = useAccess().abilities.has('canEdit');
  const columns = useMemo<GridColumn<TransporterRow>[]>(
    () => [
      { field: 'shortName', headerKey: 'transporters.shortName', width: 180, editable: true },
      { field: 'companyName', headerKey: 'transporters.companyName', flex: 1, editable: true },
      {
        field: 'active',
        headerKey: 'transporters.active',
        width: 120,
        editable: true,
        options: yesNoOptions(),
      },
    ],
    [],
  );
  return (
    <MasterDataScreen<TransporterRow>
      viewId="transporters"
      title={translate('transporters.title')}
      adapter={adapter}
      columns={columns}
      canEdit={canEdit}
      commands={MASTER_DATA_COMMANDS.filter((c) => c !== 'record.delete')}
      rowLabel={(r) => r.shortName}
      dialog={{
        testId: 'transporter-dialog',
        newTitle: translate('transporters.newTitle'),
        editTitle: (r) => translate('transporters.editTitle', { name: r.shortName }),
        fields: FIELDS,
        initial: { active: true },
        validate: (field, value) => transporterFieldError(field, value),
        create: (values) => apiRequest('POST', '/api/transporters', { body: values, errorMode: 'silent' }),
        update: (id, changes) =>
          apiRequest('PUT', `/api/transporters/${encodeURIComponent(id)}`, {
            body: changes,
            errorMode: 'silent',
          }),
      }}
    />
  );
}
