import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { SHEET_ROW_SLACK } from '../../../../src/core/files/sheetWasCut.ts';
import {
  MAX_IMPORT_ROWS,
  readImportWorkbook,
} from '../../../../src/core/orders/import/readImportWorkbook.ts';
import { importColumnsFor } from '../../../factories/orderImport.factory.ts';
import { buildImportWorkbook, IMPORT_HEADERS } from '../../../fixtures/import/importFixtures.ts';
import { zipBomb } from '../../files/zipBomb.ts';

const config = importColumnsFor('logistics');

describe('order import workbook limits (before SheetJS unpacks or reads on)', () => {
  it('refuses a zip bomb as too large, at once', () => {
    // "At once" is the answer itself: unpacking would take gigabytes first. Tests never assert on time.
    expect(readImportWorkbook(zipBomb(), config)).toEqual({ ok: false, problem: 'tooLarge' });
  });

  it('calls a cut-off .xlsx broken', () => {
    const whole = buildImportWorkbook([]);
    expect(readImportWorkbook(whole.slice(0, 300), config)).toEqual({ ok: false, problem: 'broken' });
  });

  it('refuses a sheet reaching past the row limit and its slack without reading the rest', () => {
    const ws = XLSX.utils.aoa_to_sheet([[...IMPORT_HEADERS]]);
    // One cell far below the limit: the range reaches there, SheetJS stops at the limit.
    XLSX.utils.sheet_add_aoa(ws, [['x']], { origin: { r: MAX_IMPORT_ROWS + SHEET_ROW_SLACK + 10, c: 0 } });
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, ws, 'Rendelések');
    const bytes = new Uint8Array(XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    expect(readImportWorkbook(bytes, config)).toEqual({ ok: false, problem: 'tooManyRows' });
  });
});
