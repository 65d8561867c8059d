import { expect, test } from '@playwright/test';
import { apiSignIn } from './support/api.ts';
import { ShellPage } from './support/ShellPage.ts';

const SHOTS = 'test-results/screenshots';

test.describe('shell screenshots (for review)', () => {
  test('login, home and a list route', async ({ page, request, baseURL }) => {
    const shell = new ShellPage(page);
    await shell.open('/login');
    await expect(page.getByLabel('Felhasználónév')).toBeFocused();
    await expect(page.getByTestId('app-version')).not.toContainText('–');
    await page.screenshot({ path: `${SHOTS}/login.png` });

    await shell.useSession(await apiSignIn(request, baseURL, 'superadmin'));
    await page.evaluate(() => sessionStorage.clear());
    await shell.open('/');
    await expect(shell.homeTiles.first()).toBeVisible();
    await expect(page.getByTestId('processing-indicator')).toBeVisible();
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
