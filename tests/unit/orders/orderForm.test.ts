import { describe, expect, it } from 'vitest';
import { createOrderSchema, updateOrderSchema } from '../../../src/core/orders/orders.schemas.ts';
import { compileRuleSet } from '../../../src/core/rules/compileRules.ts';
import { evaluateCompiled } from '../../../src/core/rules/evaluateRules.ts';
import type { RulesContextInput } from '../../../src/core/rules/ruleFacts.schemas.ts';
import { loadRuleSet } from '../../../src/server/rules/loadRuleFiles.ts';
import {
  canRemoveItem,
  computeOrder,
  createOrderBody,
  newOrderForm,
  type OrderForm,
  orderFacts,
  orderToForm,
  pickProduct,
  setQuantity,
  updateOrderBody,
} from '../../../src/web/features/orders/orderForm.ts';
import { buildOrder, buildOrderItem } from '../../factories/orderRecords.factory.ts';

// Fixed dates: arbitrary inputs of pure functions, any year would do (today is passed in, never the clock's).

const rules = compileRuleSet(loadRuleSet('logistics'));
// Monday 2026-11-23; five workdays of delivery interval; Friday 2026-11-27 is declared a holiday.
const CTX: RulesContextInput = {
  role: 'logistics_manager',
  today: '2026-11-23',
  deliveryInterval: 5,
  deliveryIntervalType: 'workday',
  calendar: [{ date: '2026-11-27', workday: false }],
};

/** What the rules worker answers for the form, computed as the form would show it. */
function evaluate(form: OrderForm, stored = false) {
  const [result] = evaluateCompiled(rules, { entity: 'order', rows: [orderFacts(form)], ctx: CTX });
  if (!result) throw new Error('no result');
  return { result, computed: computeOrder(form, result.changes, stored) };
}

const BRICK = {
  itemId: 'TEG-30',
  name: 'Tégla 30',
  unit: 'db',
  kgPerUnit: 10,
  unitPerPallet: 100,
  palletType: 'EUR',
};

function filledForm(): OrderForm {
  const form = newOrderForm('2026-11-23', 'TVS');
  form.customer.name = 'Kovács Építő Kft.';
  form.deliveryAddress = 'Budapest, Váci út 1.';
  form.orderItems = [setQuantity(pickProduct(form.orderItems[0] as never, BRICK), 250)];
  return form;
}

describe('order form: items', () => {
  it('starts a new order with one empty item on today; the only item cannot be removed', () => {
    const form = newOrderForm('2026-11-23', 'TVS');
    expect(form.orderDate).toBe('2026-11-23');
    expect(form.orderItems).toHaveLength(1);
    expect(canRemoveItem(form)).toBe(false);
    expect(canRemoveItem({ ...form, orderItems: [...form.orderItems, ...form.orderItems] })).toBe(true);
  });

  it('a catalogue pick fills name, unit, pallet type; kg follows the quantity by kg per unit', () => {
    const item = setQuantity(pickProduct(newOrderForm('2026-11-23').orderItems[0] as never, BRICK), 250);
    expect(item).toMatchObject({
      itemId: 'TEG-30',
      name: 'Tégla 30',
      unit: 'db',
      palletType: 'EUR',
      kg: 2500,
    });
    expect(setQuantity(item, 12.5).kg).toBe(125);
  });

  it('the rules turn quantity and kg 0 into 1 and round pallets up from quantity over units per pallet', () => {
    const form = filledForm();
    const second = { ...pickProduct(form.orderItems[0] as never, BRICK), key: 'x', quantity: 0, kg: 0 };
    form.orderItems = [...form.orderItems, second];
    const { computed } = evaluate(form);
    expect(computed.items).toEqual([
      { quantity: 250, kg: 2500, palletsCount: 3 },
      { quantity: 1, kg: 1, palletsCount: 1 },
    ]);
  });

  it('an order without items gets the spec message', () => {
    const form = { ...filledForm(), orderItems: [] };
    expect(evaluate(form).result.fields.orderItems?.message).toBe(
      'Legalább 1 tételnek kell szerepelni egy rendelésben!',
    );
  });
});

describe('order form: dates and deliveryToSite from the rules', () => {
  it('default deadline: today + 5 workdays, moved back off the holiday', () => {
    const { computed } = evaluate(filledForm());
    // 23 + 5 workdays skipping Friday 27 (holiday) and the weekend = Tuesday 12-01.
    expect(computed.orderDeadlineDate).toBe('2026-12-01');
  });

  it('expected deadline follows the release date and is capped by the deadline', () => {
    const form = { ...filledForm(), releaseDate: '2026-11-24', orderDeadlineDate: '2026-11-26' };
    expect(evaluate(form).computed.expectedDeadlineDate).toBe('2026-11-26');
    const late = { ...form, orderDeadlineDate: '2026-12-18' };
    expect(evaluate(late).computed.expectedDeadlineDate).toBe('2026-12-02');
  });

  it('a deadline on a non-workday is refused with the workday message', () => {
    const form = { ...filledForm(), orderDeadlineDate: '2026-11-27' };
    expect(evaluate(form).result.fields.orderDeadlineDate?.message).toBe('A kiválasztott nap nem munkanap!');
  });

  it('incoterm Z or X means delivery to site; another incoterm not; none keeps the stored flag', () => {
    const form = filledForm();
    const withIncoterm = (incoterm: string) => ({ ...form, externalIds: { ...form.externalIds, incoterm } });
    expect(evaluate(withIncoterm('Z')).computed.deliveryToSite).toBe(true);
    expect(evaluate(withIncoterm('X')).computed.deliveryToSite).toBe(true);
    expect(evaluate(withIncoterm('D'), true).computed.deliveryToSite).toBe(false);
    expect(evaluate(withIncoterm(''), true).computed.deliveryToSite).toBe(true);
  });
});

describe('order form: bodies', () => {
  it('a new order body passes the server schema with the computed values', () => {
    const form = { ...filledForm(), externalIds: { orderNr: 'SO-9', incoterm: 'Z', deliverySpec: '' } };
    const { computed } = evaluate(form);
    const body = createOrderBody(form, computed);
    expect(createOrderSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      deliveryToSite: true,
      orderDeadlineDate: '2026-12-01',
      externalIds: { orderNr: 'SO-9', incoterm: 'Z', deliverySpec: null },
      orderItems: [{ itemId: 'TEG-30', quantity: 250, kg: 2500, palletsCount: 3 }],
    });
    expect(body).not.toHaveProperty('orderId');
  });

  it('an edit sends only what changed, and passes the server schema', () => {
    const order = buildOrder({ orderItems: [buildOrderItem({ quantity: 250, palletsCount: 3 })] });
    const products = new Map([['TEG-30', BRICK]]);
    const original = orderToForm(order, products);
    const unchanged = updateOrderBody(original, original, evaluate(original).computed, order);
    expect(unchanged).toEqual({});

    const form = { ...original, comment: 'Daruval', customer: { ...original.customer, phone: '+36 1 234' } };
    form.orderItems = [setQuantity(form.orderItems[0] as never, 320)];
    const body = updateOrderBody(original, form, evaluate(form).computed, order);
    expect(updateOrderSchema.safeParse(body).success).toBe(true);
    expect(Object.keys(body).sort()).toEqual(['comment', 'customer', 'orderItems']);
    expect(body.customer).toEqual({ phone: '+36 1 234' });
    expect(body.orderItems?.[0]).toMatchObject({
      id: order.orderItems[0]?.id,
      quantity: 320,
      kg: 3200,
      palletsCount: 4,
    });
  });
});
