import type { ApiClient } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';

const SHOTS = 'test-results/screenshots';
const ORDER_ID = /^\d{6}[A-Z0-9]+$/;

/** Every order id the list call answers (all rows, every status). */
async function listedOrderIds(api: ApiClient): Promise<Set<string>> {
  return new Set((await api.orders({ page: 0, size: -1 })).result.map((o) => o.orderId));
}

/** A few real products in the catalogue, as a user would upload them (the seed has only the dummy). */
async function seedProducts(api: ApiClient, tag: string): Promise<void> {
  for (const [i, name] of ['Falazóblokk 30', 'Tetőcserép hódfarkú', 'Térkő 6 cm'].entries()) {
    await api.saveProduct({
      itemId: `E2E-${tag}-${i}`,
      name,
      unit: 'db',
      kgPerUnit: 10,
      kgPerPallet: 900 + i * 100,
      unitPerPallet: 60 + i * 20,
      palletType: 'EUR',
    });
  }
}

test.describe('demo generator and test scenarios by keyboard only', () => {
  test.describe(() => {
    test.use({ role: 'admin' });

    test('generates 5 days of orders, submits a scenario; the new orders are in the list', async ({
      page,
      api,
      tag,
      demo,
    }) => {
      test.setTimeout(120_000);
      const { keys, palette } = demo;
      await seedProducts(api, tag);
      const before = await listedOrderIds(api);
      await demo.open();

      // The side menu's "Teszt megrendelések" entry opens the dialog with the days field focused.
      const entry = demo.menuEntry;
      // The screen focuses its grid; Shift+Tab walks back through the toolbar to the menu's end.
      await keys.shiftTabTo(entry);
      await page.keyboard.press('Enter');
      const dialog = demo.dialog.root;
      const days = demo.days;
      await expect(days).toBeFocused();
      await expect(days).toHaveValue('30');
      await expect(dialog.getByRole('heading', { name: 'Teszt forgatókönyvek' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: /^Beküldés/ })).toHaveCount(5);

      // Out of range: the field says so and the button stays disabled.
      await keys.type('181');
      await expect(dialog.getByText('Kisebb számot adjon meg mint 180!')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Rendelések generálása' })).toBeDisabled();
      await page.keyboard.press('ControlOrMeta+a');
      await keys.type('5');
      await page.keyboard.press('Enter');

      const outcome = demo.outcome;
      // Orders, then the wait for processing and for the freight calculation job (planned on the server).
      await expect(outcome).toBeVisible({ timeout: 90_000 });
      await expect(outcome).toContainText('Létrehozott rendelések:');
      await expect(outcome.getByTestId('demo-freights')).toHaveText(/^Létrehozott fuvarok: [1-9]\d* db$/);
      const generated = await outcome.locator('.demo-ids li').allTextContents();
      expect(generated.length).toBeGreaterThanOrEqual(3);
      for (const id of generated) expect(id).toMatch(ORDER_ID);
      await expect(outcome.locator('.demo-count').first()).toHaveText(
        `Létrehozott rendelések: ${generated.length} db`,
      );
      await page.screenshot({ path: `${SHOTS}/demo-dialog.png` });

      // A scenario: Tab to its Beküldés, Enter; the popup lists the new ids and Enter closes it.
      const submit = dialog.getByRole('button', { name: 'Beküldés: Kis rendelések összevonása' });
      await keys.tabTo(submit);
      await page.keyboard.press('Enter');
      const popup = demo.scenarioResult;
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
      await palette.run('Rendelések generálása', 'Rendelések generálása');
      await expect(demo.days).toBeFocused();
      await page.keyboard.press('Escape');

      // The new orders exist (the list call, every row).
      const after = await listedOrderIds(api);
      for (const id of [...generated, ...scenarioIds]) {
        expect(before.has(id), id).toBe(false);
        expect(after.has(id), id).toBe(true);
      }
    });
  });

  test.describe(() => {
    test.use({ role: 'logistics_viewer' });

    test('the entry and the commands are not there for a logistics viewer', async ({
      shell,
      palette,
      demo,
    }) => {
      await demo.open();
      await expect(shell.menuLinks.first()).toBeVisible();
      await expect(demo.menuEntry).toHaveCount(0);
      await palette.search('Rendelések generálása');
      await expect(palette.item('Rendelések generálása')).toHaveCount(0);
    });
  });
});
