import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { apiUrlOf } from '../../src/core/api/endpoint.ts';
import { ORDERS_API, type OrdersListResponse } from '../../src/core/orders/orders.api.ts';
import { apiRoot, apiSignIn } from './support/api.ts';
import { ShellPage } from './support/ShellPage.ts';
import { TerminalPage } from './support/TerminalPage.ts';

const SHOTS = 'test-results/screenshots';
const ORDER_ID = /^\d{6}[A-Z0-9]+$/;

/** Every order id the list call answers (all rows, every status). */
async function listedOrderIds(request: APIRequestContext, baseURL: string | undefined, token: string) {
  const res = await request.get(
    `${apiRoot(baseURL)}${apiUrlOf(ORDERS_API.list, {}, { page: 0, size: -1 })}`,
    {
      headers: { Authorization: `Bearer ${token}` },
    },
  );
  expect(res.ok()).toBe(true);
  return new Set(((await res.json()) as OrdersListResponse).result.map((o) => o.orderId));
}

/** A few real products in the catalogue, as a user would upload them (the seed has only the dummy). */
async function seedProducts(request: APIRequestContext, baseURL: string | undefined, token: string) {
  const tag = Date.now().toString(36).toUpperCase();
  for (const [i, name] of ['Falazóblokk 30', 'Tetőcserép hódfarkú', 'Térkő 6 cm'].entries()) {
    const res = await request.put(`${apiRoot(baseURL)}/api/products`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        itemId: `E2E-${tag}-${i}`,
        name,
        unit: 'db',
        kgPerUnit: 10,
        kgPerPallet: 900 + i * 100,
        unitPerPallet: 60 + i * 20,
        palletType: 'EUR',
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
}

/** Presses Shift+Tab until `target` has focus (fails after `max` presses). */
async function shiftTabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Shift+Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('demo generator and test scenarios by keyboard only', () => {
  test('generates 5 days of orders, submits a scenario; the new orders are in the list', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const auth = await apiSignIn(request, baseURL, 'admin');
    await seedProducts(request, baseURL, auth.token);
    const before = await listedOrderIds(request, baseURL, auth.token);
    const shell = new ShellPage(page);
    const term = new TerminalPage(page);
    await shell.useSession(auth);
    await shell.open('orders');

    // The side menu's "Teszt megrendelések" entry opens the dialog with the days field focused.
    const entry = shell.sideMenu.getByRole('button', { name: 'Teszt megrendelések' });
    // The screen focuses its grid; Shift+Tab walks back through the toolbar to the menu's end.
    await shiftTabTo(page, entry);
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('demo-dialog');
    const days = dialog.getByLabel('Napok száma (1–180)');
    await expect(days).toBeFocused();
    await expect(days).toHaveValue('30');
    await expect(dialog.getByRole('heading', { name: 'Teszt forgatókönyvek' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Beküldés/ })).toHaveCount(5);

    // Out of range: the field says so and the button stays disabled.
    await page.keyboard.type('181');
    await expect(dialog.getByText('Kisebb számot adjon meg mint 180!')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Rendelések generálása' })).toBeDisabled();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('5');
    await page.keyboard.press('Enter');

    const outcome = dialog.getByTestId('demo-outcome');
    await expect(outcome).toBeVisible({ timeout: 60_000 });
    await expect(outcome).toContainText('Létrehozott rendelések:');
    await expect(outcome).toContainText('Az új fuvarok számítása ebben a verzióban még nem érhető el');
    const generated = await outcome.locator('.demo-ids li').allTextContents();
    expect(generated.length).toBeGreaterThanOrEqual(3);
    for (const id of generated) expect(id).toMatch(ORDER_ID);
    await expect(outcome.locator('.demo-count')).toHaveText(`Létrehozott rendelések: ${generated.length} db`);
    await page.screenshot({ path: `${SHOTS}/demo-dialog.png` });

    // A scenario: Tab to its Beküldés, Enter; the popup lists the new ids and Enter closes it.
    const submit = dialog.getByRole('button', { name: 'Beküldés: Kis rendelések összevonása' });
    await shell.tabTo(submit);
    await page.keyboard.press('Enter');
    const popup = page.getByTestId('demo-scenario-result');
    await expect(popup.getByRole('heading', { name: 'Sikeres beküldés' })).toBeVisible({ timeout: 30_000 });
    const scenarioIds = await popup.locator('.demo-ids li').allTextContents();
    expect(scenarioIds).toHaveLength(5);
    for (const id of scenarioIds) expect(id).toMatch(ORDER_ID);
    await page.screenshot({ path: `${SHOTS}/demo-scenario-popup.png` });
    await expect(popup.getByRole('button', { name: 'Rendben' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(popup).toHaveCount(0);
    await expect(submit).toBeFocused();

    // Esc closes the dialog; the palette's "Rendelések generálása" opens it again.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await term.runFromPalette('Rendelések generálása', 'Rendelések generálása');
    await expect(page.getByTestId('demo-dialog').getByLabel('Napok száma (1–180)')).toBeFocused();
    await page.keyboard.press('Escape');

    // The new orders exist (the list call, every row).
    const after = await listedOrderIds(request, baseURL, auth.token);
    for (const id of [...generated, ...scenarioIds]) {
      expect(before.has(id), id).toBe(false);
      expect(after.has(id), id).toBe(true);
    }
  });

  test('the entry and the commands are not there for a logistics viewer', async ({
    page,
    request,
    baseURL,
  }) => {
    const shell = new ShellPage(page);
    await shell.useSession(await apiSignIn(request, baseURL, 'logistics-viewer'));
    await shell.open('orders');
    await expect(shell.menuLinks.first()).toBeVisible();
    await expect(shell.sideMenu.getByRole('button', { name: 'Teszt megrendelések' })).toHaveCount(0);
    await page.keyboard.press('ControlOrMeta+k');
    await page.keyboard.type('Rendelések generálása');
    await expect(
      page.getByTestId('palette').locator('[cmdk-item]', { hasText: 'Rendelések generálása' }),
    ).toHaveCount(0);
  });
});
