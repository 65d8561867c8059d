import { API_PATHS, isApiCall } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('session (shell.md §4)', () => {
  test('a token within 60 s of expiry is refreshed and stored', async ({ shell, authFor }) => {
    const auth = await authFor('logistics_manager');
    await shell.useSession({ ...auth, expiresAt: Date.now() + 30_000 });
    await shell.open('/orders');
    await shell.expectRoute('/orders');
    await expect.poll(async () => (await shell.storedAuth())?.token).not.toBe(auth.token);
    const renewed = await shell.storedAuth();
    expect(renewed?.expiresAt ?? 0).toBeGreaterThan(Date.now() + 60_000);
    await expect(shell.userMenuButton).toBeVisible();
  });

  test('a token the server refuses ends the session on /login', async ({ shell, authFor }) => {
    await shell.useSession({ ...(await authFor('admin')), token: 'not-a-valid-token' });
    await shell.open('/orders');
    await shell.expectRoute('/login');
    expect(await shell.storedAuth()).toBeNull();
  });

  test.describe(() => {
    test.use({ role: 'transporter_manager' });
    test('transporters do not poll check-processing and see no indicator', async ({ page, shell }) => {
      const polls: string[] = [];
      page.on('request', (r) => {
        if (isApiCall(r.url(), API_PATHS.checkProcessing)) polls.push(r.url());
      });
      // The poll would start when the bottom bar mounts (its first call at once, in the same commit as
      // the grid's): once the grid's own list call has been answered, it would have been sent.
      const listed = page.waitForResponse((r) => isApiCall(r.url(), API_PATHS.freights));
      await shell.open('/freights');
      await expect(shell.userMenuButton).toBeVisible();
      await listed;
      expect(polls).toEqual([]);
      await expect(shell.processingIndicator).toHaveCount(0);
    });
  });

  test.describe(() => {
    test.use({ role: 'logistics_manager' });
    test('planners see the processing indicator, fed by check-processing', async ({ page, shell }) => {
      const polls = page.waitForRequest((r) => isApiCall(r.url(), API_PATHS.checkProcessing));
      await shell.open('/orders');
      await polls;
      await expect(shell.processingIndicator).toHaveText(
        /Tervezés folyamatban\.\.\.|Nincs folyamatban lévő tervezés\.|Tervezés sorban áll/,
      );
    });
  });
});
