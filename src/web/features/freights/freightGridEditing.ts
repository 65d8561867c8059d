import { FREIGHT_ERRORS } from '../../../core/freights/freights.errors.ts';
import type { Freight, FreightListRow } from '../../../core/freights/freights.schemas.ts';
import { ApiError } from '../../api/apiErrors.ts';
import type { BatchItem } from '../../grid/gridTypes.ts';
import { registerFieldValidator } from '../../grid/validateField.ts';
import { translate } from '../../i18n/i18n.ts';
import { stepTruckJobRows } from '../../truckJobs/truckJobSteps.ts';
import { dateInputError, parseDisplayDate, toDisplayDate } from '../../ui/inputs/inputRules.ts';
import { alertRefusal, saveFreight, stepFreightStatus } from './freightEditing.ts';
import { type FreightGridRow, toFreightGridRow } from './freightRows.ts';

/** The cells of /freights that edit in place (the dialog has every field); the rules decide per user. */
export const FREIGHT_CELL_FIELDS = [
  'deliveryDate',
  'driverName',
  'truckLicensePlateNumber',
  'truckType',
  'freightCost',
  'freightIncome',
] as const;

const DATE_CELLS = new Set<string>(['deliveryDate']);
/** A cell shows the ISO date of the list; YYYY.MM.DD is typed as in every date field. */
const dateText = (value: unknown) => toDisplayDate(String(value ?? ''));

registerFieldValidator('freights', (field, value) =>
  DATE_CELLS.has(field) && value !== null ? dateInputError(dateText(value)) : null,
);

/** A grid row back as the stored record the rules and the save read (the flags as the list sent them). */
const storedOf = (row: FreightGridRow): FreightListRow => ({
  ...row,
  isPartial: row.isPartial === 'true',
  fillRate: row.fillPercent === null ? null : row.fillPercent / 100,
});

/**
 * saveBatch of /freights: one row's cells through PUT /{id}/{version} with the save warnings
 * confirmed first (the grid's all-or-nothing batch has no freight endpoint, so one row at a time).
 */
export async function saveFreightCells(
  rows: ReadonlyMap<string, FreightGridRow>,
  items: readonly BatchItem[],
): Promise<FreightGridRow[]> {
  const [item] = items;
  if (!item || items.length > 1) {
    throw new ApiError(400, { message: translate('transportEdit.multiRowSave') }, '');
  }
  const row = rows.get(item.id);
  if (!row) throw new ApiError(404, { message: translate('freights.loadFailed') }, '');
  const changes = Object.fromEntries(
    Object.entries(item.changes).map(([f, v]) => [
      f,
      DATE_CELLS.has(f) && v !== null ? (parseDisplayDate(dateText(v)) ?? v) : v,
    ]),
  );
  const result = await saveFreight({ ...storedOf(row), __v: item.version }, changes);
  // Going back from the warnings leaves the input in the cell with the reason.
  if (!result.saved) throw new ApiError(409, { ...FREIGHT_ERRORS.confirmationNeeded }, '');
  return [asGridRow(row, result.value)];
}

/** The grid row of a saved freight: its fields on the row (route, transporter name … stay as listed). */
export function asGridRow(row: FreightGridRow, saved: Freight): FreightGridRow {
  const { waypoints: _w, cargo: _c, costBreakdown: _b, bill: _bill, alternatives: _a, ...plain } = saved;
  return toFreightGridRow({ ...storedOf(row), ...plain });
}

/** Steps the status of each row in turn (warnings confirmed per freight); stops at the first refusal. */
export function stepRows(rows: readonly FreightGridRow[], direction: 1 | -1): Promise<Freight[]> {
  return stepTruckJobRows(
    rows,
    direction,
    (row, d) => stepFreightStatus(storedOf(row), d),
    (row) => row.freightId,
  );
}

/** Runs a call for the rows' freights, alerting a refusal (the api client shows nothing for silent calls). */
export function alertOnFailure(call: Promise<unknown>): Promise<void> {
  return call.then(() => undefined, alertRefusal);
}
