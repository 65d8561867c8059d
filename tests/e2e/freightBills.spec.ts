import { expect, test } from './support/fixtures.ts';
import { BILLS_FACTORY, BILLS_TRANSPORTER } from './support/seeds/freightBills.ts';

const SHOTS = 'test-results/screenshots';

test.describe('freight bills', () => {
  test.use({ role: 'logistics_manager' });

  test("filter a transporter's bills, paste a column of cost centres, accept twenty, batch-bill them, undo one — by keyboard", async ({
    page,
    context,
    api,
    freightBills: screen,
  }) => {
    const { grid, keys } = screen;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const bills = async () =>
      (
        await api.freightBills({
          page: 0,
          size: 100,
          filter: JSON.stringify({ factoryShortName: { type: 'equals', value: BILLS_FACTORY } }),
        })
      ).result.filter((r) => r.transporterName === BILLS_TRANSPORTER.companyName);
    const count = async (status: string) => (await bills()).filter((r) => r.billStatus === status).length;
    // The transporter's bills as seeded (pending, no cost centre): a rerun (a retry, --repeat-each)
    // meets none of the steps its earlier run took.
    for (const row of await bills()) await api.resetFreightBill(row);
    expect((await bills()).map((r) => [r.billStatus, r.costCentre])).toEqual(
      Array.from({ length: 22 }, () => ['pending', null]),
    );

    // g b opens the screen; Shift+G reaches the filters (status, Tab: transporter), Enter back into the grid.
    await screen.openByKeys();
    await expect(page.getByRole('heading', { name: 'Fuvarszámlák' })).toBeVisible();
    await grid.waitForRows();
    await page.locator('.ag-row[row-index="0"] .ag-cell').first().focus();
    await keys.press('Shift+G');
    await expect(screen.status).toBeFocused();
    await keys.press('Tab');
    await expect(screen.transporter).toBeFocused();
    await keys.press('Enter');
    await keys.type('bil t');
    await keys.press('Enter');
    await expect(grid.counts).toContainText(/^22 \//);
    await grid.expectFocusInGrid();
    await page.screenshot({ path: `${SHOTS}/freight-bills.png` });

    // Paste a column of twenty cost centres from the first row's cost-centre cell.
    await grid.moveTo('0', 'costCentre');
    const centres = Array.from({ length: 20 }, (_, i) => `KH-B${String(i + 1).padStart(2, '0')}`);
    await page.evaluate((text) => navigator.clipboard.writeText(text), centres.join('\n'));
    await keys.press('ControlOrMeta+v');
    await expect(screen.paste.root).toBeVisible();
    await expect(screen.paste.root.getByTestId('paste-accepted')).toHaveText('Elfogadott cellák: 20');
    await screen.paste.save();
    await expect
      .poll(async () => (await bills()).filter((r) => r.costCentre?.startsWith('KH-B')).length)
      .toBe(20);
    await expect(grid.cell(0, 'costCentre')).toHaveText('KH-B01');

    // Space and Shift+↓ select twenty rows; Shift+E accepts them in one call.
    await grid.expectFocusInGrid();
    await keys.press('Shift+Escape');
    await keys.press('Home');
    await grid.moveTo('0', 'freightId');
    await keys.press('Space');
    await keys.press('Shift+ArrowDown', 19);
    await expect(grid.counts).toContainText('20 kijelölve');
    await keys.press('Shift+E');
    await expect.poll(() => count('accepted')).toBe(20);

    // Shift+G: the bill status filter → accepted; Ctrl+A selects them, Shift+B bills them with one bill.
    await page.locator('.ag-row[row-index="0"] .ag-cell').first().focus();
    await keys.press('Shift+G');
    await expect(screen.status).toBeFocused();
    await keys.type('elf');
    await expect(screen.status.getByRole('option', { name: 'Elfogadva' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await keys.press('Enter');
    await expect(grid.counts).toContainText(/^20 \//);
    await grid.expectFocusInGrid();
    await keys.press('ControlOrMeta+a');
    await expect(grid.counts).toContainText('20 kijelölve');
    await keys.press('Shift+B');
    await expect(screen.bill.root).toBeVisible();
    await expect(screen.bill.field('Számlaszám')).toBeFocused();
    await keys.type('GY-2026/42');
    await page.screenshot({ path: `${SHOTS}/freight-bills-bill.png` });
    await screen.bill.save();
    await expect.poll(() => count('billed')).toBe(20);
    expect((await bills()).filter((r) => r.batchBillNumber === 'GY-2026/42')).toHaveLength(20);

    // The billed ones: Shift+Z on the first takes its billing back (accepted again, freight finished).
    // (the accepted list is empty now: the screen's keys work without a focused row)
    await expect(grid.counts).toContainText(/^0 \//);
    await keys.press('Shift+G');
    await expect(screen.status).toBeFocused();
    await keys.type('szaml');
    await expect(screen.status.getByRole('option', { name: 'Számlázva' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await keys.press('Enter');
    await expect(grid.counts).toContainText(/^20 \//);
    await grid.expectFocusInGrid();
    await keys.press('Home');
    await grid.moveTo('0', 'freightId');
    const first = await grid.cellText(0, 'freightId');
    await keys.press('Shift+Escape');
    await expect(grid.counts).toContainText('0 kijelölve');
    await keys.press('Shift+Z');
    await expect.poll(() => count('billed')).toBe(19);
    const undone = (await bills()).find((r) => r.freightId === first);
    expect(undone).toMatchObject({
      billStatus: 'accepted',
      freightStatus: 'finished',
      batchBillNumber: null,
    });
    await expect(grid.counts).toContainText(/^19 \//);
  });

  test("Enter on a bill opens its freight; Esc brings the user back to the bills, filtered as they were, on that bill's row", async ({
    page,
    shell,
    freightBills: screen,
  }) => {
    const { grid, keys } = screen;
    await screen.openByKeys();
    await grid.waitForRows();
    // The seeded transporter's bills (Shift+G: the status, Tab: the transporter).
    await page.locator('.ag-row[row-index="0"] .ag-cell').first().focus();
    await keys.press('Shift+G');
    await expect(screen.status).toBeFocused();
    await keys.press('Tab');
    await keys.press('Enter');
    await keys.type('bil t');
    await keys.press('Enter');
    await expect(screen.transporter).toContainText(BILLS_TRANSPORTER.companyName);
    await expect(grid.counts).toContainText(/^22 \//);
    await grid.expectFocusInGrid();
    const counts = (await grid.counts.textContent()) ?? '';
    // The third bill, not the first: the way back must find the row, not just the grid.
    await grid.moveTo('2', 'freightId');
    const freightId = await grid.cellText(2, 'freightId');

    await keys.press('Enter');
    await shell.expectRoute('/freights');
    await expect(page.getByRole('dialog').getByRole('heading', { level: 2 })).toContainText(
      `${freightId}. fuvar`,
    );
    await keys.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await shell.expectRoute(screen.route);
    // The list as the user left it (its transporter, its count), the focus on the bill Enter was pressed on.
    await expect(screen.transporter).toContainText(BILLS_TRANSPORTER.companyName);
    await expect(grid.counts).toHaveText(counts);
    await expect.poll(() => grid.focusedCell()).toEqual({ row: '2', col: 'freightId' });
    await expect(grid.cell(2, 'freightId')).toHaveText(freightId);
  });
});
