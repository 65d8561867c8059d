import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { User } from '../../src/core/users/users.schemas.ts';
import { apiRoot, apiSignIn } from './support/api.ts';
import { ShellPage } from './support/ShellPage.ts';
import { TerminalPage } from './support/TerminalPage.ts';

const SHOTS = 'test-results/screenshots';

/** Creates users through the API, as an admin would; answers them by user name. */
async function seedUsers(
  request: Parameters<typeof apiSignIn>[0],
  baseURL: string | undefined,
  tag: string,
): Promise<{ token: string; users: () => Promise<User[]> }> {
  const { token } = await apiSignIn(request, baseURL, 'admin');
  const headers = { Authorization: `Bearer ${token}` };
  for (const [i, first] of ['Anna', 'Bence', 'Csaba'].entries()) {
    const res = await request.post(`${apiRoot(baseURL)}/users/register`, {
      headers,
      data: {
        username: `${tag}-${i + 1}`,
        password: 'jelszo-12345',
        firstName: first,
        lastName: `${tag}${i + 1}`,
      },
    });
    expect(res.status()).toBe(201);
  }
  const users = async () => {
    const res = await request.get(`${apiRoot(baseURL)}/users`, { headers });
    return ((await res.json()) as User[])
      .filter((u) => u.username.startsWith(`${tag}-`))
      .sort((a, b) => a.username.localeCompare(b.username));
  };
  return { token, users };
}

test.describe('user list by keyboard only', () => {
  test('palette → user list → filter → select three → bulk edit → undo → paste with a bad cell → save → sign out', async ({
    page,
    request,
    baseURL,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const tag = `kbd${Date.now().toString(36)}`;
    const { users } = await seedUsers(request, baseURL, tag);
    const shell = new ShellPage(page);
    const term = new TerminalPage(page);

    await shell.signInByKeyboard('admin');
    await shell.expectRoute('/');

    // The palette matches Hungarian text without accents.
    await term.runFromPalette('felhasznalok', 'Felhasználók');
    await shell.expectRoute('/userlist');
    await expect(page.getByRole('heading', { name: 'Felhasználók' })).toBeVisible();
    await term.waitForRows();
    await page.screenshot({ path: `${SHOTS}/userlist.png` });

    // `/` focuses the quick filter; the server filters.
    await term.press('/');
    await expect(term.quickFilter).toBeFocused();
    await page.keyboard.type(tag);
    await expect(term.counts).toContainText('3 /');
    await expect(term.cell(2, 'username')).toHaveText(`${tag}-3`);

    // Enter goes into the grid; Space and Shift+↓ select three rows.
    await term.press('Enter');
    await expect.poll(() => term.focusedCell()).toEqual({ col: 'username', row: '0' });
    await term.press('Space');
    await term.press('Shift+ArrowDown', 2);
    await expect(term.counts).toContainText('3 kijelölve');

    // b: bulk edit with a preview; Ctrl+S applies it in one batch.
    await term.press('b');
    const bulk = page.getByTestId('bulk-edit-dialog');
    await expect(bulk).toBeVisible();
    await expect(bulk.getByLabel('Mező')).toBeFocused();
    await term.press('Tab');
    await page.keyboard.type('Tömeges');
    await expect(bulk.getByTestId('bulk-preview').locator('.preview-new')).toHaveCount(3);
    await page.screenshot({ path: `${SHOTS}/bulk-edit-preview.png` });
    await term.press('ControlOrMeta+s');
    await expect(bulk).toHaveCount(0);
    await expect(term.cell(0, 'lastName')).toHaveText('Tömeges');
    await expect
      .poll(async () => (await users()).map((u) => u.lastName))
      .toEqual(['Tömeges', 'Tömeges', 'Tömeges']);

    // One undo reverts the whole batch.
    await expect.poll(() => term.focusedCell()).not.toEqual({ col: null, row: null });
    await term.press('ControlOrMeta+z');
    await expect
      .poll(async () => (await users()).map((u) => u.lastName))
      .toEqual([`${tag}1`, `${tag}2`, `${tag}3`]);
    await expect(term.cell(0, 'lastName')).toHaveText(`${tag}1`);

    // Paste a 3×2 block (e-mail, role) from the first row's e-mail cell; one e-mail is bad.
    await term.press('Shift+Escape');
    await term.moveTo('0', 'email');
    const block = [
      `${tag}1@pelda.hu\tLogisztikai vezető`,
      `rossz-email\tLogisztikai vezető`,
      `${tag}3@pelda.hu\tGyártási megtekintő`,
    ].join('\n');
    await page.evaluate((text) => navigator.clipboard.writeText(text), block);
    await term.press('ControlOrMeta+v');
    const paste = page.getByTestId('paste-dialog');
    await expect(paste).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/paste-report.png` });
    await expect(paste.getByTestId('paste-accepted')).toHaveText('Elfogadott cellák: 5');
    await expect(paste.getByTestId('paste-rejected')).toContainText(
      '2. sor, E-mail – „rossz-email”: Az email cím formátuma nem megfelelő!',
    );
    await term.press('ControlOrMeta+s');
    await expect(paste).toHaveCount(0);
    await expect
      .poll(async () => (await users()).map((u) => [u.email, u.role]))
      .toEqual([
        [`${tag}1@pelda.hu`, 'logistics_manager'],
        [null, 'logistics_manager'],
        [`${tag}3@pelda.hu`, 'production_viewer'],
      ]);

    // Sign out through the palette.
    await term.runFromPalette('kilepes', 'Kilépés');
    await shell.expectRoute('/login');
  });

  test('a dirty dialog survives an outside click; a clean one closes; Esc asks before discarding', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    const term = new TerminalPage(page);
    await shell.signInByKeyboard('admin');
    await shell.expectRoute('/');
    await term.press('g');
    await term.press('u');
    await shell.expectRoute('/userlist');
    await term.waitForRows();

    await term.press('n');
    const dialog = page.getByTestId('user-dialog');
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toHaveCount(0);

    await term.press('n');
    await expect(dialog.getByLabel('Felhasználónév')).toBeFocused();
    await page.keyboard.type('piszkos');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Felhasználónév')).toHaveValue('piszkos');

    await term.press('Escape');
    const confirm = page.getByTestId('confirm-dialog');
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Nem' })).toBeFocused();
    await term.press('Enter');
    await expect(confirm).toHaveCount(0);
    await expect(dialog.getByLabel('Felhasználónév')).toHaveValue('piszkos');
    await term.press('Escape');
    await term.press('Shift+Tab');
    await expect(confirm.getByRole('button', { name: 'Igen' })).toBeFocused();
    await term.press('Enter');
    await expect(dialog).toHaveCount(0);
  });
});

test.describe('user list cells and export', () => {
  test('F2 edits a cell; an invalid value shows its message and is not sent; undo; x exports the view', async ({
    page,
    request,
    baseURL,
  }) => {
    const tag = `cell${Date.now().toString(36)}`;
    const { users, token } = await seedUsers(request, baseURL, tag);
    const shell = new ShellPage(page);
    const term = new TerminalPage(page);
    await shell.signInByKeyboard('admin');
    await shell.expectRoute('/');
    await term.press('g');
    await term.press('u');
    await shell.expectRoute('/userlist');
    await term.waitForRows();
    await term.press('/');
    await expect(term.quickFilter).toBeFocused();
    await page.keyboard.type(`${tag}-1`);
    await expect(term.counts).toContainText('1 /');
    await term.press('Enter');
    await term.moveTo('0', 'email');

    await term.press('F2');
    await page.keyboard.type('rossz-cim');
    await term.press('Enter');
    const cell = term.cell(0, 'email');
    await expect(cell).toHaveClass(/cell-invalid/);
    await expect(cell).toHaveText('rossz-cim');
    await expect(term.status).toHaveText('Az email cím formátuma nem megfelelő!');
    expect((await users())[0]?.email).toBeNull();

    await term.press('F2');
    await term.press('ControlOrMeta+a');
    await page.keyboard.type(`${tag}@pelda.hu`);
    await term.press('Enter');
    await expect(cell).not.toHaveClass(/cell-invalid/);
    await expect(cell).toHaveText(`${tag}@pelda.hu`);
    await expect.poll(async () => (await users())[0]?.email).toBe(`${tag}@pelda.hu`);

    await term.press('ControlOrMeta+z');
    await expect.poll(async () => (await users())[0]?.email).toBeNull();
    await expect(cell).toHaveText('');

    const download = page.waitForEvent('download');
    await term.press('x');
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^felhasznalok-\d{8}\.xlsx$/);
    const XLSX = await import('xlsx');
    const sheet = XLSX.read(await readFile((await file.path()) ?? ''));
    const rows = XLSX.utils.sheet_to_json<string[]>(sheet.Sheets[sheet.SheetNames[0] ?? ''] ?? {}, {
      header: 1,
    });
    expect(rows[0]).toEqual(['Felhasználónév', 'Vezetéknév', 'Keresztnév', 'E-mail', 'Szerepkör']);
    expect(rows.slice(1)).toEqual([[`${tag}-1`, `${tag}1`, 'Anna', '', 'Logisztikai megtekintő']]);

    // Someone else changes the user meanwhile: the save is refused, says so and keeps the input.
    const [before] = await users();
    const other = await request.put(`${apiRoot(baseURL)}/users/${before?.id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { firstName: 'Máshol', __v: before?.__v },
    });
    expect(other.status()).toBe(200);
    await term.press('F2');
    await page.keyboard.type(`uj-${tag}@pelda.hu`);
    await term.press('Enter');
    await expect(term.status).toContainText('Ütközés: Az adatot időközben valaki más módosította!');
    await expect(cell).toHaveText(`uj-${tag}@pelda.hu`);
    await expect(cell).toHaveClass(/cell-invalid/);
    expect((await users())[0]?.email).toBeNull();
  });
});

test.describe('user administration by keyboard', () => {
  test('create (default role logistics viewer), edit with Enter, bulk role change with Shift+R, delete with confirmation', async ({
    page,
    request,
    baseURL,
  }) => {
    const tag = `adm${Date.now().toString(36)}`;
    const { token } = await apiSignIn(request, baseURL, 'admin');
    const find = async () => {
      const res = await request.get(`${apiRoot(baseURL)}/users`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await res.json()) as User[]).find((u) => u.username === `${tag}-new`);
    };
    const shell = new ShellPage(page);
    const term = new TerminalPage(page);
    await shell.signInByKeyboard('admin');
    await shell.expectRoute('/');
    await term.press('g');
    await term.press('u');
    await shell.expectRoute('/userlist');
    await term.waitForRows();

    await term.press('n');
    const dialog = page.getByTestId('user-dialog');
    await expect(dialog.getByLabel('Felhasználónév')).toBeFocused();
    await page.keyboard.type(`${tag}-new`);
    await term.press('Tab');
    await page.keyboard.type('jelszo-12345');
    await term.press('Tab');
    await page.keyboard.type('Újonc');
    await term.press('ControlOrMeta+s');
    await expect(dialog).toHaveCount(0);
    await expect.poll(async () => (await find())?.role).toBe('logistics_viewer');

    await term.press('/');
    await page.keyboard.type(tag);
    await expect(term.counts).toContainText('1 /');
    await expect(term.cell(0, 'username')).toHaveText(`${tag}-new`);
    await term.press('Enter');
    await term.press('Enter');
    await expect(dialog.getByRole('heading')).toContainText(`${tag}-new`);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Vezetéknév')).toBeFocused();
    await term.press('ControlOrMeta+a');
    await page.keyboard.type('Szerkesztett');
    await term.press('ControlOrMeta+s');
    await expect(dialog).toHaveCount(0);
    await expect.poll(async () => (await find())?.lastName).toBe('Szerkesztett');
    await expect(term.cell(0, 'lastName')).toHaveText('Szerkesztett');

    await term.press('Shift+R');
    const bulk = page.getByTestId('bulk-edit-dialog');
    await expect(bulk.getByLabel('Mező')).toHaveValue('role');
    await term.press('Tab');
    await bulk.getByLabel('Új érték').selectOption('production_manager');
    await term.press('ControlOrMeta+s');
    await expect(bulk).toHaveCount(0);
    await expect.poll(async () => (await find())?.role).toBe('production_manager');
    await expect(term.cell(0, 'role')).toHaveText('Gyártási vezető');

    await term.press('Delete');
    const confirm = page.getByTestId('confirm-dialog');
    await expect(confirm).toContainText(`${tag}-new`);
    await term.press('Shift+Tab');
    await term.press('Enter');
    await expect(confirm).toHaveCount(0);
    await expect.poll(async () => (await find()) === undefined).toBe(true);
    await expect(term.counts).toContainText('0 /');
  });
});
