import { useMemo } from 'react';
import { VEHICLES_API } from '../../../core/vehicles/vehicles.api.ts';
import type { Vehicle } from '../../../core/vehicles/vehicles.schemas.ts';
import type { GridColumn } from '../../grid/gridTypes.ts';
import { translate } from '../../i18n/i18n.ts';
import { MasterDataScreen } from '../../masterData/MasterDataScreen.tsx';
import { masterDataAdapter } from '../../masterData/masterDataAdapter.ts';
import { MASTER_DATA_COMMANDS } from '../../masterData/masterDataCommands.ts';
import { type FormField, type GridRowOf, yesNoOptions } from '../../masterData/masterDataForm.ts';
import { screenTitleKey } from '../../shell/screenTitle.ts';
import { useAccess } from '../../shell/useAccess.ts';

/** The dialog's fields, in order (business.md §3 Vehicle). */
const FIELDS: FormField[] = [
  { name: 'vehicleId', labelKey: 'vehicles.vehicleId', kind: 'text' },
  { name: 'truckType', labelKey: 'vehicles.truckType', kind: 'text' },
  { name: 'truckLicensePlateNumber', labelKey: 'vehicles.plate', kind: 'text' },
  { name: 'palletCapacity', labelKey: 'vehicles.palletCapacity', kind: 'integer' },
  { name: 'kgCapacity', labelKey: 'vehicles.kgCapacity', kind: 'float' },
  { name: 'crane', labelKey: 'vehicles.crane', kind: 'bool' },
  { name: 'active', labelKey: 'vehicles.active', kind: 'bool' },
  { name: 'default', labelKey: 'vehicles.default', kind: 'bool' },
];

// The grid lists inactive vehicles too; cells and the dialog are checked by the `vehicle` rules in
// the rules worker (the inactive default included), the very rules the server enforces.
const adapter = masterDataAdapter({
  entity: 'vehicles',
  api: VEHICLES_API,
  fields: FIELDS,
  listQuery: { includeInactives: 'true' },
  rules: 'vehicle',
  bulkRows: (answer) => answer.vehicles,
});

type VehicleRow = GridRowOf<Vehicle>;

function vehicleColumns(): GridColumn<VehicleRow>[] {
  return [
    { field: 'vehicleId', headerKey: 'vehicles.vehicleId', width: 140 },
    { field: 'truckType', headerKey: 'vehicles.truckType', width: 140, editable: true },
    { field: 'truckLicensePlateNumber', headerKey: 'vehicles.plate', width: 150, editable: true },
    { field: 'palletCapacity', headerKey: 'vehicles.palletCapacity', width: 150, editable: true },
    { field: 'kgCapacity', headerKey: 'vehicles.kgCapacity', width: 150, editable: true },
    { field: 'crane', headerKey: 'vehicles.crane', width: 110, editable: true, options: yesNoOptions() },
    { field: 'active', headerKey: 'vehicles.active', width: 110, editable: true, options: yesNoOptions() },
    { field: 'default', headerKey: 'vehicles.default', flex: 1, editable: true, options: yesNoOptions() },
  ];
}

/** /vehicles: the truck types on the DataGrid; editors edit in cells, in the dialog, in bulk. */
export function VehiclesScreen() {
  const canEdit = useAccess().abilities.has('canEdit');
  const columns = useMemo(() => vehicleColumns(), []);
  return (
    <MasterDataScreen
      viewId="vehicles"
      title={translate(screenTitleKey('/vehicles'))}
      adapter={adapter}
      columns={columns}
      canEdit={canEdit}
      commands={MASTER_DATA_COMMANDS}
      rowLabel={(v) => v.vehicleId}
      dialog={{
        testId: 'vehicle-dialog',
        newTitle: translate('vehicles.newTitle'),
        editTitle: (v) => translate('vehicles.editTitle', { name: v.vehicleId }),
        initial: { active: true, default: false, crane: false },
      }}
      remove={{
        title: translate('vehicles.deleteTitle'),
        text: (rows) =>
          translate('masterData.deleteText', { names: rows.map((v) => v.vehicleId).join(', ') }),
      }}
    />
  );
}
