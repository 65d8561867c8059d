import { expect, test } from './support/fixtures.ts';

const SHOTS = 'test-results/screenshots';

test.describe('palette finds records on the server', () => {
  test.use({ role: 'admin' });

  test('a customer name (typed without accents) and a plate: Enter opens the record', async ({
    page,
    api,
    tag,
    orders,
    freights,
    palette,
  }) => {
    const order = await api.createOrder(
      `Kőfaragó Ödön ${tag}`,
      `${tag}-K`,
      '4400 Nyíregyháza, Szőlő utca 3.',
    );
    await orders.openStart();

    // The customer, accent-free: the commands answer at once, the record shows up below them and,
    // nothing local matching, is the first item; Enter opens the order's dialog.
    await palette.search(`kofarago odon ${tag.toLowerCase()}`);
    const hit = palette.item(`Rendelés ${order.orderId}`);
    await expect(hit).toContainText(`Kőfaragó Ödön ${tag}`);
    await expect(palette.group('Találatok a rekordokban')).toBeVisible();
    await expect(palette.selected).toContainText(`Rendelés ${order.orderId}`);
    await page.screenshot({ path: `${SHOTS}/palette-server-search.png` });
    await page.keyboard.press('Enter');
    await expect(palette.root).toHaveCount(0);
    await expect(orders.dialog.heading).toHaveText(`Rendelés: ${order.orderId}`);
    await page.keyboard.press('Escape');
    await orders.dialog.expectClosed();

    // The street of its delivery address finds it too (newest first).
    await palette.search('szolo utca 3');
    await expect(palette.root.locator('[cmdk-item]', { hasText: order.orderId }).first()).toBeVisible();
    await palette.close();

    // A plate (a stored freight's): its freight is found; Enter opens the freight's details.
    await palette.search('TSL-101');
    const freightHit = palette.root.locator('[cmdk-item]', { hasText: /^Fuvar \d+/ }).first();
    await expect(freightHit).toContainText('TSL-101');
    await expect(palette.selected).toContainText(/^Fuvar \d+/);
    const number = /^Fuvar (\d+)/.exec((await palette.selected.textContent()) ?? '')?.[1];
    await page.keyboard.press('Enter');
    await expect(palette.root).toHaveCount(0);
    await freights.shell.expectRoute('/freights');
    await expect(freights.detailsTitle).toContainText(`${number}. fuvar`);
  });
});
