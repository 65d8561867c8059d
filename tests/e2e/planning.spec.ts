import type { Order } from '../../src/core/orders/orders.schemas.ts';
import { type ApiClient, huDate } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import type { BottomBarPage } from './support/pages/BottomBarPage.ts';
import type { OrdersScreen } from './support/screens/OrdersScreen.ts';

/** Orders of one tag, each to its own real address (the planner gets distinct waypoints). */
async function seedOrders(api: ApiClient, tag: string, count: number): Promise<Order[]> {
  const addresses = await api.addresses(count);
  const orders: Order[] = [];
  // A few at a time: the server checks every order with the rules engine.
  for (let i = 0; i < count; i += 8) {
    const batch = addresses
      .slice(i, i + 8)
      .map((address, j) => api.createOrder(`${tag} Vevő`, `${tag}-${i + j + 1}`, address));
    orders.push(...(await Promise.all(batch)));
  }
  return orders;
}

/** Seeds the orders, then /orders by `g r`, filtered to the tag, every listed row selected from the keyboard. */
async function seedAndSelect(
  api: ApiClient,
  orders: OrdersScreen,
  tag: string,
  count: number,
): Promise<Order[]> {
  const seeded = await seedOrders(api, tag, count);
  const { grid } = orders;
  await orders.openGridOn(tag, count);
  // Space selects the focused row, Shift+↓ extends (Ctrl+A / "Összes kijelölése" select nothing on
  // the grid's infinite row model today).
  await orders.keys.press('Space');
  await orders.keys.press('Shift+ArrowDown', count - 1);
  await expect(grid.counts).toContainText(`${count} kijelölve`);
  return seeded;
}

/** Alt+Shift+F, the card's Szűrés: /freights filtered to the card's freights; the navigation hid the card. */
async function filterToResult(orders: OrdersScreen, bottomBar: BottomBarPage, ids: string[]): Promise<void> {
  const { page } = orders;
  await orders.keys.press('Alt+Shift+KeyF');
  await orders.shell.expectRoute('/freights');
  expect(new URL(page.url()).searchParams.get('freightId')).toBe(ids.join(','));
  await expect(bottomBar.resultCard).toHaveCount(0);
  for (const id of ids) await expect(page.getByRole('gridcell', { name: id, exact: true })).toBeVisible();
}

test.describe('planning from the orders grid, by keyboard', () => {
  // Planning jobs run on the server's queue; a busy 2-core machine stretches them.
  test.describe.configure({ timeout: 180_000 });
  test.use({ role: 'logistics_manager' });

  test('Shift+O combines the selected orders on the default date; the result card; Szűrés opens /freights filtered to them', async ({
    page,
    api,
    tag,
    orders,
    bottomBar,
  }) => {
    const { grid, keys } = orders;
    await seedAndSelect(api, orders, tag, 2);

    await keys.press('Shift+O');
    const dialog = page.getByTestId('combine-dialog');
    await expect(dialog.getByRole('heading', { name: 'Összevonás fuvarrá' })).toBeVisible();
    // The first workday in both windows: the release date (a workday, 5 after the order date).
    const date = dialog.getByLabel('Szállítási dátum');
    await expect(date).toBeFocused();
    await expect(date).toHaveValue(huDate((await api.orderDates()).releaseDate));
    await keys.press('ControlOrMeta+s');
    await expect(dialog).toHaveCount(0);

    await expect(bottomBar.resultFreights).toContainText('Létrehozott fuvarok:');
    const ids = await bottomBar.freightIds();
    expect(ids).toHaveLength(1);
    for (const id of ids) expect(id).toMatch(/^\d{4,}$/);
    await grid.expectFocusInGrid();

    await filterToResult(orders, bottomBar, ids);
  });

  test('Shift+T submits the selection for planning; the bar follows the job and lists its freights', async ({
    page,
    api,
    tag,
    orders,
    bottomBar,
  }) => {
    const seeded = await seedAndSelect(api, orders, tag, 3);
    const { keys } = orders;

    await keys.press('Shift+T');
    await expect(page.getByTestId('orders-planning-notice')).toContainText('3 rendelés tervezésre küldve');
    await expect(bottomBar.resultFreights).toContainText('Létrehozott fuvarok:', { timeout: 120_000 });
    const ids = await bottomBar.freightIds();
    expect(ids.length).toBeGreaterThan(0);
    for (const order of seeded)
      expect(['processed', 'partial']).toContain((await api.order(order.orderId)).status);

    await filterToResult(orders, bottomBar, ids);
  });

  test('Alt+Shift+X cancels the running job: the bar says so, the orders are new again, no freight is made', async ({
    api,
    tag,
    orders,
    bottomBar,
  }) => {
    test.setTimeout(300_000);
    // Enough distinct waypoints that planning runs for a while (within one block of the grid: 100 rows).
    const seeded = await seedAndSelect(api, orders, tag, 30);
    const { keys } = orders;

    await keys.press('Shift+T');
    await expect(bottomBar.processing).toContainText(/Tervezés folyamatban\.\.\.|Tervezés sorban áll/);
    await expect(bottomBar.cancel).toBeVisible();
    await keys.press('Alt+Shift+KeyX');
    await expect(bottomBar.cancel).toHaveCount(0);
    const first = seeded[0]?.orderId ?? '';
    await expect.poll(async () => (await api.order(first)).status, { timeout: 60_000 }).toBe('new');
    await expect(bottomBar.processing).not.toContainText('Tervezés megszakítása folyamatban...');
    await expect(bottomBar.resultCard).toHaveCount(0);
  });
});
