import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { addWorkdays } from '../../src/core/calendar/workdays.ts';
import type { ImportValues } from '../../src/core/orders/import/importRow.ts';
import { ORDER_IMPORT_API } from '../../src/core/orders/orderImport.api.ts';
import { ORDERS_API } from '../../src/core/orders/orders.api.ts';
import type { Order } from '../../src/core/orders/orders.schemas.ts';
import { VEHICLES_API } from '../../src/core/vehicles/vehicles.api.ts';
import { buildOrder, buildOrderItem } from '../factories/orders.factory.ts';
import { callAs } from './support/callAs.ts';
import { createImportFactory, importRowOf } from './support/importFactory.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { json, useTestEnv } from './support/testEnv.ts';

const A = ORDERS_API;
type Saved = { message: string; order: Order };
type Refusal = { code?: string; message: string; details?: Record<string, string> };

/** n pallets of the seeded PTH30NF (80 pieces, 16.5 kg each per pallet). */
const pallets = (n: number) => buildOrderItem({ quantity: 80 * n, kg: 80 * n * 16.5, palletsCount: n });
const CONFIRM = 'A mentés megerősítést igényel: nézze át a figyelmeztetéseket!';

/**
 * Issue 17: the capacity family of the rule files fits a hand-entered order against the active
 * vehicles — a warning the user confirms (409 `orders.confirmationNeeded` until `confirmed`), never
 * a refusal; the Excel import keeps its own importRow capacity rules.
 */
describe.each(BACKENDS)('order capacity fit [%s]', (backend) => {
  const env = useTestEnv(backend);
  const call = callAs(env, 'logistics-manager');
  const storedWithNr = async (orderNr: string) =>
    (
      await sql<{ n: number }>`select count(*)::int as n from orders where order_nr = ${orderNr}`.execute(
        env().database.db,
      )
    ).rows[0]?.n;
  const activeVehicles = async () =>
    (await call(VEHICLES_API.active, {}, undefined, 'admin')).json() as {
      vehicleId: string;
      palletCapacity: number;
      kgCapacity: number;
    }[];

  it('a too-big new order is answered with the warning, nothing written; confirmed it is saved as new', async () => {
    const body = buildOrder({ orderItems: [pallets(20), pallets(20)] });
    const orderNr = body.externalIds?.orderNr ?? '';
    const first = await call(A.create, {}, body);
    expect(first.statusCode, first.body).toBe(409);
    const refusal = json<Refusal>(first);
    expect(refusal.code).toBe('orders.confirmationNeeded');
    expect(refusal.message).toBe(CONFIRM);
    expect(refusal.details).toEqual({
      CAPACITY: 'A megrendelés nem fér fel egy járműre sem! (40 raklap, 52\u00a0800 kg)',
    });
    expect(await storedWithNr(orderNr)).toBe(0);

    const confirmed = await call(A.create, { query: { confirmed: 'true' } }, body);
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const order = json<Saved>(confirmed).order;
    expect(order.status).toBe('new');
    expect(order.orderItems.map((i) => i.palletsCount)).toEqual([20, 20]);

    // An edit that keeps the load (the comment) asks nothing again.
    const comment = await call(
      A.update,
      { params: { id: order.orderId }, query: { version: 0 } },
      { comment: 'x' },
    );
    expect(comment.statusCode, comment.body).toBe(200);
  });

  it('a truck the order does not fit names the vehicles it fits; pallets computed from the quantity count', async () => {
    const vehicles = await activeVehicles();
    const smallest = [...vehicles].sort((a, b) => a.palletCapacity - b.palletCapacity)[0];
    expect(smallest).toBeDefined();
    const n = (smallest?.palletCapacity ?? 0) + 1;
    const fitting = vehicles
      .filter((v) => v.palletCapacity >= n && v.kgCapacity >= n * 400)
      .map((v) => v.vehicleId);
    expect(fitting.length).toBeGreaterThan(0);
    // The pallet count sent is stale (1): the save computes n from the quantity and fits that.
    const body = buildOrder({
      preferredTrucks: [smallest?.vehicleId ?? ''],
      orderItems: [{ ...pallets(n), kg: n * 400, palletsCount: 1 }],
    });
    const res = await call(A.create, {}, body);
    expect(res.statusCode, res.body).toBe(409);
    expect(json<Refusal>(res).details).toEqual({
      CAPACITY_VEHICLE: `A megrendelés nem fér fel a ${smallest?.vehicleId} járműre! Lehetséges járművek: ${fitting.join(', ')}`,
    });
  });

  it('an order that fits is saved without any confirmation', async () => {
    const res = await call(A.create, {}, buildOrder({ orderItems: [pallets(3)] }));
    expect(res.statusCode, res.body).toBe(201);
  });

  it('an update that makes the order too big asks (PUT and the grid batch); confirmed it is written', async () => {
    const created = await call(A.create, {}, buildOrder({ orderItems: [pallets(2)] }));
    expect(created.statusCode).toBe(201);
    const order = json<Saved>(created).order;
    const items = [{ ...pallets(40), id: order.orderItems[0]?.id }];
    const put = await call(
      A.update,
      { params: { id: order.orderId }, query: { version: 0 } },
      { orderItems: items },
    );
    expect(put.statusCode, put.body).toBe(409);
    expect(json<Refusal>(put).details).toEqual({
      CAPACITY: 'A megrendelés nem fér fel egy járműre sem! (40 raklap, 52\u00a0800 kg)',
    });

    const bulkBody = { items: [{ orderId: order.orderId, __v: 0, changes: { orderItems: items } }] };
    const bulk = await call(A.bulk, {}, bulkBody);
    expect(bulk.statusCode, bulk.body).toBe(409);
    expect(json<Refusal>(bulk).code).toBe('orders.confirmationNeeded');
    expect(json<Refusal>(bulk).details).toEqual({
      [`${order.orderId}:CAPACITY`]: `${order.orderId}: A megrendelés nem fér fel egy járműre sem! (40 raklap, 52\u00a0800 kg)`,
    });
    const unchanged = json<Order>(await call(A.one, { params: { id: order.orderId } }));
    expect(unchanged.__v).toBe(0);

    const saved = await call(A.bulk, {}, { ...bulkBody, confirmed: true });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = json<Order>(await call(A.one, { params: { id: order.orderId } }));
    expect(after.__v).toBe(1);
    expect(after.orderItems[0]?.palletsCount).toBe(40);

    const grown = await call(
      A.update,
      { params: { id: order.orderId }, query: { version: 1, confirmed: 'true' } },
      { orderItems: [{ ...pallets(41), id: after.orderItems[0]?.id }] },
    );
    expect(grown.statusCode, grown.body).toBe(200);
  });

  it('the Excel import is unchanged: a too-big row is its CAPACITY error, a fitting row saves without confirming', async () => {
    const tag = `${Date.now().toString(36).slice(-4)}`.toUpperCase();
    const factory = `F${tag}`;
    await createImportFactory(env(), `D${tag}`, factory);
    const row = (rowNumber: number, values: ImportValues) =>
      importRowOf(factory, 'CAP', addWorkdays(new Date().toISOString().slice(0, 10), 2), rowNumber, values);
    const bad = await call(
      ORDER_IMPORT_API.save,
      {},
      { rows: [row(2, { palletsCount: '40', sumWeight: '30000' })] },
    );
    expect(bad.statusCode).toBe(422);
    expect((bad.json() as { details: Record<string, string> }).details['2.palletsCount']).toBe(
      'A megrendelés nem fér fel egy járműre sem!',
    );
    const good = await call(
      ORDER_IMPORT_API.save,
      {},
      { rows: [row(3, { palletsCount: '10', sumWeight: '8000' })] },
    );
    expect(good.statusCode, good.body).toBe(201);
  });
});
