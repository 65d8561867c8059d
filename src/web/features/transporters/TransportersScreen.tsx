import { useMemo } from 'react';
import { TRANSPORTERS_API } from '../../../core/transporters/transporters.api.ts';
import type { Transporter } from '../../../core/transporters/transporters.schemas.ts';
import type { GridColumn } from '../../grid/gridTypes.ts';
import { translate } from '../../i18n/i18n.ts';
import { MasterDataScreen } from '../../masterData/MasterDataScreen.tsx';
import { masterDataAdapter } from '../../masterData/masterDataAdapter.ts';
import { MASTER_DATA_COMMANDS } from '../../masterData/masterDataCommands.ts';
import { type FormField, type GridRowOf, yesNoOptions } from '../../masterData/masterDataForm.ts';
import { useAccess } from '../../shell/useAccess.ts';

const FIELDS: FormField[] = [
  { name: 'companyName', labelKey: 'transporters.companyName', kind: 'text' },
  { name: 'shortName', labelKey: 'transporters.shortName', kind: 'text' },
  { name: 'active', labelKey: 'transporters.active', kind: 'bool' },
];

const adapter = masterDataAdapter({
  entity: 'transporters',
  api: TRANSPORTERS_API,
  fields: FIELDS,
  rules: 'transporter',
  bulkRows: (answer) => answer.transporters,
});

type TransporterRow = GridRowOf<Transporter>;

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
    <MasterDataScreen
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
        initial: { active: true },
      }}
    />
  );
}
