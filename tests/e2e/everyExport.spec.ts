import type { Page, Route } from '@playwright/test';
import * as XLSX from 'xlsx';
import { expect, test } from './support/fixtures.ts';
import { ExportedWorkbook } from './support/pages/ExportedWorkbook.ts';
import type { GridPage } from './support/pages/GridPage.ts';
import { ScreenPage } from './support/screens/ScreenPage.ts';
import { BILLS_FACTORY } from './support/seeds/freightBills.ts';
import { statisticsFile, statisticsPeriod } from './support/seeds/statistics.ts';

/**
 * Issue 22, Deliver 4: every export kind of shell.md §3 from its screen by keyboard, filtered as the
 * screen is. Each test narrows its screen with the screen's own filters, exports (x, or the palette),
 * and reads the downloaded workbook back: the same rows as the screen in the same order, the kind's
 * Hungarian sheet name, a frozen header and autofilter, and cell types as the screen shows them
 * (numbers as numbers, dates as Excel dates shown yyyy.mm.dd).
 */

const NUMBER_TEXT = /^-?\d+(?:[.,]\d+)?$/;
const DATE_TEXT = /^\d{4}[.-]\d{2}[.-]\d{2}\.?$/;

interface ScreenColumn {
  colId: string;
  header: string;
  cells: string[];
}

/** The columns the grid has rendered: header text and every displayed row's cell text, in row order. */
async function screenColumns(page: Page): Promise<ScreenColumn[]> {
  return page.evaluate(() => {
    const grid = document.querySelector('.ag-root') as HTMLElement;
    // The checkbox column has a name for screen readers only and no data: it is not exported.
    const headers = [
      ...grid.querySelectorAll<HTMLElement>('.ag-header-cell[col-id]:not(.grid-selection-header)'),
    ];
    // A row may be split over the pinned and the centre containers: its cells are found by its index.
    const indexes = [
      ...new Set(
        [...grid.querySelectorAll('.ag-row[row-index]')].map((r) => Number(r.getAttribute('row-index'))),
      ),
    ].sort((a, b) => a - b);
    const cell = (row: number, colId: string) =>
      grid.querySelector(`.ag-row[row-index="${row}"] .ag-cell[col-id="${colId}"]`)?.textContent ?? '';
    return headers
      .map((h) => {
        const colId = h.getAttribute('col-id') ?? '';
        return {
          colId,
          header: (h.querySelector('.ag-header-cell-text')?.textContent ?? '').trim(),
          cells: indexes.map((row) => cell(row, colId).trim()),
        };
      })
      .filter((c) => c.header !== '');
  });
}

/**
 * Presses x in the grid and checks the workbook against what the screen shows: the file and sheet
 * name, every row of the screen (the `key` column, in order) and no other, typed cells, the frame.
 */
async function exportAndCompare(
  input: { page: Page; grid: GridPage },
  expected: {
    file: RegExp;
    sheet: string;
    /** The column that names a row (compared in order); an id, so text even when it reads as a number. */
    key: string;
    rows: number;
    numbers?: string[];
    dates?: string[];
  },
  trigger?: () => Promise<void>,
) {
  const { page, grid } = input;
  await expect(grid.counts).toContainText(new RegExp(`^${expected.rows} /`));
  await expect(page.locator(`.ag-row[row-index="${expected.rows - 1}"]`).first()).toBeVisible();
  await expect(page.locator(`.ag-row[row-index="${expected.rows}"]`)).toHaveCount(0);
  await grid.expectFocusInGrid();
  const shown = await screenColumns(page);
  const book = await grid.exportWorkbook(expected.file, trigger);
  expect(book.sheetNames).toEqual([expected.sheet]);
  book.expectFrame(expected.rows);

  const key = shown.find((c) => c.colId === expected.key);
  if (!key) throw new Error(`the screen shows no column ${expected.key}`);
  expect(book.column(key.header).map((c) => String(c?.v ?? ''))).toEqual(key.cells);

  // Every column the screen shows: numbers stay numbers, dates become dates, both with the screen's value.
  for (const column of shown.filter((c) => c.colId !== expected.key)) {
    const cells = book.column(column.header);
    column.cells.forEach((text, i) => {
      const cell = cells[i];
      const where = `${column.header} row ${i + 2} ("${text}")`;
      if (text === '') return;
      if (DATE_TEXT.test(text)) {
        expect(cell, where).toMatchObject({ t: 'n', z: 'yyyy.mm.dd' });
        const d = XLSX.SSF.parse_date_code(cell?.v as number);
        const iso = `${d.y}.${String(d.m).padStart(2, '0')}.${String(d.d).padStart(2, '0')}`;
        expect(iso, where).toBe(text.replaceAll('-', '.').replace(/\.$/, ''));
      } else if (NUMBER_TEXT.test(text.replace(/\s/g, ''))) {
        expect(cell?.t, where).toBe('n');
        expect(cell?.v, where).toBeCloseTo(Number(text.replace(/\s/g, '').replace(',', '.')), 5);
      }
    });
  }
  for (const header of expected.numbers ?? []) {
    const cells = book.column(header).filter((c) => c !== undefined);
    expect(cells.length, header).toBeGreaterThan(0);
    for (const cell of cells) expect(cell?.t, header).toBe('n');
  }
  for (const header of expected.dates ?? []) {
    const cells = book.column(header).filter((c) => c !== undefined);
    expect(cells.length, header).toBeGreaterThan(0);
    for (const cell of cells) expect(cell, header).toMatchObject({ t: 'n', z: 'yyyy.mm.dd' });
  }
  return book;
}

/** The grid's first count ("n / total"). */
async function shownCount(grid: GridPage): Promise<number> {
  return Number((await grid.counts.textContent())?.split(' ')[0] ?? Number.NaN);
}

/**
 * Waits until the list shows what its filters ask for: every rendered row's `colId` reads `value`,
 * and the count line counts the rendered rows (at least one).
 */
async function waitForFiltered(page: Page, grid: GridPage, colId: string, value: string): Promise<number> {
  await expect
    .poll(async () => {
      const column = (await screenColumns(page)).find((c) => c.colId === colId);
      const count = await shownCount(grid);
      return (
        !!column &&
        column.cells.length > 0 &&
        column.cells.length === count &&
        column.cells.every((c) => c === value)
      );
    })
    .toBe(true);
  return shownCount(grid);
}

test.describe('every export kind from its screen, filtered as the screen is', () => {
  test.use({ role: 'admin' });

  test('orders: the status filter and the quick filter narrow the workbook', async ({
    page,
    api,
    tag,
    orders,
  }) => {
    const { grid, keys } = orders;
    const name = `Exp${tag}`;
    await api.createOrder(`${name} A`, `${name}-1`);
    await api.createOrder(`${name} B`, `${name}-2`);
    const closed = await api.createOrder(`${name} C`, `${name}-3`);
    await api.closeOrder(closed.orderId);
    await orders.openByKeys();
    await grid.waitForRows();
    await grid.filter(name);
    await keys.press('Enter');
    await expect(grid.counts).toContainText(/^2 \//);
    await grid.expectFocusInGrid();
    // Shift+S: the status filter; "Lezárva" shows the closed order only (the default list hides it).
    await keys.press('Shift+S');
    await expect(orders.statusFilter).toBeFocused();
    await keys.type('lez');
    await expect(orders.statusFilter.getByRole('option', { name: 'Lezárva' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await keys.press('Enter');
    await expect(grid.counts).toContainText(/^1 \//);
    await exportAndCompare(
      { page, grid },
      {
        file: /^rendelesek-\d{8}\.xlsx$/,
        sheet: 'Rendelések',
        key: 'orderId',
        rows: 1,
        numbers: ['Súly (kg)', 'Raklap', 'Tételek'],
        dates: ['Szállítási határidő'],
      },
    );
  });

  test('freights: the status filter and the quick filter; the palette runs the export; times are local', async ({
    page,
    api,
    freights,
  }) => {
    const { grid, keys, palette } = freights;
    await freights.openByKeys();
    await grid.waitForRows();
    await grid.filter('E2E');
    await keys.press('Enter');
    await waitForFiltered(page, grid, 'factoryShortName', 'E2E');
    await grid.expectFocusInGrid();
    // Shift+A: the status filter, set to the status of the first row.
    const status = (await grid.cell(0, 'status').textContent()) ?? '';
    await keys.press('Shift+A');
    await expect(page.getByRole('listbox', { name: 'Státusz' })).toBeFocused();
    // Typed without accents (Playwright sends an accented letter as text, with no key event).
    await keys.type(status.normalize('NFD').replace(/\p{M}/gu, ''));
    await expect(page.getByRole('option', { name: status, exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await keys.press('Enter');
    const rows = await waitForFiltered(page, grid, 'status', status);
    const book = await exportAndCompare(
      { page, grid },
      {
        file: /^fuvarok-\d{8}\.xlsx$/,
        sheet: 'Fuvarok',
        key: 'freightId',
        rows,
        numbers: ['Súly (kg)', 'Raklap'],
        dates: ['Szállítás napja'],
      },
      () => palette.run('export', 'Exportálás Excelbe'),
    );
    // "Létrehozva" (a timestamp of the API, in UTC) is a date and time of the user's clock (Budapest).
    const stored = await api.freights({
      page: 0,
      size: 200,
      filter: JSON.stringify({ factoryShortName: { type: 'equals', value: 'E2E' } }),
    });
    const createdAt = new Map(stored.result.map((f) => [f.freightId, String(f.createdAt)]));
    const local = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Budapest',
      dateStyle: 'short',
      timeStyle: 'short',
    });
    const ids = book.column('Fuvar');
    book.column('Létrehozva').forEach((cell, i) => {
      const id = String(ids[i]?.v);
      expect(cell, id).toMatchObject({ t: 'n', z: 'yyyy.mm.dd hh:mm' });
      const d = XLSX.SSF.parse_date_code(cell?.v as number);
      const shown = `${d.y}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')} ${String(d.H).padStart(2, '0')}:${String(d.M).padStart(2, '0')}`;
      expect(shown, id).toBe(local.format(new Date(createdAt.get(id) ?? '')));
    });
  });

  test('pickups: the quick filter narrows the workbook', async ({ page, keys, grid }) => {
    const pickups = new ScreenPage(page, { route: '/pickups', keys: 'g a' });
    await pickups.openByKeys();
    await grid.waitForRows();
    await grid.filter('E2E');
    await keys.press('Enter');
    const rows = await waitForFiltered(page, grid, 'factoryShortName', 'E2E');
    await exportAndCompare(
      { page, grid },
      {
        file: /^gyari-atvetek-\d{8}\.xlsx$/,
        sheet: 'Gyári átvételek',
        key: 'pickupId',
        rows,
        numbers: ['Súly (kg)', 'Raklap'],
      },
    );
  });

  test('freight bills: the transporter filter narrows the workbook, money as numbers', async ({
    page,
    freightBills,
  }) => {
    const { grid, keys } = freightBills;
    await freightBills.openByKeys();
    await grid.waitForRows();
    await grid.filter(BILLS_FACTORY);
    await keys.press('Enter');
    await expect(grid.counts).toContainText(/^25 \//);
    await grid.expectFocusInGrid();
    await keys.press('Shift+G');
    await keys.press('Tab');
    await expect(freightBills.transporter).toBeFocused();
    // The keyboard select: Enter opens its list, letters (accent-free) pick, Enter applies.
    await keys.press('Enter');
    await keys.type('bil m');
    await keys.press('Enter');
    await waitForFiltered(page, grid, 'transporterName', 'Bil Másik Kft.');
    await exportAndCompare(
      { page, grid },
      {
        file: /^fuvarszamlak-\d{8}\.xlsx$/,
        sheet: 'Fuvarszámlák',
        key: 'freightId',
        rows: 3,
        numbers: ['Fuvardíj'],
        dates: ['Szállítás napja'],
      },
    );
  });

  test('products: the quick filter narrows the workbook, kg and pieces as numbers', async ({
    page,
    api,
    tag,
    products,
  }) => {
    const { grid, keys } = products;
    const product = (n: number, kgPerUnit: number) => ({
      itemId: `EXP-${tag}-${n}`,
      name: `Export cserép ${tag} ${n}`,
      unit: 'db',
      kgPerUnit,
      kgPerPallet: kgPerUnit * 240,
      unitPerPallet: 240,
      palletType: 'EUR',
    });
    await api.saveProduct(product(1, 2.5));
    await api.saveProduct(product(2, 3.25));
    await products.openFromPalette();
    await grid.waitForRows();
    await grid.filterTo(`EXP-${tag}`, 2);
    await keys.press('Enter');
    await exportAndCompare(
      { page, grid },
      {
        file: /^arukatalogus-\d{8}\.xlsx$/,
        sheet: 'Árukatalógus',
        key: 'itemId',
        rows: 2,
      },
    );
  });

  test('statistics: the period, grouping and quick filter narrow the workbook, figures as numbers', async ({
    page,
    keys,
    grid,
  }) => {
    const statistics = new ScreenPage(page, { route: '/freight-statistics', keys: 'g s' });
    await statistics.openByKeys();
    const period = statisticsPeriod();
    await page.getByLabel('Kezdő dátum').fill(period.from);
    await expect(page.getByLabel('Záró dátum')).toHaveValue(period.to);
    await expect(page.getByTestId('statistics-totals')).toContainText('Összesen: 3 db');
    await page.getByLabel('Kezdő dátum').press('Enter');
    await keys.press('Shift+J');
    await expect(page.getByLabel('Csoportosítás', { exact: true })).toHaveValue('factory');
    await expect(grid.gridcell('TVS – Tiszavasvári téglagyár')).toBeVisible();
    await grid.filter('TVS');
    await keys.press('Enter');
    const book = await exportAndCompare(
      { page, grid },
      {
        file: statisticsFile(period),
        sheet: 'Statisztikák',
        key: 'label',
        rows: 1,
        numbers: ['Darab'],
      },
    );
    expect(book.column('Darab')[0]).toMatchObject({ t: 'n', v: 2 });
  });
});

test.describe('an export the user leaves behind', () => {
  test.use({ role: 'admin' });

  test('x, then off to another screen before the rows came: the workbook still comes, with the view asked for', async ({
    page,
    api,
    tag,
    orders,
    freights,
  }) => {
    const { grid, keys } = orders;
    const name = `Left${tag}`;
    await api.createOrder(`${name} A`, `${name}-1`);
    await orders.openByKeys();
    await grid.waitForRows();
    await grid.filter(name);
    await keys.press('Enter');
    await expect(grid.counts).toContainText(/^1 \//);
    await grid.expectFocusInGrid();
    const headers = await page
      .locator(
        '.ag-header-row-column .ag-header-cell[col-id]:not(.grid-selection-header) .ag-header-cell-text',
      )
      .allTextContents();
    // The export's list call (every row) is held until the user is on the freights.
    const held: Route[] = [];
    let holding = true;
    await page.route(/\/api\/orders\/frontend\?/, (route) =>
      holding && route.request().method() === 'GET' ? held.push(route) : route.continue(),
    );
    const downloading = page.waitForEvent('download');
    await keys.press('x');
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await keys.sequence('g f');
    await freights.grid.waitForRows();
    holding = false;
    for (const route of held.splice(0)) await route.continue();

    const book = await ExportedWorkbook.read(await downloading);
    expect(book.sheetNames).toEqual(['Rendelések']);
    book.expectFrame(1);
    // The view's columns as they were when x was pressed (the grid rendered those on show).
    const [bookHeaders = [], row = []] = book.rows();
    for (const header of headers.map((h) => h.trim()).filter((h) => h !== ''))
      expect(bookHeaders).toContain(header);
    expect(row.some((cell) => String(cell).includes(name))).toBe(true);
  });
});
