import { expect, test } from '@playwright/test';
import { apiSignIn } from './support/api.ts';
import { ShellPage } from './support/ShellPage.ts';

const storedToken = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('/logistics/:auth');
    return raw ? (JSON.parse(raw) as { token: string; expiresAt: number }) : null;
  });

test.describe('session (shell.md §4)', () => {
  test('a token within 60 s of expiry is refreshed and stored', async ({ page, request, baseURL }) => {
    const shell = new ShellPage(page);
    const auth = await apiSignIn(request, baseURL, 'logistics-manager');
    await shell.useSession({ ...auth, expiresAt: Date.now() + 30_000 });
    await shell.open('/orders');
    await shell.expectRoute('/orders');
    await expect.poll(async () => (await storedToken(page))?.token).not.toBe(auth.token);
    const renewed = await storedToken(page);
    expect(renewed?.expiresAt ?? 0).toBeGreaterThan(Date.now() + 60_000);
    await expect(shell.userMenuButton).toBeVisible();
  });

  test('a token the server refuses ends the session on /login', async ({ page, request, baseURL }) => {
    const shell = new ShellPage(page);
    const auth = await apiSignIn(request, baseURL, 'admin');
    await shell.useSession({ ...auth, token: 'not-a-valid-token' });
    await shell.open('/orders');
    await shell.expectRoute('/login');
    expect(await storedToken(page)).toBeNull();
  });

  test('transporters do not poll check-processing and see no indicator', async ({
    page,
    request,
    baseURL,
  }) => {
    const shell = new ShellPage(page);
    const polls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/orders/frontend/check-processing')) polls.push(r.url());
    });
    await shell.useSession(await apiSignIn(request, baseURL, 'transporter-manager'));
    await shell.open('/freights');
    await expect(shell.userMenuButton).toBeVisible();
    await page.waitForTimeout(1500);
    expect(polls).toEqual([]);
    await expect(page.getByTestId('processing-indicator')).toHaveCount(0);
  });

  test('planners see the processing indicator, fed by check-processing', async ({
    page,
    request,
    baseURL,
  }) => {
    const shell = new ShellPage(page);
    const polls = page.waitForRequest((r) => r.url().includes('/api/orders/frontend/check-processing'));
    await shell.useSession(await apiSignIn(request, baseURL, 'logistics-manager'));
    await shell.open('/orders');
    await polls;
    await expect(page.getByTestId('processing-indicator')).toHaveText(
      /Tervezés folyamatban\.\.\.|Nincs folyamatban lévő tervezés\.|Tervezés sorban áll/,
    );
  });
});
