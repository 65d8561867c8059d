import type { ApiClient } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';

const SHOTS = 'test-results/screenshots';

/** A depot and a factory through the API (as the sites screen would create them); the factory's label. */
async function seedFactory(api: ApiClient, tag: string) {
  await api.createDepot(`Depó ${tag}`, `D${tag}`);
  const factory = await api.createFactory({
    shortName: `F${tag}`,
    name: `Gyár ${tag}`,
    depotShortName: `D${tag}`,
    useDefaultFreightCostsSettings: false,
  });
  const range = (start: number, end: number) => api.createFreightCost(factory.id, start, end);
  return { label: `F${tag} – Gyár ${tag}`, range };
}

test.describe('freight fees by keyboard only', () => {
  test.use({ role: 'admin' });

  test('builds a factory fee table of three ranges, sees an overlap refused, reads it back after a reload', async ({
    page,
    api,
    tag,
    fees,
  }) => {
    const { grid, keys, shell } = fees;
    const { label } = await seedFactory(api, tag);

    // g z: the screen jump to /freight-fees; Alt+F puts the focus on the factory picker.
    await fees.openByKeys();
    await expect(grid.counts).toContainText('sor');
    await keys.press('Alt+f');
    await expect(fees.factoryPicker).toBeFocused();
    await fees.factoryPicker.selectOption({ label });
    await expect(fees.state).toContainText('Nincs még távolságsáv');
    await expect(fees.state).toContainText('fuvarjait az alapértelmezett díjtábla árazza');

    const dialog = fees.dialog;
    const addRange = async (end: string, price: string, perKm = false) => {
      await fees.newFromPalette();
      await expect(dialog.field(/^Járműtípus/)).toBeFocused();
      await keys.press('Tab', 2); // the start is prefilled with the end of the last range
      await keys.type(end);
      await keys.press('Tab');
      await keys.type(price);
      if (perKm) {
        await keys.press('Tab');
        await keys.type('K'); // type-ahead in the select: Km-díj
      }
      await dialog.save();
    };
    await addRange('100', '50000');
    await expect(fees.state).toContainText('Sávok: 0–100 km');
    await addRange('250', '90000');
    await expect(fees.state).toContainText('100–250 km');
    await addRange('-1', '600', true);
    await expect(fees.state).toContainText('Sávok: 0–100 km · 100–250 km · 250–∞ km');

    // An overlapping range is refused in the dialog before saving, with where it overlaps.
    await fees.newFromPalette();
    await keys.press('Tab');
    await keys.replace('120');
    await keys.press('Tab');
    await keys.type('200');
    await keys.press('Tab');
    await keys.type('1000');
    await expect(dialog.root).toContainText('A 100–250 km sáv átfedi a 120–200 km sávot.');
    await expect(dialog.button('Mentés')).toBeDisabled();
    await page.screenshot({ path: `${SHOTS}/freight-fees-overlap.png` });

    // After a reload the same factory's table is read back from the server.
    await page.reload();
    await shell.expectRoute(fees.route);
    await grid.waitForRows();
    await expect(fees.factoryPicker).toHaveValue(/[0-9a-f-]{36}/);
    await expect(grid.counts).toContainText('3 /');
    const rows = [];
    for (let i = 0; i < 3; i++) {
      rows.push([
        await grid.cell(i, 'startDistance').textContent(),
        await grid.cell(i, 'endDistance').textContent(),
        await grid.cell(i, 'price').textContent(),
        await grid.cell(i, 'type').textContent(),
      ]);
    }
    expect(rows).toEqual([
      ['0', '100', '50000', 'Fix díj a sávra'],
      ['100', '250', '90000', 'Fix díj a sávra'],
      ['250', '-1', '600', 'Km-díj'],
    ]);
    await page.screenshot({ path: `${SHOTS}/freight-fees.png` });

    // A shared boundary edited in its cell (F2): the next range's start follows in the same save.
    await grid.cell(0, 'startDistance').focus();
    await grid.moveTo('0', 'endDistance');
    await keys.press('F2');
    await keys.replace('120');
    await keys.press('Enter');
    await expect(grid.cell(0, 'endDistance')).toHaveText('120');
    await expect(grid.cell(1, 'startDistance')).toHaveText('120');
    await expect(fees.state).toContainText('Sávok: 0–120 km · 120–250 km · 250–∞ km');

    // Alt+S switches to the drop-off fees of the same factory.
    await keys.press('Alt+s');
    await expect(fees.tab('Lerakodási díjak')).toHaveAttribute('aria-pressed', 'true');
  });

  test('drop-off and pallet fees by keyboard; all ranges of a factory deleted after Igen', async ({
    page,
    api,
    tag,
    fees,
  }) => {
    const { grid, keys, confirm } = fees;
    const { label, range } = await seedFactory(api, tag);
    await range(0, 80);
    await range(80, -1);
    await fees.openByKeys();
    await expect(grid.counts).toContainText('sor');
    await keys.press('Alt+f');
    await fees.factoryPicker.selectOption({ label });
    await expect(fees.state).toContainText('Sávok: 0–80 km · 80–∞ km');

    // Alt+S: the drop-off fees; a fee per drop-off after the included one.
    await keys.press('Alt+s');
    await expect(fees.tab('Lerakodási díjak')).toHaveAttribute('aria-pressed', 'true');
    const dialog = fees.dialog;
    /** "Új" from the palette, the fields by keyboard, Ctrl+S; the grid shows the saved row. */
    const addFee = async (fill: () => Promise<void>) => {
      await fees.newFromPalette();
      await fill();
      await dialog.save();
      await grid.waitForRows();
    };
    await addFee(async () => {
      await expect(dialog.field(/^Járműtípus/)).toBeFocused();
      await keys.press('Tab', 2);
      await keys.type('8000');
    });
    await expect(grid.cell(0, 'pricePerWaypoint')).toHaveText('8000');
    await expect(grid.cell(0, 'includedWaypoints')).toHaveText('1');
    await page.screenshot({ path: `${SHOTS}/freight-fees-waypoints.png` });

    // Alt+S again: the pallet fees; the EUR pallet picked by type-ahead.
    await keys.press('Alt+s');
    await expect(fees.tab('Raklapdíjak')).toHaveAttribute('aria-pressed', 'true');
    await addFee(async () => {
      await dialog.field(/^Raklaptípus/).focus();
      await keys.type('EUR');
      await keys.press('Tab');
      await keys.type('450');
    });
    await expect(grid.cell(0, 'palletType')).toHaveText('EUR');
    await expect(grid.cell(0, 'pricePerPallet')).toHaveText('450');
    await page.screenshot({ path: `${SHOTS}/freight-fees-pallets.png` });

    // Back to the ranges: Shift+Delete asks, Igen deletes every range of this factory.
    await keys.press('Alt+s');
    await grid.waitForRows();
    await keys.press('Shift+Delete');
    await expect(confirm.root).toContainText('A gyár összes sávjának törlése');
    await expect(confirm.root).toContainText(`F${tag}`);
    // Nem has the focus (the safe answer); Shift+Tab reaches Igen.
    await expect(confirm.no).toBeFocused();
    await keys.press('Shift+Tab');
    await expect(confirm.yes).toBeFocused();
    await keys.press('Enter');
    await expect(fees.state).toContainText('2 sáv törölve.');
    await expect(fees.state).toContainText('Nincs még távolságsáv');
    await expect(grid.counts).toContainText('0 / 0');
  });
});
