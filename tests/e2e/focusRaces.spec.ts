import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

/**
 * Holds the orders list calls (and the grid's saved view, read before the first one) until
 * `release()`: the rows arrive exactly when the test says, as on a busy machine where the user is
 * faster than the server.
 */
async function holdOrderRows(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/api\/(orders\/frontend\?|preferences\/)/, (route) => {
    if (route.request().method() !== 'GET' || !holding) return route.continue();
    held.push(route);
  });
  return {
    /** Waits until a list call is being held. */
    waitForCall: () => expect.poll(() => held.length).toBeGreaterThan(0),
    release: async () => {
      holding = false;
      for (const route of held.splice(0)) await route.continue();
    },
    hold: () => {
      holding = true;
    },
  };
}

const activeLabel = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el?.getAttribute('data-path') ?? el?.getAttribute('aria-label') ?? el?.tagName ?? '';
  });

test.describe('focus races on arrival', () => {
  test.use({ role: 'admin' });

  test('the user moved the focus before the rows arrived: it stays where the user put it', async ({
    page,
    shell,
    orders,
  }) => {
    const rows = await holdOrderRows(page);
    await orders.open();
    await rows.waitForCall();
    // Focus on the content while the rows are on their way; the user walks back into the side menu.
    await expect.poll(() => activeLabel(page)).toBe('MAIN');
    await page.keyboard.press('Shift+Tab');
    await expect(shell.sideMenu.locator(':focus')).toHaveCount(1);
    await page.evaluate(() => document.activeElement?.setAttribute('data-chosen', ''));
    await rows.release();
    await orders.grid.waitForRows();
    await expect(orders.grid.cell(0, 'orderId')).not.toBeEmpty();
    // The rows are on show; the grid did not take the focus from the user's element.
    await expect(page.locator('[data-chosen]')).toBeFocused();
  });

  test('nobody moved the focus: the grid takes it when its rows arrive', async ({ page, orders }) => {
    const rows = await holdOrderRows(page);
    await orders.open();
    await rows.waitForCall();
    await expect.poll(() => activeLabel(page)).toBe('MAIN');
    await rows.release();
    await orders.grid.waitForRows();
    await orders.grid.expectFocusInGrid();
  });

  test('a dialog saved while another record arrived above its row gives the focus back to that row, by id', async ({
    page,
    api,
    tag,
    orders,
  }) => {
    const first = await api.createOrder(`Vevő ${tag}`, `${tag}-A`);
    await orders.open();
    const { grid, keys } = orders;
    await grid.waitForRows();
    await grid.filter(tag);
    await expect(grid.counts).toContainText('1 /');
    await page.keyboard.press('Enter');
    await expect.poll(() => grid.focusedCell()).toMatchObject({ row: '0' });
    await page.keyboard.press('Enter');
    await expect(orders.dialog.heading).toHaveText(`Rendelés: ${first.orderId}`);
    // Meanwhile another order of the same filter is made (newest first: above this one), and the
    // list call after the save is held: the dialog closes while the rows are being replaced.
    const second = await api.createOrder(`Vevő ${tag}`, `${tag}-B`);
    const rows = await holdOrderRows(page);
    const name = orders.dialog.root.getByLabel('Vevő', { exact: true });
    await keys.tabTo(name, 80);
    await keys.replace(`Új ${tag}`);
    await page.keyboard.press('ControlOrMeta+s');
    await orders.dialog.expectClosed();
    await rows.waitForCall();
    await rows.release();
    await expect(grid.counts).toContainText('2 /');
    const rowOf = (orderId: string) => grid.rowWith(orderId).evaluate((el) => el.getAttribute('row-index'));
    await expect(grid.rowWith(second.orderId)).toBeVisible();
    // The new one is first (newest first): the saved record moved down a row, and so did the focus.
    expect(await rowOf(first.orderId)).toBe('1');
    await expect.poll(async () => (await grid.focusedCell()).row).toBe('1');
  });
});

test.describe('Tab leaves the grid', () => {
  test.use({ role: 'admin' });

  test("Tab at a row's last cell goes on to the page, Shift+Tab at its first back to the quick filter", async ({
    page,
    orders,
  }) => {
    await orders.open();
    const { grid } = orders;
    await grid.waitForRows();
    await grid.expectFocusInGrid();
    // Shift+Tab on the first column: out of the grid, to the toolbar before it.
    await page.keyboard.press('Control+ArrowLeft');
    await page.keyboard.press('Shift+Tab');
    await expect(grid.quickFilter).toBeFocused();
    // Back into the grid (↓ from the quick filter), to the last column: Tab leaves it for what follows.
    await page.keyboard.press('ArrowDown');
    await grid.expectFocusInGrid();
    await page.keyboard.press('Control+ArrowRight');
    const last = (await grid.focusedCell()).col;
    expect(last).not.toBeNull();
    await page.keyboard.press('Tab');
    await expect(page.locator('.ag-root-wrapper :focus')).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
  });
});

test.describe('a key pressed while the rows are being replaced', () => {
  test.use({ role: 'admin' });

  test('Shift+F the moment a reload redraws the focused row: the filters keep the focus', async ({
    page,
    api,
    tag,
    grid,
    events,
  }) => {
    const plate = `RCE-${tag}`;
    await api.createVehicle({
      vehicleId: `RC${tag}`,
      truckType: 'D22S',
      truckLicensePlateNumber: plate,
      palletCapacity: 20,
      kgCapacity: 15000,
    });
    await events.openByKeys();
    await grid.waitForRows();
    // The filter typed up to its last character already finds the one event: Enter goes into the
    // grid while the last character's reload is still to come (a user typing fast, a busy machine:
    // its answer is held until the focus is in the grid).
    await grid.filter(plate.slice(0, -1));
    await expect(grid.counts).toContainText(/^1 \//);
    const held: Route[] = [];
    await page.route(
      (url) => url.pathname.endsWith('/api/events') && url.searchParams.get('q') === plate,
      (route) => {
        held.push(route);
      },
    );
    // Shift+F lands exactly when that reload takes the focused row off the page (a key between two
    // of the browser's tasks, as under load): it is pressed on whatever holds the focus then.
    await page.evaluate(() => {
      const cells = document.querySelector('[data-testid="grid-events"] .ag-root-wrapper');
      const onOut = (e: FocusEvent) => {
        if (e.relatedTarget !== null || !(e.target instanceof Element) || !cells?.contains(e.target)) return;
        document.removeEventListener('focusout', onOut, true);
        queueMicrotask(() => {
          const init = { key: 'F', code: 'KeyF', shiftKey: true, bubbles: true, cancelable: true };
          (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', init));
          document.body.setAttribute('data-pressed', '');
        });
      };
      document.addEventListener('focusout', onOut, true);
    });
    await page.keyboard.type(plate.slice(-1));
    await page.keyboard.press('Enter');
    await expect.poll(() => held.length).toBe(1);
    // The focus is in the grid (on the row of the answer to come), or the reload already redrew it.
    const pressed = page.locator('body[data-pressed]');
    await expect
      .poll(async () => (await pressed.count()) > 0 || (await grid.focusedCell()).row === '0')
      .toBe(true);
    const reloaded = page.waitForResponse((r) => r.url().includes(`q=${plate}`));
    for (const route of held.splice(0)) await route.continue();
    await reloaded;
    await expect(pressed).toHaveCount(1);
    await expect(grid.cell(0, 'entity')).toHaveText('Jármű');
    // The grid puts its focused cell back after the redraw, but never over the field the key chose.
    await expect(events.from).toBeFocused();
  });
});

test.describe('an empty list on arrival', () => {
  test.use({ role: 'admin' });

  test('a screen whose grid shows no rows keeps the focus on the screen: a g sequence navigates', async ({
    page,
    api,
    tag,
    keys,
    shell,
    orders,
    freights,
  }) => {
    // A quick filter nothing matches, saved with the view (per user): the next arrival shows no rows.
    const nothing = `Nincs ${tag}`;
    // The saved filter would empty the list for this worker's later tests: the view is reset after.
    try {
      await orders.open();
      await orders.grid.waitForRows();
      const saved = page.waitForResponse(
        (r) => r.url().includes('/api/preferences/') && r.request().method() !== 'GET' && r.ok(),
      );
      await orders.grid.filterTo(nothing, 0);
      await saved;
      await freights.open();
      await freights.grid.waitForRows();
      await freights.grid.expectFocusInGrid();
      await keys.sequence('g r');
      await shell.expectRoute('/orders');
      await expect(orders.grid.quickFilter).toHaveValue(nothing);
      await expect(orders.grid.counts).toContainText(/^0 \//);
      // No field took the keyboard: the focus is on the screen, where g and the palette keys work.
      await expect.poll(() => activeLabel(page)).toBe('MAIN');
      await keys.sequence('g f');
      await shell.expectRoute('/freights');
    } finally {
      await api.resetPreference('grid:orders');
    }
  });
});

test.describe('a late answer under an open dialog', () => {
  test.use({ role: 'admin' });

  test('the depots a new factory may name arrive after its dialog opened: the dialog stays with what was typed, the depots offered', async ({
    page,
    keys,
    grid,
    sites,
  }) => {
    // The factory list asks for the depots it offers (GET /api/depots without list parameters);
    // its answer is held until the user is typing in the new factory's dialog, as on a busy server.
    const held: Route[] = [];
    await page.route(
      (url) => url.pathname.endsWith('/api/depots') && url.search === '',
      (route) => {
        held.push(route);
      },
    );
    await sites.openByKeys();
    await grid.waitForRows();
    await keys.press('t');
    await expect(page.getByRole('button', { name: 'Gyárak', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect.poll(() => held.length).toBe(1);
    await sites.newFromPalette();
    const factory = sites.factoryDialog;
    const shortName = factory.field(/^Rövid név/);
    await expect(shortName).toBeFocused();
    await keys.type('FLATE');
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/depots'));
    for (const route of held.splice(0)) await route.continue();
    await answered;
    // The depots are offered in the open dialog; it kept its text and the keyboard.
    await expect(factory.field('Depó').locator('option')).not.toHaveCount(0);
    await expect(factory.field('Depó').locator('option').filter({ hasText: /\S/ }).first()).toBeAttached();
    await expect(shortName).toHaveValue('FLATE');
    await expect(shortName).toBeFocused();
  });
});

test.describe('a saved quick filter arriving late', () => {
  test.use({ role: 'admin' });

  test('the user already went to the quick filter: the saved text stays out, what is typed is the filter', async ({
    page,
    keys,
    grid,
    orders,
    tag,
  }) => {
    // A quick filter saved for the user and the view (saved shortly after typing).
    await orders.openByKeys();
    await expect(grid.counts).toBeVisible();
    const saved = page.waitForRequest((r) => r.url().includes('/api/preferences/') && r.method() !== 'GET');
    await grid.filter(`Q${tag}`);
    await saved;
    // After a reload its answer is held until the user has pressed / (the field empty, selected).
    const held: Route[] = [];
    let holding = true;
    await page.route(/\/api\/preferences\//, (route) => {
      if (holding && route.request().method() === 'GET') held.push(route);
      else void route.continue();
    });
    await page.reload();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await expect(grid.quickFilter).toBeVisible();
    await expect(grid.counts).toBeVisible();
    await keys.press('/');
    await expect(grid.quickFilter).toBeFocused();
    await expect(grid.quickFilter).toHaveValue('');
    // The saved view comes in (the list starts loading after it), then the user types.
    const listed = page.waitForRequest(/\/api\/orders\/frontend\?/);
    holding = false;
    for (const route of held.splice(0)) await route.continue();
    await listed;
    await keys.type('X');
    await expect(grid.quickFilter).toHaveValue('X');
  });
});

test.describe('a key the moment a dialog leaves the page', () => {
  test.use({ role: 'admin' });

  test("a key pressed as a saved dialog closes is the screen's, not the closed dialog's", async ({
    page,
    api,
    tag,
    keys,
    grid,
    sites,
  }) => {
    await api.createDepot(`Depó ${tag}`, `D${tag}`);
    await sites.openByKeys();
    await grid.waitForRows();
    await grid.filter(`D${tag}`);
    await expect(grid.counts).toContainText('1 /');
    await grid.cell(0, 'shortName').click();
    await keys.press('Enter');
    const depot = sites.dialog;
    await expect(depot.root).toBeVisible();
    await depot.field(/^Név/).fill(`Depó ${tag} átnevezve`);
    // The save's answer closes the dialog; `t` is pressed in the same turn the dialog leaves the
    // page (a user, or a busy machine, faster than the page's clean-up), before anything else runs.
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        if (document.querySelector('[data-testid="depot-dialog"]')) return;
        observer.disconnect();
        const target = document.activeElement ?? document.body;
        target.dispatchEvent(new KeyboardEvent('keydown', { key: 't', code: 'KeyT', bubbles: true }));
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    await depot.save();
    await expect(page.getByRole('button', { name: 'Gyárak', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
