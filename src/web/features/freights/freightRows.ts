import { FREIGHT_STATUSES } from '../../../core/config/enums.ts';
import type { FreightListRow } from '../../../core/freights/freights.schemas.ts';
import { enumLabel, enumOptions } from '../../grid/enumOptions.ts';
import type { ColumnOption, GridColumn } from '../../grid/gridTypes.ts';
import { translate } from '../../i18n/i18n.ts';
import { truckJobColumns } from '../../truckJobs/truckJobColumns.ts';

/** A row of the /freights grid: the list row with the flags as option values ('true' / 'false'). */
export interface FreightGridRow extends Omit<FreightListRow, 'isPartial' | 'fillRate'> {
  isPartial: 'true' | 'false';
  /** Fill rate in percent (0–100), null when the truck type is unknown. */
  fillPercent: number | null;
}

/** The list row as the grid shows it. */
export function toFreightGridRow(row: FreightListRow): FreightGridRow {
  const { isPartial, fillRate, ...rest } = row;
  return {
    ...rest,
    isPartial: isPartial ? 'true' : 'false',
    fillPercent: fillRate === null ? null : Math.round(fillRate * 1000) / 10,
  };
}

/** The Hungarian label of a freight status. */
export const freightStatusLabel = enumLabel(FREIGHT_STATUSES, (s) => `freights.status.${s}`);

const yesNo = (): ColumnOption[] => [
  { value: 'true', label: translate('freights.yes') },
  { value: 'false', label: translate('freights.no') },
];

/** Columns only planner-side staff see: the money, the transporter and planning details. */
const PLANNER_ONLY = new Set<string>([
  'freightCost',
  'freightIncome',
  'transporterName',
  'fillPercent',
  'isPartial',
]);

/**
 * Columns of /freights: what a planner reads to judge a truck (dates, factory, truck, route, load,
 * money, transporter); transporter users get the same grid without the planner-only columns.
 * `editable`: the fields whose cells edit in place.
 */
export function freightColumns(
  transporter: boolean,
  editable: ReadonlySet<string> = new Set(),
): GridColumn<FreightGridRow>[] {
  const all: GridColumn<FreightGridRow>[] = [
    { field: 'freightId', headerKey: 'freights.col.freightId', width: 100 },
    {
      field: 'status',
      headerKey: 'freights.col.status',
      width: 130,
      options: enumOptions(FREIGHT_STATUSES, freightStatusLabel),
    },
    ...truckJobColumns<FreightGridRow>(
      'deliveryDate',
      'releaseDate',
      'expectedDeadlineDate',
      'factoryShortName',
      'depotShortName',
    ),
    { field: 'truckType', headerKey: 'freights.col.truckType', width: 90 },
    { field: 'route', headerKey: 'freights.col.route', width: 240, sortable: false, filterable: false },
    { field: 'waypointCount', headerKey: 'freights.col.waypointCount', width: 90 },
    ...truckJobColumns<FreightGridRow>('pallets', 'kg'),
    {
      field: 'fillPercent',
      headerKey: 'freights.col.fillPercent',
      width: 100,
      sortable: false,
      filterable: false,
    },
    { field: 'distanceKm', headerKey: 'freights.col.distanceKm', width: 90 },
    { field: 'freightCost', headerKey: 'freights.col.freightCost', width: 110, type: 'money' },
    { field: 'freightIncome', headerKey: 'freights.col.freightIncome', width: 110, type: 'money' },
    { field: 'transporterName', headerKey: 'freights.col.transporterName', width: 170 },
    ...truckJobColumns<FreightGridRow>('truckLicensePlateNumber', 'driverName'),
    { field: 'isPartial', headerKey: 'freights.col.isPartial', width: 90, options: yesNo() },
    ...truckJobColumns<FreightGridRow>('orderIds', 'createdAt'),
  ];
  // Cells the permission rules let this user change edit in place, one freight at a time (no bulk).
  const marked = all.map((c) => (editable.has(c.field) ? { ...c, editable: true, bulk: false } : c));
  return transporter ? marked.filter((c) => !PLANNER_ONLY.has(c.field)) : marked;
}

/** "Fuvar 1234 – Győr → Pápa" for the status line, previews and the recent list. */
export function freightLabel(row: Pick<FreightGridRow, 'freightId' | 'route'>): string {
  return row.route ? `${row.freightId} – ${row.route}` : row.freightId;
}
