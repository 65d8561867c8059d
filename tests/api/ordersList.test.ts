import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { apiPath } from '../../src/core/api/endpoint.ts';
import { addDays } from '../../src/core/calendar/workdays.ts';
import {
  type CheckChangesResponse,
  type CheckSelectionsResponse,
  ORDERS_API,
  type OrderCustomerSummary,
  type OrderDateResponse,
  type OrderDetailsResponse,
} from '../../src/core/orders/orders.api.ts';
import type { Order, OrderListRow } from '../../src/core/orders/orders.schemas.ts';
import { RULES_API } from '../../src/core/rules/rules.api.ts';
import { buildOrder, buildOrderItem } from '../factories/orders.factory.ts';
import { nextMonday, nextWeekday } from '../support/dates.ts';
import { periodBeyondSeed } from '../support/seedDates.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { json, useTestEnv } from './support/testEnv.ts';

const A = ORDERS_API;
type Page = { result: OrderListRow[]; filteredCount: number; totalCount: number };
type ErrorBody = { message: string; details?: Record<string, string> };
const filterOf = (f: unknown) => `filter=${encodeURIComponent(JSON.stringify(f))}`;

describe.each(BACKENDS)('orders API: list, bulk edit and lookups [%s]', (backend) => {
  const env = useTestEnv(backend);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown, as = 'admin') =>
    env().call({
      method,
      url,
      as,
      ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
    });
  const create = async (over: Parameters<typeof buildOrder>[0] = {}) => {
    const res = await call('POST', apiPath(A.create), buildOrder(over));
    expect(res.statusCode, res.body).toBe(201);
    return json<{ order: Order }>(res).order;
  };
  const page = async (query: string, as = 'admin') => {
    const res = await call('GET', `${apiPath(A.list)}?${query}`, undefined, as);
    expect(res.statusCode, res.body).toBe(200);
    return json<Page>(res);
  };

  it('lists the seeded demo orders with the list contract: paging, -1 = all, counts', async () => {
    const first = await page('page=0&size=10', 'production-viewer');
    expect(first.result).toHaveLength(10);
    expect(first.totalCount).toBeGreaterThanOrEqual(50);
    const all = await page('page=0&size=-1');
    expect(all.result).toHaveLength(all.filteredCount);
    const second = await page('page=1&size=10');
    expect(second.result[0]?.orderId).toBe(all.result[10]?.orderId);
    const row = first.result[0] as OrderListRow;
    expect(Object.keys(row).sort()).toEqual(
      [
        '__v',
        'comment',
        'customerCode',
        'customerName',
        'customerPhone',
        'recipientName',
        'recipientPhone',
        'externalIds',
        'deliveryAddress',
        'deliveryToSite',
        'expectedDeadlineDate',
        'factoryShortName',
        'incoterm',
        'invalidReasons',
        'itemCount',
        'kg',
        'orderDate',
        'orderDeadlineDate',
        'orderId',
        'orderNr',
        'palletsCount',
        'preferredTrucks',
        'productCategory',
        'releaseDate',
        'status',
        'type',
        'updatedAt',
      ].sort(),
    );
    // The grid's contact and external-id columns come from the row itself.
    const made = await create({
      customer: { name: 'Lista Bau Kft.', phone: '+36 30 111 2222', recipientName: 'Kiss Anna' },
      externalIds: { orderNr: `L-${Date.now()}`, deliverySpec: 'hátsó rakodás' },
    });
    const listed = (await page(`page=0&size=5&q=${encodeURIComponent(made.orderId)}`)).result.find(
      (r) => r.orderId === made.orderId,
    );
    expect(listed).toMatchObject({
      customerPhone: '+36 30 111 2222',
      recipientName: 'Kiss Anna',
      externalIds: { deliverySpec: 'hátsó rakodás' },
    });
  });

  it('seeds realistic demo orders on first start: the demo factories, 1–5 items, geocoded addresses', async () => {
    const demo = (
      await page(
        `size=-1&statuses=new&statuses=invalid&${filterOf({ orderId: { type: 'contains', value: 'D00' } })}`,
      )
    ).result;
    expect(demo.length).toBe(50);
    expect(new Set(demo.map((o) => o.factoryShortName))).toEqual(new Set(['TVS', 'MTR', 'ORB', 'KNY']));
    for (const o of demo) {
      expect(o.itemCount).toBeGreaterThanOrEqual(1);
      expect(o.itemCount).toBeLessThanOrEqual(5);
    }
    const invalid = demo.filter((o) => o.status === 'invalid');
    expect(invalid.length).toBe(2);
    expect(invalid.every((o) => o.invalidReasons[0]?.code === 'CANNOT_BE_GEOCODED')).toBe(true);
    const one = json<Order>(
      await call('GET', apiPath(A.one, { id: demo.find((o) => o.status === 'new')?.orderId ?? '' })),
    );
    expect(one.deliveryCoords).not.toBeNull();
    expect(
      one.expectedDeadlineDate && one.orderDeadlineDate && one.expectedDeadlineDate <= one.orderDeadlineDate,
    ).toBe(true);
    // The seed goes through the mode's rules (issue 36): deliveryToSite from the incoterm and the
    // expected deadline are the rules' answer, not a TypeScript copy.
    for (const o of demo) expect(o.deliveryToSite, o.orderId).toBe(['Z', 'X'].includes(o.incoterm ?? ''));
    const asked = await env().request(RULES_API.evaluate, {
      as: 'superadmin',
      payload: {
        entity: 'order',
        rows: [
          {
            orderDate: one.orderDate,
            releaseDate: one.releaseDate,
            orderDeadlineDate: one.orderDeadlineDate,
          },
        ],
        ctx: { deliveryInterval: 5, deliveryIntervalType: 'workday' },
        families: ['deadlines'],
      },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(one.expectedDeadlineDate).toBe(asked.data.results[0]?.changes.expectedDeadlineDate);
  });

  it('keeps exact counts (trigger-kept) through creates, closes, status changes and deletes', async () => {
    const db = env().database.db;
    const a = await create();
    const b = await create({ factoryShortName: 'MTR' });
    await call('PUT', apiPath(A.close, { id: a.orderId }), {});
    await sql`update orders set status = 'processing' where order_id = ${b.orderId}`.execute(db);
    const c = await create();
    await env().call({ method: 'DELETE', url: apiPath(A.remove, { id: c.orderId }), as: 'admin' });
    const real = async (where: ReturnType<typeof sql>) =>
      Number(
        (await sql<{ n: number }>`select count(*)::int as n from orders where ${where}`.execute(db)).rows[0]
          ?.n,
      );
    const all = await page('size=1&statuses=new&statuses=invalid&statuses=closed&statuses=processing');
    expect(all.totalCount).toBe(await real(sql`true`));
    expect(all.filteredCount).toBe(await real(sql`status in ('new', 'invalid', 'closed', 'processing')`));
    const tvs = await page(
      `size=1&${filterOf({ factoryShortName: { type: 'in', values: ['TVS', 'MTR'] } })}`,
    );
    expect(tvs.filteredCount).toBe(
      await real(sql`factory_short_name in ('TVS', 'MTR') and status not in ('closed', 'merged')`),
    );
    const processing = await page(
      `size=1&statuses=processing&${filterOf({ factoryShortName: { type: 'equals', value: 'MTR' } })}`,
    );
    expect(processing.filteredCount).toBe(
      await real(sql`factory_short_name = 'MTR' and status = 'processing'`),
    );
    expect(processing.filteredCount).toBeGreaterThan(0);
  });

  it('hides closed orders by default and shows them when asked by status', async () => {
    const order = await create();
    await call('PUT', apiPath(A.close, { id: order.orderId }), {});
    const byDefault = await page(
      `size=-1&${filterOf({ orderId: { type: 'equals', value: order.orderId } })}`,
    );
    expect(byDefault.result).toEqual([]);
    const closed = await page(
      `size=-1&statuses=closed&${filterOf({ orderId: { type: 'equals', value: order.orderId } })}`,
    );
    expect(closed.result.map((r) => r.orderId)).toEqual([order.orderId]);
  });

  it('filters by text, date, number and blank, sorts, and refuses unknown fields', async () => {
    // A release day of its own: a year after the seed's last date (no other order has it).
    const uniqueRelease = nextWeekday((await periodBeyondSeed(env().database.db)).from, 1);
    const order = await create({
      customer: { name: 'Egyedi Zsalukő Kft.', customerCode: 'ZS-991', phone: '+36 30 111 2222' },
      releaseDate: uniqueRelease,
      orderDeadlineDate: addDays(uniqueRelease, 11),
      orderItems: [
        buildOrderItem({ palletsCount: 3.5, kg: 1000 }),
        buildOrderItem({ palletsCount: 2, kg: 234.5 }),
      ],
    });
    const byName = await page(
      `size=-1&${filterOf({ customerName: { type: 'contains', value: 'zsalukő' } })}`,
    );
    expect(byName.result.map((r) => r.orderId)).toEqual([order.orderId]);
    // PTH30NF is a catalogue product (80 per pallet): 160 pieces are counted as 2 pallets each.
    expect(byName.result[0]).toMatchObject({
      itemCount: 2,
      palletsCount: 4,
      kg: 1234.5,
      customerCode: 'ZS-991',
    });
    const byDate = await page(
      `size=-1&${filterOf({ releaseDate: { type: 'equals', value: uniqueRelease } })}`,
    );
    expect(byDate.result.map((r) => r.orderId)).toEqual([order.orderId]);
    const badDate = await page(`size=-1&${filterOf({ releaseDate: { type: 'equals', value: 'tegnap' } })}`);
    expect(badDate.result).toEqual([]);
    const byPallets = await page(`size=-1&${filterOf({ palletsCount: { type: 'in', values: ['4'] } })}`);
    expect(byPallets.result.map((r) => r.orderId)).toContain(order.orderId);
    const quick = await page('size=-1&q=ZSALUKŐ');
    expect(quick.result.map((r) => r.orderId)).toEqual([order.orderId]);
    const blank = await page(
      `size=-1&${filterOf({ comment: { type: 'blank' }, customerCode: { type: 'equals', value: 'ZS-991' } })}`,
    );
    expect(blank.result.map((r) => r.orderId)).toEqual([order.orderId]);
    const sorted = await page('size=-1&sort=releaseDate:desc');
    const dates = sorted.result.map((r) => r.releaseDate).filter((d): d is string => d !== null);
    expect(dates).toEqual([...dates].sort().reverse());
    const unknown = await call('GET', `${apiPath(A.list)}?sort=password:asc`);
    expect(unknown.statusCode).toBe(400);
    expect(json<ErrorBody>(unknown).details).toEqual({ password: 'Ismeretlen mező: password' });
    const badFilter = await call('GET', `${apiPath(A.list)}?filter=nem-json`);
    expect(badFilter.statusCode).toBe(400);
  });

  it('bulk-saves several rows in one go, and refuses the whole batch when one row is stale', async () => {
    const a = await create();
    const b = await create();
    const ok = await call('PATCH', apiPath(A.bulk), {
      items: [
        { orderId: a.orderId, __v: 0, changes: { comment: 'A' } },
        { orderId: b.orderId, __v: 0, changes: { comment: 'B', releaseDate: addDays(nextMonday(), 8) } },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json<{ orders: Order[] }>(ok).orders.map((o) => [o.comment, o.__v])).toEqual([
      ['A', 1],
      ['B', 1],
    ]);
    const stale = await call('PATCH', apiPath(A.bulk), {
      items: [
        { orderId: a.orderId, __v: 1, changes: { comment: 'A2' } },
        { orderId: b.orderId, __v: 0, changes: { comment: 'B2' } },
      ],
    });
    expect(stale.statusCode).toBe(409);
    expect(Object.keys(json<ErrorBody>(stale).details ?? {})).toEqual([b.orderId]);
    expect(json<Order>(await call('GET', apiPath(A.one, { id: a.orderId }))).comment).toBe('A');
  });

  it('bulk: a rule refusal names its row and saves nothing; the production manager may not touch items', async () => {
    const a = await create();
    const b = await create();
    const refused = await call('PATCH', apiPath(A.bulk), {
      items: [
        { orderId: a.orderId, __v: 0, changes: { comment: 'ok' } },
        { orderId: b.orderId, __v: 0, changes: { customer: { email: 'rossz-cim' } } },
      ],
    });
    expect(refused.statusCode).toBe(422);
    expect(json<ErrorBody>(refused).details).toEqual({
      [b.orderId]: 'customer.email: Az email cím formátuma nem megfelelő!',
    });
    expect(json<Order>(await call('GET', apiPath(A.one, { id: a.orderId }))).comment).toBe('');
    const items = await call(
      'PATCH',
      apiPath(A.bulk),
      { items: [{ orderId: a.orderId, __v: 0, changes: { orderItems: [buildOrderItem()] } }] },
      'production-manager',
    );
    expect(items.statusCode).toBe(403);
    expect(Object.keys(json<ErrorBody>(items).details ?? {})).toEqual([a.orderId]);
    await sql`update orders set status = 'processing' where order_id = ${b.orderId}`.execute(
      env().database.db,
    );
    const locked = await call('PATCH', apiPath(A.bulk), {
      items: [{ orderId: b.orderId, __v: 0, changes: { comment: 'x' } }],
    });
    expect(locked.statusCode).toBe(403);
    expect(json<ErrorBody>(locked).details?.[b.orderId]).toBe(
      'A rendelés csak új vagy hibás státuszban szerkeszthető!',
    );
    const missing = await call('PATCH', apiPath(A.bulk), {
      items: [{ orderId: 'NINCS', __v: 0, changes: { comment: 'x' } }],
    });
    expect(missing.statusCode).toBe(404);
    const twice = await call('PATCH', apiPath(A.bulk), {
      items: [
        { orderId: a.orderId, __v: 0, changes: { comment: 'x' } },
        { orderId: a.orderId, __v: 0, changes: { comment: 'y' } },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect((await call('PATCH', apiPath(A.bulk), { items: [] })).statusCode).toBe(400);
    expect(
      (
        await call(
          'PATCH',
          apiPath(A.bulk),
          { items: [{ orderId: a.orderId, __v: 0, changes: {} }] },
          'logistics-viewer',
        )
      ).statusCode,
    ).toBe(403);
  });

  it('generates unique ids (YYMMDD + factory + 5 characters, order number) that are not taken', async () => {
    const seen = new Set<string>();
    const day = addDays(nextMonday(), 7);
    const yymmdd = day.slice(2).replaceAll('-', '');
    for (let i = 0; i < 25; i++) {
      const res = await call(
        'GET',
        `${apiPath(A.generateIds)}?factoryShortName=TVS&ids=orderId&ids=externalIds.orderNr&date=${day}`,
      );
      expect(res.statusCode).toBe(200);
      const { orderId, orderNr } = json<{ orderId: string; orderNr: string }>(res);
      expect(orderId).toMatch(new RegExp(`^${yymmdd}TVS[A-Z2-9]{5}$`));
      expect(orderNr).toMatch(new RegExp(`^${yymmdd}\\d{6}$`));
      expect(seen.has(orderId)).toBe(false);
      seen.add(orderId);
      expect(json<{ exists: boolean }>(await call('GET', apiPath(A.exists, { id: orderId }))).exists).toBe(
        false,
      );
    }
    const onlyId = json<Record<string, string>>(
      await call('GET', `${apiPath(A.generateIds)}?factoryShortName=MTR&ids=orderId`),
    );
    expect(Object.keys(onlyId)).toEqual(['orderId']);
    expect((await call('GET', `${apiPath(A.generateIds)}?factoryShortName=NOPE`)).statusCode).toBe(422);
    expect((await call('GET', apiPath(A.generateIds))).statusCode).toBe(400);
    expect(
      (await call('GET', `${apiPath(A.generateIds)}?factoryShortName=TVS`, undefined, 'production-manager'))
        .statusCode,
    ).toBe(403);
  });

  it('answers exists, check-version, order-ids and check-selections', async () => {
    const order = await create();
    expect(
      json<{ exists: boolean }>(await call('GET', apiPath(A.exists, { id: order.orderId }))).exists,
    ).toBe(true);
    const v = json<{ upToDate: boolean; __v: number }>(
      await call('GET', apiPath(A.checkVersion, { id: order.orderId, version: '0' })),
    );
    expect(v).toMatchObject({ upToDate: true, __v: 0 });
    expect(
      json<{ upToDate: boolean }>(
        await call('GET', apiPath(A.checkVersion, { id: order.orderId, version: '3' })),
      ).upToDate,
    ).toBe(false);
    expect(
      (await call('GET', apiPath(A.checkVersion, { id: order.orderId, version: 'abc' }))).statusCode,
    ).toBe(400);
    expect((await call('GET', apiPath(A.checkVersion, { id: 'NINCS', version: '0' }))).statusCode).toBe(404);
    const ids = json<string[]>(
      await call('GET', `${apiPath(A.orderIds)}?q=${order.orderId.slice(0, 9).toLowerCase()}&limit=1000`),
    );
    expect(ids).toContain(order.orderId);
    expect(ids.every((id) => id.startsWith(order.orderId.slice(0, 9)))).toBe(true);
    expect((await call('GET', `${apiPath(A.orderIds)}?limit=0`)).statusCode).toBe(400);
    const sel = await call('POST', apiPath(A.checkSelections), {
      items: [
        { orderId: order.orderId, __v: 0 },
        { orderId: 'NINCS', __v: 0 },
      ],
    });
    const body = json<CheckSelectionsResponse>(sel);
    expect(body.hasChanges).toBe(true);
    expect(body.result).toEqual([
      { orderId: order.orderId, exists: true, status: 'new', __v: 0, stale: false, editable: true },
      { orderId: 'NINCS', exists: false, status: null, __v: null, stale: false, editable: false },
    ]);
    expect((await call('POST', apiPath(A.checkSelections), { items: [] })).statusCode).toBe(400);
  });

  it('check-changes reports changes since a time and a count that moved', async () => {
    const before = json<CheckChangesResponse>(await call('GET', apiPath(A.checkChanges)));
    expect(before.latest).not.toBeNull();
    const quiet = json<CheckChangesResponse>(
      await call(
        'GET',
        `${apiPath(A.checkChanges)}?since=${encodeURIComponent(before.latest ?? '')}&count=${before.count}`,
      ),
    );
    expect(quiet).toMatchObject({ hasChanges: false, changedCount: 0 });
    await create();
    const moved = json<CheckChangesResponse>(
      await call(
        'GET',
        `${apiPath(A.checkChanges).slice(0, -1)}?since=${encodeURIComponent(before.latest ?? '')}&count=${before.count}`,
      ),
    );
    expect(moved).toMatchObject({ hasChanges: true, changedCount: 1, count: before.count + 1 });
    expect((await call('GET', `${apiPath(A.checkChanges)}?since=tegnap`)).statusCode).toBe(400);
    const mine = await create();
    const versions = `versions=${mine.orderId}:0&versions=NINCS:0`;
    const known = json<CheckChangesResponse>(await call('GET', `${apiPath(A.checkChanges)}?${versions}`));
    expect(known).toMatchObject({ hasChanges: true, changedOrderIds: ['NINCS'] });
    const same = json<CheckChangesResponse>(
      await call('GET', `${apiPath(A.checkChanges)}?versions=${mine.orderId}:0`),
    );
    expect(same).toMatchObject({ hasChanges: false, changedOrderIds: [] });
    await call('PUT', `${apiPath(A.update, { id: mine.orderId })}?version=0`, { comment: 'új' });
    const moved2 = json<CheckChangesResponse>(
      await call('GET', `${apiPath(A.checkChanges)}?versions=${mine.orderId}:0`),
    );
    expect(moved2.changedOrderIds).toEqual([mine.orderId]);
    expect((await call('GET', `${apiPath(A.checkChanges)}?versions=rossz`)).statusCode).toBe(400);
  });

  it('gives order details with totals and events, and the customers for the form', async () => {
    const order = await create({
      customer: { name: 'Részletes Bau Kft.', customerCode: 'RB-1', phone: '+36 1 222 3333' },
    });
    await call('PUT', `${apiPath(A.update, { id: order.orderId })}?version=0`, { comment: 'második' });
    const details = json<OrderDetailsResponse>(
      await call('GET', apiPath(A.orderDetails, { id: order.orderId }), undefined, 'production-manager'),
    );
    expect(details.order.orderId).toBe(order.orderId);
    expect(details.totals).toEqual({ itemCount: 1, palletsCount: 2, kg: 2640 });
    expect(details.events.map((e) => e.action)).toEqual(['updated', 'created']);
    expect((await call('GET', apiPath(A.orderDetails, { id: 'NINCS' }))).statusCode).toBe(404);
    const customers = json<OrderCustomerSummary[]>(await call('GET', `${apiPath(A.customers)}?q=részletes`));
    expect(customers).toEqual([
      expect.objectContaining({
        name: 'Részletes Bau Kft.',
        customerCode: 'RB-1',
        phone: '+36 1 222 3333',
        orderCount: 1,
      }),
    ]);
    expect(
      json<OrderCustomerSummary[]>(await call('GET', `${apiPath(A.customers)}?limit=5`)).length,
    ).toBeLessThanOrEqual(5);
  });

  it('calculates workdays, expected and default deadlines for the form', async () => {
    const get = async (path: string) => {
      const [date = '', rest = ''] = path.split('/');
      const [type = '', query] = rest.split('?');
      const url = apiPath(A.date, { date, type }) + (query ? `?${query}` : '');
      const res = await call('GET', url, undefined, 'production-viewer');
      expect(res.statusCode, res.body).toBe(200);
      return json<OrderDateResponse>(res);
    };
    // A Monday ahead (no calendar override in the seed: Monday to Friday are workdays).
    const mon = addDays(nextMonday(), 7);
    const sat = addDays(mon, -2);
    expect(await get(`${sat}/workday`)).toMatchObject({
      date: sat,
      workday: false,
      previousWorkday: addDays(mon, -3),
      nextWorkday: mon,
    });
    expect((await get(`${mon}/expectedDeadline`)).date).toBe(addDays(mon, 7));
    expect((await get(`${mon}/expectedDeadline?orderDeadlineDate=${addDays(mon, 2)}`)).date).toBe(
      addDays(mon, 2),
    );
    expect(
      (await get(`${mon}/expectedDeadline?deliveryInterval=3&deliveryIntervalType=calendarDay`)).date,
    ).toBe(addDays(mon, 3));
    const def = await get(`${mon}/defaultDeadline`);
    expect(def).toMatchObject({ date: addDays(mon, 7), workday: true });
    expect((await call('GET', apiPath(A.date, { date: '2026-13-01', type: 'workday' }))).statusCode).toBe(
      400,
    );
    expect((await call('GET', apiPath(A.date, { date: mon, type: 'tomorrow' }))).statusCode).toBe(400);
    expect(
      (await call('GET', apiPath(A.date, { date: mon, type: 'workday' }), undefined, 'transporter-viewer'))
        .statusCode,
    ).toBe(403);
  });
});
