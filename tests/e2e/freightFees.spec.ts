import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiRoot, apiSignIn } from './support/api.ts';
import { ShellPage } from './support/ShellPage.ts';
import { TerminalPage } from './support/TerminalPage.ts';

const SHOTS = 'test-results/screenshots';

/** A depot and a factory through the API (as the sites screen would create them); the factory's label. */
async function seedFactory(request: APIRequestContext, baseURL: string | undefined, tag: string) {
  const auth = await apiSignIn(request, baseURL, 'admin');
  const headers = { authorization: `Bearer ${auth.token}` };
  const root = apiRoot(baseURL);
  await request.post(`${root}/api/depots`, { headers, data: { name: `Depó ${tag}`, shortName: `D${tag}` } });
  const created = await request.post(`${root}/api/factories`, {
    headers,
    data: {
      shortName: `F${tag}`,
      name: `Gyár ${tag}`,
      depotShortName: `D${tag}`,
      useDefaultFreightCostsSettings: false,
    },
  });
  expect(created.status()).toBe(201);
  const { factory } = (await created.json()) as { factory: { id: string } };
  const range = (startDistance: number, endDistance: number) =>
    request.post(`${root}/api/freight-costs`, {
      headers,
      data: { factoryId: factory.id, startDistance, endDistance, price: 1000 },
    });
  return { label: `F${tag} – Gyár ${tag}`, range };
}

test.describe('freight fees by keyboard only', () => {
  test('builds a factory fee table of three ranges, sees an overlap refused, reads it back after a reload', async ({
    page,
    request,
    baseURL,
  }) => {
    const tag = Date.now().toString(36).toUpperCase().slice(-5);
    const { label } = await seedFactory(request, baseURL, tag);

    const shell = new ShellPage(page);
    const term = new TerminalPage(page);
    await shell.signInByKeyboard('admin');
    await shell.expectRoute('/');
    // g z: the screen jump to /freight-fees; Alt+F puts the focus on the factory picker.
    await term.press('g');
    await term.press('z');
    await shell.expectRoute('/freight-fees');
    await expect(term.counts).toContainText('sor');
    await term.press('Alt+f');
    const picker = page.getByLabel(/^Gyár/);
    await expect(picker).toBeFocused();
    await picker.selectOption({ label });
    const state = page.getByTestId('fee-table-state');
    await expect(state).toContainText('Nincs még távolságsáv');
    await expect(state).toContainText('fuvarjait az alapértelmezett díjtábla árazza');

    const dialog = page.getByTestId('fee-dialog');
    const addRange = async (end: string, price: string, perKm = false) => {
      await term.runFromPalette('uj', /^Új/);
      await expect(dialog.getByLabel(/^Járműtípus/)).toBeFocused();
      await term.press('Tab', 2); // the start is prefilled with the end of the last range
      await page.keyboard.type(end);
      await term.press('Tab');
      await page.keyboard.type(price);
      if (perKm) {
        await term.press('Tab');
        await page.keyboard.type('K'); // type-ahead in the select: Km-díj
      }
      await term.press('ControlOrMeta+s');
      await expect(dialog).toHaveCount(0);
    };
    await addRange('100', '50000');
    await expect(state).toContainText('Sávok: 0–100 km');
    await addRange('250', '90000');
    await expect(state).toContainText('100–250 km');
    await addRange('-1', '600', true);
    await expect(state).toContainText('Sávok: 0–100 km · 100–250 km · 250–∞ km');

    // An overlapping range is refused in the dialog before saving, with where it overlaps.
    await term.runFromPalette('uj', /^Új/);
    await term.press('Tab');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('120');
    await term.press('Tab');
    await page.keyboard.type('200');
    await term.press('Tab');
    await page.keyboard.type('1000');
    await expect(dialog).toContainText('A 100–250 km sáv átfedi a 120–200 km sávot.');
    await expect(dialog.getByRole('button', { name: 'Mentés' })).toBeDisabled();
    await page.screenshot({ path: `${SHOTS}/freight-fees-overlap.png` });

    // After a reload the same factory's table is read back from the server.
    await page.reload();
    await shell.expectRoute('/freight-fees');
    await term.waitForRows();
    await expect(page.getByLabel(/^Gyár/)).toHaveValue(/[0-9a-f-]{36}/);
    await expect(term.counts).toContainText('3 /');
    const rows = [];
    for (let i = 0; i < 3; i++) {
      rows.push([
        await term.cell(i, 'startDistance').textContent(),
        await term.cell(i, 'endDistance').textContent(),
        await term.cell(i, 'price').textContent(),
        await term.cell(i, 'type').textContent(),
      ]);
    }
    expect(rows).toEqual([
      ['0', '100', '50000', 'Fix díj a sávra'],
      ['100', '250', '90000', 'Fix díj a sávra'],
      ['250', '-1', '600', 'Km-díj'],
    ]);
    await page.screenshot({ path: `${SHOTS}/freight-fees.png` });

    // A shared boundary edited in its cell (F2): the next range's start follows in the same save.
    await term.cell(0, 'startDistance').focus();
    await term.moveTo('0', 'endDistance');
    await term.press('F2');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('120');
    await term.press('Enter');
    await expect(term.cell(0, 'endDistance')).toHaveText('120');
    await expect(term.cell(1, 'startDistance')).toHaveText('120');
    await expect(state).toContainText('Sávok: 0–120 km · 120–250 km · 250–∞ km');

    // Alt+S switches to the drop-off fees of the same factory.
    await term.press('Alt+s');
    await expect(page.getByRole('button', { name: 'Lerakodási díjak' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('drop-off and pallet fees by keyboard; all ranges of a factory deleted after Igen', async ({
    page,
    request,
    baseURL,
  }) => {
    const tag = Date.now().toString(36).toUpperCase().slice(-5);
    const { label, range } = await seedFactory(request, baseURL, tag);
    expect((await range(0, 80)).status()).toBe(201);
    expect((await range(80, -1)).status()).toBe(201);
    const shell = new ShellPage(page);
    const term = new TerminalPage(page);
    await shell.signInByKeyboard('admin');
    await shell.expectRoute('/');
    await term.press('g');
    await term.press('z');
    await shell.expectRoute('/freight-fees');
    await expect(term.counts).toContainText('sor');
    await term.press('Alt+f');
    await page.getByLabel(/^Gyár/).selectOption({ label });
    const state = page.getByTestId('fee-table-state');
    await expect(state).toContainText('Sávok: 0–80 km · 80–∞ km');

    // Alt+S: the drop-off fees; a fee per drop-off after the included one.
    await term.press('Alt+s');
    await expect(page.getByRole('button', { name: 'Lerakodási díjak' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const dialog = page.getByTestId('fee-dialog');
    /** "Új" from the palette, the fields by keyboard, Ctrl+S; the grid shows the saved row. */
    const addFee = async (fill: () => Promise<void>) => {
      await term.runFromPalette('uj', /^Új/);
      await fill();
      await term.press('ControlOrMeta+s');
      await expect(dialog).toHaveCount(0);
      await term.waitForRows();
    };
    await addFee(async () => {
      await expect(dialog.getByLabel(/^Járműtípus/)).toBeFocused();
      await term.press('Tab', 2);
      await page.keyboard.type('8000');
    });
    await expect(term.cell(0, 'pricePerWaypoint')).toHaveText('8000');
    await expect(term.cell(0, 'includedWaypoints')).toHaveText('1');
    await page.screenshot({ path: `${SHOTS}/freight-fees-waypoints.png` });

    // Alt+S again: the pallet fees; the EUR pallet picked by type-ahead.
    await term.press('Alt+s');
    await expect(page.getByRole('button', { name: 'Raklapdíjak' })).toHaveAttribute('aria-pressed', 'true');
    await addFee(async () => {
      await dialog.getByLabel(/^Raklaptípus/).focus();
      await page.keyboard.type('EUR');
      await term.press('Tab');
      await page.keyboard.type('450');
    });
    await expect(term.cell(0, 'palletType')).toHaveText('EUR');
    await expect(term.cell(0, 'pricePerPallet')).toHaveText('450');
    await page.screenshot({ path: `${SHOTS}/freight-fees-pallets.png` });

    // Back to the ranges: Shift+Delete asks, Igen deletes every range of this factory.
    await term.press('Alt+s');
    await term.waitForRows();
    await term.press('Shift+Delete');
    const confirm = page.getByTestId('confirm-dialog');
    await expect(confirm).toContainText('A gyár összes sávjának törlése');
    await expect(confirm).toContainText(`F${tag}`);
    // Nem has the focus (the safe answer); Shift+Tab reaches Igen.
    await expect(confirm.getByRole('button', { name: 'Nem' })).toBeFocused();
    await term.press('Shift+Tab');
    await expect(confirm.getByRole('button', { name: 'Igen' })).toBeFocused();
    await term.press('Enter');
    await expect(state).toContainText('2 sáv törölve.');
    await expect(state).toContainText('Nincs még távolságsáv');
    await expect(term.counts).toContainText('0 / 0');
  });
});
