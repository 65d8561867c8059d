import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createExcelImportHandler } from '../../../../src/core/orders/import/excelImportHandler.ts';
import type {
  ExcelImportRequest,
  ExcelImportResponse,
  ExcelImportResult,
} from '../../../../src/core/orders/import/excelImportProtocol.ts';
import { IMPORT_ERROR_CODES } from '../../../../src/core/orders/import/importMessages.ts';
import { MAX_CELL_CHARS } from '../../../../src/core/orders/import/importRow.ts';
import { loadRuleSet } from '../../../../src/server/rules/loadRuleFiles.ts';
import { buildImportContext } from '../../../factories/orderImport.factory.ts';
import { buildImportWorkbook, goodFixtureRows, manyRows } from '../../../fixtures/import/importFixtures.ts';

// Fixed dates: arbitrary inputs of pure functions, any year would do (today is passed in, never the clock's).

const fixture = (name: string) => {
  const b = readFileSync(new URL(`../../../fixtures/import/${name}`, import.meta.url));
  return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;
};
const rules = loadRuleSet('logistics');
const arrayBufferOf = (b: Uint8Array) =>
  b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;

/** Runs one parse (and optional edits) through the worker's handler; returns every message posted. */
function run(
  data: ArrayBuffer,
  edits: Omit<Extract<ExcelImportRequest, { type: 'edit' }>, 'id' | 'type'>[] = [],
) {
  const posted: ExcelImportResponse[] = [];
  const handle = createExcelImportHandler((m) => posted.push(m));
  handle({ id: 1, type: 'parse', data, ctx: buildImportContext(), rules, rulesCtx: {} });
  edits.forEach((e, i) => {
    handle({ id: 2 + i, type: 'edit', ...e });
  });
  const results = posted.filter((m): m is ExcelImportResult => m.type === 'result' && m.ok);
  return { posted, last: posted.at(-1), result: results.at(-1) };
}
const typesByRow = (r: ExcelImportResult | undefined) =>
  Object.fromEntries(
    (r?.rows ?? []).map((row) => [row.values.idNumber ?? row.rowNumber, row.errors.map((e) => e.type)]),
  );

describe('Excel import worker handler over the fixtures', () => {
  it.each(['xlsx', 'xls', 'ods'] as const)('good .%s: three rows, no errors, dates read as dates', (type) => {
    const { result } = run(arrayBufferOf(buildImportWorkbook(goodFixtureRows('2026-01-05'), type)));
    expect(result?.rows.map((r) => [r.rowNumber, r.parsed.deliveryDate, r.errors])).toEqual([
      [2, '2026-01-08', []],
      [3, '2026-01-09', []],
      [4, '2026-01-12', []],
    ]);
    expect(result?.rows[2]?.parsed).toMatchObject({
      deliveryToSite: true,
      vehicle: 'D22L',
      comment: 'Daruval',
    });
  });

  it('allErrors.xlsx: each row shows its code; every file-side code appears', () => {
    const { result } = run(fixture('allErrors.xlsx'));
    expect(typesByRow(result)).toEqual({
      'E-1': ['MISSING_REQUIRED_FIELD'],
      'E-2': ['INVALID_DATE'],
      'E-3': ['DATE_IN_PAST'],
      'E-4': ['IS_NOT_WORKDAY'],
      'E-5': ['IS_NOT_POSITIVE_INTEGER'],
      'E-6': ['IS_NOT_POSITIVE'],
      'E-7': ['IS_NOT_VALID_VEHICLE'],
      'E-8': ['IS_NOT_VALID_WEIGHT'],
      'E-9': ['INVALID_VALUE'],
      'E-10': ['CAPACITY'],
      'E-12': ['DUPLICATED_VALUE'],
      'E-14': ['MORE_THAN_ONE_VALUE'],
      'E-11': ['CAPACITY'],
    });
    const seen = new Set(result?.rows.flatMap((r) => r.errors.map((e) => e.type)));
    const serverOnly = ['ALREADY_EXISTS_IN_DATABASE', 'CANNOT_BE_GEOCODED'];
    expect(IMPORT_ERROR_CODES.filter((c) => !seen.has(c))).toEqual(serverOnly);
    const messages = Object.fromEntries(
      (result?.rows ?? []).map((r) => [r.values.idNumber, r.errors[0]?.message]),
    );
    expect(messages['E-8']).toBe('A megadott bruttó súly nem nagyobb, mint a raklapok összsúlya!');
    expect(messages['E-10']).toBe('A megrendelés nem fér fel egy járműre sem!');
    expect(messages['E-11']).toBe('nem fér fel a D22S járműre! Lehetséges járművek: T24S, T24L');
  });

  it('an edit re-checks its row and the uniqueness across rows at once', () => {
    const { result } = run(fixture('allErrors.xlsx'), [
      { rowNumber: 4, field: 'deliveryDate', text: '2026.01.08' },
      { rowNumber: 14, field: 'idNumber', text: 'E-13' },
      { rowNumber: 12, field: 'vehicle', text: 'T24S' },
    ]);
    const byRow = typesByRow(result);
    expect(byRow['E-3']).toEqual([]);
    expect(byRow['E-12']).toEqual([]);
    expect(byRow['E-13']).toEqual([]);
    expect(byRow['E-11']).toEqual([]);
    expect(byRow['E-1']).toEqual(['MISSING_REQUIRED_FIELD']);
  });

  it('formulas give their cached values; a huge cell is cut and marked invalid', () => {
    const { result } = run(fixture('formulasAndHugeCells.xlsx'));
    expect(result?.rows[0]?.parsed).toMatchObject({ palletsCount: 12, sumWeight: 9000 });
    expect(result?.rows[1]?.parsed.customerName).toBe('Vevő F-2');
    expect(result?.truncatedCells).toBe(1);
    expect(result?.rows[2]?.values.comment?.length).toBe(MAX_CELL_CHARS + 1);
    expect(result?.rows[2]?.errors).toEqual([
      { type: 'INVALID_VALUE', field: 'comment', message: 'A "Megjegyzés" mező helytelen adatot tartalmaz!' },
    ]);
  });

  it.each([
    ['broken.xlsx', 'broken'],
    ['notAWorkbook.xlsx', 'broken'],
    ['notASpreadsheet.xlsx', 'notSpreadsheet'],
    ['orders.csv', 'notSpreadsheet'],
    ['emptySheet.xlsx', 'empty'],
    ['headersOnly.xlsx', 'noRows'],
  ])('%s is refused as %s', (name, problem) => {
    const { last } = run(fixture(name));
    expect(last).toMatchObject({ type: 'result', ok: false, problem });
  });

  it('a sheet without a required header is refused with the spec message', () => {
    const bytes = buildImportWorkbook([], 'xlsx', ['Azonosító', 'Vevőkód']);
    const { last } = run(bytes.buffer as ArrayBuffer);
    expect(last).toMatchObject({ ok: false, problem: 'headers' });
    expect(last && 'errors' in last ? last.errors : []).toContain('A "Vevő neve" mező kitöltése kötelező!');
  });

  it('10,000 generated rows: checked with progress messages, all good', () => {
    const bytes = buildImportWorkbook(
      manyRows(10_000, '2026-01-08', ['2026-01-08', '2026-01-09', '2026-01-12']),
    );
    const { posted, result } = run(bytes.buffer as ArrayBuffer);
    expect(result?.rows).toHaveLength(10_000);
    expect(result?.rows.filter((r) => r.errors.length > 0)).toEqual([]);
    const progress = posted.filter((m) => m.type === 'progress');
    expect(progress.some((p) => p.phase === 'read')).toBe(true);
    expect(progress.filter((p) => p.phase === 'check').at(-1)).toMatchObject({ done: 10_000, total: 10_000 });
  }, 240_000);
});
