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
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('user-dialog')).toHaveCount(0);

    // The record opened is offered again among the recent records, with the view's commands.
    await page.keyboard.press('ControlOrMeta+k');
    await expect(term.palette.locator('[cmdk-group]', { hasText: 'Legutóbbi rekordok' })).toContainText(
      'Admin Adél (admin)',
    );
    await expect(term.palette.locator('[cmdk-group]', { hasText: 'Parancsok' })).toContainText(
      'Csoportos módosítás',
    );
    await page.screenshot({ path: `${SHOTS}/palette-recent.png` });
    await page.keyboard.press('Escape');
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

test.describe('grid view state', () => {
  test('sort chosen by keyboard is saved per user and restored after a reload; Shift+0 resets it', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    const term = new TerminalPage(page);
    // Its own user: the saved view must not leak into the other tests' admin.
    await shell.signInByKeyboard('superadmin');
    await shell.expectRoute('/');
    await page.keyboard.press('g');
    await page.keyboard.press('u');
    await shell.expectRoute('/userlist');
    await term.waitForRows();
    await expect(term.cell(0, 'username')).toHaveText('admin');

    await page.keyboard.press('Alt+g');
    await expect.poll(() => term.focusedCell()).toEqual({ col: 'username', row: '0' });
    // Up twice: the floating filter row, then the header; Enter sorts ascending, again descending.
    await term.press('ArrowUp', 2);
    await term.press('Enter', 2);
    await expect(term.cell(0, 'username')).not.toHaveText(/^(admin)?$/);
    const first = await term.cell(0, 'username').textContent();

    await expect
      .poll(async () => {
        const res = await page.evaluate(async () => {
          const auth = JSON.parse(localStorage.getItem('/logistics/:auth') ?? '{}') as { token?: string };
          const r = await fetch('/api/preferences/grid:userlist', {
            headers: { Authorization: `Bearer ${auth.token}` },
          });
          return (await r.json()) as { value: { sort: unknown[] } | null };
        });
        return res.value?.sort;
      })
      .toEqual([{ field: 'username', dir: 'desc' }]);
    await page.reload();
    await term.waitForRows();
    await expect(term.cell(0, 'username')).toHaveText(first ?? '');

    await page.keyboard.press('Alt+g');
    await page.keyboard.press('Shift+0');
    await expect(term.cell(0, 'username')).toHaveText('admin');
  });
});

test.describe('key overrides', () => {
  test('a user rebinds the palette in the help overlay; the override is stored per user and survives a reload', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    const term = new TerminalPage(page);
    await shell.signInByKeyboard('logistics-manager');
    await shell.expectRoute('/');
    await page.keyboard.press('?');
    await expect(term.help).toBeVisible();
    const chord = term.help.locator('tr', { hasText: 'Parancspaletta' }).locator('.kbd-button');
    await chord.focus();
    await page.keyboard.press('Enter');
    await expect(chord).toHaveText('Nyomja le az új billentyűt...');
    await page.keyboard.press('Alt+KeyP');
    await expect(chord).toHaveText('Alt+P');
    await page.keyboard.press('Escape');
    await expect(term.help).toHaveCount(0);

    await page.keyboard.press('ControlOrMeta+k');
    await expect(term.palette).toHaveCount(0);
    const overridesLoaded = page.waitForResponse((r) => r.url().endsWith('/api/preferences/keymap'));
    await page.reload();
    await overridesLoaded;
    await expect(page.getByTestId('home-tile').first()).toBeVisible();
    await page.keyboard.press('Alt+KeyP');
    await expect(term.paletteInput).toBeFocused();
    await page.keyboard.press('Escape');

    // Back to the default.
    await page.keyboard.press('?');
    await term.help
      .locator('tr', { hasText: 'Parancspaletta' })
      .getByRole('button', { name: 'Alapértelmezett' })
      .focus();
    await page.keyboard.press('Enter');
    await expect(chord).toHaveText('Ctrl+K');
  });
});
