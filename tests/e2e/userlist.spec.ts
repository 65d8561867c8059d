import type { User } from '../../src/core/users/users.schemas.ts';
import type { ApiClient } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';

const SHOTS = 'test-results/screenshots';

/** Creates three users through the API, as an admin would; answers a reader of them by user name. */
async function seedUsers(api: ApiClient, tag: string): Promise<() => Promise<User[]>> {
  for (const [i, first] of ['Anna', 'Bence', 'Csaba'].entries()) {
    await api.registerUser({
      username: `${tag}-${i + 1}`,
      password: 'jelszo-12345',
      firstName: first,
      lastName: `${tag}${i + 1}`,
    });
  }
  return async () =>
    (await api.users())
      .filter((u) => u.username.startsWith(`${tag}-`))
      .sort((a, b) => a.username.localeCompare(b.username));
}

test.describe('user list by keyboard only', () => {
  test.use({ role: 'admin' });

  test('palette → user list → filter → select three → bulk edit → undo → paste with a bad cell → save → sign out', async ({
    page,
    context,
    api,
    tag: stamp,
    users: screen,
  }) => {
    const { grid, keys, palette, shell } = screen;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const tag = `kbd${stamp.toLowerCase()}`;
    const users = await seedUsers(api, tag);

    // The palette matches Hungarian text without accents.
    await screen.openFromPalette();
    await expect(page.getByRole('heading', { name: 'Felhasználók' })).toBeVisible();
    await grid.waitForRows();
    await page.screenshot({ path: `${SHOTS}/userlist.png` });

    // `/` focuses the quick filter; the server filters.
    await grid.filterTo(tag, 3);
    await expect(grid.cell(2, 'username')).toHaveText(`${tag}-3`);

    // Enter goes into the grid; Space and Shift+↓ select three rows.
    await keys.press('Enter');
    await expect.poll(() => grid.focusedCell()).toEqual({ col: 'username', row: '0' });
    await keys.press('Space');
    await keys.press('Shift+ArrowDown', 2);
    await expect(grid.counts).toContainText('3 kijelölve');

    // b: bulk edit with a preview; Ctrl+S applies it in one batch.
    await keys.press('b');
    const bulk = screen.bulk.root;
    await expect(bulk).toBeVisible();
    await expect(bulk.getByLabel('Mező')).toBeFocused();
    await keys.press('Tab');
    await keys.type('Tömeges');
    await expect(bulk.getByTestId('bulk-preview').locator('.preview-new')).toHaveCount(3);
    await page.screenshot({ path: `${SHOTS}/bulk-edit-preview.png` });
    await screen.bulk.save();
    await expect(grid.cell(0, 'lastName')).toHaveText('Tömeges');
    await expect
      .poll(async () => (await users()).map((u) => u.lastName))
      .toEqual(['Tömeges', 'Tömeges', 'Tömeges']);

    // One undo reverts the whole batch.
    await grid.expectFocusInGrid();
    await keys.press('ControlOrMeta+z');
    await expect
      .poll(async () => (await users()).map((u) => u.lastName))
      .toEqual([`${tag}1`, `${tag}2`, `${tag}3`]);
    await expect(grid.cell(0, 'lastName')).toHaveText(`${tag}1`);

    // Paste a 3×2 block (e-mail, role) from the first row's e-mail cell; one e-mail is bad.
    await keys.press('Shift+Escape');
    await grid.moveTo('0', 'email');
    const block = [
      `${tag}1@pelda.hu\tLogisztikai vezető`,
      `rossz-email\tLogisztikai vezető`,
      `${tag}3@pelda.hu\tGyártási megtekintő`,
    ].join('\n');
    await page.evaluate((text) => navigator.clipboard.writeText(text), block);
    await keys.press('ControlOrMeta+v');
    const paste = screen.paste.root;
    await expect(paste).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/paste-report.png` });
    await expect(paste.getByTestId('paste-accepted')).toHaveText('Elfogadott cellák: 5');
    await expect(paste.getByTestId('paste-rejected')).toContainText(
      '2. sor, E-mail – „rossz-email”: Az email cím formátuma nem megfelelő!',
    );
    // The report is a confirmation: Mentés has the keyboard, Enter saves (issue 35).
    await expect(paste.getByRole('button', { name: 'Mentés' })).toBeFocused();
    await keys.press('Enter');
    await expect(paste).toHaveCount(0);
    await expect
      .poll(async () => (await users()).map((u) => [u.email, u.role]))
      .toEqual([
        [`${tag}1@pelda.hu`, 'logistics_manager'],
        [null, 'logistics_manager'],
        [`${tag}3@pelda.hu`, 'production_viewer'],
      ]);

    // Sign out through the palette.
    await palette.run('kilepes', 'Kilépés');
    await shell.expectRoute('/login');
  });

  test('a dirty dialog survives an outside click; a clean one closes; Esc asks before discarding', async ({
    page,
    users,
  }) => {
    const { grid, keys, confirm } = users;
    await users.openByKeys();
    await grid.waitForRows();

    await keys.press('n');
    const dialog = users.dialog.root;
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await users.dialog.expectClosed();

    await keys.press('n');
    await expect(dialog.getByLabel('Felhasználónév')).toBeFocused();
    await keys.type('piszkos');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Felhasználónév')).toHaveValue('piszkos');

    await keys.press('Escape');
    await expect(confirm.root).toBeVisible();
    await expect(confirm.no).toBeFocused();
    await confirm.decline();
    await expect(dialog.getByLabel('Felhasználónév')).toHaveValue('piszkos');
    await keys.press('Escape');
    await keys.press('Shift+Tab');
    await expect(confirm.yes).toBeFocused();
    await keys.press('Enter');
    await users.dialog.expectClosed();
  });
});

test.describe('user list cells and export', () => {
  test.use({ role: 'admin' });

  test('F2 edits a cell; an invalid value shows its message and is not sent; undo; x exports the view', async ({
    api,
    tag: stamp,
    users: screen,
  }) => {
    const { grid, keys } = screen;
    const tag = `cell${stamp.toLowerCase()}`;
    const users = await seedUsers(api, tag);
    await screen.openByKeys();
    await grid.waitForRows();
    await grid.filterTo(`${tag}-1`, 1);
    await keys.press('Enter');
    await grid.moveTo('0', 'email');

    await keys.press('F2');
    await keys.type('rossz-cim');
    await keys.press('Enter');
    const cell = grid.cell(0, 'email');
    await expect(cell).toHaveClass(/cell-invalid/);
    await expect(cell).toHaveText('rossz-cim');
    await expect(grid.status).toHaveText('Az email cím formátuma nem megfelelő!');
    expect((await users())[0]?.email).toBeNull();

    await keys.press('F2');
    await keys.replace(`${tag}@pelda.hu`);
    await keys.press('Enter');
    await expect(cell).not.toHaveClass(/cell-invalid/);
    await expect(cell).toHaveText(`${tag}@pelda.hu`);
    await expect.poll(async () => (await users())[0]?.email).toBe(`${tag}@pelda.hu`);

    await keys.press('ControlOrMeta+z');
    await expect.poll(async () => (await users())[0]?.email).toBeNull();
    await expect(cell).toHaveText('');

    const book = await grid.exportWorkbook(/^felhasznalok-\d{8}\.xlsx$/);
    // An empty value is an empty cell (no cell at all in the sheet).
    const rows = book.rows();
    expect(rows[0]).toEqual(['Felhasználónév', 'Vezetéknév', 'Keresztnév', 'E-mail', 'Szerepkör', 'Aktív']);
    expect(rows.slice(1)).toEqual([[`${tag}-1`, `${tag}1`, 'Anna', '', 'Logisztikai megtekintő', 'Igen']]);

    // Someone else changes the user meanwhile: the save is refused, says so and keeps the input.
    const [before] = await users();
    await api.updateUser(before?.id ?? '', { firstName: 'Máshol', __v: before?.__v });
    await keys.press('F2');
    await keys.type(`uj-${tag}@pelda.hu`);
    await keys.press('Enter');
    await expect(grid.status).toContainText('Ütközés: Az adatot időközben valaki más módosította!');
    await expect(cell).toHaveText(`uj-${tag}@pelda.hu`);
    await expect(cell).toHaveClass(/cell-invalid/);
    expect((await users())[0]?.email).toBeNull();
  });
});

test.describe('user administration by keyboard', () => {
  test.use({ role: 'admin' });

  test('create (default role logistics viewer), edit with Enter, bulk role change with Shift+R, delete with confirmation', async ({
    api,
    tag: stamp,
    users,
  }) => {
    const { grid, keys, confirm } = users;
    const tag = `adm${stamp.toLowerCase()}`;
    const find = async () => (await api.users()).find((u) => u.username === `${tag}-new`);
    await users.openByKeys();
    await grid.waitForRows();

    await keys.press('n');
    const dialog = users.dialog.root;
    await expect(dialog.getByLabel('Felhasználónév')).toBeFocused();
    await keys.type(`${tag}-new`);
    await keys.press('Tab');
    await keys.type('jelszo-12345');
    await keys.press('Tab');
    await keys.type('Újonc');
    await users.dialog.save();
    await expect.poll(async () => (await find())?.role).toBe('logistics_viewer');

    await grid.filterTo(tag, 1);
    await expect(grid.cell(0, 'username')).toHaveText(`${tag}-new`);
    await keys.press('Enter');
    await keys.press('Enter');
    await expect(users.dialog.heading).toContainText(`${tag}-new`);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Vezetéknév')).toBeFocused();
    await keys.replace('Szerkesztett');
    await users.dialog.save();
    await expect.poll(async () => (await find())?.lastName).toBe('Szerkesztett');
    await expect(grid.cell(0, 'lastName')).toHaveText('Szerkesztett');

    await keys.press('Shift+R');
    const bulk = users.bulk.root;
    await expect(bulk.getByLabel('Mező')).toHaveValue('role');
    await keys.press('Tab');
    await bulk.getByLabel('Új érték').selectOption('production_manager');
    await users.bulk.save();
    await expect.poll(async () => (await find())?.role).toBe('production_manager');
    await expect(grid.cell(0, 'role')).toHaveText('Gyártási vezető');

    await keys.press('Control+Delete');
    await expect(confirm.root).toContainText(`${tag}-new`);
    await confirm.accept();
    await confirm.expectClosed();
    await expect.poll(async () => (await find()) === undefined).toBe(true);
    await expect(grid.counts).toContainText('0 /');
  });
});
