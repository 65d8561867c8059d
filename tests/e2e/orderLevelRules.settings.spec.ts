import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { orderPalletsLimitRule } from '../fixtures/rules/orderPalletsLimit.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Issue 36: a configuration team's order-level rule (at most 33 pallets per order, in the active
 * mode's rule file) is judged by the order dialog and the orders grid on the values the save will
 * compute, before anything is sent, with "Miért?" (F1) on the message. The server's rule files are
 * a copy (playwright.config.ts E2E_RULES_DIR): the test adds the rule there and takes it out after;
 * it runs with the global-settings project, after every other spec.
 */
const FILE = path.join(process.env.E2E_RULES_DIR ?? 'rules', 'modes', 'logistics', 'validation.json');
const MESSAGE = 'Egy rendelés legfeljebb 33 raklap lehet!';
const original = readFileSync(FILE, 'utf8');
// Both parts change the one rule file of the server: the whole file runs in one worker, in order.
test.describe.configure({ mode: 'serial' });

test.describe('order-level rules in the dialog and the grid (issue 36)', () => {
  test.describe.configure({ timeout: 180_000 });
  test.use({ role: 'logistics_manager' });

  let big = '';
  let small = '';
  test('the team rule reaches the server; a stored 38-pallet order is refused after a comment cell edit, F1 says why', async ({
    page,
    api,
    tag,
    keys,
    orders,
  }) => {
    // Stored before the rule: 38 pallets of the default product (1000 kg a pallet), and a small one.
    const stored = await api.createOrder(`Raklapkorlát ${tag}`, `RK-${tag}`);
    const item = { itemId: 'DUMMY', name: 'Alapértelmezett termék', unit: 'kg', palletType: 'EUR' };
    // 38 pallets fit no truck: the capacity warning is confirmed, as a user would.
    await api.updateOrder(stored, { orderItems: [{ ...item, quantity: 38000, kg: 38000 }] }, true);
    big = stored.orderId;
    small = (await api.createOrder(`Raklapkorlát kicsi ${tag}`, `RKS-${tag}`)).orderId;
    expect((await api.order(big)).orderItems[0]?.palletsCount).toBe(38);

    const before = await api.rulesHash();
    const content = JSON.parse(original) as { rules: unknown[] };
    content.rules.push(orderPalletsLimitRule(33));
    writeFileSync(FILE, JSON.stringify(content, null, 2));
    await expect.poll(() => api.rulesHash(), { timeout: 20_000 }).not.toBe(before);

    const { grid } = orders;
    await orders.openGridOn(big, 1);
    await grid.moveTo('0', 'comment');
    await keys.type('sürgős');
    await keys.press('Enter');
    await expect(grid.status).toContainText(MESSAGE);
    await expect(grid.cell(0, 'comment')).toHaveClass(/cell-invalid/);
    await keys.press('F1');
    const why = page.getByTestId('why-dialog');
    await expect(why).toBeVisible();
    await expect(why).toContainText('order.pallets.max');
    await expect(why).toContainText('modes/logistics/validation.json');
    await keys.press('Escape');
    await expect(why).toHaveCount(0);
    expect((await api.order(big)).comment).toBe('');
  });

  test('the order dialog shows the order-level message on the pallets its quantities compute, before the save', async ({
    page,
    api,
    keys,
    orders,
  }) => {
    test.skip(small === '', 'needs the first test');
    await orders.openByKeys();
    await orders.jumpToOrder(small);
    const quantity = orders.item(1).getByLabel(/^Mennyiség/);
    await quantity.focus();
    await keys.replace('40000');
    await expect(orders.item(1).locator('output')).toHaveText('Raklap: 40');
    await expect(orders.dialog.root).toContainText(MESSAGE);
    // F1 on the field error explains it as it does a warning.
    await keys.press('F1');
    const why = page.getByTestId('why-dialog');
    await expect(why).toBeVisible();
    await expect(why).toContainText('order.pallets.max');
    await keys.press('Escape');
    await expect(why).toHaveCount(0);
    // Ctrl+S sends nothing: the order keeps its one pallet.
    await keys.press('ControlOrMeta+s');
    await expect(orders.dialog.root).toBeVisible();
    expect((await api.order(small)).orderItems[0]?.palletsCount).toBe(1);
  });

  test.afterAll(async () => {
    writeFileSync(FILE, original);
  });
});

test.describe('a rule change kept out is told (issue 36): status on the settings screen, a notice for superadmins', () => {
  test.describe.configure({ timeout: 180_000 });
  test.use({ role: 'superadmin' });

  test('a broken rule file keeps the set in force; the superadmin sees the notice and every problem', async ({
    page,
    api,
    basicSettings,
  }) => {
    const before = await api.rulesStatus();
    const content = JSON.parse(original) as { rules: { conditions?: unknown }[] };
    content.rules.push({
      name: 'order.broken.probe',
      entity: 'order',
      conditions: { all: [{ fact: 'itemCont', operator: 'greaterThen', value: 1 }] },
      event: { type: 'fieldError', params: { field: 'orderItems', message: 'x' } },
    } as never);
    try {
      writeFileSync(FILE, JSON.stringify(content, null, 2));
      await expect
        .poll(async () => (await api.rulesStatus()).lastRefused?.superseded, { timeout: 20_000 })
        .toBe(false);
      const status = await api.rulesStatus();
      expect(status.hash).toBe(before.hash);
      // Both problems of the file in one answer, each at file:line:column.
      expect(status.lastRefused?.problems).toEqual([
        expect.stringMatching(
          /validation\.json:\d+:\d+ rule "order\.broken\.probe": .*"greaterThen" \(did you mean "greaterThan"\?\)/,
        ),
        expect.stringMatching(
          /validation\.json:\d+:\d+ rule "order\.broken\.probe": unknown fact "itemCont" .*\(did you mean "itemCount"\?\)/,
        ),
      ]);
      await basicSettings.open();
      await expect(page.getByTestId('notice')).toContainText('nem lépett életbe (2 hiba)');
      const refused = page.getByTestId('rules-status-refused');
      await expect(refused).toContainText('a korábbi szabálykészlet maradt érvényben');
      await expect(refused).toContainText('unknown fact "itemCont"');
      await expect(page.getByTestId('rules-status')).toContainText(`Érvényes szabálykészlet: ${before.hash}`);
    } finally {
      writeFileSync(FILE, original);
    }
    await expect
      .poll(async () => (await api.rulesStatus()).lastRefused?.superseded, { timeout: 20_000 })
      .toBe(true);
  });
});
