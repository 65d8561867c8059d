import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { SHEET_ROW_SLACK } from '../../../src/core/files/sheetWasCut.ts';
import { PRODUCT_UPLOAD_MAX_ERRORS } from '../../../src/core/products/productLoad.schemas.ts';
import { PRODUCT_ERRORS } from '../../../src/core/products/products.errors.ts';
import { parseProductSheet, SHEET_MESSAGES } from '../../../workers/parseProductSheet.ts';
import { lyingZipBomb, zipBomb } from '../files/zipBomb.ts';

const HEADER = 'itemId;name;unit;kgPerUnit;kgPerPallet;unitPerPallet;palletType\n';
const csv = (rows: number, row: (i: number) => string) =>
  new TextEncoder().encode(HEADER + Array.from({ length: rows }, (_, i) => row(i)).join(''));

describe('product sheet parser limits (before and while SheetJS reads)', () => {
  it('refuses a zip bomb from its directory, with the Hungarian message, before unpacking', () => {
    const started = performance.now();
    const r = parseProductSheet(zipBomb(), 100_000);
    expect(r).toEqual({ type: 'failed', message: PRODUCT_ERRORS.parseMemory.message });
    // Unpacking 256 MB would take seconds and the memory with it; reading the directory takes none.
    // The time is printed, not asserted: a busy machine would make any limit fail on its own.
    console.info(`zip bomb refused after ${Math.round(performance.now() - started)} ms`);
  });

  it('refuses a zip bomb whose directory understates its parts (1.5 MB claiming 1 MB): no part unpacks past its claim', () => {
    const bomb = lyingZipBomb();
    expect(bomb.byteLength).toBeGreaterThan(1024 * 1024);
    expect(parseProductSheet(bomb, 100_000)).toEqual({
      type: 'failed',
      message: PRODUCT_ERRORS.parseMemory.message,
    });
  });

  it('an honest .xlsx unpacks exactly as its directory says and is read', () => {
    const good = new Uint8Array(readFileSync(new URL('../../fixtures/products/good.xlsx', import.meta.url)));
    expect(parseProductSheet(good, 1000).type).toBe('result');
  });

  it('calls a truncated .xlsx unreadable at once', () => {
    const good = new Uint8Array(readFileSync(new URL('../../fixtures/products/good.xlsx', import.meta.url)));
    expect(parseProductSheet(good.slice(0, 300), 1000)).toEqual({
      type: 'failed',
      message: SHEET_MESSAGES.unreadable,
    });
  });

  it('refuses a sheet longer than the row limit without reading all of it', () => {
    const max = 1000;
    const r = parseProductSheet(
      csv(max + SHEET_ROW_SLACK + 500, (i) => `A-${i};Név;db;1;1;1;EUR\n`),
      max,
    );
    expect(r).toEqual({ type: 'failed', message: SHEET_MESSAGES.tooManyRows(max) });
  });

  it('stops an .xlsx at the row limit too (SheetJS sheetRows), the rest unread', () => {
    const max = 10;
    const aoa = [
      HEADER.trim().split(';'),
      ...Array.from({ length: max + SHEET_ROW_SLACK + 5 }, (_, i) => [`A-${i}`]),
    ];
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(aoa), 'Lap');
    const bytes = new Uint8Array(XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    expect(parseProductSheet(bytes, max)).toEqual({
      type: 'failed',
      message: SHEET_MESSAGES.tooManyRows(max),
    });
  });

  it('still counts data rows: blank rows within the slack do not count', () => {
    const max = 10;
    const rows = csv(max + 20, (i) => (i < max ? `A-${i};Név;db;1;1;1;EUR\n` : ';;;;;;\n'));
    const r = parseProductSheet(rows, max);
    expect(r.type === 'result' && r.products.length).toBe(max);
    const over = parseProductSheet(
      csv(max + 1, (i) => `A-${i};Név;db;1;1;1;EUR\n`),
      max,
    );
    expect(over).toEqual({ type: 'failed', message: SHEET_MESSAGES.tooManyRows(max) });
  });

  it('keeps only the first errors of a file full of unreadable numbers', () => {
    const r = parseProductSheet(
      csv(PRODUCT_UPLOAD_MAX_ERRORS + 200, (i) => `A-${i};Név;db;sok;1;1;EUR\n`),
      100_000,
    );
    expect(r.type).toBe('result');
    if (r.type !== 'result') return;
    expect(r.errors).toHaveLength(PRODUCT_UPLOAD_MAX_ERRORS);
    expect(r.errors[0]?.row).toBe(2);
    expect(r.total).toBe(PRODUCT_UPLOAD_MAX_ERRORS + 200);
  });
});
