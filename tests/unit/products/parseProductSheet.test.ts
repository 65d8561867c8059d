import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { parseProductSheet, SHEET_MESSAGES } from '../../../workers/parseProductSheet.ts';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../fixtures/products/${name}`, import.meta.url)));
const parse = (bytes: Uint8Array, maxRows = 1000) => parseProductSheet(bytes, maxRows);

describe('product sheet parser (SheetJS, in the upload worker)', () => {
  it('reads the good .xlsx fixture into products', () => {
    const r = parse(fixture('good.xlsx'));
    expect(r.type).toBe('result');
    if (r.type !== 'result') return;
    expect(r.products.map((p) => p.itemId)).toEqual(['FX-100', 'FX-101', 'FX-EXISTING']);
    expect(r.products[0]).toMatchObject({
      kgPerUnit: 18.5,
      unitPerPallet: 60,
      palletType: 'EUR',
      priority: 1,
    });
  });

  it('numbers rows as the spreadsheet does, also below blank top rows', () => {
    const ws = XLSX.utils.aoa_to_sheet([
      [],
      [],
      ['itemId', 'name', 'unit', 'kgPerUnit', 'kgPerPallet', 'unitPerPallet', 'palletType'],
      ['A-1', 'Jó', 'db', 1, 1, 1, 'EUR'],
      ['A-2', 'Rossz', 'db', 1, 1, 1, 'PAL'],
    ]);
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, ws, 'Lap');
    const r = parse(new Uint8Array(XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer));
    // The rows' sheet numbers go with the typed rows: the server's rules report by them.
    expect(r.type === 'result' && r.rowNumbers).toEqual([4, 5]);
    expect(r.type === 'result' && r.errors).toEqual([]);
  });

  it('reads a Windows-1250 CSV with tabs, accents intact', () => {
    const text =
      'Cikkszám\tMegnevezés\tMértékegység\tSúly/egység (kg)\tSúly/raklap (kg)\tEgység/raklap\tRaklaptípus\nW-1\tŐrölt mész\tzsák\t25\t1000\t40\tEUR\n';
    // Windows-1250: ő is 0xF5, á 0xE1, é 0xE9, í 0xED, ú 0xFA, ü 0xFC, ö 0xF6, Ő 0xD5, ű 0xFB.
    const map: Record<string, number> = {
      á: 0xe1,
      é: 0xe9,
      í: 0xed,
      ú: 0xfa,
      ö: 0xf6,
      ő: 0xf5,
      Ő: 0xd5,
      ü: 0xfc,
      ű: 0xfb,
      ó: 0xf3,
    };
    const bytes = Uint8Array.from([...text].map((c) => map[c] ?? c.charCodeAt(0)));
    const r = parse(bytes);
    expect(r.type === 'result' && r.products[0]).toMatchObject({
      itemId: 'W-1',
      name: 'Őrölt mész',
      unit: 'zsák',
    });
  });

  it('refuses what is not a readable table, with a message instead of a crash', () => {
    expect(parse(fixture('not-a-sheet.png'))).toEqual({
      type: 'failed',
      message: SHEET_MESSAGES.notSpreadsheet,
    });
    expect(parse(fixture('broken.xlsx'))).toEqual({ type: 'failed', message: SHEET_MESSAGES.unreadable });
    expect(parse(new Uint8Array())).toEqual({ type: 'failed', message: SHEET_MESSAGES.empty });
    expect(
      parse(new TextEncoder().encode('itemId;name;unit;kgPerUnit;kgPerPallet;unitPerPallet;palletType\n')),
    ).toEqual({
      type: 'failed',
      message: SHEET_MESSAGES.empty,
    });
    const many = [
      'itemId;name;unit;kgPerUnit;kgPerPallet;unitPerPallet;palletType',
      'A;a;db;1;1;1;EUR',
      'B;b;db;1;1;1;EUR',
    ];
    expect(parse(new TextEncoder().encode(many.join('\n')), 1)).toEqual({
      type: 'failed',
      message: SHEET_MESSAGES.tooManyRows(1),
    });
  });
});
