import { PICKUP_STATUSES, type PickupStatus } from '../../../core/config/enums.ts';
import type { PickupListRow } from '../../../core/pickups/pickups.schemas.ts';
import type { GridColumn } from '../../grid/gridTypes.ts';
import { translate } from '../../i18n/i18n.ts';

/** The Hungarian label of a pickup status. */
export const pickupStatusLabel = (status: string): string =>
  (PICKUP_STATUSES as readonly string[]).includes(status)
    ? translate(`pickups.status.${status as PickupStatus}`)
    : status;

/** Columns of /pickups: who collects what, when, from which factory, on which truck. */
export function pickupColumns(): GridColumn<PickupListRow>[] {
  return [
    { field: 'pickupId', headerKey: 'pickups.col.pickupId', width: 100 },
    {
      field: 'status',
      headerKey: 'freights.col.status',
      width: 130,
      options: PICKUP_STATUSES.map((s) => ({ value: s, label: pickupStatusLabel(s) })),
    },
    { field: 'customerName', headerKey: 'pickups.col.customerName', width: 200 },
    { field: 'deliveryDate', headerKey: 'freights.col.deliveryDate', width: 120 },
    { field: 'releaseDate', headerKey: 'freights.col.releaseDate', width: 120 },
    { field: 'expectedDeadlineDate', headerKey: 'freights.col.expectedDeadlineDate', width: 130 },
    { field: 'factoryShortName', headerKey: 'freights.col.factoryShortName', width: 90 },
    { field: 'depotShortName', headerKey: 'freights.col.depotShortName', width: 90 },
    { field: 'pallets', headerKey: 'freights.col.pallets', width: 90 },
    { field: 'kg', headerKey: 'freights.col.kg', width: 100 },
    { field: 'truckLicensePlateNumber', headerKey: 'freights.col.truckLicensePlateNumber', width: 120 },
    { field: 'driverName', headerKey: 'freights.col.driverName', width: 150 },
    { field: 'orderIds', headerKey: 'freights.col.orderIds', width: 200, sortable: false },
    { field: 'createdAt', headerKey: 'freights.col.createdAt', width: 160, filterable: false },
  ];
}

/** "12 – Vevő Kft." for the status line and the recent list. */
export const pickupLabel = (row: Pick<PickupListRow, 'pickupId' | 'customerName'>): string =>
  `${row.pickupId} – ${row.customerName}`;
