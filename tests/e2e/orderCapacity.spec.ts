import { expect, test } from './support/fixtures.ts';
import { DialogPage } from './support/pages/DialogPage.ts';

const SHOTS = 'test-results/screenshots';

test.describe('order capacity fit (issue 17): a warning the user confirms or goes back from', () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ role: 'logistics_manager' });

  test('a too-big order asks before saving; Esc goes back to the field; Mentés mégis saves it', async ({
    page,
    api,
    tag,
    keys,
    orders,
  }) => {
    // 500 kg of the catalogue's default product (1000 per pallet): 1 pallet, fits every truck.
    const seeded = await api.createOrder(`Kapacitás Kft. ${tag}`, `CAP-${tag}`);
    const warnings = new DialogPage(page, 'warnings-dialog');
    const dialog = orders.dialog.root;

    await orders.openByKeys();
    await orders.jumpToOrder(seeded.orderId);

    // 40,000 kg = 40 pallets: more than any active truck carries (the seeded ones take ≤ 33).
    const quantity = orders.item(1).getByLabel(/^Mennyiség/);
    await quantity.focus();
    await keys.replace('40000');
    await expect(orders.item(1).locator('output')).toHaveText('Raklap: 40');
    await keys.press('ControlOrMeta+s');
    await expect(warnings.root).toBeVisible();
    await expect(warnings.root.getByTestId('warnings-list')).toContainText(
      'A megrendelés nem fér fel egy járműre sem! (40 raklap, 40\u00a0000 kg)',
    );
    await page.screenshot({ path: `${SHOTS}/order-capacity-warning.png` });

    // F1 ("Miért?") explains the warning as it does a refusal: the capacity rule and what it saw.
    await expect(warnings.root).toContainText('F1: Miért?');
    await keys.press('F1');
    const why = page.getByTestId('why-dialog');
    await expect(why).toBeVisible();
    await expect(why).toContainText('order.capacity.anyVehicle');
    await expect(why).toContainText('rules/base/capacity.json');
    await page.screenshot({ path: `${SHOTS}/why-order-capacity-warning.png` });
    await keys.press('Escape');
    await expect(why).toHaveCount(0);
    await expect(warnings.root).toBeVisible();
    await expect(warnings.root.getByRole('button', { name: 'Vissza' })).toBeFocused();

    // Esc goes back: the order dialog keeps the input and the focus is on the field again.
    await keys.press('Escape');
    await expect(warnings.root).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await expect(quantity).toBeFocused();
    await expect(quantity).toHaveValue('40000');
    expect((await api.order(seeded.orderId)).orderItems[0]?.palletsCount).toBe(1);

    // Asked again, "Mentés mégis" (Shift+Tab from the focused Vissza) saves the order as it is.
    await keys.press('ControlOrMeta+s');
    await expect(warnings.root).toBeVisible();
    await expect(warnings.root.getByRole('button', { name: 'Vissza' })).toBeFocused();
    await keys.press('Shift+Tab');
    await keys.press('Enter');
    await orders.dialog.expectClosed();
    await expect.poll(async () => (await api.order(seeded.orderId)).orderItems[0]?.palletsCount).toBe(40);
    const saved = await api.order(seeded.orderId);
    expect(saved.status).toBe('new');
    expect(saved.__v).toBe(1);
  });

  test('a truck the order does not fit, typed in the grid cell, asks the same warning; confirmed it is saved', async ({
    page,
    api,
    tag,
    keys,
    orders,
  }) => {
    const { grid } = orders;
    const seeded = await api.createOrder(`Kapacitás Rács ${tag}`, `CAPG-${tag}`);
    // 20 pallets of 1000 kg: more than the short D22S takes (18 pallets), fine on a semi-trailer.
    await api.updateOrder(seeded, {
      orderItems: [
        {
          itemId: 'DUMMY',
          name: 'Alapértelmezett termék',
          quantity: 20000,
          unit: 'kg',
          kg: 20000,
          palletType: 'EUR',
        },
      ],
    });
    expect((await api.order(seeded.orderId)).orderItems[0]?.palletsCount).toBe(20);
    const warnings = new DialogPage(page, 'warnings-dialog');

    await orders.openGridOn(seeded.orderId, 1);
    await grid.moveTo('0', 'preferredTrucks');
    await keys.type('D22S');
    await keys.press('Enter');
    await expect(warnings.root).toBeVisible();
    await expect(warnings.root.getByTestId('warnings-list')).toContainText(
      `${seeded.orderId}: A megrendelés nem fér fel a D22S járműre! Lehetséges járművek:`,
    );
    await expect(warnings.root.getByTestId('warnings-list')).toContainText('T24S');
    await page.screenshot({ path: `${SHOTS}/order-capacity-grid-warning.png` });

    // Vissza (Esc): nothing is sent; the cell keeps the input with the reason.
    await keys.press('Escape');
    await expect(warnings.root).toHaveCount(0);
    await expect(grid.status).toContainText('A mentés megerősítést igényel');
    expect((await api.order(seeded.orderId)).preferredTrucks).toEqual([]);

    // Typed again and confirmed: saved.
    await grid.moveTo('0', 'preferredTrucks');
    await keys.type('D22S');
    await keys.press('Enter');
    await expect(warnings.root).toBeVisible();
    await keys.press('Shift+Tab');
    await keys.press('Enter');
    await expect(warnings.root).toHaveCount(0);
    await expect.poll(async () => (await api.order(seeded.orderId)).preferredTrucks).toEqual(['D22S']);
  });
});
