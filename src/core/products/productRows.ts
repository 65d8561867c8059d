import type { z } from 'zod';
import type { ResolvedRule } from '../rules/ruleFile.schemas.ts';
import type { EntityResult } from '../rules/ruleResults.ts';
import { foldHeader } from './foldHeader.ts';
import type { productRowErrorAnswer, productRowErrorCodeAnswer } from './products.answers.ts';
import { PRODUCT_FIELD_NAMES } from './products.answers.ts';
import type { ProductField, ProductValues } from './products.schemas.ts';

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
export type ProductRowErrorCode = z.output<typeof productRowErrorCodeAnswer>;

/** One refused cell of an upload: the sheet's row number (header = 1), the field and why. */
export type ProductRowError = z.output<typeof productRowErrorAnswer>;

/** A data row of the sheet with its row number in the file. */
export interface SheetRow {
  row: number;
  cells: readonly unknown[];
}

const quoted = (field: ProductField) => `"${PRODUCT_SHEET_HEADERS[field]}"`;

/**
 * Spec texts of business.md §5 (Excel import) with the column's header, for what is refused while
 * reading; the rules' messages get the header in productRuleErrors.
 */
export const ROW_MESSAGES = {
  unique: (f: ProductField) => `A ${quoted(f)} mező értékeinek egyedinek kell lennie!`,
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

/**
 * A row's typed values: texts trimmed (blank: ''), numbers read (blank: null; a blank priority: 0).
 * What the `product` rules then judge (productRuleErrors); saved as ProductValues once they pass.
 */
export type ProductRowValues = {
  [K in ProductField]: ProductValues[K] extends number ? number | null : ProductValues[K];
};

/**
 * One row typed: only what cannot become a typed value is refused here (a number cell that is
 * no number). Required fields, positive numbers, lengths and known pallet types are the `product`
 * rules, run over every row by the server (productRuleErrors): nothing of them is written here.
 */
export function typeProductRow(
  row: SheetRow,
  columns: ReadonlyMap<ProductField, number>,
): { values: ProductRowValues; errors: ProductRowError[] } {
  const errors: ProductRowError[] = [];
  const out: Record<string, unknown> = {};
  for (const field of PRODUCT_FIELD_NAMES) {
    const index = columns.get(field);
    const raw = index === undefined ? undefined : row.cells[index];
    if (!NUMBER_FIELDS.has(field)) {
      out[field] = isBlank(raw) ? '' : String(raw).trim();
      continue;
    }
    if (isBlank(raw)) {
      out[field] = field === 'priority' ? 0 : null;
      continue;
    }
    const n = toNumber(raw);
    out[field] = n;
    if (n !== null) continue;
    if (field === 'priority')
      errors.push({
        row: row.row,
        field,
        code: 'IS_NOT_POSITIVE_INTEGER',
        message: ROW_MESSAGES.nonNegativeInteger(field),
      });
    else errors.push({ row: row.row, field, code: 'IS_NOT_POSITIVE', message: ROW_MESSAGES.positive(field) });
  }
  return { values: out as ProductRowValues, errors };
}

/**
 * Reads every data row of an upload into typed values with their sheet row numbers, and the
 * checks the rules cannot make: a number cell that is no number, an item id repeated in the file.
 * Blank rows are skipped. `onProgress` is told every `step` rows.
 */
export function readProductRows(
  rows: readonly SheetRow[],
  columns: ReadonlyMap<ProductField, number>,
  onProgress?: (done: number) => void,
  step = 1000,
): { products: ProductRowValues[]; rowNumbers: number[]; errors: ProductRowError[]; rowCount: number } {
  const products: ProductRowValues[] = [];
  const rowNumbers: number[] = [];
  const errors: ProductRowError[] = [];
  const firstRowOf = new Map<string, number>();
  let rowCount = 0;
  rows.forEach((row, i) => {
    if (row.cells.every(isBlank)) return;
    rowCount += 1;
    const result = typeProductRow(row, columns);
    errors.push(...result.errors);
    const itemId = result.values.itemId;
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
    products.push(result.values);
    rowNumbers.push(row.row);
    if (onProgress && (i + 1) % step === 0) onProgress(i + 1);
  });
  onProgress?.(rows.length);
  return { products, rowNumbers, errors: sortRowErrors(errors), rowCount };
}

/** Row errors in sheet order: by row, then by the column's field order. */
export function sortRowErrors(errors: ProductRowError[]): ProductRowError[] {
  const at = (f: ProductField) => PRODUCT_FIELD_NAMES.indexOf(f);
  return errors.sort((a, b) => a.row - b.row || at(a.field) - at(b.field));
}

/** The upload's error code of a rule's message, by the general rule its event names. */
const CODE_BY_MESSAGE_KEY: Partial<Record<string, ProductRowErrorCode>> = {
  required: 'MISSING_REQUIRED_FIELD',
  positive: 'IS_NOT_POSITIVE',
  positiveInteger: 'IS_NOT_POSITIVE_INTEGER',
  nonNegativeInteger: 'IS_NOT_POSITIVE_INTEGER',
};

/**
 * The `product` rules' messages of an upload's rows as row errors (`results` in the order of the
 * rows, `rowNumbers` their sheet rows): every message of every field, except on a cell already
 * refused while reading. 'A mező …' gets the column's header ('A "Megnevezés" mező kitöltése
 * kötelező!'), any other message is prefixed with it ('A "Súly/egység (kg)" mező: Pozitív számot
 * adjon meg!'). The code comes from the rule's messageKey (required → MISSING_REQUIRED_FIELD …),
 * else INVALID_VALUE.
 */
export function productRuleErrors(
  results: readonly EntityResult[],
  rowNumbers: readonly number[],
  readErrors: readonly ProductRowError[],
  rulesByName: ReadonlyMap<string, ResolvedRule>,
): ProductRowError[] {
  const refused = new Set(readErrors.map((e) => `${e.row}.${e.field}`));
  const errors: ProductRowError[] = [];
  results.forEach((result, i) => {
    const row = rowNumbers[i] ?? 0;
    const all =
      result.allFields ?? Object.fromEntries(Object.entries(result.fields).map(([f, m]) => [f, [m]]));
    for (const [name, messages] of Object.entries(all)) {
      if (!(PRODUCT_FIELD_NAMES as readonly string[]).includes(name) || refused.has(`${row}.${name}`))
        continue;
      const field = name as ProductField;
      for (const m of messages) {
        const event = rulesByName.get(m.rule)?.event;
        const key = event?.type === 'fieldError' ? event.params.messageKey : undefined;
        const message = m.message.startsWith('A mező ')
          ? `A ${quoted(field)} ${m.message.slice(2)}`
          : `A ${quoted(field)} mező: ${m.message}`;
        errors.push({ row, field, code: (key && CODE_BY_MESSAGE_KEY[key]) || 'INVALID_VALUE', message });
      }
    }
  });
  return errors;
}
