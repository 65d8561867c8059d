import { useMemo } from 'react';
import { VEHICLES_API } from '../../../core/vehicles/vehicles.api.ts';
import type { Vehicle } from '../../../core/vehicles/vehicles.schemas.ts';
import { MasterDataScreen } from '../../masterData/MasterDataScreen.tsx';
import { masterDataAdapter } from '../../masterData/masterDataAdapter.ts';
import { fieldColumns, formFields, type GridRowOf } from '../../masterData/masterDataForm.ts';

/** The dialog's fields, in order (business.md §3 Vehicle). */
const FIELDS = formFields('vehicles', {
  vehicleId: 'text',
  truckType: 'text',
  truckLicensePlateNumber: { kind: 'text', labelKey: 'vehicles.plate' },
  palletCapacity: 'integer',
  kgCapacity: 'float',
  crane: 'bool',
  active: 'bool',
  default: 'bool',
});

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

// Built at mount (the yes/no labels follow the language).
const vehicleColumns = () =>
  fieldColumns<VehicleRow>(FIELDS, {
    vehicleId: { width: 140, editable: false },
    truckType: { width: 140 },
    truckLicensePlateNumber: { width: 150 },
    palletCapacity: { width: 150 },
    kgCapacity: { width: 150 },
    crane: { width: 110 },
    active: { width: 110 },
    default: { flex: 1 },
  });

/** /vehicles: the truck types on the DataGrid; editors edit in cells, in the dialog, in bulk. */
export function VehiclesScreen() {
  const columns = useMemo(vehicleColumns, []);
  return (
    <MasterDataScreen
      route="/vehicles"
      texts="vehicles"
      adapter={adapter}
      columns={columns}
      rowLabel={(v) => v.vehicleId}
      dialog={{ testId: 'vehicle-dialog', initial: { active: true, default: false, crane: false } }}
      remove={{}}
    />
  );
}
