import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { addDays } from '../../src/core/calendar/workdays.ts';
import { ORDERS_API } from '../../src/core/orders/orders.api.ts';
import type { Order } from '../../src/core/orders/orders.schemas.ts';
import { ORDERS_PROCESSING_API } from '../../src/core/orders/ordersProcessing.api.ts';
import { buildOrder, buildOrderItem } from '../factories/orders.factory.ts';
import { nextMonday } from '../support/dates.ts';
import { callAs } from './support/callAs.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { json, useTestEnv } from './support/testEnv.ts';

const A = ORDERS_API;
type Saved = { message: string; order: Order };
type ErrorBody = { message: string; details?: Record<string, string> };

describe.each(BACKENDS)('orders API: create, read, update, delete [%s]', (backend) => {
  const env = useTestEnv(backend);
  const call = callAs(env, 'logistics-manager');
  const create = async (over: Parameters<typeof buildOrder>[0] = {}, as = 'logistics-manager') => {
    const res = await call(A.create, {}, buildOrder(over), as);
    expect(res.statusCode, res.body).toBe(201);
    return json<Saved>(res).order;
  };
  const setStatus = (orderId: string, status: string) =>
    sql`update orders set status = ${status} where order_id = ${orderId}`.execute(env().database.db);
  const eventsOf = async (orderId: string) =>
    (
      await sql<{
        action: string;
      }>`select action from events where entity = 'order' and entity_id = ${orderId} order by id`.execute(
        env().database.db,
      )
    ).rows.map((r) => r.action);

  it('creates an order with a generated id, geocodes it and logs the event', async () => {
    const res = await call(A.create, {}, buildOrder());
    expect(res.statusCode).toBe(201);
    const { message, order } = json<Saved>(res);
    expect(order.orderId).toMatch(/^\d{6}TVS[A-Z0-9]{5}$/);
    expect(message).toBe(`Új megrendelés sikeresen felvéve a(z) ${order.orderId} azonosítóval!`);
    expect(order.status).toBe('new');
    expect(order.__v).toBe(0);
    expect(order.invalidReasons).toEqual([]);
    expect(order.deliveryCoords?.lat).toBeGreaterThan(47.5);
    expect(order.deliveryCoords?.lng).toBeGreaterThan(21.5);
    expect(order.orderItems).toHaveLength(1);
    expect(order.orderItems[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await eventsOf(order.orderId)).toEqual(['created']);
    const read = await call(A.one, { params: { id: order.orderId } }, undefined, 'production-viewer');
    expect(read.statusCode).toBe(200);
    expect(json<Order>(read)).toEqual(order);
  });

  it('computes the expected deadline from the release date (5 workdays), capped by the deadline', async () => {
    // Monday to Friday are workdays (no override in the seed): mon is a Monday ahead.
    const mon = addDays(nextMonday(), 7);
    const free = await create({ releaseDate: mon, orderDeadlineDate: addDays(mon, 11) });
    expect(free.expectedDeadlineDate).toBe(addDays(mon, 7));
    const capped = await create({ releaseDate: mon, orderDeadlineDate: addDays(mon, 3) });
    expect(capped.expectedDeadlineDate).toBe(addDays(mon, 3));
    // Release after the deadline: invalid, and the expected deadline runs from the release date.
    const late = await create({ releaseDate: addDays(mon, 14), orderDeadlineDate: addDays(mon, 3) });
    expect(late.status).toBe('invalid');
    expect(late.invalidReasons.map((r) => r.field)).toEqual(['releaseDate']);
    expect(late.expectedDeadlineDate).toBe(addDays(mon, 21));
  });

  it('fills the default deadline (today + delivery interval on a workday) when none is given', async () => {
    const order = await create({ orderDeadlineDate: null, releaseDate: null });
    expect(order.orderDeadlineDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const day = new Date(`${order.orderDeadlineDate}T00:00:00Z`).getUTCDay();
    expect(day).toBeGreaterThanOrEqual(1);
    expect(day).toBeLessThanOrEqual(5);
    const today = new Date().toISOString().slice(0, 10);
    expect(order.orderDeadlineDate && order.orderDeadlineDate > today).toBe(true);
  });

  it('turns quantity and kg of 0 into 1 and sets deliveryToSite from the incoterm', async () => {
    const order = await create({
      externalIds: { orderNr: `Z${Date.now()}`, incoterm: 'Z' },
      orderItems: [buildOrderItem({ quantity: 0, kg: 0 })],
    });
    expect(order.orderItems[0]?.quantity).toBe(1);
    expect(order.orderItems[0]?.kg).toBe(1);
    expect(order.deliveryToSite).toBe(true);
    const exw = await create({
      deliveryToSite: true,
      externalIds: { orderNr: `E${Date.now()}`, incoterm: 'EXW' },
    });
    expect(exw.deliveryToSite).toBe(false);
  });

  it('rounds pallets up from the catalogue when the product is known, else keeps the given count', async () => {
    const db = env().database.db;
    const hasCatalogue = (
      await sql<{ t: string | null }>`select to_regclass('products')::text as t`.execute(db)
    ).rows[0]?.t;
    const kept = await create({
      orderItems: [buildOrderItem({ itemId: 'NOCATALOGUE', quantity: 100, palletsCount: 7 })],
    });
    if (!hasCatalogue) {
      expect(kept.orderItems[0]?.palletsCount).toBe(7);
      return;
    }
    await sql`insert into products (item_id, name, unit, kg_per_unit, kg_per_pallet, unit_per_pallet, pallet_type)
      values ('CAT-1', 'Katalógus tégla', 'db', 10, 800, 80, 'EUR') on conflict do nothing`.execute(db);
    try {
      const order = await create({
        orderItems: [buildOrderItem({ itemId: 'CAT-1', quantity: 161, palletsCount: 1 })],
      });
      expect(order.orderItems[0]?.palletsCount).toBe(3);
      // With a catalogue, an unknown item number makes the order invalid (PRODUCT_NOT_FOUND).
      const unknown = await create({
        orderItems: [buildOrderItem({ itemId: 'NINCS-ILYEN', palletsCount: 4 })],
      });
      expect(unknown.status).toBe('invalid');
      expect(unknown.invalidReasons.map((r) => r.code)).toEqual(['PRODUCT_NOT_FOUND']);
      expect(unknown.orderItems[0]?.palletsCount).toBe(4);
    } finally {
      await sql`delete from products where item_id = 'CAT-1'`.execute(db);
    }
  });

  it('saves an address that cannot be geocoded as invalid with CANNOT_BE_GEOCODED', async () => {
    const order = await create({ deliveryAddress: 'Nemlétezőfalva, Sehol utca 1.' });
    expect(order.status).toBe('invalid');
    expect(order.deliveryCoords).toBeNull();
    expect(order.invalidReasons).toEqual([
      { code: 'CANNOT_BE_GEOCODED', message: 'A címpont nem geokódolható!', field: 'deliveryAddress' },
    ]);
    // Fixing the address makes it new again.
    const res = await call(
      A.update,
      { params: { id: order.orderId }, query: { version: 0 } },
      {
        deliveryAddress: '4024 Debrecen, Piac utca 20.',
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const fixed = json<Saved>(res).order;
    expect(fixed.status).toBe('new');
    expect(fixed.invalidReasons).toEqual([]);
    expect(fixed.deliveryCoords).not.toBeNull();
  });

  it('refuses an order without items, with the spec message, and saves nothing', async () => {
    const before = (await call(A.list, { query: { size: 1, statuses: ['new', 'invalid'] } })).json()
      .totalCount;
    const res = await call(A.create, {}, buildOrder({ orderItems: [] }));
    expect(res.statusCode).toBe(422);
    expect(json<ErrorBody>(res).details).toEqual({
      orderItems: 'Legalább 1 tételnek kell szerepelni egy rendelésben!',
    });
    expect((await call(A.list, { query: { size: 1 } })).json().totalCount).toBe(before);
  });

  it('answers bad input with 400/422 and field details, never 5xx', async () => {
    const noCustomer = await call(A.create, {}, { ...buildOrder(), customer: undefined });
    expect(noCustomer.statusCode).toBe(400);
    expect(json<ErrorBody>(noCustomer).details?.customer).toBeDefined();
    const negative = await call(A.create, {}, buildOrder({ orderItems: [buildOrderItem({ quantity: -3 })] }));
    expect(negative.statusCode).toBe(400);
    expect(json<ErrorBody>(negative).details?.['orderItems.0.quantity']).toBe(
      'Pozitív számot vagy nullát adjon meg!',
    );
    const badDate = await call(A.create, {}, buildOrder({ releaseDate: '2026-02-30' }));
    expect(badDate.statusCode).toBe(400);
    const badEmail = await call(
      A.create,
      {},
      buildOrder({ customer: { name: 'X Kft.', email: 'nem-email' } }),
    );
    expect(badEmail.statusCode).toBe(422);
    expect(json<ErrorBody>(badEmail).details?.['customer.email']).toBe(
      'Az email cím formátuma nem megfelelő!',
    );
    const factory = await call(A.create, {}, buildOrder({ factoryShortName: 'NOPE' }));
    expect(factory.statusCode).toBe(422);
    expect(json<ErrorBody>(factory).details).toEqual({ factoryShortName: 'Ismeretlen gyár!' });
    const unknownField = await call(A.create, {}, { ...buildOrder(), hacked: true });
    expect(unknownField.statusCode).toBe(400);
    const notJson = await env().request(A.create, {
      as: 'admin',
      headers: { 'content-type': 'application/json' },
      payload: '{"customer":',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('refuses a repeated order id (409) and a repeated order number unless force=true', async () => {
    const first = await create();
    const sameId = await call(A.create, {}, buildOrder({ orderId: first.orderId }));
    expect(sameId.statusCode).toBe(409);
    expect(json<ErrorBody>(sameId).details).toEqual({ orderId: 'Ilyen azonosítójú rendelés már létezik!' });
    const orderNr = first.externalIds.orderNr ?? '';
    const sameNr = await call(A.create, {}, buildOrder({ externalIds: { orderNr } }));
    expect(sameNr.statusCode).toBe(409);
    expect(Object.keys(json<ErrorBody>(sameNr).details ?? {})).toEqual(['externalIds.orderNr']);
    const forced = await call(
      A.create,
      { query: { force: 'true' } },
      buildOrder({ externalIds: { orderNr } }),
    );
    expect(forced.statusCode).toBe(201);
    const badForce = await call(A.create, { query: { force: 'yes' } }, buildOrder());
    expect(badForce.statusCode).toBe(400);
  });

  it('lets only editors create; production manager, viewers and transporters are refused', async () => {
    for (const as of ['admin', 'superadmin']) {
      expect((await call(A.create, {}, buildOrder(), as)).statusCode, as).toBe(201);
    }
    for (const as of [
      'production-manager',
      'logistics-viewer',
      'production-viewer',
      'transporter-manager',
      'transporter-viewer',
      'entrance-supervisor',
    ]) {
      expect((await call(A.create, {}, buildOrder(), as)).statusCode, as).toBe(403);
    }
    expect((await env().request(A.create, { payload: buildOrder() })).statusCode).toBe(401);
    expect((await call(A.list, { query: { size: 1 } }, undefined, 'transporter-manager')).statusCode).toBe(
      403,
    );
    expect((await call(A.list, { query: { size: 1 } }, undefined, 'entrance-supervisor')).statusCode).toBe(
      403,
    );
  });

  it('updates changed fields with the version, and refuses a stale version with a clear message', async () => {
    const order = await create();
    const res = await call(
      A.update,
      { params: { id: order.orderId }, query: { version: 0 } },
      {
        comment: 'Daruval rakodni',
        customer: { phone: '+36 1 555 6666' },
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved = json<Saved>(res).order;
    expect(saved.__v).toBe(1);
    expect(saved.comment).toBe('Daruval rakodni');
    expect(saved.customer.phone).toBe('+36 1 555 6666');
    expect(saved.customer.name).toBe(order.customer.name);
    expect(saved.customer.email).toBe(order.customer.email);
    const stale = await call(
      A.update,
      { params: { id: order.orderId }, query: { version: 0 } },
      { comment: 'régi' },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'common.staleVersion',
      message: 'Az adatot időközben valaki más módosította! Töltse be újra, és próbálja ismét.',
    });
    expect((await call(A.update, { params: { id: order.orderId } }, { comment: 'x' })).statusCode).toBe(400);
    expect(
      (await call(A.update, { params: { id: order.orderId }, query: { version: 1 } }, {})).statusCode,
    ).toBe(400);
    expect(
      (await call(A.update, { params: { id: 'NINCS' }, query: { version: 0 } }, { comment: 'x' })).statusCode,
    ).toBe(404);
    expect(await eventsOf(order.orderId)).toEqual(['created', 'updated']);
  });

  it('lets the production manager edit fields but not the order items; viewers edit nothing', async () => {
    const order = await create();
    const ok = await call(
      A.update,
      { params: { id: order.orderId }, query: { version: 0 } },
      { releaseDate: addDays(nextMonday(), 8) },
      'production-manager',
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const items = await call(
      A.update,
      { params: { id: order.orderId }, query: { version: 1 } },
      { orderItems: [buildOrderItem({ quantity: 5 })] },
      'production-manager',
    );
    expect(items.statusCode).toBe(403);
    expect(Object.keys(json<ErrorBody>(items).details ?? {})).toEqual(['orderItems']);
    // With the version read before the last save: still the 403, not a 409 (permissions first, issue 36).
    const staleItems = await call(
      A.update,
      { params: { id: order.orderId }, query: { version: 0 } },
      { orderItems: [buildOrderItem({ quantity: 5 })] },
      'production-manager',
    );
    expect(staleItems.statusCode).toBe(403);
    expect(Object.keys(json<ErrorBody>(staleItems).details ?? {})).toEqual(['orderItems']);
    for (const as of ['logistics-viewer', 'production-viewer', 'transporter-manager']) {
      expect(
        (await call(A.update, { params: { id: order.orderId }, query: { version: 1 } }, { comment: 'x' }, as))
          .statusCode,
        as,
      ).toBe(403);
    }
    const editor = await call(
      A.update,
      { params: { id: order.orderId }, query: { version: 1 } },
      {
        orderItems: [buildOrderItem({ quantity: 5 })],
      },
    );
    expect(editor.statusCode, editor.body).toBe(200);
    expect(json<Saved>(editor).order.orderItems.map((i) => i.quantity)).toEqual([5]);
  });

  it('edits and deletes only while new or invalid (never while waiting for processing or processing)', async () => {
    for (const status of ['waitingForProcessing', 'processing', 'processed', 'shipped']) {
      const order = await create();
      await setStatus(order.orderId, status);
      const put = await call(
        A.update,
        { params: { id: order.orderId }, query: { version: 0 } },
        { comment: 'x' },
      );
      expect(put.statusCode, status).toBe(403);
      expect(json<ErrorBody>(put).message).toBe('A rendelés csak új vagy hibás státuszban szerkeszthető!');
      const del = await call(A.remove, { params: { id: order.orderId } });
      expect(del.statusCode, status).toBe(409);
      expect((await call(A.one, { params: { id: order.orderId } })).statusCode).toBe(200);
    }
  });

  it('deletes a new order (editors only) and logs it', async () => {
    const order = await create();
    expect(
      (await call(A.remove, { params: { id: order.orderId } }, undefined, 'production-manager')).statusCode,
    ).toBe(403);
    const res = await call(A.remove, { params: { id: order.orderId } });
    expect(res.statusCode).toBe(200);
    expect((await call(A.one, { params: { id: order.orderId } })).statusCode).toBe(404);
    expect((await call(A.remove, { params: { id: order.orderId } })).statusCode).toBe(404);
    expect(await eventsOf(order.orderId)).toEqual(['created', 'deleted']);
  });

  it('changes the recipient phone in any status but closed, checking the format', async () => {
    const order = await create();
    await setStatus(order.orderId, 'processing');
    const res = await call(
      A.recipientPhone,
      { params: { id: order.orderId } },
      { recipientPhone: '+36 70 111 2222' },
      'production-manager',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(json<Saved>(res).order.customer.recipientPhone).toBe('+36 70 111 2222');
    const bad = await call(
      A.recipientPhone,
      { params: { id: order.orderId } },
      { recipientPhone: 'hívj fel' },
    );
    expect(bad.statusCode).toBe(422);
    expect(json<ErrorBody>(bad).details?.recipientPhone).toMatch(/^A telefonszám csak számokat/);
    expect(
      (
        await call(
          A.recipientPhone,
          { params: { id: order.orderId } },
          { recipientPhone: '1' },
          'logistics-viewer',
        )
      ).statusCode,
    ).toBe(403);
  });

  it('saves concurrent recipient phones of one order one after the other, none refused as stale', async () => {
    // The call carries no version: two planners saving the same order must both succeed (bench:team saw 409s).
    const order = await create();
    const phones = Array.from({ length: 6 }, (_, i) => `+36 30 555 000${i}`);
    const answers = await Promise.all(
      phones.map((recipientPhone) =>
        call(A.recipientPhone, { params: { id: order.orderId } }, { recipientPhone }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(phones.map(() => 200));
    const versions = answers.map((res) => json<Saved>(res).order.__v).sort((a, b) => a - b);
    expect(versions).toEqual(phones.map((_, i) => order.__v + i + 1));
    const read = json<Order>(await call(A.one, { params: { id: order.orderId } }));
    expect(read.__v).toBe(order.__v + phones.length);
    expect(phones).toContain(read.customer.recipientPhone);
    expect(await eventsOf(order.orderId)).toEqual(['created', ...phones.map(() => 'updated')]);
  });

  it('closes and reopens (order_closure), back to the status before closing', async () => {
    const order = await create({ deliveryAddress: 'Nemlétezőfalva, Sehol utca 1.' });
    expect(order.status).toBe('invalid');
    expect(
      (await call(A.close, { params: { id: order.orderId } }, {}, 'production-manager')).statusCode,
    ).toBe(403);
    const stale = await call(A.close, { params: { id: order.orderId } }, { __v: 5 });
    expect(stale.statusCode).toBe(409);
    const closed = await call(A.close, { params: { id: order.orderId } }, { __v: 0 });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(json<Saved>(closed).order.status).toBe('closed');
    expect((await call(A.close, { params: { id: order.orderId } }, {})).statusCode).toBe(409);
    expect(
      (await call(A.update, { params: { id: order.orderId }, query: { version: 1 } }, { comment: 'x' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(A.recipientPhone, { params: { id: order.orderId } }, { recipientPhone: '1' })).statusCode,
    ).toBe(403);
    const reopened = await call(A.reopen, { params: { id: order.orderId } }, {});
    expect(reopened.statusCode).toBe(200);
    expect(json<Saved>(reopened).order.status).toBe('invalid');
    expect((await call(A.reopen, { params: { id: order.orderId } }, {})).statusCode).toBe(409);
    expect(await eventsOf(order.orderId)).toEqual(['created', 'updated', 'updated']);
  });

  it('refuses close and reopen while the order_closure module is off', async () => {
    const order = await create();
    const db = env().database.db;
    await sql`update modules set active = false where key = 'order_closure'`.execute(db);
    try {
      expect((await call(A.close, { params: { id: order.orderId } }, {})).statusCode).toBe(403);
    } finally {
      await sql`update modules set active = true where key = 'order_closure'`.execute(db);
    }
  });

  it('a batch reads its rows in one query and runs all of them in one rules call', async () => {
    const rows = [await create(), await create(), await create()];
    const evaluate = vi.spyOn(env().app.rules, 'evaluate');
    const selects: string[] = [];
    const db = env().database.db;
    const selectFrom = db.selectFrom.bind(db) as (table: string) => never;
    // Only reads outside the write transaction pass here: the check phase's.
    const spy = vi.spyOn(db, 'selectFrom').mockImplementation(((table: string) => {
      selects.push(table);
      return selectFrom(table);
    }) as never);
    try {
      const res = await call(
        A.bulk,
        {},
        {
          items: rows.map((o, i) => ({ orderId: o.orderId, __v: o.__v, changes: { comment: `tétel ${i}` } })),
        },
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.data.orders.map((o) => o.comment)).toEqual(['tétel 0', 'tétel 1', 'tétel 2']);
      expect(evaluate).toHaveBeenCalledTimes(1);
      expect(evaluate.mock.calls[0]?.[0].rows).toHaveLength(3);
      expect(selects.filter((t) => t === 'orders')).toHaveLength(1);
    } finally {
      evaluate.mockRestore();
      spy.mockRestore();
    }
  });

  it('counts new orders in check-processing', async () => {
    const db = env().database.db;
    const n = Number(
      (await sql<{ n: number }>`select count(*)::int as n from orders where status = 'new'`.execute(db))
        .rows[0]?.n,
    );
    const res = await call(ORDERS_PROCESSING_API.checkProcessing, {}, undefined, 'admin');
    expect(res.statusCode).toBe(200);
    expect(res.json().newOrdersCount).toBe(n);
    expect(n).toBeGreaterThan(0);
  });
});
