import { expect, test } from './support/fixtures.ts';
import { BILLS_FACTORY, BILLS_TRANSPORTER } from './support/seeds/freightBills.ts';

const SHOTS = 'test-results/screenshots';

test.describe('freight bills: price audit', () => {
  test.use({ role: 'logistics_manager' });

  test("filter the differences, open a bill's fee breakdown and close it — by keyboard", async ({
    page,
    api,
    freightBills: screen,
  }) => {
    const { grid, keys } = screen;
    // The seeded bills of the other transporter (the bills spec leaves them alone): 42.5 km, one
    // drop-off, 12 EUR pallets at a factory without its own fee table → the default table:
    // 0–50 km fixed 60,000 + no drop-off fee + 12 × 500 = 66,000 Ft; their freight costs are higher.
    const read = async () =>
      (
        await api.freightBills({
          page: 0,
          size: 100,
          sort: 'freightId:asc',
          filter: JSON.stringify({ factoryShortName: { type: 'equals', value: BILLS_FACTORY } }),
        })
      ).result.filter((r) => r.transporterName !== BILLS_TRANSPORTER.companyName);
    // Seeded straight into the table: the server's background refresher prices them once it starts.
    await expect.poll(async () => (await read()).map((r) => r.auditPrice)).toEqual([66_000, 66_000, 66_000]);
    const rows = await read();
    // The carrier charged the recomputed fee on the first: no difference there.
    const [matching] = rows;
    if (matching!.billedAmount !== 66_000)
      await api.updateFreightBill(matching!.id, matching!.__v, { billedAmount: 66_000 });
    expect((await read()).map((r) => r.auditFlagged)).toEqual([false, true, true]);

    await screen.shell.open(`/freight-bills?freightId=${rows.map((r) => r.freightId).join(',')}`);
    await screen.shell.expectRoute('/freight-bills');
    await grid.waitForRows();
    await expect(grid.counts).toContainText(/^3 \//);
    await grid.moveTo('0', 'freightId');

    // Money reads as Hungarian money ("66 000 Ft"); the export keeps the numbers.
    const money = (n: number) => `${new Intl.NumberFormat('hu-HU').format(n)} Ft`;
    await expect(grid.cell(0, 'auditPrice')).toHaveText(money(66_000));
    const firstShown = await grid.cellText(0, 'freightId');
    const firstRow = rows.find((r) => r.freightId === firstShown)!;
    await expect(grid.cell(0, 'freightCost')).toHaveText(money(firstRow.freightCost!));
    expect(await grid.cell(0, 'freightCost').textContent()).toMatch(/^\d{2,3}\s\d{3} Ft$/);

    // l: only the bills beyond the tolerance ("Csak eltérés"); the difference cells are marked.
    await keys.press('l');
    await expect(page.getByTestId('freight-bills-only-differences')).toBeChecked();
    await expect(grid.counts).toContainText(/^2 \//);
    await grid.expectFocusInGrid();
    await expect(grid.cell(0, 'auditDifference')).toHaveClass(/cell-flagged/);
    await grid.moveTo('1', 'freightId');
    const shown = await grid.cellText(1, 'freightId');
    const second = rows.find((r) => r.freightId === shown)!;
    expect(second.id).not.toBe(matching!.id);

    // p: the fee breakdown of the focused bill; Esc closes it and the focus is back on that row.
    await keys.press('p');
    const dialog = page.getByTestId('freight-bill-audit');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText(`Fuvar ${second.freightId}: a díj bontása`);
    await expect(dialog.locator('[data-part="distance"]')).toContainText(/42,5 km.*0–50 km, fix 60\s000 Ft/);
    await expect(dialog.locator('[data-part="dropOffs"]')).toContainText(/0\sFt$/);
    await expect(dialog.locator('[data-part="pallets-EUR"]')).toContainText(/12 raklap × 500 Ft.*6\s?000 Ft/);
    const difference = second.billedAmount ?? second.freightCost ?? 0;
    await expect(dialog.getByTestId('freight-bill-audit-difference')).toHaveText(
      `+${money(difference - 66_000)}`,
    );
    await page.screenshot({ path: `${SHOTS}/freight-bills-audit.png` });
    await keys.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await grid.focusedCell()).row).toBe('1');

    // l again: every bill.
    await keys.press('l');
    await expect(grid.counts).toContainText(/^3 \//);
  });
});

test.describe('base config: price audit tolerance', () => {
  test.use({ role: 'admin' });

  test('the tolerance fields (default and per factory) check what is typed', async ({
    page,
    basicSettings,
  }) => {
    const { keys } = basicSettings;
    await basicSettings.openByKeys();
    const section = page.getByTestId('price-audit-settings');
    await expect(section.getByRole('heading', { name: 'Fuvarszámlák árellenőrzése' })).toBeVisible();
    const tolerance = page.getByLabel('Tűréshatár (Ft), alapértelmezett');
    await expect(tolerance).toHaveValue('0');
    await expect(section.getByLabel(/^Tűréshatár \(Ft\): /).first()).toBeVisible();
    await keys.tabTo(tolerance);
    await keys.press('ControlOrMeta+a');
    await keys.type('-5');
    await expect(section.getByText('Negatív szám itt nem adható meg!').first()).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/base-config-price-audit.png` });
  });
});
