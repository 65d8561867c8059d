import { expect, test } from '@playwright/test';
import { apiSignIn } from './support/api.ts';
import { ShellPage } from './support/ShellPage.ts';

test.describe('navigation guards (shell.md §2)', () => {
  const cases = [
    { username: 'transporter-manager', visit: '/orders', lands: '/freights' },
    { username: 'entrance-supervisor', visit: '/orders', lands: '/timeslots' },
    { username: 'production-viewer', visit: '/vehicles', lands: '/' },
    { username: 'admin', visit: '/no-such-screen', lands: '/' },
    { username: 'logistics-viewer', visit: '/module-settings', lands: '/' },
    { username: 'admin', visit: '/login', lands: '/' },
  ];
  for (const c of cases) {
    test(`${c.username} visiting ${c.visit} ends on ${c.lands}`, async ({ page, request, baseURL }) => {
      const shell = new ShellPage(page);
      await shell.useSession(await apiSignIn(request, baseURL, c.username));
      await shell.open(c.visit);
      await shell.expectRoute(c.lands);
      await expect(shell.userMenuButton).toBeVisible();
    });
  }

  test('signed out, /orders goes to /login', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.open('/orders');
    await shell.expectRoute('/login');
    await expect(page.getByLabel('Felhasználónév')).toBeFocused();
  });

  test('signed out, an unknown path goes to / and then to /login', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.open('/does/not/exist');
    await shell.expectRoute('/login');
  });

  test('an expired stored sign-in is dropped at start-up', async ({ page, request, baseURL }) => {
    const shell = new ShellPage(page);
    const auth = await apiSignIn(request, baseURL, 'admin');
    await shell.useSession({ ...auth, expiresAt: Date.now() - 1000 });
    await shell.open('/orders');
    await shell.expectRoute('/login');
  });

  test('a screen not built yet shows its title and one plain line', async ({ page, request, baseURL }) => {
    const shell = new ShellPage(page);
    await shell.useSession(await apiSignIn(request, baseURL, 'superadmin'));
    await shell.open('/freight-statistics');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fuvarok');
    await expect(page.getByTestId('screen')).toContainText('Ez a képernyő még nem érhető el.');
    await expect(page.getByTestId('screen').getByRole('row')).toHaveCount(0);
  });
});
