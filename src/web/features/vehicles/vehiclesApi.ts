import type { Vehicle } from '../../../core/vehicles/vehicles.schemas.ts';
import { apiRequest } from '../../api/http.ts';
import type { BatchItem, GridAdapter } from '../../grid/gridTypes.ts';
import { coerceChanges, type FormField, listFrom, toGridRow } from '../../masterData/masterDataForm.ts';

/** A vehicle as a grid row: the yes/no fields as 'true'/'false'. */
export type VehicleRow = Omit<Vehicle, 'active' | 'default' | 'crane'> & {
  active: string;
  default: string;
  crane: string;
};

/** The dialog's fields, in order (business.md §3 Vehicle). */
export const VEHICLE_FIELDS: FormField[] = [
  { name: 'vehicleId', labelKey: 'vehicles.vehicleId', kind: 'text' },
  { name: 'truckType', labelKey: 'vehicles.truckType', kind: 'text' },
  { name: 'truckLicensePlateNumber', labelKey: 'vehicles.plate', kind: 'text' },
  { name: 'palletCapacity', labelKey: 'vehicles.palletCapacity', kind: 'integer' },
  { name: 'kgCapacity', labelKey: 'vehicles.kgCapacity', kind: 'float' },
  { name: 'crane', labelKey: 'vehicles.crane', kind: 'bool' },
  { name: 'active', labelKey: 'vehicles.active', kind: 'bool' },
  { name: 'default', labelKey: 'vehicles.default', kind: 'bool' },
];

/** /vehicles on the DataGrid: list call on GET /api/vehicles (inactive too), batches on PATCH /api/vehicles/bulk. */
export const vehiclesAdapter: GridAdapter<VehicleRow> = {
  entity: 'vehicles',
  rowId: (v) => v.id,
  version: (v) => v.__v,
  list: listFrom<Vehicle, VehicleRow>('/api/vehicles', undefined, { includeInactives: 'true' }),
  saveBatch: async (items: BatchItem[]) => {
    const res = await apiRequest<{ vehicles: Vehicle[] }>('PATCH', '/api/vehicles/bulk', {
      body: {
        items: items.map((i) => ({
          id: i.id,
          __v: i.version,
          changes: coerceChanges(VEHICLE_FIELDS, i.changes),
        })),
      },
      errorMode: 'silent',
    });
    return res.vehicles.map((v) => toGridRow(v) as unknown as VehicleRow);
  },
};

export const createVehicle = (values: Record<string, unknown>) =>
  apiRequest('PUT', '/api/vehicles', { body: values, errorMode: 'silent' });
export const updateVehicle = (id: string, changes: Record<string, unknown>) =>
  apiRequest<Record<string, unknown>>('PUT', `/api/vehicles/${encodeURIComponent(id)}`, {
    body: changes,
    errorMode: 'silent',
  });
export const deleteVehicle = (id: string) =>
  apiRequest('DELETE', `/api/vehicles/${encodeURIComponent(id)}`, { errorMode: 'silent' });
