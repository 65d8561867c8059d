import { expect, type Page, test } from '@playwright/test';
import { ShellPage } from './support/ShellPage.ts';
import { TerminalPage } from './support/TerminalPage.ts';

const SHOTS = 'test-results/screenshots';
const SAVED = 'A módosítás sikeresen megtörtént.';
const LEAVE = 'Mentetlen külső azonosító módosítások! Biztosan el szeretne navigálni az oldalról?';

/** Signs in by keyboard and lands on /basic-settings through the palette (or, with `keys`, g w). */
async function openBasicSettings(page: Page, username: string, keys = false) {
  const shell = new ShellPage(page);
  const term = new TerminalPage(page);
  await shell.signInByKeyboard(username);
  await shell.expectRoute('/');
  if (keys) {
    await term.press('g');
    await term.press('w');
  } else await term.runFromPalette('altalanos beall', 'Általános beállítások');
  await shell.expectRoute('/basic-settings');
  return { shell, term };
}

test.describe('settings by keyboard only', () => {
  // Long keyboard walks (Tab through forms and tables) on a machine shared with other runs.
  test.describe.configure({ timeout: 60_000 });

  test('a base-config field changed, refused while invalid, saved with Ctrl+S and read back after a reload; Esc asks before reverting', async ({
    page,
  }) => {
    const { shell, term } = await openBasicSettings(page, 'admin', true);

    const interval = page.getByLabel('Szállítási intervallum (nap)');
    await expect(interval).toBeFocused();
    await term.press('ControlOrMeta+a');
    await term.press('Backspace');
    const message = page.getByTestId('settings-message');
    await expect(page.getByText('A mező kitöltése kötelező!').first()).toBeVisible();
    await term.press('ControlOrMeta+s');
    await expect(message).not.toHaveText(SAVED);
    await page.keyboard.type('12');
    await expect(message).toHaveText('Mentetlen módosítások');

    const slot = page.getByLabel('Idősáv hossza (perc)');
    await shell.tabTo(slot);
    await term.press('ControlOrMeta+a');
    await page.keyboard.type('0');
    await expect(page.getByText('Pozitív egész számot adjon meg!')).toBeVisible();
    await term.press('ControlOrMeta+a');
    await page.keyboard.type('45');

    const packing = page.getByLabel('Rakodási algoritmus');
    await shell.tabTo(packing);
    await page.keyboard.press('ArrowDown');
    await expect(packing).toHaveValue('rows-no-stacking');
    await page.screenshot({ path: `${SHOTS}/basic-settings.png`, fullPage: true });
    await term.press('ControlOrMeta+s');
    await expect(message).toHaveText(SAVED);

    // Esc with unsaved changes asks; "Nem" (the focused answer) keeps them, "Igen" restores the saved values.
    await shell.tabTo(interval, 80);
    await term.press('ControlOrMeta+a');
    await page.keyboard.type('99');
    await term.press('Escape');
    const confirm = page.getByTestId('confirm-dialog');
    await expect(confirm).toContainText('Elveti a módosításokat?');
    await term.press('Enter');
    await expect(confirm).toHaveCount(0);
    await expect(interval).toHaveValue('99');
    await term.press('Escape');
    await expect(confirm).toBeVisible();
    await term.press('Shift+Tab');
    await term.press('Enter');
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
  }) => {
    const tag = Date.now().toString(36).slice(-4);
    const { shell, term } = await openBasicSettings(page, 'admin');
    await expect(page.getByLabel('Szállítási intervallum (nap)')).toBeFocused();

    await term.press('Alt+t');
    const table = page.getByTestId('external-ids-order');
    await expect(table.locator('tbody tr')).toHaveCount(3);
    const rows = table.locator('tbody tr');

    await term.press('Alt+n');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(3).getByTestId('name-3')).toBeFocused();
    await page.keyboard.type(`sap ${tag}`);
    await expect(rows.nth(3)).toContainText('A szöveg nem tartalmazhat szóközt!');
    await term.press('ControlOrMeta+a');
    await page.keyboard.type(`sap${tag}`);
    await term.press('Tab');
    await page.keyboard.type('SAP szám');

    await term.press('Alt+n');
    await expect(rows.nth(4).getByTestId('name-4')).toBeFocused();
    await page.keyboard.type(`erp${tag}`);
    await term.press('Tab');
    await page.keyboard.type('ERP azonosító');
    await term.press('Alt+Shift+m');
    await expect(rows.nth(4)).toHaveAttribute('data-main', 'true');
    await expect(rows.nth(0)).toHaveAttribute('data-main', 'false');
    await page.screenshot({ path: `${SHOTS}/external-ids.png`, fullPage: true });
    await term.press('ControlOrMeta+s');
    await expect(page.getByTestId('settings-message')).toHaveText(SAVED);

    await page.reload();
    await expect(page.getByLabel('Szállítási intervallum (nap)')).toBeFocused();
    await term.press('Alt+t');
    await expect(rows).toHaveCount(5);
    await expect(rows.nth(4).getByTestId('name-4')).toHaveValue(`erp${tag}`);
    await expect(rows.nth(4)).toHaveAttribute('data-main', 'true');

    // An unsaved removal, then away through the palette: the spec's question; Nem stays.
    await shell.tabTo(rows.nth(3).getByTestId('name-3'), 80);
    await term.press('Alt+Delete');
    await expect(rows).toHaveCount(4);
    await term.runFromPalette('jarmuvek', 'Járművek');
    const confirm = page.getByTestId('confirm-dialog');
    await expect(confirm).toContainText(LEAVE);
    await page.screenshot({ path: `${SHOTS}/external-ids-leave.png` });
    await term.press('Enter');
    await expect(confirm).toHaveCount(0);
    await shell.expectRoute('/basic-settings');
    await expect(rows).toHaveCount(4);

    // The browser's Back asks the same question; Nem keeps the screen and the edit.
    await page.goBack();
    await expect(confirm).toContainText(LEAVE);
    await term.press('Enter');
    await expect(confirm).toHaveCount(0);
    await shell.expectRoute('/basic-settings');
    await expect(rows).toHaveCount(4);

    // Igen leaves; back on the screen the names are the saved ones again.
    await term.runFromPalette('jarmuvek', 'Járművek');
    await expect(confirm).toContainText(LEAVE);
    await term.press('Shift+Tab');
    await term.press('Enter');
    await shell.expectRoute('/vehicles');
    // The grid takes the focus when it has its rows; the palette comes after that.
    await term.waitForRows();
    await term.runFromPalette('altalanos beall', 'Általános beállítások');
    await expect(page.getByLabel('Szállítási intervallum (nap)')).toBeFocused();
    await term.press('Alt+t');
    await expect(rows).toHaveCount(5);
    await expect(rows.nth(3).getByTestId('name-3')).toHaveValue(`sap${tag}`);

    // A blank name on another entity's list blocks Ctrl+S, which shows that list with the focus on it.
    await term.press('Alt+j');
    await term.press('Alt+j');
    await expect(page.getByTestId('entity-pickup')).toHaveAttribute('aria-selected', 'true');
    await term.press('Alt+n');
    await expect(page.getByTestId('entity-pickup')).toHaveAttribute('aria-invalid', 'true');
    await term.press('Alt+j');
    await expect(page.getByTestId('entity-cargo')).toHaveAttribute('aria-selected', 'true');
    await term.press('ControlOrMeta+s');
    await expect(page.getByTestId('entity-pickup')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('external-ids-pickup').getByTestId('name-0')).toBeFocused();
    await expect(page.getByTestId('settings-message')).toHaveText('Mentetlen módosítások');
  });

  test('a module switched off in /module-settings leaves the side menu at once, without a reload', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    const term = new TerminalPage(page);
    await shell.signInByKeyboard('superadmin');
    await shell.expectRoute('/');
    await term.press('g');
    await term.press('x');
    await shell.expectRoute('/module-settings');
    const billing = page.getByTestId('module-active-billing');
    await expect(billing).toBeChecked();
    const billsLink = shell.sideMenu.locator('[data-path="/freight-bills"]');
    await expect(billsLink).toHaveCount(1);
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    await shell.tabTo(billing, 80);
    await term.press('Space');
    await expect(billing).not.toBeChecked();
    await term.press('ControlOrMeta+s');
    await expect(page.getByTestId('settings-message')).toHaveText(SAVED);
    await expect(billsLink).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/module-settings.png`, fullPage: true });
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );

    // A broken config is refused on the spot; Esc (and Igen) restores it.
    const config = page.getByLabel('Számlázás: Beállítások (JSON)');
    await shell.tabTo(config);
    await page.keyboard.type('{');
    await expect(page.getByText(/^Érvénytelen JSON/)).toBeVisible();
    // Leaving with the unsaved change asks; Nem stays.
    await term.runFromPalette('jarmuvek', 'Járművek');
    await expect(page.getByTestId('confirm-dialog')).toContainText('Biztosan elhagyja az oldalt?');
    await term.press('Enter');
    await shell.expectRoute('/module-settings');
    await shell.tabTo(config);
    await term.press('Escape');
    await term.press('Shift+Tab');
    await term.press('Enter');
    await expect(page.getByText(/^Érvénytelen JSON/)).toHaveCount(0);

    // Back on, and the entry returns.
    await shell.tabTo(billing);
    await term.press('Space');
    await term.press('ControlOrMeta+s');
    await expect(billsLink).toHaveCount(1);
  });

  test('the superadmin edits the fuzzy search and proxy parts and pings the proxy', async ({
    page,
    baseURL,
  }) => {
    const { shell, term } = await openBasicSettings(page, 'superadmin');
    const superadmin = page.getByTestId('superadmin-settings');
    await expect(superadmin).toBeVisible();
    const url = page.getByLabel('Proxy URL');
    await shell.tabTo(url, 80);
    await page.keyboard.type(new URL('/api/version', baseURL).toString());
    await term.press('Alt+p');
    await expect(page.getByTestId('ping-result')).toHaveText(/^Elérhető: HTTP 200/);
    await term.press('ControlOrMeta+a');
    await page.keyboard.type('http://127.0.0.1:9/');
    await term.press('Alt+p');
    await expect(page.getByTestId('ping-result')).toHaveText(/nem érhető el|Időtúllépés/);
    // The threshold sits just before the proxy URL.
    await term.press('Shift+Tab');
    await expect(page.getByLabel('Egyezési küszöb (%)')).toBeFocused();
    await term.press('ControlOrMeta+a');
    await page.keyboard.type('101');
    await expect(superadmin).toContainText('0 és 100 közé eső számot adjon meg!');
    await term.press('ControlOrMeta+a');
    await page.keyboard.type('70');
    await page.screenshot({ path: `${SHOTS}/basic-settings-superadmin.png`, fullPage: true });
    await term.press('ControlOrMeta+s');
    await expect(page.getByTestId('settings-message')).toHaveText(SAVED);
    await page.reload();
    await expect(page.getByLabel('Egyezési küszöb (%)')).toHaveValue('70');
    await expect(page.getByLabel('Proxy URL')).toHaveValue('http://127.0.0.1:9/');
  });

  test('a logistics viewer sees the settings view-only, without the superadmin part', async ({ page }) => {
    const { term } = await openBasicSettings(page, 'logistics-viewer');
    await expect(page.getByLabel('Szállítási intervallum (nap)')).toHaveValue(/\d/);
    await expect(page.getByText('Csak megtekintés: a beállításokat nincs joga módosítani.')).toBeVisible();
    await expect(page.getByLabel('Szállítási intervallum (nap)')).toBeDisabled();
    await expect(page.getByTestId('superadmin-settings')).toHaveCount(0);
    await expect(page.locator('[data-command="settings.save"]')).toBeDisabled();
    await term.press('Alt+t');
    await expect(page.getByTestId('external-ids-order').getByTestId('name-0')).toBeDisabled();
    await expect(page.locator('[data-command="externalIds.add"]')).toBeDisabled();
    await expect(page.locator('[data-command="externalIds.nextEntity"]')).toBeEnabled();
  });
});
