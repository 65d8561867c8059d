import { expect, test } from './support/fixtures.ts';

const SHOTS = 'test-results/screenshots';

test.describe('shell screenshots (for review)', () => {
  test('login, home and a list route', async ({ page, shell, authFor }) => {
    await shell.open('/login');
    await expect(shell.usernameField).toBeFocused();
    await expect(page.getByTestId('app-version')).not.toContainText('–');
    await page.screenshot({ path: `${SHOTS}/login.png` });

    await shell.useSession(await authFor('superadmin'));
    await page.evaluate(() => sessionStorage.clear());
    await shell.open('/');
    await expect(shell.homeTiles.first()).toBeVisible();
    await expect(shell.processingIndicator).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/home.png` });

    await shell.open('/orders');
    await expect(shell.menuLinks.first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Rendelések' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/orders.png` });

    await shell.userMenuButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Kilépés' })).toBeFocused();
    await page.screenshot({ path: `${SHOTS}/user-menu.png` });
  });
});
