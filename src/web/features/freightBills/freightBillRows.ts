import { BILL_STATUSES } from '../../../core/freightBills/freightBills.answers.ts';
import {
  BILL_FIELDS,
  BILLABLE_FREIGHT_STATUSES,
  type FreightBillRow,
} from '../../../core/freightBills/freightBills.schemas.ts';
import { enumLabel, enumOptions } from '../../grid/enumOptions.ts';
import type { ColumnOption, GridColumn } from '../../grid/gridTypes.ts';
import { columnsHeadedBy } from '../../grid/headedColumns.ts';
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
  const all = columnsHeadedBy('freightBills.col')<FreightBillRow>({
    freightId: { width: 95 },
    billStatus: { width: 120, options: billStatusOptions() },
    deliveryDate: { width: 120 },
    transporterName: { width: 170 },
    costCentre: { width: 120 },
    freightCost: { width: 110, type: 'money' },
    billedAmount: { width: 120, type: 'money' },
    auditPrice: { width: 120, type: 'money' },
    auditDifference: { width: 105, type: 'money', flagged: (r) => r.auditFlagged },
    freightIncome: { width: 110, type: 'money' },
    billNumber: { width: 130 },
    comment: { width: 180 },
    batchBillNumber: { width: 140 },
    batchBillDate: { width: 120 },
    freightStatus: { width: 120, options: freightStatusOptions() },
    factoryShortName: { width: 80 },
    depotShortName: { width: 80 },
    truckType: { width: 90 },
  });
  return editable ? all.map((c) => (BILL_CELL_FIELDS.has(c.field) ? { ...c, editable: true } : c)) : all;
}

/** "Fuvar 1234 – Demo Fuvar Kft." for the status line and previews. */
export function freightBillLabel(row: Pick<FreightBillRow, 'freightId' | 'transporterName'>): string {
  return row.transporterName ? `${row.freightId} – ${row.transporterName}` : row.freightId;
}
