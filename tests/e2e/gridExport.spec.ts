import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import * as XLSX from 'xlsx';
import { expect, test } from './support/fixtures.ts';

/** Reads a downloaded workbook back: its sheet, and the first sheet's XML (for the frozen pane). */
async function readBack(download: Download) {
  const bytes = new Uint8Array(await readFile(await download.path()));
  const wb = XLSX.read(bytes, { type: 'array', cellNF: true });
  const zip = XLSX.CFB.read(bytes, { type: 'buffer' });
  const at = zip.FullPaths.findIndex((p: string) => p.endsWith('/xl/worksheets/sheet1.xml'));
  const xml = new TextDecoder().decode(zip.FileIndex[at]?.content as Uint8Array);
  return { wb, xml };
}

/** The column letter of a header text in row 1. */
function columnOf(ws: XLSX.WorkSheet, header: string): string {
  const range = XLSX.utils.decode_range(ws['!ref'] ?? 'A1');
  for (let c = range.s.c; c <= range.e.c; c++) {
    const address = XLSX.utils.encode_cell({ r: 0, c });
    if (ws[address]?.v === header) return XLSX.utils.encode_col(c);
  }
  throw new Error(`no column ${header}`);
}

test.describe('Excel export', () => {
  test.use({ role: 'admin' });

  test('orders: typed numbers and dates (yyyy.mm.dd), sheet "Rendelések", widths, autofilter, frozen header', async ({
    page,
    api,
    tag,
    orders,
  }) => {
    const { grid, keys } = orders;
    const name = `Export${tag}`;
    const order = await api.createOrder(`${name} Vevő`, `${name}-1`);
    await orders.openByKeys();
    await grid.waitForRows();
    await grid.filterTo(name, 1);
    await keys.press('Enter');
    await grid.expectFocusInGrid();
    const downloading = page.waitForEvent('download');
    await keys.press('x');
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^rendelesek-\d{8}\.xlsx$/);
    await expect(grid.status).toContainText('Exportálva');

    const { wb, xml } = await readBack(download);
    expect(wb.SheetNames).toEqual(['Rendelések']);
    const ws = wb.Sheets.Rendelések as XLSX.WorkSheet;
    expect(ws['!autofilter']?.ref).toMatch(/^A1:[A-Z]+2$/);
    expect(xml).toContain('state="frozen"');
    expect(xml).toMatch(/<col min="1" max="1" width="[\d.]+" customWidth="1"\/>/);
    const id = columnOf(ws, 'Azonosító');
    expect(ws[`${id}2`]).toMatchObject({ t: 's', v: order.orderId });
    const kg = ws[`${columnOf(ws, 'Súly (kg)')}2`];
    expect(kg?.t).toBe('n');
    expect(typeof kg?.v).toBe('number');
    expect(ws[`${columnOf(ws, 'Raklap')}2`]?.t).toBe('n');
    expect(ws[`${columnOf(ws, 'Tételek')}2`]).toMatchObject({ t: 'n', v: 1 });
    // 2027-03-01 as an Excel date: day 46447 of the 1900 system, shown yyyy.mm.dd.
    expect(ws[`${columnOf(ws, 'Szállítási határidő')}2`]).toMatchObject({
      t: 'n',
      v: 46447,
      z: 'yyyy.mm.dd',
    });
    expect(ws[`${columnOf(ws, 'Státusz')}2`]).toMatchObject({ t: 's', v: 'Új' });
  });

  test('freights: sheet "Fuvarok" with numeric kg and pallets', async ({ page, freights }) => {
    const { grid, keys } = freights;
    await freights.openByKeys();
    await grid.waitForRows();
    await grid.filterTo('E2E', 5);
    await keys.press('Enter');
    await grid.expectFocusInGrid();
    const downloading = page.waitForEvent('download');
    await keys.press('x');
    const { wb, xml } = await readBack(await downloading);
    expect(wb.SheetNames).toEqual(['Fuvarok']);
    const ws = wb.Sheets.Fuvarok as XLSX.WorkSheet;
    expect(xml).toContain('state="frozen"');
    expect(ws['!autofilter']?.ref).toMatch(/^A1:[A-Z]+6$/);
    for (const header of ['Súly (kg)', 'Raklap'])
      for (const row of [2, 3, 4, 5, 6]) {
        const cell = ws[`${columnOf(ws, header)}${row}`];
        if (cell) expect(cell.t, `${header} ${row}`).toBe('n');
      }
  });
});
