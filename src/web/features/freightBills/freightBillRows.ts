import { BILL_STATUSES } from '../../../core/freightBills/freightBills.answers.ts';
import {
  BILL_FIELDS,
  BILLABLE_FREIGHT_STATUSES,
  type FreightBillRow,
} from '../../../core/freightBills/freightBills.schemas.ts';
import { enumLabel, enumOptions } from '../../grid/enumOptions.ts';
import type { ColumnOption, GridColumn } from '../../grid/gridTypes.ts';
import { translate } from '../../i18n/i18n.ts';

/** The Hungarian label of a bill status. */
export const billStatusLabel = enumLabel(BILL_STATUSES, (s) => `freightBills.status.${s}`);

const billStatusOptions = (): ColumnOption[] => enumOptions(BILL_STATUSES, billStatusLabel);
const freightStatusOptions = (): ColumnOption[] =>
  enumOptions(BILLABLE_FREIGHT_STATUSES, (s) => translate(`freights.status.${s}`));

/** The cells that edit in place, in bulk and by paste (business.md §2; issue 20). */
export const BILL_CELL_FIELDS: ReadonlySet<string> = new Set(BILL_FIELDS);

/**
 * Columns of /freight-bills: the bill (status, cost centre, charged amount, number, comment), the
 * freight's money and who carried it when; editors edit the bill's cells.
 */
export function freightBillColumns(editable: boolean): GridColumn<FreightBillRow>[] {
  const all: GridColumn<FreightBillRow>[] = [
    { field: 'freightId', headerKey: 'freightBills.col.freightId', width: 95 },
    {
      field: 'billStatus',
      headerKey: 'freightBills.col.billStatus',
      width: 120,
      options: billStatusOptions(),
    },
    { field: 'deliveryDate', headerKey: 'freightBills.col.deliveryDate', width: 120 },
    { field: 'transporterName', headerKey: 'freightBills.col.transporterName', width: 170 },
    { field: 'costCentre', headerKey: 'freightBills.col.costCentre', width: 120 },
    { field: 'freightCost', headerKey: 'freightBills.col.freightCost', width: 110, type: 'money' },
    { field: 'billedAmount', headerKey: 'freightBills.col.billedAmount', width: 120, type: 'money' },
    { field: 'auditPrice', headerKey: 'freightBills.col.auditPrice', width: 120, type: 'money' },
    {
      field: 'auditDifference',
      headerKey: 'freightBills.col.auditDifference',
      width: 105,
      type: 'money',
      flagged: (r) => r.auditFlagged,
    },
    { field: 'freightIncome', headerKey: 'freightBills.col.freightIncome', width: 110, type: 'money' },
    { field: 'billNumber', headerKey: 'freightBills.col.billNumber', width: 130 },
    { field: 'comment', headerKey: 'freightBills.col.comment', width: 180 },
    { field: 'batchBillNumber', headerKey: 'freightBills.col.batchBillNumber', width: 140 },
    { field: 'batchBillDate', headerKey: 'freightBills.col.batchBillDate', width: 120 },
    {
      field: 'freightStatus',
      headerKey: 'freightBills.col.freightStatus',
      width: 120,
      options: freightStatusOptions(),
    },
    { field: 'factoryShortName', headerKey: 'freightBills.col.factoryShortName', width: 80 },
    { field: 'depotShortName', headerKey: 'freightBills.col.depotShortName', width: 80 },
    { field: 'truckType', headerKey: 'freightBills.col.truckType', width: 90 },
  ];
  return editable ? all.map((c) => (BILL_CELL_FIELDS.has(c.field) ? { ...c, editable: true } : c)) : all;
}

/** "Fuvar 1234 – Demo Fuvar Kft." for the status line and previews. */
export function freightBillLabel(row: Pick<FreightBillRow, 'freightId' | 'transporterName'>): string {
  return row.transporterName ? `${row.freightId} – ${row.transporterName}` : row.freightId;
}
