import type { AuthResult } from '../../src/core/users/users.schemas.ts';
import { CONTENT_SECURITY_POLICY } from '../../src/server/http/securityHeaders.ts';
import { API_PATHS, ApiClient, postLogin } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';

const PASSWORD = 'e2e-Kulcs-mondat-7';

test.describe('the app under its Content-Security-Policy', () => {
  test.use({ role: 'superadmin' });

  test('pages, grid, map and the rules worker run without a single violation', async ({
    page,
    shell,
    grid,
    rulesPlayground: rp,
  }) => {
    // Chromium reports every blocked load, script or worker on the console.
    const blocked: string[] = [];
    page.on('console', (m) => {
      if (/Content.Security.Policy/i.test(m.text())) blocked.push(m.text());
    });
    const violations = async () => blocked;
    const first = await page.goto('orders');
    expect(first?.headers()['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(first?.headers()['permissions-policy']).toContain('camera=()');
    await shell.expectRoute('/orders');
    await grid.waitForRows();
    expect(await violations()).toEqual([]);

    await shell.open('/route-planner');
    await expect(page.locator('canvas').first()).toBeVisible();
    expect(await violations()).toEqual([]);

    // The rules engine runs in a Vite-built worker: it must load and evaluate under the policy.
    await rp.open();
    await rp.values.focus();
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(rp.messages).toContainText('Az email cím formátuma nem megfelelő!');
    expect(await violations()).toEqual([]);
  });
});

test.describe('sessions from the user list, by keyboard', () => {
  test.use({ role: 'admin' });

  test('sign a user out everywhere, then deactivate them', async ({
    page,
    request,
    baseURL,
    api,
    tag,
    users: screen,
  }) => {
    const { grid, keys, palette, confirm } = screen;
    const username = `sess${tag.toLowerCase()}`;
    await api.registerUser({ username, password: PASSWORD, firstName: 'Munka', lastName: 'Menet' });
    const signIn = () => postLogin(request, baseURL, username, PASSWORD);
    const own = new ApiClient(request, baseURL, (await (await signIn()).json()) as AuthResult);
    const ownStatus = async () => (await own.get(API_PATHS.modulesActive)).status();
    expect(await ownStatus()).toBe(200);

    await screen.open();
    await grid.waitForRows();
    await grid.filterTo(username, 1);
    await keys.press('Enter');
    await expect.poll(() => grid.focusedCell()).toEqual({ col: 'username', row: '0' });

    // The command needs the focused row as its selection: wait until its button says it is available.
    await expect(page.getByRole('button', { name: 'Kijelentkeztetés mindenhonnan' })).toBeEnabled();
    await palette.run('mindenhonnan', 'Kijelentkeztetés mindenhonnan');
    await expect(confirm.root).toContainText(username);
    await confirm.accept();
    await expect(page.getByRole('status').first()).toHaveText('A felhasználó minden munkamenete megszűnt.');
    expect(await ownStatus()).toBe(401);

    // e: the dialog; the yes/no "Aktív" select at the end; Ctrl+S saves.
    await grid.expectFocusInGrid();
    await keys.press('e');
    const dialog = screen.dialog;
    await expect(dialog.root).toBeVisible();
    await dialog.field('Aktív').focus();
    await dialog.field('Aktív').selectOption('false');
    await dialog.save();
    await expect(grid.cell(0, 'active')).toHaveText('Nem');
    const refused = await signIn();
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'A felhasználói fiók le van tiltva!',
    );
  });
});
