import { expect, test } from '@playwright/test';
import { ShellPage } from './support/ShellPage.ts';
import { TerminalPage } from './support/TerminalPage.ts';

const SHOTS = 'test-results/screenshots';

test.describe('keyboard terminal', () => {
  test('palette: screens by Hungarian label without accents, entity jumps, key hints', async ({ page }) => {
    const shell = new ShellPage(page);
    const term = new TerminalPage(page);
    await shell.signInByKeyboard('admin');
    await shell.expectRoute('/');

    await page.keyboard.press('ControlOrMeta+k');
    await expect(term.paletteInput).toBeFocused();
    await page.keyboard.type('rendeles');
    await expect(term.palette.locator('[cmdk-item]').first()).toContainText('Rendelések');
    await expect(term.palette.locator('[cmdk-item]').first()).toContainText('g r');
    await page.screenshot({ path: `${SHOTS}/palette.png` });
    await page.keyboard.press('Escape');
    await expect(term.palette).toHaveCount(0);

    await term.runFromPalette('fuvar 1234', 'Fuvar: 1234');
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
      .toBe('/logistics/freights?freightId=1234');

    await term.runFromPalette('felhasználó admin', 'Felhasználó: admin');
    await shell.expectRoute('/userlist');
    await expect(page.getByTestId('user-dialog')).toBeVisible();
  });

  test('help overlay is generated from the keymap; g sequences navigate', async ({ page }) => {
    const shell = new ShellPage(page);
    const term = new TerminalPage(page);
    await shell.signInByKeyboard('admin');
    await shell.expectRoute('/');
    await page.keyboard.press('?');
    await expect(term.help).toBeVisible();
    await expect(term.help).toContainText('Parancspaletta');
    await expect(term.help).toContainText('Csoportos módosítás');
    await page.screenshot({ path: `${SHOTS}/help-overlay.png` });
    await page.keyboard.press('Escape');
    await expect(term.help).toHaveCount(0);

    await page.keyboard.press('g');
    await page.keyboard.press('f');
    await shell.expectRoute('/freights');
    await page.keyboard.press('g');
    await page.keyboard.press('r');
    await shell.expectRoute('/orders');
  });
});
