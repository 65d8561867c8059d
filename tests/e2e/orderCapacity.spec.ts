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
    palette,
    orders,
  }) => {
    // 500 kg of the catalogue's default product (1000 per pallet): 1 pallet, fits every truck.
    const seeded = await api.createOrder(`Kapacitás Kft. ${tag}`, `CAP-${tag}`);
    const warnings = new DialogPage(page, 'warnings-dialog');
    const dialog = orders.dialog.root;

    await orders.openByKeys();
    await palette.run(`rendelés ${seeded.orderId}`, seeded.orderId);
    await expect(orders.dialog.heading).toHaveText(`Rendelés: ${seeded.orderId}`);

    // 40,000 kg = 40 pallets: more than any active truck carries (the seeded ones take ≤ 33).
    const quantity = orders.item(1).getByLabel(/^Mennyiség/);
    await quantity.focus();
    await keys.replace('40000');
    await expect(orders.item(1).locator('output')).toHaveText('Raklap: 40');
    await keys.press('ControlOrMeta+s');
    await expect(warnings.root).toBeVisible();
    await expect(warnings.root.getByTestId('warnings-list')).toContainText(
      'A megrendelés nem fér fel egy járműre sem! (40 raklap, 40000 kg)',
    );
    await page.screenshot({ path: `${SHOTS}/order-capacity-warning.png` });

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
});
