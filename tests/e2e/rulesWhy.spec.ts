import { addWorkdays } from '../../src/core/calendar/workdays.ts';
import { buildImportWorkbook, fixtureRow } from '../fixtures/import/importFixtures.ts';
import { expect, test } from './support/fixtures.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const SHOTS = 'test-results/screenshots';

test.describe('master-data cells are checked by the rules worker; "Miért?" (F1) explains', () => {
  test.use({ role: 'admin' });

  test('a short name with a space is refused in the cell without a server round; F1 shows the rule', async ({
    page,
    api,
    tag,
    keys,
    grid,
    transporters,
  }) => {
    await api.createTransporter(`Szabály ${tag} Kft.`, `SZ${tag}`);
    // Every write of the transporters' grid would go to this endpoint: none may leave the browser.
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' && r.url().includes('/api/transporters')) writes.push(r.url());
    });
    await transporters.openFromPalette();
    await grid.waitForRows();
    await grid.filterTo(`SZ${tag}`, 1);
    await keys.press('Enter');
    await grid.expectFocusInGrid();
    await grid.moveTo('0', 'shortName');
    await keys.press('F2');
    await keys.press('ControlOrMeta+a');
    await keys.type('SZ A B');
    await keys.press('Enter');

    // The masterData rule's message: in the status line and on the red cell, the input kept.
    await expect(grid.status).toContainText('A szöveg nem tartalmazhat szóközt!');
    await expect(grid.status).toContainText('F1: Miért?');
    await expect(grid.cell(0, 'shortName')).toHaveClass(/cell-invalid/);
    await expect(grid.cell(0, 'shortName')).toHaveText('SZ A B');
    expect(writes).toEqual([]);

    // F1 on the cell: the trace of the rule, its file and the value it saw; Esc goes back to the cell.
    await grid.moveTo('0', 'shortName');
    await keys.press('F1');
    const why = page.getByTestId('why-dialog');
    await expect(why).toBeVisible();
    await expect(why).toContainText('transporter.shortName.noSpaces');
    await expect(why).toContainText('rules/base/masterData.json');
    await expect(why.getByTestId('why-fact').first()).toHaveText('"SZ A B"');
    await page.screenshot({ path: `${SHOTS}/why-grid-cell.png` });
    await keys.press('Escape');
    await expect(why).toHaveCount(0);
    await expect.poll(() => grid.focusedCell()).toEqual({ row: '0', col: 'shortName' });

    // A valid value is saved as before (one write).
    await keys.press('F2');
    await keys.press('ControlOrMeta+a');
    await keys.type(`SZ${tag}X`);
    await keys.press('Enter');
    await expect(grid.status).not.toContainText('szóközt');
    await expect.poll(() => writes.length).toBe(1);
  });
});

test.describe('"Miért?" in the order dialog and the import', () => {
  test.use({ role: 'logistics_manager' });

  test("F1 on the order dialog's phone message shows the rule; Esc returns to the field", async ({
    page,
    tag,
    keys,
    orders,
  }) => {
    await orders.openByKeys();
    await expect(orders.grid.counts).toBeVisible();
    await orders.newFromPalette();
    const dialog = orders.dialog.root;
    await expect(dialog.getByLabel('Vevő', { exact: true })).toBeFocused();
    await keys.type(`Szabály Vevő ${tag}`);
    await keys.press('Tab');
    await keys.type(`V-${tag}`);
    await keys.press('Tab');
    await keys.type('hívjon fel');
    await expect(dialog).toContainText('A telefonszám csak számokat');
    await expect(dialog).toContainText('F1: Miért?');
    const phone = page.locator(':focus');
    await keys.press('F1');
    const why = page.getByTestId('why-dialog');
    await expect(why).toBeVisible();
    await expect(why).toContainText('order.customer.phone.format');
    await expect(why).not.toContainText('order.customer.phone.required');
    await page.screenshot({ path: `${SHOTS}/why-order-dialog.png` });
    await keys.press('Escape');
    await expect(why).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await expect(phone).toBeFocused();
  });

  test("F1 on an import row's error explains the importRow rule behind it", async ({
    page,
    tag,
    keys,
    orderImport: screen,
  }) => {
    const today = new Date().toISOString().slice(0, 10);
    const day = addWorkdays(today, 15);
    const address = {
      originalAddress: 'Tiszavasvári',
      originalAddressPostalCode: '4440',
      factoryShortName: 'TVS',
    };
    const file = buildImportWorkbook([
      fixtureRow(`${tag}-1`, day, { ...address, customerName: `Miért ${tag} A` }),
      fixtureRow(`${tag}-2`, '2020-01-06', { ...address, customerName: `Miért ${tag} B` }),
    ]);
    await screen.openByKeys();
    await expect(screen.grid.counts).toBeVisible();
    await screen.palette.run('excel import', 'Excel import');
    await expect(screen.file).toBeFocused();
    await screen.upload(`miert-${tag}.xlsx`, XLSX_TYPE, file);
    await expect(screen.summary).toContainText('2 sor, ebből 1 hibás');
    // The first error cell has the focus once the rows are in.
    await expect.poll(() => screen.grid.focusedCell()).toEqual({ row: '1', col: 'deliveryDate' });
    await keys.press('F1');
    const why = page.getByTestId('why-dialog');
    await expect(why).toBeVisible();
    await expect(why).toContainText('importRow.deliveryDate.notInPast');
    await expect(why.getByTestId('why-fact').first()).toHaveText('"2020-01-06"');
    await page.screenshot({ path: `${SHOTS}/why-import-row.png` });
    await keys.press('Escape');
    await expect(why).toHaveCount(0);
    await expect(screen.view).toBeVisible();
    await expect.poll(() => screen.grid.focusedCell()).toEqual({ row: '1', col: 'deliveryDate' });
  });
});
