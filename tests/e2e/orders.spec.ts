import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiPath } from '../../src/core/api/endpoint.ts';
import { ORDERS_API } from '../../src/core/orders/orders.api.ts';
import type { Order } from '../../src/core/orders/orders.schemas.ts';
import { apiRoot, apiSignIn } from './support/api.ts';
import { ShellPage } from './support/ShellPage.ts';
import { TerminalPage } from './support/TerminalPage.ts';

const SHOTS = 'test-results/screenshots';

/** Creates orders through the API, as a planner's tool would, and reads them back. */
async function ordersApi(request: APIRequestContext, baseURL: string | undefined) {
  const { token } = await apiSignIn(request, baseURL, 'admin');
  const headers = { Authorization: `Bearer ${token}` };
  const url = (path: string) => `${apiRoot(baseURL)}${path}`;
  return {
    headers: async () => headers,
    async create(customerName: string, orderNr: string): Promise<Order> {
      const res = await request.post(url(apiPath(ORDERS_API.create)), {
        headers,
        data: {
          factoryShortName: 'TVS',
          customer: { name: customerName, customerCode: 'E2E', phone: '+36 30 000 0000' },
          deliveryAddress: '4440 Tiszavasvári',
          orderDate: '2027-02-15',
          releaseDate: '2027-02-22',
          orderDeadlineDate: '2027-03-01',
          externalIds: { orderNr },
          orderItems: [
            { itemId: 'DUMMY', name: 'Alapértelmezett termék', quantity: 500, unit: 'kg', kg: 500 },
          ],
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      return ((await res.json()) as { order: Order }).order;
    },
    async update(order: Order, changes: Record<string, unknown>): Promise<void> {
      const res = await request.put(url(apiPath(ORDERS_API.update, { id: order.orderId })), {
        headers,
        params: { version: order.__v },
        data: changes,
      });
      expect(res.ok(), await res.text()).toBe(true);
    },
    async get(orderId: string): Promise<Order> {
      const res = await request.get(url(apiPath(ORDERS_API.one, { id: orderId })), { headers });
      expect(res.ok()).toBe(true);
      return (await res.json()) as Order;
    },
  };
}

/** Signs in as admin by keyboard and opens /orders with `g r`; answers the page objects. */
async function openOrdersAsAdmin(page: Page): Promise<{ shell: ShellPage; term: TerminalPage }> {
  const shell = new ShellPage(page);
  const term = new TerminalPage(page);
  await shell.signInByKeyboard('admin');
  await shell.expectRoute('/');
  await term.press('g');
  await term.press('r');
  await shell.expectRoute('/orders');
  await expect(term.counts).toBeVisible();
  return { shell, term };
}

test.describe('orders by keyboard only', () => {
  // Long keyboard scenarios (and one 10 s check-changes poll) on a busy 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('creates an order with two items; the success message names it; it reads back after a reload', async ({
    page,
    request,
    baseURL,
  }) => {
    const tag = Date.now().toString(36).toUpperCase().slice(-5);
    const { shell, term } = await openOrdersAsAdmin(page);
    await term.runFromPalette('uj', /^Új/);
    const dialog = page.getByTestId('order-dialog');
    await expect(dialog.getByLabel('Vevő', { exact: true })).toBeFocused();
    await page.keyboard.type(`E2E Vevő ${tag}`);
    await term.press('Tab');
    await page.keyboard.type(`V-${tag}`);
    await term.press('Tab');
    await page.keyboard.type('+36 30 111 2222');
    await page.screenshot({ path: `${SHOTS}/order-dialog-top.png` });

    const factory = dialog.getByRole('combobox', { name: /^Gyár/ });
    await factory.focus();
    await factory.selectOption('TVS');

    // Address from the location search: 2 characters, 300 ms, ↓/Enter picks.
    const address = dialog.getByRole('combobox', { name: 'Szállítási cím' });
    await address.focus();
    await page.keyboard.type('Tiszavasv');
    await expect(dialog.getByTestId('order-address').getByRole('option').first()).toBeVisible();
    await term.press('Enter');
    await expect(address).toHaveValue(/Tiszavasvári/);

    // The default deadline and the expected deadline are computed live by the rules worker.
    await expect(dialog.getByTestId('order-computed')).toContainText('Alapértelmezett határidő: 20');

    // Item 1: the catalogue's product by item number, 2500 kg → 3 pallets of 1000.
    const item1 = dialog.getByRole('group', { name: '1. tétel' });
    await item1.getByRole('combobox').focus();
    await page.keyboard.type('DUMMY');
    await expect(item1.getByRole('option').first()).toContainText('DUMMY');
    await term.press('Enter');
    await expect(item1.getByLabel('Megnevezés')).toHaveValue('Alapértelmezett termék');
    await item1.getByLabel(/^Mennyiség/).focus();
    await page.keyboard.type('2500');
    await expect(item1.locator('output')).toHaveText('Raklap: 3');

    // Item 2: added by Enter on the button; a quantity of 0 becomes 1.
    await dialog.getByRole('button', { name: 'Tétel hozzáadása' }).focus();
    await term.press('Enter');
    const item2 = dialog.getByRole('group', { name: '2. tétel' });
    await item2.getByRole('combobox').focus();
    await page.keyboard.type('DUMMY');
    await expect(item2.getByRole('option').first()).toContainText('DUMMY');
    await term.press('Enter');
    await item2.getByLabel(/^Mennyiség/).focus();
    await page.keyboard.type('0');
    await expect(item2.locator('output')).toHaveText('Raklap: 1');
    await expect(dialog.getByTestId('order-totals')).toContainText('2 tétel, 4 raklap');
    await page.screenshot({ path: `${SHOTS}/order-dialog.png`, fullPage: true });

    await term.press('ControlOrMeta+s');
    await expect(shell.alert).toContainText(/Új megrendelés sikeresen felvéve a\(z\) \S+ azonosítóval!/);
    const text = (await shell.alert.textContent()) ?? '';
    const orderId = /a\(z\) (\S+) azonosítóval/.exec(text)?.[1] ?? '';
    expect(orderId).toMatch(/^\d{6}TVS/);
    await expect(shell.alert.getByRole('button')).toBeFocused();
    await term.press('Enter');
    await expect(dialog).toHaveCount(0);

    // After a reload the order is read back from the server, with its two items.
    await page.reload();
    await shell.expectRoute('/orders');
    await term.waitForRows();
    await term.press('/');
    await page.keyboard.type(orderId);
    await expect(term.counts).toContainText('1 /');
    await expect(term.cell(0, 'customerName')).toHaveText(`E2E Vevő ${tag}`);
    await expect(term.cell(0, 'status')).toHaveText('Új');
    await page.screenshot({ path: `${SHOTS}/orders.png` });
    await term.press('Enter');
    await expect.poll(() => term.focusedCell()).not.toEqual({ col: null, row: null });
    await term.press('e');
    await expect(dialog.getByTestId('order-totals')).toContainText('2 tétel, 4 raklap, 2501 kg');
    await expect(dialog.getByRole('group', { name: '2. tétel' }).getByLabel(/^Mennyiség/)).toHaveValue('1');
    await expect(dialog.getByRole('group', { name: '1. tétel' }).getByLabel(/^Mennyiség/)).toHaveValue(
      '2500',
    );

    // The recipient's phone is saved on its own, with the phone rule.
    const api = await ordersApi(request, baseURL);
    const phone = dialog.getByLabel('Címzett telefonszáma');
    await phone.focus();
    await page.keyboard.type('06-30/abc');
    await expect(dialog.getByTestId('recipient-phone')).toContainText('A telefonszám csak számokat');
    await term.press('ControlOrMeta+a');
    await page.keyboard.type('+36 (30) 999-8888');
    await term.press('Tab');
    await term.press('Enter');
    await expect(dialog.getByTestId('recipient-phone')).toContainText('A címzett telefonszáma elmentve.');
    expect((await api.get(orderId)).customer.recipientPhone).toBe('+36 (30) 999-8888');

    // Someone else saves the order meanwhile: the version check says so and keeps the input.
    await api.update(await api.get(orderId), { comment: 'Máshol módosítva' });
    await dialog.getByLabel('Megjegyzés').focus();
    await page.keyboard.type('Saját megjegyzés');
    await term.press('ControlOrMeta+s');
    await expect(dialog.getByTestId('order-message')).toContainText(
      'Az adatot időközben valaki más módosította! Töltse be újra, és próbálja ismét.',
    );
    await expect(dialog.getByLabel('Megjegyzés')).toHaveValue('Saját megjegyzés');
    await page.screenshot({ path: `${SHOTS}/order-dialog-conflict.png` });
    await term.press('Escape');
    await expect(page.getByTestId('confirm-dialog').getByRole('button', { name: 'Nem' })).toBeFocused();
    await term.press('Shift+Tab');
    await term.press('Enter');
    await expect(dialog).toHaveCount(0);
    expect((await api.get(orderId)).comment).toBe('Máshol módosítva');

    // The palette jump "rendelés <id>" opens the order's dialog.
    await term.runFromPalette(`rendelés ${orderId}`, orderId);
    await expect(dialog.getByRole('heading')).toHaveText(`Rendelés: ${orderId}`);
    await expect(dialog.getByLabel('Megjegyzés')).toHaveValue('Máshol módosítva');

    // Esc closes the clean dialog; Delete asks Igen/Nem and deletes the order.
    await term.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => term.focusedCell()).not.toEqual({ col: null, row: null });
    await term.press('Delete');
    const confirm = page.getByTestId('confirm-dialog');
    await expect(confirm).toContainText(orderId);
    await term.press('Shift+Tab');
    await term.press('Enter');
    await expect(term.counts).toContainText('0 /');
    expect(
      (
        await request.get(`${apiRoot(baseURL)}${apiPath(ORDERS_API.one, { id: orderId })}`, {
          headers: await api.headers(),
        })
      ).status(),
    ).toBe(404);
  });

  test('bulk-edits five deadlines in one batch, undoes it with one Ctrl+Z; changes notice; close and reopen', async ({
    page,
    request,
    baseURL,
  }) => {
    const tag = `Tömeg${Date.now().toString(36).toUpperCase().slice(-5)}`;
    const api = await ordersApi(request, baseURL);
    const seeded: Order[] = [];
    for (let i = 1; i <= 5; i++) seeded.push(await api.create(`${tag} Vevő`, `${tag}-${i}`));
    const deadlines = async () =>
      Promise.all(seeded.map(async (o) => (await api.get(o.orderId)).orderDeadlineDate));

    const { term } = await openOrdersAsAdmin(page);
    // The quick filter is saved per user and view; an earlier test's text is replaced.
    await term.press('/');
    await expect(term.quickFilter).toBeFocused();
    await term.press('ControlOrMeta+a');
    await page.keyboard.type(tag);
    await expect(term.counts).toContainText('5 /');
    await term.press('Enter');
    await expect.poll(() => term.focusedCell()).not.toEqual({ col: null, row: null });
    await term.press('Space');
    await term.press('Shift+ArrowDown', 4);
    await expect(term.counts).toContainText('5 kijelölve');

    await term.press('b');
    const bulk = page.getByTestId('bulk-edit-dialog');
    await expect(bulk.getByLabel('Mező')).toBeFocused();
    await bulk.getByLabel('Mező').selectOption({ label: 'Szállítási határidő' });
    await term.press('Tab');
    await page.keyboard.type('2027.03.03');
    await expect(bulk.getByTestId('bulk-preview').locator('.preview-new')).toHaveCount(5);
    await page.screenshot({ path: `${SHOTS}/orders-bulk-deadline.png` });
    await term.press('ControlOrMeta+s');
    await expect(bulk).toHaveCount(0);
    await expect(term.status).toContainText('5');
    await expect.poll(deadlines).toEqual(Array(5).fill('2027-03-03'));
    await expect(term.cell(0, 'orderDeadlineDate')).toHaveText('2027.03.03');

    // A deadline on a Saturday is refused by the rules before anything is sent.
    await term.press('b');
    await bulk.getByLabel('Mező').selectOption({ label: 'Szállítási határidő' });
    await term.press('Tab');
    await page.keyboard.type('2027.03.06');
    await term.press('ControlOrMeta+s');
    await expect(term.status).toContainText('A kiválasztott nap nem munkanap!');
    await expect(bulk).toBeVisible();
    await term.press('Escape');
    const confirm = page.getByTestId('confirm-dialog');
    await expect(confirm.getByRole('button', { name: 'Nem' })).toBeFocused();
    await term.press('Shift+Tab');
    await term.press('Enter');
    await expect(bulk).toHaveCount(0);
    await expect.poll(deadlines).toEqual(Array(5).fill('2027-03-03'));

    // One undo reverts the whole batch.
    await expect.poll(() => term.focusedCell()).not.toEqual({ col: null, row: null });
    await term.press('ControlOrMeta+z');
    await expect.poll(deadlines).toEqual(Array(5).fill('2027-03-01'));
    await expect(term.cell(0, 'orderDeadlineDate')).toHaveText('2027.03.01');

    // An order added by someone else shows up as a notice (check-changes poll); r reloads.
    await api.create(`${tag} Vevő`, `${tag}-6`);
    await expect(page.getByTestId('orders-changed')).toContainText('Mások 1 rendelést', { timeout: 15_000 });
    await term.press('r');
    await expect(term.counts).toContainText('6 /');
    await expect(page.getByTestId('orders-changed')).toHaveCount(0);

    // Shift+L closes the selected order after Igen: it leaves the open orders; Shift+S picks the
    // status filter "Lezárva", where Shift+U reopens it.
    const first = seeded[0]?.orderId ?? '';
    const status = async () => (await api.get(first)).status;
    await term.press('/');
    await term.press('ControlOrMeta+a');
    await page.keyboard.type(first);
    await expect(term.counts).toContainText('1 /');
    await term.press('Enter');
    await term.press('Shift+Escape');
    await term.press('Space');
    await expect(term.counts).toContainText('1 kijelölve');
    await term.press('Shift+L');
    await expect(confirm).toContainText(first);
    await term.press('Shift+Tab');
    await term.press('Enter');
    await expect.poll(status).toBe('closed');
    await expect(term.counts).toContainText('0 /');
    await term.press('Shift+S');
    const filter = page.getByRole('combobox', { name: 'Státusz' });
    await expect(filter).toBeFocused();
    await filter.selectOption({ label: 'Lezárva' });
    await term.press('Enter');
    await expect(term.counts).toContainText('1 /');
    await expect(term.cell(0, 'status')).toHaveText('Lezárva');
    await expect.poll(() => term.focusedCell()).not.toEqual({ col: null, row: null });
    await term.press('Space');
    await term.press('Shift+U');
    await expect(confirm).toContainText(first);
    await term.press('Shift+Tab');
    await term.press('Enter');
    await expect.poll(status).toBe('new');
    await expect(term.counts).toContainText('0 /');
  });
});
