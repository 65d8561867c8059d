import { describe, expect, it } from 'vitest';
import {
  bulkUpdateOrdersSchema,
  createOrderSchema,
  fullCustomer,
  generateIdsQuerySchema,
  orderTotals,
  updateOrderSchema,
} from '../../../src/core/orders/orders.schemas.ts';
import { buildOrder, buildOrderItem } from '../../factories/orders.factory.ts';

// Fixed dates: arbitrary inputs of pure functions, any year would do (today is passed in, never the clock's).

describe('orders schemas', () => {
  it('fills the defaults of a new order and of its items', () => {
    const parsed = createOrderSchema.parse(buildOrder({ externalIds: undefined, comment: undefined }));
    expect(parsed.type).toBe('delivery');
    expect(parsed.externalIds).toEqual({});
    expect(parsed.comment).toBe('');
    expect(parsed.customer.recipientPhone).toBe('');
    expect(parsed.orderItems[0]).toMatchObject({ unit: 'db', palletType: 'EUR', externalIds: {} });
  });

  it('refuses impossible dates, unknown fields and negative quantities', () => {
    expect(createOrderSchema.safeParse(buildOrder({ releaseDate: '2026-02-30' })).success).toBe(false);
    expect(createOrderSchema.safeParse({ ...buildOrder(), status: 'processed' }).success).toBe(false);
    const negative = createOrderSchema.safeParse(buildOrder({ orderItems: [buildOrderItem({ kg: -1 })] }));
    expect(negative.success).toBe(false);
    expect(negative.error?.issues[0]?.message).toBe('Pozitív számot vagy nullát adjon meg!');
    expect(createOrderSchema.safeParse(buildOrder({ orderId: 'rossz azonosító' })).success).toBe(false);
  });

  it('an empty date means none; an update carries only the customer fields sent', () => {
    expect(createOrderSchema.parse(buildOrder({ releaseDate: '' })).releaseDate).toBeNull();
    expect(updateOrderSchema.parse({ customer: { phone: '+36 1 234 5678' } })).toEqual({
      customer: { phone: '+36 1 234 5678' },
    });
    expect(bulkUpdateOrdersSchema.safeParse({ items: [] }).success).toBe(false);
  });

  it('generate/ids asks for both ids unless told', () => {
    expect(generateIdsQuerySchema.parse({ factoryShortName: 'TVS' }).ids).toEqual([
      'orderId',
      'externalIds.orderNr',
    ]);
    expect(generateIdsQuerySchema.parse({ factoryShortName: 'TVS', ids: 'orderId' }).ids).toEqual([
      'orderId',
    ]);
    expect(generateIdsQuerySchema.safeParse({ factoryShortName: 'TVS', ids: 'name' }).success).toBe(false);
  });

  it('totals round pallets to 1 and kg to 3 decimals', () => {
    expect(
      orderTotals([
        { palletsCount: 1.25, kg: 0.1 },
        { palletsCount: 2, kg: 0.2004 },
      ]),
    ).toEqual({ itemCount: 2, palletsCount: 3.3, kg: 0.3 });
    expect(fullCustomer({ name: 'A' })).toEqual({
      name: 'A',
      email: '',
      phone: '',
      recipientName: '',
      recipientPhone: '',
      customerCode: '',
    });
  });
});
