import type { BaseConfig } from '../../src/core/baseConfig/baseConfig.schemas.ts';
import type { ExternalIdNamesDocument } from '../../src/core/externalIds/externalIdNames.schemas.ts';
import { API_PATHS } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { SETTINGS_TEXT } from './support/screens/SettingsScreen.ts';

const SHOTS = 'test-results/screenshots';
const SAVED = SETTINGS_TEXT.saved;
const LEAVE = SETTINGS_TEXT.leaveExternalIds;

test.describe('settings by keyboard only', () => {
  // Long keyboard walks (Tab through forms and tables) on a machine shared with other runs.
  test.describe.configure({ timeout: 60_000 });

  // The base config and the external id names are one document each for every user: each test
  // leaves them as it found them, so a retry or `--repeat-each` starts from the same form (seen: a
  // repeat met the earlier run's packing algorithm, its two new id names and its proxy URL).
  let found: { config: BaseConfig; names: ExternalIdNamesDocument } | undefined;
  test.beforeEach(async ({ apiAs }) => {
    const superadmin = await apiAs('superadmin');
    found = { config: await superadmin.baseConfig(), names: await superadmin.externalIdNames() };
  });
  test.afterEach(async ({ apiAs }) => {
    if (!found) return;
    const superadmin = await apiAs('superadmin');
    await superadmin.restoreBaseConfig(found.config);
    await superadmin.restoreExternalIdNames(found.names);
    found = undefined;
  });

  test.describe(() => {
    test.use({ role: 'admin' });

    test('a base-config field changed, refused while invalid, saved with Ctrl+S and read back after a reload; Esc asks before reverting', async ({
      page,
      basicSettings,
    }) => {
      const { keys } = basicSettings;
      await basicSettings.openByKeys();

      const interval = page.getByLabel('Szállítási intervallum (nap)');
      // The form arrives with itself focused (no field takes the keyboard); Tab enters the first field.
      await expect(interval).toBeVisible();
      await keys.press('Tab');
      await expect(interval).toBeFocused();
      await keys.press('ControlOrMeta+a');
      await keys.press('Backspace');
      const message = page.getByTestId('settings-message');
      await expect(page.getByText('A mező kitöltése kötelező!').first()).toBeVisible();
      await keys.press('ControlOrMeta+s');
      await expect(message).not.toHaveText(SAVED);
      await keys.type('12');
      await expect(message).toHaveText('Mentetlen módosítások');

      const slot = page.getByLabel('Idősáv hossza (perc)');
      await keys.tabTo(slot);
      await keys.press('ControlOrMeta+a');
      await keys.type('0');
      await expect(page.getByText('Pozitív egész számot adjon meg!')).toBeVisible();
      await keys.press('ControlOrMeta+a');
      await keys.type('45');

      const packing = page.getByLabel('Rakodási algoritmus');
      await keys.tabTo(packing);
      await page.keyboard.press('ArrowDown');
      await expect(packing).toHaveValue('rows-no-stacking');
      await page.screenshot({ path: `${SHOTS}/basic-settings.png`, fullPage: true });
      await keys.press('ControlOrMeta+s');
      await expect(message).toHaveText(SAVED);

      // Esc with unsaved changes asks; "Nem" (the focused answer) keeps them, "Igen" restores the saved values.
      await keys.tabTo(interval, 80);
      await keys.press('ControlOrMeta+a');
      await keys.type('99');
      await keys.press('Escape');
      const confirm = page.getByTestId('confirm-dialog');
      await expect(confirm).toContainText('Elveti a módosításokat?');
      await keys.press('Enter');
      await expect(confirm).toHaveCount(0);
      await expect(interval).toHaveValue('99');
      await keys.press('Escape');
      await expect(confirm).toBeVisible();
      await keys.press('Shift+Tab');
      await keys.press('Enter');
      await expect(page.getByLabel('Szállítási intervallum (nap)')).toHaveValue('12');

      await page.reload();
      await expect(page.getByLabel('Szállítási intervallum (nap)')).toHaveValue('12');
      await expect(page.getByLabel('Idősáv hossza (perc)')).toHaveValue('45');
      await expect(page.getByLabel('Rakodási algoritmus')).toHaveValue('rows-no-stacking');
      // The superadmin-only part is not shown to an admin.
      await expect(page.getByTestId('superadmin-settings')).toHaveCount(0);
    });

    test('two external id names for orders, the second made main, saved; leaving with unsaved changes asks (decline stays, accept leaves and reloads)', async ({
      page,
      tag: stamp,
      basicSettings,
      vehicles,
    }) => {
      const tag = stamp.toLowerCase();
      const { keys, shell, grid, palette } = basicSettings;
      await basicSettings.openFromPalette();
      await expect(page.getByLabel('Szállítási intervallum (nap)')).toBeVisible();
      // Tab once the form has the focus, as on arrival it does (a CI run's Tab after the reload went
      // to the bar's buttons instead: pressed before the form had it, or the form never got it).
      await expect(basicSettings.form).toBeFocused();
      await keys.press('Tab');
      await expect(page.getByLabel('Szállítási intervallum (nap)')).toBeFocused();

      await keys.press('Alt+t');
      const table = page.getByTestId('external-ids-order');
      await expect(table.locator('tbody tr')).toHaveCount(3);
      const rows = table.locator('tbody tr');

      await keys.press('Alt+n');
      await expect(rows).toHaveCount(4);
      await expect(rows.nth(3).getByTestId('name-3')).toBeFocused();
      await keys.type(`sap ${tag}`);
      await expect(rows.nth(3)).toContainText('A szöveg nem tartalmazhat szóközt!');
      await keys.press('ControlOrMeta+a');
      await keys.type(`sap${tag}`);
      await keys.press('Tab');
      await keys.type('SAP szám');

      await keys.press('Alt+n');
      await expect(rows.nth(4).getByTestId('name-4')).toBeFocused();
      await keys.type(`erp${tag}`);
      await keys.press('Tab');
      await keys.type('ERP azonosító');
      await keys.press('Alt+Shift+m');
      await expect(rows.nth(4)).toHaveAttribute('data-main', 'true');
      await expect(rows.nth(0)).toHaveAttribute('data-main', 'false');
      await page.screenshot({ path: `${SHOTS}/external-ids.png`, fullPage: true });
      await keys.press('ControlOrMeta+s');
      await expect(page.getByTestId('settings-message')).toHaveText(SAVED);

      await page.reload();
      await expect(page.getByLabel('Szállítási intervallum (nap)')).toBeVisible();
      // Tab once the form has the focus, as on arrival it does (a CI run's Tab after the reload went
      // to the bar's buttons instead: pressed before the form had it, or the form never got it).
      await expect(basicSettings.form).toBeFocused();
      await keys.press('Tab');
      await expect(page.getByLabel('Szállítási intervallum (nap)')).toBeFocused();
      await keys.press('Alt+t');
      await expect(rows).toHaveCount(5);
      await expect(rows.nth(4).getByTestId('name-4')).toHaveValue(`erp${tag}`);
      await expect(rows.nth(4)).toHaveAttribute('data-main', 'true');

      // An unsaved removal, then away through the palette: the spec's question; Nem stays.
      await keys.tabTo(rows.nth(3).getByTestId('name-3'), 80);
      await keys.press('Alt+Delete');
      await expect(rows).toHaveCount(4);
      await palette.run('jarmuvek', 'Járművek');
      const confirm = page.getByTestId('confirm-dialog');
      await expect(confirm).toContainText(LEAVE);
      await page.screenshot({ path: `${SHOTS}/external-ids-leave.png` });
      await keys.press('Enter');
      await expect(confirm).toHaveCount(0);
      await shell.expectRoute(basicSettings.route);
      await expect(rows).toHaveCount(4);

      // The browser's Back asks the same question; Nem keeps the screen and the edit.
      await page.goBack();
      await expect(confirm).toContainText(LEAVE);
      await keys.press('Enter');
      await expect(confirm).toHaveCount(0);
      await shell.expectRoute(basicSettings.route);
      await expect(rows).toHaveCount(4);

      // Igen leaves; back on the screen the names are the saved ones again.
      await palette.run('jarmuvek', 'Járművek');
      await expect(confirm).toContainText(LEAVE);
      await keys.press('Shift+Tab');
      await keys.press('Enter');
      await shell.expectRoute(vehicles.route);
      // The grid takes the focus when it has its rows; the palette comes after that.
      await grid.waitForRows();
      await palette.run('altalanos beall', 'Általános beállítások');
      await expect(page.getByLabel('Szállítási intervallum (nap)')).toBeVisible();
      // Tab once the form has the focus, as on arrival it does (a CI run's Tab after the reload went
      // to the bar's buttons instead: pressed before the form had it, or the form never got it).
      await expect(basicSettings.form).toBeFocused();
      await keys.press('Tab');
      await expect(page.getByLabel('Szállítási intervallum (nap)')).toBeFocused();
      await keys.press('Alt+t');
      await expect(rows).toHaveCount(5);
      await expect(rows.nth(3).getByTestId('name-3')).toHaveValue(`sap${tag}`);

      // A blank name on another entity's list blocks Ctrl+S, which shows that list with the focus on it.
      await keys.press('Alt+j');
      await keys.press('Alt+j');
      await expect(page.getByTestId('entity-pickup')).toHaveAttribute('aria-selected', 'true');
      await keys.press('Alt+n');
      await expect(page.getByTestId('entity-pickup')).toHaveAttribute('aria-invalid', 'true');
      await keys.press('Alt+j');
      await expect(page.getByTestId('entity-cargo')).toHaveAttribute('aria-selected', 'true');
      await keys.press('ControlOrMeta+s');
      await expect(page.getByTestId('entity-pickup')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('external-ids-pickup').getByTestId('name-0')).toBeFocused();
      await expect(page.getByTestId('settings-message')).toHaveText('Mentetlen módosítások');
    });
  });

  test.describe(() => {
    test.use({ role: 'superadmin' });

    test('a module switched off in /module-settings leaves the side menu at once, without a reload', async ({
      page,
      moduleSettings,
    }) => {
      const { keys, shell, palette } = moduleSettings;
      await moduleSettings.openByKeys();
      const billing = moduleSettings.active('billing');
      await expect(billing).toBeChecked();
      const billsLink = shell.menuLink('/freight-bills');
      await expect(billsLink).toHaveCount(1);
      await page.evaluate(() => {
        (window as unknown as { notReloaded: boolean }).notReloaded = true;
      });

      await keys.tabTo(billing, 200);
      await keys.press('Space');
      await expect(billing).not.toBeChecked();
      await keys.press('ControlOrMeta+s');
      await expect(page.getByTestId('settings-message')).toHaveText(SAVED);
      await expect(billsLink).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/module-settings.png`, fullPage: true });
      expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
        true,
      );

      // A broken config is refused on the spot; Esc (and Igen) restores it.
      const config = page.getByLabel('Számlázás: Beállítások (JSON)');
      await keys.tabTo(config, 200);
      await keys.type('{');
      await expect(page.getByText(/^Érvénytelen JSON/)).toBeVisible();
      // Leaving with the unsaved change asks; Nem stays.
      await palette.run('jarmuvek', 'Járművek');
      await expect(page.getByTestId('confirm-dialog')).toContainText('Biztosan elhagyja az oldalt?');
      await keys.press('Enter');
      await shell.expectRoute(moduleSettings.route);
      await keys.tabTo(config, 200);
      await keys.press('Escape');
      await keys.press('Shift+Tab');
      await keys.press('Enter');
      await expect(page.getByText(/^Érvénytelen JSON/)).toHaveCount(0);

      // Back on, and the entry returns.
      await keys.tabTo(billing, 200);
      await keys.press('Space');
      await keys.press('ControlOrMeta+s');
      await expect(billsLink).toHaveCount(1);
    });

    test('the superadmin edits the fuzzy search and proxy parts and pings the proxy', async ({
      page,
      baseURL,
      basicSettings,
    }) => {
      const { keys } = basicSettings;
      await basicSettings.openFromPalette();
      const superadmin = page.getByTestId('superadmin-settings');
      await expect(superadmin).toBeVisible();
      const url = page.getByLabel('Proxy URL');
      await keys.tabTo(url, 80);
      await keys.type(new URL(API_PATHS.version, baseURL).toString());
      await keys.press('Alt+p');
      await expect(page.getByTestId('ping-result')).toHaveText(/^Elérhető: HTTP 200/);
      await keys.press('ControlOrMeta+a');
      await keys.type('http://127.0.0.1:9/');
      await keys.press('Alt+p');
      await expect(page.getByTestId('ping-result')).toHaveText(/nem érhető el|Időtúllépés/);
      // The threshold sits just before the proxy URL.
      await keys.press('Shift+Tab');
      await expect(page.getByLabel('Egyezési küszöb (%)')).toBeFocused();
      await keys.press('ControlOrMeta+a');
      await keys.type('101');
      await expect(superadmin).toContainText('0 és 100 közé eső számot adjon meg!');
      await keys.press('ControlOrMeta+a');
      await keys.type('70');
      await page.screenshot({ path: `${SHOTS}/basic-settings-superadmin.png`, fullPage: true });
      await keys.press('ControlOrMeta+s');
      await expect(page.getByTestId('settings-message')).toHaveText(SAVED);
      await page.reload();
      await expect(page.getByLabel('Egyezési küszöb (%)')).toHaveValue('70');
      await expect(page.getByLabel('Proxy URL')).toHaveValue('http://127.0.0.1:9/');
    });
  });

  test.describe(() => {
    test.use({ role: 'logistics_viewer' });

    test('a logistics viewer sees the settings view-only, without the superadmin part', async ({
      page,
      basicSettings,
    }) => {
      const { keys } = basicSettings;
      await basicSettings.openFromPalette();
      await expect(page.getByLabel('Szállítási intervallum (nap)')).toHaveValue(/\d/);
      await expect(page.getByText('Csak megtekintés: a beállításokat nincs joga módosítani.')).toBeVisible();
      await expect(page.getByLabel('Szállítási intervallum (nap)')).toBeDisabled();
      await expect(page.getByTestId('superadmin-settings')).toHaveCount(0);
      await expect(page.locator('[data-command="settings.save"]')).toBeDisabled();
      await keys.press('Alt+t');
      await expect(page.getByTestId('external-ids-order').getByTestId('name-0')).toBeDisabled();
      await expect(page.locator('[data-command="externalIds.add"]')).toBeDisabled();
      await expect(page.locator('[data-command="externalIds.nextEntity"]')).toBeEnabled();
    });
  });
});
