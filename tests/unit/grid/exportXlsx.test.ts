import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { buildXlsx, excelDate, guessType } from '../../../src/web/export/exportXlsx.ts';

// Fixed dates: arbitrary inputs of pure functions, any year would do (one winter, one summer: Budapest time).

describe('Excel export', () => {
  it('writes typed cells, the Hungarian sheet name, widths, an autofilter and a frozen header row', async () => {
    const { bytes, fileName } = await buildXlsx('orders', {
      headers: ['Azonosító', 'Súly (kg)', 'Szállítási határidő', 'Létrehozva'],
      rows: [
        ['A-1', 12.5, '2026.12.08', '2026.11.27 08:30'],
        ['A-2', 3, null, '2026-11-28'],
      ],
      sheetName: 'Rendelések',
    });
    expect(fileName).toMatch(/^rendelesek-\d{8}\.xlsx$/);
    const wb = XLSX.read(new Uint8Array(bytes), { type: 'array', cellNF: true });
    expect(wb.SheetNames).toEqual(['Rendelések']);
    const ws = wb.Sheets.Rendelések;
    if (!ws) throw new Error('no sheet');
    expect(ws.A2).toMatchObject({ t: 's', v: 'A-1' });
    expect(ws.B2).toMatchObject({ t: 'n', v: 12.5 });
    expect(ws.C2).toMatchObject({ t: 'n', v: 46364, z: 'yyyy.mm.dd' });
    expect(ws.D2).toMatchObject({ t: 'n', z: 'yyyy.mm.dd hh:mm' });
    expect(ws.C3).toBeUndefined();
    expect(ws['!autofilter']).toEqual({ ref: 'A1:D3' });
    const zip = XLSX.CFB.read(new Uint8Array(bytes), { type: 'buffer' });
    const at = zip.FullPaths.findIndex((p: string) => p.endsWith('/xl/worksheets/sheet1.xml'));
    const xml = new TextDecoder().decode(zip.FileIndex[at]?.content as Uint8Array);
    expect(xml.match(/<col min="\d" max="\d" width="[\d.]+" customWidth="1"\/>/g)).toHaveLength(4);
    expect(xml).toContain('<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>');
  });

  it("names the file after the kind and the screen's own suffix (the statistics' period)", async () => {
    const sheet = { headers: ['Csoport', 'Darab'], rows: [['TVS', 2]] };
    const named = await buildXlsx('statistics', { ...sheet, fileSuffix: 'fuvarok-20300501-20300531' });
    expect(named.fileName).toMatch(/^statisztikak-fuvarok-20300501-20300531-\d{8}\.xlsx$/);
    const cleaned = await buildXlsx('statistics', { ...sheet, fileSuffix: ' ../május 2030/ ' });
    expect(cleaned.fileName).toMatch(/^statisztikak-m-jus-2030-\d{8}\.xlsx$/);
  });

  it('guesses column types from the values; Excel day numbers of dates', () => {
    expect(guessType([1, 2.5, null])).toBe('number');
    expect(guessType(['2026.12.08', '2026-01-02', ''])).toBe('date');
    expect(guessType(['2026.12.08', 'x'])).toBe('text');
    expect(guessType([])).toBe('text');
    expect(excelDate('1900.03.01')).toBe(61);
    expect(excelDate('2026.02.30')).toBeNull();
  });

  it("writes an API timestamp (with its zone) as the user's local date and time", () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Europe/Budapest';
    try {
      // 07:49 UTC is 08:49 in Budapest in November (CET), 09:49 in July (CEST).
      expect(excelDate('2026-11-27T07:49:06.123Z')).toBe(excelDate('2026.11.27 08:49'));
      expect(excelDate('2026-07-01T23:30:00Z')).toBe(excelDate('2026.07.02 01:30'));
      expect(excelDate('2026-07-01T23:30:00+02:00')).toBe(excelDate('2026.07.01 23:30'));
      expect(guessType(['2026-11-27T07:49:06.123Z', null])).toBe('date');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
