import { PICKUP_STATUSES } from '../../../core/config/enums.ts';
import type { PickupListRow } from '../../../core/pickups/pickups.schemas.ts';
import { enumLabel, enumOptions } from '../../grid/enumOptions.ts';
import type { GridColumn } from '../../grid/gridTypes.ts';
import { truckJobColumns } from '../../truckJobs/truckJobColumns.ts';

/** The Hungarian label of a pickup status. */
export const pickupStatusLabel = enumLabel(PICKUP_STATUSES, (s) => `pickups.status.${s}`);

/** Columns of /pickups: who collects what, when, from which factory, on which truck. */
export function pickupColumns(): GridColumn<PickupListRow>[] {
  return [
    { field: 'pickupId', headerKey: 'pickups.col.pickupId', width: 100 },
    {
      field: 'status',
      headerKey: 'freights.col.status',
      width: 130,
      options: enumOptions(PICKUP_STATUSES, pickupStatusLabel),
    },
    { field: 'customerName', headerKey: 'pickups.col.customerName', width: 200 },
    ...truckJobColumns<PickupListRow>(
      'deliveryDate',
      'releaseDate',
      'expectedDeadlineDate',
      'factoryShortName',
      'depotShortName',
      'pallets',
      'kg',
      'truckLicensePlateNumber',
      'driverName',
      'orderIds',
      'createdAt',
    ),
  ];
}

/** "12 – Vevő Kft." for the status line and the recent list. */
export const pickupLabel = (row: Pick<PickupListRow, 'pickupId' | 'customerName'>): string =>
  `${row.pickupId} – ${row.customerName}`;
