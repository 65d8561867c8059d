import { expect, test } from './support/fixtures.ts';
import type { OrdersScreen } from './support/screens/OrdersScreen.ts';

const SHOTS = 'test-results/screenshots';

/** The orders list with every row and the keyboard in its grid (where Alt+O opens the column chooser). */
async function openInGrid(orders: OrdersScreen): Promise<void> {
  await orders.openByKeys();
  await orders.grid.waitForRows();
  await orders.grid.filter('');
  await orders.keys.press('Enter');
  await orders.grid.expectFocusInGrid();
}

test.describe('grid density at 1600×900', () => {
  test.use({ role: 'admin', viewport: { width: 1600, height: 900 } });

  test('rows ≤ 24 px, 30+ rows visible, toolbar in one line, kg / pallets / items on screen', async ({
    page,
    orders,
  }) => {
    await orders.openByKeys();
    await orders.grid.waitForRows();
    // The e2e database holds 50+ demo orders: enough rows to fill the screen.
    await orders.grid.filter('');
    await expect(orders.grid.counts).toContainText(/^(\d{2,}) \//);
    await page.screenshot({ path: `${SHOTS}/density-orders.png` });

    const row = await page.locator('.ag-row[row-index="0"]').first().boundingBox();
    expect(row?.height).toBeLessThanOrEqual(24);
    // Fully visible rows: inside the grid's body and the window (distinct rows, every column container).
    const body = await page.locator('.grid-body').boundingBox();
    const limit = Math.min(body ? body.y + body.height : 0, 900);
    const visible = await page.locator('.ag-row[row-index]').evaluateAll((rows, bottom) => {
      const shown = rows.filter((r) => r.getBoundingClientRect().bottom <= (bottom as number) + 0.5);
      return new Set(shown.map((r) => r.getAttribute('row-index'))).size;
    }, limit);
    expect(visible).toBeGreaterThanOrEqual(30);

    // The command bar is one line: every shown button sits on its first row.
    const bar = await page.getByRole('toolbar').first().boundingBox();
    expect(bar?.height).toBeLessThanOrEqual(30);

    for (const header of ['Tételek', 'Raklap', 'Súly (kg)']) {
      const box = await page
        .locator('.ag-header-row-column .ag-header-cell', { hasText: header })
        .first()
        .boundingBox();
      expect(box, header).not.toBeNull();
      expect((box?.x ?? 9999) + (box?.width ?? 0), header).toBeLessThanOrEqual(1600);
    }
  });

  test('column chooser (Alt+O): hide and move by keyboard, kept per user after a reload; the file button is Hungarian', async ({
    page,
    orders,
    products,
  }) => {
    const { grid, keys } = orders;
    await openInGrid(orders);
    const header = page.locator('.ag-header-row-column .ag-header-cell[col-id="customerCode"]');
    await expect(header).toHaveCount(1);

    await keys.press('Alt+o');
    const chooser = page.getByTestId('column-chooser');
    await expect(chooser).toBeVisible();
    await expect(chooser.getByRole('checkbox', { name: 'Azonosító' })).toBeFocused();
    const code = chooser.getByRole('checkbox', { name: 'Vevőkód' });
    // The focus moves on the chooser's next render: each step waits for it to leave the checkbox it was on.
    const focusedName = () =>
      page.evaluate(
        () => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? '',
      );
    for (let i = 0; i < 20 && !(await code.evaluate((el) => el === document.activeElement)); i++) {
      const before = await focusedName();
      await keys.press('ArrowDown');
      await expect.poll(focusedName).not.toBe(before);
    }
    await expect(code).toBeFocused();
    await keys.press('Space');
    await expect(code).not.toBeChecked();
    // Alt+↑ moves "Tételek" above "Szállítási cím".
    await chooser.getByRole('checkbox', { name: 'Tételek' }).focus();
    await keys.press('Alt+ArrowUp');
    await page.screenshot({ path: `${SHOTS}/column-chooser.png` });
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/preferences/grid') && r.request().method() === 'PUT',
    );
    await keys.press('ControlOrMeta+s');
    await expect(chooser).toHaveCount(0);
    await grid.expectFocusInGrid();
    await expect(grid.status).toContainText('Oszlopok mentve');
    await expect(header).toHaveCount(0);
    const order = async () =>
      page
        .locator('.ag-header-row-column .ag-header-cell')
        .evaluateAll((cells) =>
          cells
            .sort((a, b) => a.getBoundingClientRect().left - b.getBoundingClientRect().left)
            .map((c) => c.getAttribute('col-id')),
        );
    const itemsFirst = async () => {
      const ids = await order();
      return ids.indexOf('itemCount') < ids.indexOf('deliveryAddress');
    };
    await expect.poll(itemsFirst).toBe(true);

    // Kept with the view state (per user): still so after a reload.
    await saved;
    await page.reload();
    await grid.waitForRows();
    await expect(page.locator('.ag-header-row-column .ag-header-cell[col-id="orderId"]')).toHaveCount(1);
    await expect(header).toHaveCount(0);
    await expect.poll(itemsFirst).toBe(true);

    // Shift+0 resets the view: the column is back.
    await grid.filter('');
    await keys.press('Enter');
    await keys.press('Shift+0');
    await expect(header).toHaveCount(1);

    // The upload's file field: a Hungarian button and "no file" text, not the browser's "Choose File".
    await products.open();
    await products.grid.waitForRows();
    await keys.press('u');
    const upload = page.getByTestId('product-upload');
    await expect(upload).toContainText('Fájl kiválasztása…');
    await expect(upload).toContainText('Nincs fájl kiválasztva');
    await page.screenshot({ path: `${SHOTS}/product-upload-file.png` });
  });

  test('a column hidden just before the user leaves the screen is still hidden on return (saved as the grid goes)', async ({
    page,
    orders,
  }) => {
    const { grid, keys } = orders;
    await openInGrid(orders);
    await keys.press('Alt+o');
    const chooser = page.getByTestId('column-chooser');
    await expect(chooser.getByRole('checkbox', { name: 'Azonosító' })).toBeFocused();
    await keys.press('ArrowDown');
    const hidden = chooser.getByRole('checkbox', { checked: true }).and(page.locator(':focus'));
    await expect(hidden).toHaveCount(1);
    const label = (await hidden.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent)) ?? '';
    await keys.press('Space');
    await expect(chooser.getByRole('checkbox', { name: label })).not.toBeChecked();
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/preferences/grid') && r.request().method() === 'PUT',
    );
    // Saved and off to the freights at once: the view's save (half a second later) finds the grid gone.
    await keys.press('ControlOrMeta+s');
    await keys.sequence('g f');
    await expect(page).toHaveURL(/\/freights/);
    expect((await saved).ok()).toBe(true);

    await keys.sequence('g r');
    await grid.waitForRows();
    await expect(page.getByRole('columnheader', { name: 'Azonosító' })).toHaveCount(1);
    await expect(page.getByRole('columnheader', { name: label, exact: true })).toHaveCount(0);
    // Shift+0 puts the view back for the spec's other tests of this user.
    await grid.filter('');
    await keys.press('Enter');
    await keys.press('Shift+0');
    await expect(page.getByRole('columnheader', { name: label, exact: true })).toHaveCount(1);
  });
});
