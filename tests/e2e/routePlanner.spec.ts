import { expect, test } from '@playwright/test';
import { ShellPage } from './support/ShellPage.ts';
import { TerminalPage } from './support/TerminalPage.ts';

const SHOTS = 'test-results/screenshots';

test.describe('route planner by keyboard only', () => {
  test('plans a three-stop route and shows distance, duration, toll and CO2 on the map', async ({ page }) => {
    const shell = new ShellPage(page);
    const term = new TerminalPage(page);
    await shell.signInByKeyboard('logistics-manager');
    await shell.expectRoute('/');
    await term.runFromPalette('utvonal', 'Útvonaltervező');
    await shell.expectRoute('/route-planner');

    const search = page.getByRole('combobox', { name: 'Cím keresése' });
    await expect(search).toBeFocused();
    // Autocomplete from 2 characters after a 300 ms pause; ↓/Enter picks.
    for (const [text, expected] of [
      ['Győr', 'Győr'],
      ['Szentendre, Dumtsa Jenő u. 1.', 'Szentendre'],
      ['Szeged', 'Szeged'],
    ] as const) {
      await page.keyboard.type(text);
      await expect(page.getByRole('option').first()).toContainText(expected);
      await page.keyboard.press('Enter');
      await expect(search).toHaveValue('');
    }
    await expect(page.getByTestId('waypoint')).toHaveCount(3);

    await page.keyboard.press('ControlOrMeta+Enter');
    const result = page.getByTestId('route-result');
    await expect(result).toBeVisible();
    await expect(page.getByTestId('rp-distance')).toContainText('km');
    await expect(page.getByTestId('rp-duration')).toContainText('ó');
    await expect(page.getByTestId('rp-toll')).toContainText('Ft');
    await expect(page.getByTestId('rp-co2')).toContainText('kg');
    await expect(result).toContainText('Becslés');
    // The route passes Budapest's restricted zones with 40 t: a warning is shown.
    await expect(result.getByRole('status').first()).toContainText('súlykorlátozott');
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/route-planner.png` });
  });
});
