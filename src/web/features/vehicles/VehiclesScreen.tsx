import { useMemo } from 'react';
import { vehicleFieldError } from '../../../core/vehicles/vehicles.schemas.ts';
import type { GridColumn } from '../../grid/gridTypes.ts';
import { registerFieldValidator } from '../../grid/validateField.ts';
import { translate } from '../../i18n/i18n.ts';
import { MasterDataScreen } from '../../masterData/MasterDataScreen.tsx';
import { MASTER_DATA_COMMANDS } from '../../masterData/masterDataCommands.ts';
import { coerce, coerceChanges, yesNoOptions } from '../../masterData/masterDataForm.ts';
import { useAccess } from '../../shell/useAccess.ts';
import {
  createVehicle,
  deleteVehicle,
  updateVehicle,
  VEHICLE_FIELDS,
  type VehicleRow,
  vehiclesAdapter,
} from './vehiclesApi.ts';

const kindOf = (field: string) => VEHICLE_FIELDS.find((f) => f.name === field)?.kind;
const checkVehicle = (field: string, value: unknown, row: unknown) =>
  vehicleFieldError(
    field,
    coerce(kindOf(field), value),
    coerceChanges(VEHICLE_FIELDS, (row ?? {}) as Record<string, unknown>),
  );
// Cells are checked by the same schema (and inactive-default rule) the server applies.
registerFieldValidator('vehicles', checkVehicle);

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
  const access = useAccess();
  const canEdit = access.abilities.has('canEdit');
  const columns = useMemo(() => vehicleColumns(), []);
  return (
    <MasterDataScreen<VehicleRow>
      viewId="vehicles"
      title={translate('vehicles.title')}
      adapter={vehiclesAdapter}
      columns={columns}
      canEdit={canEdit}
      commands={MASTER_DATA_COMMANDS}
      rowLabel={(v) => v.vehicleId}
      dialog={{
        testId: 'vehicle-dialog',
        newTitle: translate('vehicles.newTitle'),
        editTitle: (v) => translate('vehicles.editTitle', { name: v.vehicleId }),
        fields: VEHICLE_FIELDS,
        initial: { active: true, default: false, crane: false },
        validate: (field, value, form) => vehicleFieldError(field, value, form),
        create: createVehicle,
        update: updateVehicle,
      }}
      remove={{
        title: translate('vehicles.deleteTitle'),
        text: (rows) =>
          translate('masterData.deleteText', { names: rows.map((v) => v.vehicleId).join(', ') }),
        run: (v) => deleteVehicle(v.id),
      }}
    />
  );
}
