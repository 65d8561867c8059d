import {
  buildCalendar,
  type CalendarOverride,
  isWorkday,
  type WorkdayCalendar,
} from '../../calendar/workdays.ts';
import type { PalletTypeFact, VehicleFact } from '../../rules/ruleFacts.schemas.ts';
import type { ColumnCheck, ImportColumn, ImportConfig, ImportRowField } from './importColumns.ts';
import { type ImportErrorCode, importMessage } from './importMessages.ts';
import {
  addRowError,
  type ImportedOrderRow,
  type ImportRowError,
  type ImportRowInput,
  MAX_CELL_CHARS,
  type ParsedImportRow,
  temporaryIdOf,
} from './importRow.ts';
import { decimalsOf, parseImportDate, parseImportNumber, textOrNull } from './importValues.ts';

/** What the checks need besides the rows; the browser worker and the server fill it alike. */
export interface ImportCheckContext {
  config: ImportConfig;
  /** Today as an ISO date. */
  today: string;
  calendar: readonly CalendarOverride[];
  /** Every vehicle; only active ones are valid. */
  vehicles: readonly VehicleFact[];
  /** Default vehicle ids (GET /api/vehicles/defaults) for road delivery and delivery to a site. */
  defaultVehicles: { road: string | null; site: string | null };
  palletTypes: readonly PalletTypeFact[];
}

/** Heaviest gross weight a row may state (the largest vehicle capacity the vehicle form allows). */
export const MAX_IMPORT_WEIGHT_KG = 100_000;

/** A checked context: calendar map and lookups built once for all rows. */
interface Prepared {
  ctx: ImportCheckContext;
  calendar: WorkdayCalendar;
  activeVehicles: Set<string>;
  palletTypes: Set<string>;
}

const prepare = (ctx: ImportCheckContext): Prepared => ({
  ctx,
  calendar: buildCalendar(ctx.calendar),
  activeVehicles: new Set(ctx.vehicles.filter((v) => v.active).map((v) => v.vehicleId)),
  palletTypes: new Set(ctx.palletTypes.map((p) => p.name)),
});

type Failure = { type: ImportErrorCode; message: string };
type CellCheck = (text: string, column: ImportColumn, p: Prepared) => Failure | null;
const fail = (type: ImportErrorCode, message: string): Failure => ({ type, message });
const header = (c: ImportColumn) => ({ header: c.header });

/**
 * One check per column check name (business.md §5 Excel import). Each sees a non-empty cell
 * text; `required` alone sees empty ones. Cross-row checks (unique, hasOnlyOneValue) are apart.
 */
export const CELL_CHECKS: Record<Exclude<ColumnCheck, 'unique' | 'hasOnlyOneValue'>, CellCheck> = {
  required: (t, c) =>
    t.trim() === '' ? fail('MISSING_REQUIRED_FIELD', importMessage('required', header(c))) : null,
  isDate: (t, c) =>
    parseImportDate(t) ? null : fail('INVALID_DATE', importMessage('invalidDate', header(c))),
  isPresentOrFuture: (t, _c, p) => {
    const d = parseImportDate(t);
    return d && d < p.ctx.today
      ? fail('DATE_IN_PAST', importMessage('dateInPast', { date: p.ctx.today.replaceAll('-', '.') }))
      : null;
  },
  isWorkday: (t, _c, p) => {
    const d = parseImportDate(t);
    return d && !isWorkday(d, p.calendar) ? fail('IS_NOT_WORKDAY', importMessage('workday')) : null;
  },
  isPositive: (t) => {
    const n = parseImportNumber(t);
    return n !== null && n > 0 ? null : fail('IS_NOT_POSITIVE', importMessage('positive'));
  },
  isPositiveInteger: (t) => {
    const n = parseImportNumber(t);
    return n !== null && n > 0 && Number.isInteger(n)
      ? null
      : fail('IS_NOT_POSITIVE_INTEGER', importMessage('positiveInteger'));
  },
  // A gross weight: a number in kg with at most 3 decimals (business.md §5 kg precision), not above the largest truck.
  isValidWeight: (t, c) => {
    const n = parseImportNumber(t);
    return n !== null && decimalsOf(t) <= 3 && n <= MAX_IMPORT_WEIGHT_KG
      ? null
      : fail('IS_NOT_VALID_WEIGHT', importMessage('invalidValue', header(c)));
  },
  isValidVehicle: (t, c, p) =>
    p.activeVehicles.has(t.trim())
      ? null
      : fail('IS_NOT_VALID_VEHICLE', importMessage('invalidValue', header(c))),
  isPalletType: (t, c, p) =>
    p.palletTypes.has(t.trim()) ? null : fail('INVALID_VALUE', importMessage('invalidValue', header(c))),
};

/** Typed values of a row; invalid cells become null; an empty vehicle becomes the default one. */
function parseRow(
  values: ImportRowInput['values'],
  errorFields: ReadonlySet<string>,
  p: Prepared,
): ParsedImportRow {
  const text = (f: ImportRowField) => (errorFields.has(f) ? null : textOrNull(values[f]));
  const number = (f: ImportRowField) => (errorFields.has(f) ? null : parseImportNumber(values[f]));
  const incoterm = text('incoterm');
  const deliveryToSite = incoterm !== null && ['Z', 'X'].includes(incoterm.toUpperCase());
  const named = text('vehicle');
  const fallback = deliveryToSite ? p.ctx.defaultVehicles.site : p.ctx.defaultVehicles.road;
  return {
    idNumber: text('idNumber'),
    customerNumber: text('customerNumber'),
    customerName: text('customerName'),
    deliveryDate: errorFields.has('deliveryDate') ? null : parseImportDate(values.deliveryDate),
    originalAddress: text('originalAddress'),
    originalAddressPostalCode: text('originalAddressPostalCode'),
    palletsCount: number('palletsCount'),
    palletType: text('palletType'),
    sumWeight: number('sumWeight'),
    vehicle: named ?? (errorFields.has('vehicle') ? null : fallback),
    factoryShortName: text('factoryShortName'),
    incoterm,
    comment: text('comment'),
    deliveryToSite,
  };
}

/** The row's own checks (every configured column), without the cross-row and server checks. */
function checkOwn(input: ImportRowInput, p: Prepared): ImportedOrderRow {
  const errors: ImportRowError[] = [];
  for (const column of p.ctx.config.columns) {
    const t = input.values[column.field] ?? '';
    if (t.length > MAX_CELL_CHARS) {
      addRowError(
        { errors },
        {
          type: 'INVALID_VALUE',
          message: importMessage('invalidValue', header(column)),
          field: column.field,
        },
      );
      continue;
    }
    for (const check of column.checks) {
      if (check === 'unique' || check === 'hasOnlyOneValue') continue;
      if (check !== 'required' && t.trim() === '') continue;
      const failure = CELL_CHECKS[check](t, column, p);
      if (failure) {
        errors.push({ ...failure, field: column.field });
        break;
      }
    }
  }
  const parsed = parseRow(input.values, new Set(errors.map((e) => e.field ?? '')), p);
  return { ...input, temporaryCustomerId: temporaryIdOf(input.rowNumber), parsed, errors };
}

const sameValue = (t: string | undefined) => (t ?? '').trim().toLocaleLowerCase('hu');

/** unique (no repeat inside the file) and hasOnlyOneValue (every row the same; the commonest value wins). */
function checkAcrossRows(rows: ImportedOrderRow[], config: ImportConfig): void {
  for (const column of config.columns) {
    const f = column.field;
    if (column.checks.includes('unique')) {
      const counts = new Map<string, number>();
      for (const r of rows) {
        const v = sameValue(r.values[f]);
        if (v !== '') counts.set(v, (counts.get(v) ?? 0) + 1);
      }
      for (const r of rows) {
        if ((counts.get(sameValue(r.values[f])) ?? 0) > 1)
          addRowError(r, {
            type: 'DUPLICATED_VALUE',
            message: importMessage('unique', header(column)),
            field: f,
          });
      }
    }
    if (column.checks.includes('hasOnlyOneValue')) {
      const counts = new Map<string, number>();
      for (const r of rows) {
        const v = sameValue(r.values[f]);
        if (v !== '') counts.set(v, (counts.get(v) ?? 0) + 1);
      }
      let common = '';
      let best = 0;
      for (const [v, n] of counts) if (n > best) [common, best] = [v, n];
      for (const r of rows) {
        const v = sameValue(r.values[f]);
        if (v !== '' && v !== common)
          addRowError(r, {
            type: 'MORE_THAN_ONE_VALUE',
            message: importMessage('moreThanOneValue', header(column)),
            field: f,
          });
      }
    }
  }
}

/** A reusable checker: own checks per row (cache them), then the cross-row checks over all rows. */
export function createImportChecker(ctx: ImportCheckContext) {
  const p = prepare(ctx);
  return {
    checkOwn: (input: ImportRowInput) => checkOwn(input, p),
    /** Adds the cross-row errors to copies of the rows (their own errors are kept). */
    checkAcross: (rows: readonly ImportedOrderRow[]): ImportedOrderRow[] => {
      const copies = rows.map((r) => ({ ...r, errors: [...r.errors] }));
      checkAcrossRows(copies, ctx.config);
      return copies;
    },
  };
}

/** Every column check of business.md §5 on every row (no capacity, database or geocoding checks). */
export function checkImportRows(
  inputs: readonly ImportRowInput[],
  ctx: ImportCheckContext,
): ImportedOrderRow[] {
  const checker = createImportChecker(ctx);
  return checker.checkAcross(inputs.map(checker.checkOwn));
}
