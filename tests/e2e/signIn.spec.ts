import { expect, test } from '@playwright/test';
import { menuFor, menuPaths, type RoleOrAnyone } from '../../src/core/permissions/index.ts';
import { apiActiveModules, apiRoot, apiSignIn } from './support/api.ts';
import { DEMO_USERS } from './support/demoUsers.ts';
import { ShellPage } from './support/ShellPage.ts';

/** The menu core/permissions computes for this role in the module state the server reports. */
async function expectedMenu(
  request: Parameters<typeof apiSignIn>[0],
  baseURL: string | undefined,
  username: string,
): Promise<{ role: RoleOrAnyone; paths: string[] }> {
  const auth = await apiSignIn(request, baseURL, username);
  const modules = await apiActiveModules(request, baseURL, auth.token);
  const role = auth.user.role as RoleOrAnyone;
  return { role, paths: menuPaths(menuFor(role, modules)) };
}

test.describe('sign-in, menu and sign-out of every demo user', () => {
  for (const user of DEMO_USERS) {
    test(`${user.username}: keyboard sign-in lands on ${user.landing}, shows exactly its menu, signs out`, async ({
      page,
      request,
      baseURL,
    }) => {
      const shell = new ShellPage(page);
      const { role, paths } = await expectedMenu(request, baseURL, user.username);
      expect(role).toBe(user.role);

      await shell.signInByKeyboard(user.username);
      await shell.expectRoute(user.landing);

      if (user.landing === '/') {
        // Home hides the side panel and offers every menu entry (except Home itself) as a tile.
        await expect(shell.homeTiles.first()).toBeVisible();
        await expect(shell.sideMenu).toHaveCount(0);
        expect((await shell.tilePaths()).sort()).toEqual(paths.filter((p) => p !== '/').sort());
        // Open the first tile by keyboard: the side menu then shows, in menu order.
        const first = shell.homeTiles.first();
        const target = (await first.getAttribute('data-path')) ?? '';
        await shell.tabTo(first);
        await page.keyboard.press('Enter');
        await shell.expectRoute(target);
        await expect(page.getByTestId('screen')).toBeVisible();
      }

      if (user.role === 'entrance_supervisor') {
        // The gate sees only its time-slot screen and never the side panel.
        expect(paths.filter((p) => p !== '/timeslots')).toEqual([]);
        await expect(page.getByTestId('screen')).toBeVisible();
        await expect(shell.sideMenu).toHaveCount(0);
      } else {
        await expect(shell.menuLinks.first()).toBeVisible();
        expect(await shell.menuPaths()).toEqual(paths);
        const current = new URL(page.url()).pathname.replace(/^\/logistics/, '');
        await expect(shell.sideMenu.locator('[aria-current="page"]')).toHaveAttribute('data-path', current);
      }

      await shell.signOutByKeyboard();
      await shell.expectRoute('/login');
      await expect(page.getByLabel('Felhasználónév')).toBeFocused();
      expect(await page.evaluate(() => localStorage.getItem('/logistics/:auth'))).toBeNull();
    });
  }

  test('a wrong password shows the server message in the alert popup', async ({ page, request, baseURL }) => {
    const shell = new ShellPage(page);
    // The server's answer to a wrong password, asked directly: the page's own 401 body was not readable
    // through Playwright's response object here.
    const direct = await request.post(`${apiRoot(baseURL)}/users/auth/login`, {
      data: { username: 'logistics-viewer', password: 'wrong-password-1' },
    });
    expect(direct.status()).toBe(401);
    const { message } = (await direct.json()) as { message: string };
    expect(message).toBeTruthy();

    const answer = page.waitForResponse((r) => r.url().endsWith('/users/auth/login'));
    await shell.signInByKeyboard('logistics-viewer', 'wrong-password-2');
    expect((await answer).status()).toBe(401);
    await expect(shell.alert).toBeVisible();
    await expect(shell.alert).toContainText(message);
    await expect(shell.alert.getByRole('button')).toBeFocused();
    // Enter closes the popup and clears it; focus returns to the form; still on /login.
    await page.keyboard.press('Enter');
    await expect(shell.alert).toHaveCount(0);
    await expect(page.getByLabel('Jelszó')).toBeFocused();
    await shell.expectRoute('/login');
  });
});
