import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

const SHOTS = 'test-results/screenshots';

/** What has the focus: the tag, the test id of the dialog around it, whether it is a field. */
function focusInfo(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName ?? null,
      dialog: el?.closest('dialog')?.getAttribute('data-testid') ?? null,
      isDialog: el?.tagName === 'DIALOG',
      field: !!el && ['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName),
      text: el?.textContent?.slice(0, 40) ?? '',
    };
  });
}

test.describe('order dialog by keyboard', () => {
  test.use({ role: 'admin' });

  test('focus on the dialog, not Mégse; Tab stays inside; "Nincs változás"; a corrected value is what Ctrl+S sends; focus back on the row with a message', async ({
    page,
    api,
    tag,
    shell,
    orders,
  }) => {
    const order = await api.createOrder(`Vevő ${tag}`, `${tag}-1`);
    const { grid, keys } = orders;
    await orders.openByKeys();
    await grid.waitForRows();
    // The bare id in the palette opens the order (the list narrowed to it).
    await orders.palette.run(order.orderId, order.orderId);
    const dialog = orders.dialog.root;
    const name = dialog.getByLabel('Vevő', { exact: true });
    await expect(name).toHaveValue(`Vevő ${tag}`);
    // Opened to look (not to type): the dialog itself has the focus, not Mégse nor a field.
    expect(await focusInfo(page)).toMatchObject({ isDialog: true, dialog: 'order-dialog' });

    // Ctrl+S with nothing changed says so.
    await keys.press('ControlOrMeta+s');
    await expect(dialog.getByTestId('dialog-notice')).toContainText('Nincs változás');

    // Tab and Shift+Tab go round inside the dialog, never out of it.
    for (let i = 0; i < 4; i++) {
      await keys.press('Shift+Tab');
      expect((await focusInfo(page)).dialog).toBe('order-dialog');
    }
    await expect(orders.dialog.button('Mégse')).not.toBeFocused();
    await keys.tabTo(orders.dialog.button('Mégse'), 80);
    await keys.press('Tab');
    expect((await focusInfo(page)).dialog).toBe('order-dialog');
    await keys.press('Shift+Tab');
    await expect(orders.dialog.button('Mégse')).toBeFocused();

    // A required field emptied: Ctrl+S says what to do and marks the field.
    await keys.tabTo(name, 80);
    await keys.press('ControlOrMeta+a');
    await keys.press('Backspace');
    await keys.press('ControlOrMeta+s');
    await expect(dialog.getByText('A mező kitöltése kötelező!').first()).toBeVisible();
    await expect(dialog.getByTestId('order-message')).toHaveText('A mentéshez javítsa a megjelölt mezőket.');
    await page.screenshot({ path: `${SHOTS}/order-dialog-required.png` });

    // The corrected value, saved at once: that is what the server gets.
    await keys.type(`Új ${tag}`);
    await keys.press('ControlOrMeta+s');
    await orders.dialog.expectClosed();
    await expect(shell.page.getByTestId('notice')).toHaveText(
      `A(z) ${order.orderId} rendelés módosításai elmentve.`,
    );
    await expect.poll(() => grid.focusedCell()).toMatchObject({ row: '0' });
    await expect(grid.cell(0, 'customerName')).toHaveText(`Új ${tag}`);
    expect((await api.order(order.orderId)).customer.name).toBe(`Új ${tag}`);

    // A confirmation inside the dialog gives the focus back inside the dialog; the dialog back to the grid.
    await keys.press('e');
    await expect(name).toHaveValue(`Új ${tag}`);
    await keys.tabTo(name, 80);
    await keys.type('x');
    await keys.press('Escape');
    await expect(orders.confirm.no).toBeFocused();
    await keys.press('Enter');
    await expect(name).toBeFocused();
    await keys.press('Escape');
    await orders.confirm.accept();
    await orders.dialog.expectClosed();
    await grid.expectFocusInGrid();
  });
});

test.describe('no focus traps', () => {
  test.describe(() => {
    test.use({ role: 'logistics_manager' });

    test('a g sequence the user may not use says "Nincs jogosultság" and never runs its second key; a refused address too', async ({
      page,
      shell,
      products,
    }) => {
      await products.openFromPalette();
      await products.grid.waitForRows();
      await products.grid.expectFocusInGrid();
      await products.keys.sequence('g u');
      await expect(page.getByTestId('notice')).toHaveText('Nincs jogosultság');
      await expect(products.upload.root).toHaveCount(0);
      await shell.expectRoute('/products');
      // The key alone is still the upload.
      await products.grid.expectFocusInGrid();
      await products.keys.press('u');
      await expect(products.upload.root).toBeVisible();
      await products.keys.press('Escape');
      await expect(products.upload.root).toHaveCount(0);
      await products.grid.expectFocusInGrid();

      await shell.open('/userlist');
      await expect(page.getByTestId('notice')).toHaveText('Nincs jogosultság');
      await expect.poll(() => new URL(page.url()).pathname).not.toBe('/logistics/userlist');
    });

    test('the route planner opens with no field focused; ↓ + Enter picks the first suggestion; Esc leaves the field; g r lands in the grid', async ({
      page,
      shell,
      routePlanner,
      grid,
    }) => {
      await routePlanner.openFromPalette();
      await expect(routePlanner.search).toBeVisible();
      expect((await focusInfo(page)).field).toBe(false);
      await page.keyboard.press('Alt+c');
      await expect(routePlanner.search).toBeFocused();
      await page.keyboard.type('Pécs');
      await expect(routePlanner.options.first()).toBeVisible();
      const first = (await routePlanner.options.first().textContent()) ?? '';
      await expect(routePlanner.options.first()).not.toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(routePlanner.waypoints).toHaveCount(1);
      await expect(routePlanner.waypoints.first()).toContainText(first);
      await page.screenshot({ path: `${SHOTS}/route-planner-pick.png` });

      // Esc leaves the address field for the screen; then `g r` navigates and the grid takes the focus.
      await expect(routePlanner.search).toBeFocused();
      await page.keyboard.type('gr');
      await page.keyboard.press('Escape');
      await expect.poll(async () => (await focusInfo(page)).field).toBe(false);
      await routePlanner.keys.sequence('g r');
      await shell.expectRoute('/orders');
      await grid.waitForRows();
      await grid.expectFocusInGrid();
    });
  });

  test.describe(() => {
    test.use({ role: 'admin' });

    test('basic settings open with the form, not a field, focused; Tab enters the first field; g keys navigate', async ({
      page,
      shell,
      basicSettings,
    }) => {
      await basicSettings.openByKeys();
      const interval = page.getByLabel('Szállítási intervallum (nap)');
      await expect(interval).toBeVisible();
      await expect.poll(async () => (await focusInfo(page)).field).toBe(false);
      await basicSettings.keys.sequence('g h');
      await shell.expectRoute('/');
      await basicSettings.openByKeys();
      await expect(interval).toBeVisible();
      await expect.poll(async () => (await focusInfo(page)).field).toBe(false);
      await page.keyboard.press('Tab');
      await expect(interval).toBeFocused();
      // Esc on an unchanged form leaves the field; the g keys work again.
      await page.keyboard.press('Escape');
      await expect.poll(async () => (await focusInfo(page)).field).toBe(false);
      await basicSettings.keys.sequence('g r');
      await shell.expectRoute('/orders');
    });
  });
});

test.describe('help from the keymap and the scope', () => {
  test.use({ role: 'logistics_viewer' });

  test('this screen first, grid keys, only what the user may do, searchable, focus back where it was', async ({
    page,
    orders,
    shell,
  }) => {
    await orders.openByKeys();
    await orders.grid.waitForRows();
    await orders.grid.expectFocusInGrid();
    const before = await orders.grid.focusedCell();
    await page.keyboard.press('?');
    await expect(shell.help).toBeVisible();
    const sections = shell.help.locator('section[data-section]');
    await expect(sections.first()).toHaveAttribute('data-section', 'screen');
    await expect(shell.help.locator('h3').first()).toHaveText('Ezen a képernyőn');
    const grid = shell.help.locator('section[data-section="grid"]');
    for (const key of ['F2', 'Enter', 'Space', 'Shift+↑ / Shift+↓', 'Ctrl+V'])
      await expect(grid).toContainText(key);
    // A viewer may not create, delete or bulk edit orders, nor manage users: none of them is listed.
    await expect(shell.help.locator('td', { hasText: /^(Új|Törlés)$/ })).toHaveCount(0);
    await expect(shell.help).not.toContainText('Felhasználók');
    await page.screenshot({ path: `${SHOTS}/help-orders.png` });
    // Typing searches.
    await expect(shell.help.getByRole('searchbox')).toBeFocused();
    await page.keyboard.type('exportal');
    await expect(shell.help.locator('tbody tr').first()).toContainText('Exportálás Excelbe');
    await expect(shell.help.locator('tbody tr', { hasText: 'Frissítés' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(shell.help).toHaveCount(0);
    expect(await orders.grid.focusedCell()).toEqual(before);
  });
});

test.describe('a screen still loading', () => {
  test.use({ role: 'admin' });

  test("the screen left behind takes its keys with it: help while the next one loads lists none of the old screen's", async ({
    page,
    keys,
    shell,
  }) => {
    // The organizer's code is held back, so the jump waits on it the way a slow network would.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/OrganizerScreen-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await shell.open('/timeslots');
    await expect(shell.heading.first()).toHaveText(/Időkapu/);
    await keys.press('?');
    await expect(shell.help).toContainText('Időkapu: következő nap');
    await keys.press('Escape');
    await expect(shell.help).toHaveCount(0);
    await keys.sequence('g o');
    await shell.expectRoute('/freight-organizer');
    await keys.press('?');
    await expect(shell.help).toBeVisible();
    await expect(shell.help).not.toContainText('Időkapu:');
    await expect(shell.help.locator('section[data-section="screen"]')).toHaveCount(0);
    await keys.press('Escape');
    await expect(shell.help).toHaveCount(0);
    release();
    await expect(shell.heading.first()).toHaveText(/Fuvarszervező/);
  });
});
