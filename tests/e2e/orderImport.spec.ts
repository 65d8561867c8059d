import { expect, test } from '@playwright/test';
import { apiPath } from '../../src/core/api/endpoint.ts';
import { addWorkdays } from '../../src/core/calendar/workdays.ts';
import { ORDERS_API } from '../../src/core/orders/orders.api.ts';
import { buildImportWorkbook, fixtureRow } from '../fixtures/import/importFixtures.ts';
import { apiRoot, apiSignIn } from './support/api.ts';
import { ShellPage } from './support/ShellPage.ts';
import { TerminalPage } from './support/TerminalPage.ts';

const SHOTS = 'test-results/screenshots';

test.describe('Excel order import by keyboard only', () => {
  test('a file with two bad rows: errors shown, fixed in the grid, saved; the new orders are listed', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const tag = Date.now().toString(36).toUpperCase().slice(-6);
    const today = new Date().toISOString().slice(0, 10);
    const day = addWorkdays(today, 15);
    const later = addWorkdays(today, 16);
    const address = {
      originalAddress: 'Tiszavasvári',
      originalAddressPostalCode: '4440',
      factoryShortName: 'TVS',
    };
    const file = buildImportWorkbook([
      fixtureRow(`${tag}-1`, day, { ...address, customerName: `Import ${tag} A` }),
      fixtureRow(`${tag}-2`, '2020-01-06', { ...address, customerName: `Import ${tag} B` }), // DATE_IN_PAST
      fixtureRow(`${tag}-3`, day, { ...address, customerName: `Import ${tag} C`, palletsCount: 2.5 }), // IS_NOT_POSITIVE_INTEGER
    ]);

    const shell = new ShellPage(page);
    const term = new TerminalPage(page);
    await shell.signInByKeyboard('logistics-manager');
    await shell.expectRoute('/');
    // g r: the orders screen.
    await term.press('g');
    await term.press('r');
    await shell.expectRoute('/orders');
    await expect(term.counts).toBeVisible();

    await term.runFromPalette('excel import', 'Excel import');
    const view = page.getByTestId('order-import');
    const input = view.getByTestId('order-import-file');
    await expect(input).toBeFocused();
    await input.setInputFiles({
      name: `import-${tag}.xlsx`,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(file),
    });

    const summary = view.getByTestId('order-import-summary');
    await expect(summary).toContainText('3 sor, ebből 2 hibás');
    const grid = view.getByTestId('import-grid');
    await expect(grid).toContainText('A választott dátum nem lehet korábbi');
    await expect(grid).toContainText('Pozitív egész számot adjon meg!');
    await expect(view.getByTestId('order-import-save')).toBeDisabled();
    await expect(grid.locator('.ag-cell.cell-invalid')).toHaveCount(2);
    await page.screenshot({ path: `${SHOTS}/order-import-errors.png` });

    // Alt+H shows only the rows with errors.
    await term.press('Alt+KeyH');
    await expect(grid.locator('.ag-cell[col-id="idNumber"]')).toHaveCount(2);
    await term.press('Alt+KeyH');
    await expect(grid.locator('.ag-cell[col-id="idNumber"]')).toHaveCount(3);

    // The first error cell has the focus once the rows are in: type the fix, Enter commits.
    await expect.poll(() => term.focusedCell()).toEqual({ row: '1', col: 'deliveryDate' });
    // No tooltip for the keyboard: the status line says what is wrong with the focused cell.
    await expect(view.getByTestId('order-import-status')).toContainText(
      'A választott dátum nem lehet korábbi',
    );
    await page.keyboard.type(later.replaceAll('-', '.'));
    await term.press('Enter');
    await expect(summary).toContainText('3 sor, ebből 1 hibás');

    // Alt+E jumps to the next error.
    await term.press('Alt+KeyE');
    await expect.poll(() => term.focusedCell()).toEqual({ row: '2', col: 'palletsCount' });
    // Esc in a cell editor cancels that edit only; the view stays open.
    await term.press('F2');
    await term.press('Escape');
    await expect(view).toBeVisible();
    await expect(summary).toContainText('3 sor, ebből 1 hibás');
    await page.keyboard.type('3');
    await term.press('Enter');
    await expect(summary).toContainText('3 sor, ebből 0 hibás');
    await expect(grid.locator('.ag-cell.cell-invalid')).toHaveCount(0);
    await expect(view.getByTestId('order-import-save')).toBeEnabled();
    await expect(grid).toContainText('Tiszavasvári');

    // Ctrl+S saves every row; the view closes and the list shows the new orders.
    await term.press('ControlOrMeta+s');
    await expect(view).toHaveCount(0);
    await expect(page.getByTestId('order-import-saved')).toHaveText('3 megrendelés sikeresen importálva!');
    await term.press('/');
    await expect(term.quickFilter).toBeFocused();
    await page.keyboard.type(`Import ${tag}`);
    await expect(
      page.locator('.ag-row .ag-cell[col-id="customerName"]', { hasText: `Import ${tag}` }),
    ).toHaveCount(3);
    await page.screenshot({ path: `${SHOTS}/order-import-saved.png` });

    // Read back through the API: the fixed values were saved.
    const { token } = await apiSignIn(request, baseURL, 'admin');
    const res = await request.get(`${apiRoot(baseURL)}${apiPath(ORDERS_API.list)}`, {
      headers: { Authorization: `Bearer ${token}` },
      params: { page: 1, size: -1, quickFilter: `Import ${tag}` },
    });
    expect(res.ok()).toBe(true);
    const body = (await res.json()) as {
      result: { customerName: string; orderDeadlineDate: string; palletsCount: number }[];
    };
    const byName = Object.fromEntries(body.result.map((o) => [o.customerName, o]));
    expect(byName[`Import ${tag} B`]?.orderDeadlineDate).toBe(later);
    expect(byName[`Import ${tag} C`]?.palletsCount).toBe(3);
  });

  test('the i key opens the import; a non-spreadsheet and a broken file are refused with a message; Esc closes', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    const term = new TerminalPage(page);
    await shell.signInByKeyboard('admin');
    await shell.expectRoute('/');
    await term.press('g');
    await term.press('r');
    await shell.expectRoute('/orders');
    await expect(term.counts).toBeVisible();
    await term.press('i');
    const view = page.getByTestId('order-import');
    const input = view.getByTestId('order-import-file');
    await expect(input).toBeFocused();
    const problem = view.getByTestId('order-import-problem');

    await input.setInputFiles({
      name: 'rendelesek.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('a;b\n1;2\n'),
    });
    await expect(problem).toHaveText('Csak .xlsx, .xls vagy .ods fájl importálható!');
    await input.setInputFiles({
      name: 'rendelesek.xlsx',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 nem táblázat'),
    });
    await expect(problem).toHaveText('A fájl nem táblázat (xlsx, xls vagy ods)!');
    const good = buildImportWorkbook([
      fixtureRow('X-1', addWorkdays(new Date().toISOString().slice(0, 10), 5)),
    ]);
    await input.setInputFiles({
      name: 'serult.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(good.slice(0, Math.floor(good.length / 2))),
    });
    await expect(problem).toHaveText('A fájl sérült, nem olvasható!');
    await expect(view.getByTestId('order-import-save')).toBeDisabled();
    await page.screenshot({ path: `${SHOTS}/order-import-broken.png` });

    await term.press('Escape');
    await expect(view).toHaveCount(0);
  });
});
