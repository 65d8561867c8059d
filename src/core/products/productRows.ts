import { foldHeader } from './foldHeader.ts';
import {
  PRODUCT_FIELD_NAMES,
  type ProductField,
  type ProductValues,
  productFieldSchemas,
} from './products.schemas.ts';

/**
 * Header texts of the product upload file and of the grid's export (hu column titles), so an
 * exported view uploads again. A column is also recognised by its field name (itemId, kgPerUnit …).
 */
export const PRODUCT_SHEET_HEADERS: Record<ProductField, string> = {
  itemId: 'Cikkszám',
  name: 'Megnevezés',
  unit: 'Mértékegység',
  kgPerUnit: 'Súly/egység (kg)',
  kgPerPallet: 'Súly/raklap (kg)',
  unitPerPallet: 'Egység/raklap',
  palletType: 'Raklaptípus',
  priority: 'Prioritás',
};

/** Columns a product file must have; a missing priority counts as 0. */
export const REQUIRED_PRODUCT_COLUMNS: readonly ProductField[] = PRODUCT_FIELD_NAMES.filter(
  (f) => f !== 'priority',
);

/** Import row error codes of business.md §8 that a product row can get. */
export type ProductRowErrorCode =
  | 'MISSING_REQUIRED_FIELD'
  | 'IS_NOT_POSITIVE'
  | 'IS_NOT_POSITIVE_INTEGER'
  | 'INVALID_VALUE'
  | 'DUPLICATED_VALUE';

/** One refused cell of an upload: the sheet's row number (header = 1), the field and why. */
export interface ProductRowError {
  row: number;
  field: ProductField;
  code: ProductRowErrorCode;
  message: string;
}

/** A data row of the sheet with its row number in the file. */
export interface SheetRow {
  row: number;
  cells: readonly unknown[];
}

const quoted = (field: ProductField) => `"${PRODUCT_SHEET_HEADERS[field]}"`;

/** Spec texts of business.md §5 (Excel import) with the column's header. */
export const ROW_MESSAGES = {
  required: (f: ProductField) => `A ${quoted(f)} mező kitöltése kötelező!`,
  unique: (f: ProductField) => `A ${quoted(f)} mező értékeinek egyedinek kell lennie!`,
  invalid: (f: ProductField) => `A ${quoted(f)} mező helytelen adatot tartalmaz!`,
  positive: (f: ProductField) => `A ${quoted(f)} mező: Pozitív számot adjon meg!`,
  nonNegativeInteger: (f: ProductField) => `A ${quoted(f)} mező: Pozitív egész számot vagy nullát adjon meg!`,
};

/** Which field each column of the header row holds; unknown columns are ignored. */
export function mapProductHeaders(header: readonly unknown[]): {
  columns: Map<ProductField, number>;
  missing: ProductField[];
} {
  const byFolded = new Map<string, ProductField>();
  for (const f of PRODUCT_FIELD_NAMES) {
    byFolded.set(foldHeader(f), f);
    byFolded.set(foldHeader(PRODUCT_SHEET_HEADERS[f]), f);
  }
  const columns = new Map<ProductField, number>();
  header.forEach((cell, i) => {
    const field = byFolded.get(foldHeader(String(cell ?? '')));
    if (field && !columns.has(field)) columns.set(field, i);
  });
  return { columns, missing: REQUIRED_PRODUCT_COLUMNS.filter((f) => !columns.has(f)) };
}

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** A number cell: a number, or text with a decimal comma or point and spaces as thousands separators. */
function toNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  const s = String(v).replace(/\s/g, '').replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(s)) return null;
  return Number(s);
}

const NUMBER_FIELDS = new Set<ProductField>(['kgPerUnit', 'kgPerPallet', 'unitPerPallet', 'priority']);

/** One row's values and errors (no cross-row checks). */
export function validateProductRow(
  row: SheetRow,
  columns: ReadonlyMap<ProductField, number>,
  palletTypes: readonly string[],
): { values: ProductValues | null; errors: ProductRowError[] } {
  const errors: ProductRowError[] = [];
  const out: Record<string, unknown> = {};
  const fail = (field: ProductField, code: ProductRowErrorCode, message: string) =>
    errors.push({ row: row.row, field, code, message });
  for (const field of PRODUCT_FIELD_NAMES) {
    const index = columns.get(field);
    const raw = index === undefined ? undefined : row.cells[index];
    if (isBlank(raw)) {
      if (field === 'priority') out.priority = 0;
      else fail(field, 'MISSING_REQUIRED_FIELD', ROW_MESSAGES.required(field));
      continue;
    }
    if (NUMBER_FIELDS.has(field)) {
      const n = toNumber(raw);
      const ok = n !== null && productFieldSchemas[field].safeParse(n).success;
      if (!ok && field === 'priority')
        fail(field, 'IS_NOT_POSITIVE_INTEGER', ROW_MESSAGES.nonNegativeInteger(field));
      else if (!ok) fail(field, 'IS_NOT_POSITIVE', ROW_MESSAGES.positive(field));
      else out[field] = n;
      continue;
    }
    const value = String(raw).trim();
    if (!productFieldSchemas[field].safeParse(value).success) {
      fail(field, 'INVALID_VALUE', ROW_MESSAGES.invalid(field));
    } else if (field === 'palletType' && !palletTypes.includes(value)) {
      fail(field, 'INVALID_VALUE', ROW_MESSAGES.invalid(field));
    } else out[field] = value;
  }
  return { values: errors.length === 0 ? (out as unknown as ProductValues) : null, errors };
}

/**
 * Validates every data row of an upload (business.md §5 Excel import: saved only if no row has
 * errors): required fields, positive numbers, known pallet types, item ids unique in the file.
 * Blank rows are skipped. `onProgress` is told every `step` rows.
 */
export function validateProductRows(
  rows: readonly SheetRow[],
  columns: ReadonlyMap<ProductField, number>,
  palletTypes: readonly string[],
  onProgress?: (done: number) => void,
  step = 1000,
): { products: ProductValues[]; errors: ProductRowError[]; rowCount: number } {
  const products: ProductValues[] = [];
  const errors: ProductRowError[] = [];
  const firstRowOf = new Map<string, number>();
  let rowCount = 0;
  rows.forEach((row, i) => {
    if (row.cells.every(isBlank)) return;
    rowCount += 1;
    const result = validateProductRow(row, columns, palletTypes);
    errors.push(...result.errors);
    const itemIndex = columns.get('itemId');
    const itemId = itemIndex === undefined ? '' : String(row.cells[itemIndex] ?? '').trim();
    if (itemId !== '') {
      const first = firstRowOf.get(itemId);
      if (first === undefined) firstRowOf.set(itemId, row.row);
      else {
        errors.push({
          row: row.row,
          field: 'itemId',
          code: 'DUPLICATED_VALUE',
          message: `${ROW_MESSAGES.unique('itemId')} (${itemId}: ${first}. sor)`,
        });
        return;
      }
    }
    if (result.values) products.push(result.values);
    if (onProgress && (i + 1) % step === 0) onProgress(i + 1);
  });
  onProgress?.(rows.length);
  errors.sort((a, b) => a.row - b.row);
  return { products, errors, rowCount };
}
