import type { GridColumn } from '../grid/gridTypes.ts';

/** The columns /freights and /pickups both show, with one header, width and sorting on both. */
const SHARED = {
  deliveryDate: { headerKey: 'freights.col.deliveryDate', width: 120 },
  releaseDate: { headerKey: 'freights.col.releaseDate', width: 120 },
  expectedDeadlineDate: { headerKey: 'freights.col.expectedDeadlineDate', width: 130 },
  factoryShortName: { headerKey: 'freights.col.factoryShortName', width: 90 },
  depotShortName: { headerKey: 'freights.col.depotShortName', width: 90 },
  pallets: { headerKey: 'freights.col.pallets', width: 90 },
  kg: { headerKey: 'freights.col.kg', width: 100 },
  truckLicensePlateNumber: { headerKey: 'freights.col.truckLicensePlateNumber', width: 120 },
  driverName: { headerKey: 'freights.col.driverName', width: 150 },
  orderIds: { headerKey: 'freights.col.orderIds', width: 200, sortable: false },
  createdAt: { headerKey: 'freights.col.createdAt', width: 160, filterable: false },
} as const satisfies Record<string, Omit<GridColumn<unknown>, 'field'>>;

type SharedField = keyof typeof SHARED;

/** The shared truck-job columns of these fields, in the order given. */
export function truckJobColumns<R extends Record<SharedField, unknown>>(
  ...fields: readonly SharedField[]
): GridColumn<R>[] {
  return fields.map((field) => ({ field, ...SHARED[field] }));
}
