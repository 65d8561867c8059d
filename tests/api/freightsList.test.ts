import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/core/calendar/workdays.ts';
import { FREIGHT_STATUSES } from '../../src/core/config/enums.ts';
import { FREIGHTS_API } from '../../src/core/freights/freights.api.ts';
import type { FreightListRow } from '../../src/core/freights/freights.schemas.ts';
import { ORDERS_API } from '../../src/core/orders/orders.api.ts';
import { TRANSPORTERS_API } from '../../src/core/transporters/transporters.api.ts';
import { insertFreights, type NewFreight } from '../../src/server/db/repositories/freights.repository.ts';
import { findUserByUsername } from '../../src/server/db/repositories/users.repository.ts';
import { recordEvent } from '../../src/server/events/recordEvent.ts';
import { newFreightValues } from '../factories/freights.factory.ts';
import { buildOrder } from '../factories/orders.factory.ts';
import { nextMonday } from '../support/dates.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';

const uniq = () => Math.random().toString(36).slice(2, 7).toUpperCase();
const filterOf = (f: Record<string, unknown>) => JSON.stringify(f);

describe.each(BACKENDS)('freights read side [%s]', (backend) => {
  const env = useTestEnv(backend);
  const api = FREIGHTS_API;
  const db = () => env().database.db;
  const store = (values: Partial<NewFreight>[]) => insertFreights(db(), values.map(newFreightValues));
  const list = async (query: Record<string, string | number | string[]>, as = 'logistics-viewer') => {
    const res = await env().request(api.list, { as, query });
    expect(res.statusCode, res.body).toBe(200);
    return res.data;
  };
  const ownTransporter = async () =>
    (await findUserByUsername(db(), 'transporter-manager'))?.transporterId as string;
  const otherTransporter = async () =>
    (
      await env().request(TRANSPORTERS_API.create, {
        as: 'admin',
        payload: { companyName: 'Másik Fuvar Kft.', shortName: `M${uniq()}` },
      })
    ).data.transporter.id;

  it('pages, sorts numbers as numbers, filters by column, status, quick filter, freightId and orderIds; -1 = all', async () => {
    const factory = `F${uniq()}`;
    const mon = nextMonday();
    const byFactory = filterOf({ factoryShortName: { type: 'equals', value: factory } });
    const order = (id: string) => ({
      cargo: [
        {
          orderId: id,
          palletType: 'EUR',
          pallets: 3,
          kg: 900,
          externalIds: {},
          transportStatus: 'unknown' as const,
        },
      ],
    });
    const stored = await store([
      { factoryShortName: factory, deliveryDate: addDays(mon, 0), ...order(`${factory}-A`) },
      {
        factoryShortName: factory,
        deliveryDate: addDays(mon, 1),
        status: 'published',
        ...order(`${factory}-B`),
      },
      {
        factoryShortName: factory,
        deliveryDate: addDays(mon, 2),
        status: 'cancelled',
        ...order(`${factory}-C`),
      },
      {
        factoryShortName: factory,
        deliveryDate: addDays(mon, 3),
        driverName: 'Kovács Géza',
        ...order(`${factory}-D`),
      },
    ]);
    const numbers = stored.map((f) => f.freightId);

    const page0 = await list({ size: 2, page: 0, filter: byFactory, sort: 'freightId:asc' });
    expect(page0.filteredCount).toBe(3); // cancelled is left out by default
    expect(page0.result.map((r) => r.freightId)).toEqual([numbers[0], numbers[1]]);
    const page1 = await list({ size: 2, page: 1, filter: byFactory, sort: 'freightId:asc' });
    expect(page1.result.map((r) => r.freightId)).toEqual([numbers[3]]);
    expect(page0.totalCount).toBeGreaterThanOrEqual(4);

    const all = await list({ size: -1, filter: byFactory, statuses: ['new', 'published', 'cancelled'] });
    expect(all.result).toHaveLength(4);
    const desc = await list({ size: -1, filter: byFactory, sort: 'freightId:desc' });
    expect(desc.result.map((r) => r.freightId)).toEqual([numbers[3], numbers[1], numbers[0]]);

    const published = await list({ size: -1, filter: byFactory, statuses: ['published'] });
    expect(published.result.map((r) => r.freightId)).toEqual([numbers[1]]);

    const quick = await list({ size: -1, filter: byFactory, q: 'kovács' });
    expect(quick.result.map((r) => r.freightId)).toEqual([numbers[3]]);

    const two = await list({ size: -1, freightId: `${numbers[0]},${numbers[3]}` });
    expect(two.result.map((r) => r.freightId).sort()).toEqual([numbers[0], numbers[3]].sort());

    const byOrder = await list({
      size: -1,
      filter: filterOf({ orderIds: { type: 'in', values: [`${factory}-B`, `${factory}-D`] } }),
    });
    expect(byOrder.result.map((r) => r.freightId).sort()).toEqual([numbers[1], numbers[3]].sort());

    const dated = await list({
      size: -1,
      filter: filterOf({
        factoryShortName: { type: 'equals', value: factory },
        deliveryDate: { type: 'equals', value: addDays(mon, 3) },
      }),
    });
    expect(dated.result).toHaveLength(1);
    const row = dated.result[0] as FreightListRow;
    expect(row).toMatchObject({
      freightId: numbers[3],
      orderIds: [`${factory}-D`],
      waypointCount: 1,
      route: 'Győr',
      transporterName: null,
      driverName: 'Kovács Géza',
    });
    // T24L holds 33 pallet places in the demo fleet: 12 / 33.
    expect(row.fillRate).toBeGreaterThan(0);
    expect(row).not.toHaveProperty('waypoints');
    expect(row).not.toHaveProperty('cargo');
  });

  it('numbers sort as numbers across digit counts ("999" before "1000")', async () => {
    const factory = `N${uniq()}`;
    const [f] = await store([{ factoryShortName: factory }]);
    // A freight number below 1000 stands for older data: it must come first ascending.
    await db().updateTable('freights').set({ freight_id: '999' }).where('id', '=', f!.id).execute();
    await store([{ factoryShortName: factory }]);
    const asc = await list({
      size: -1,
      filter: filterOf({ factoryShortName: { type: 'equals', value: factory } }),
      sort: 'freightId:asc',
    });
    expect(asc.result[0]?.freightId).toBe('999');
    expect(Number(asc.result[1]?.freightId)).toBeGreaterThan(999);
  });

  it('details by uuid and by number, with the carried orders and the events; unknown is 404', async () => {
    const [f] = await store([{ factoryShortName: `D${uniq()}`, packingPlan: null }]);
    const byNumber = await env().request(api.details, { as: 'admin', params: { id: f!.freightId } });
    expect(byNumber.statusCode).toBe(200);
    expect(byNumber.data.freight).toEqual(f);
    expect(byNumber.data).toMatchObject({
      transporterName: null,
      geometry: null,
      packingPlan: null,
      orders: [],
      events: [],
    });
    const byUuid = await env().request(api.details, { as: 'admin', params: { id: f!.id } });
    expect(byUuid.data.freight.freightId).toBe(f!.freightId);
    expect((await env().request(api.details, { as: 'admin', params: { id: '99999999' } })).statusCode).toBe(
      404,
    );
    expect(
      (
        await env().request(api.details, {
          as: 'admin',
          params: { id: '00000000-0000-4000-8000-000000000000' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("details list the carried orders and the freight's events", async () => {
    const created = await env().request(ORDERS_API.create, {
      as: 'logistics-manager',
      payload: buildOrder(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const orderId = created.data.order.orderId;
    const base = newFreightValues();
    const [f] = await store([
      {
        factoryShortName: `O${uniq()}`,
        waypoints: [{ ...base.waypoints[0]!, orderId, orderIds: [orderId] }],
        cargo: [{ ...base.cargo[0]!, orderId }],
      },
    ]);
    const actor = {
      role: 'admin' as const,
      userId: null,
      username: 'planner',
      transporterId: null,
      synthetic: false,
    };
    await recordEvent(db(), actor, {
      entity: 'freight',
      entityId: f!.id,
      action: 'created',
      after: f!,
      freightId: f!.freightId,
    });
    const res = await env().request(api.details, { as: 'admin', params: { id: f!.freightId } });
    expect(res.data.orders).toEqual([
      expect.objectContaining({
        orderId,
        customerName: created.data.order.customer.name,
        status: created.data.order.status,
      }),
    ]);
    expect(res.data.events).toEqual([expect.objectContaining({ action: 'created', userName: 'planner' })]);
    const byOrder = await list({
      size: -1,
      filter: filterOf({ orderIds: { type: 'contains', value: orderId.toLowerCase() } }),
    });
    expect(byOrder.result.map((r) => r.id)).toEqual([f!.id]);
  });

  it('transporter users see only their freights: list, details (404 otherwise), numbers, check-selections, check-changes', async () => {
    const own = await ownTransporter();
    const other = await otherTransporter();
    const factory = `T${uniq()}`;
    const [mine, theirs] = await store([
      { factoryShortName: factory, transporterId: own },
      { factoryShortName: factory, transporterId: other },
    ]);
    const byFactory = filterOf({ factoryShortName: { type: 'equals', value: factory } });
    for (const as of ['transporter-manager', 'transporter-viewer']) {
      const seen = await list({ size: -1 }, as);
      expect(
        seen.result.every((r) => r.transporterId === own),
        as,
      ).toBe(true);
      expect(seen.totalCount, as).toBe(seen.result.length);
      expect((await list({ size: -1, filter: byFactory }, as)).result.map((r) => r.id)).toEqual([mine!.id]);
      expect((await env().request(api.details, { as, params: { id: theirs!.freightId } })).statusCode).toBe(
        404,
      );
      expect((await env().request(api.details, { as, params: { id: mine!.freightId } })).statusCode).toBe(
        200,
      );
      const numbers = await env().request(api.freightNumbers, { as, query: { q: '', limit: 100 } });
      expect(numbers.data).toContain(mine!.freightId);
      expect(numbers.data).not.toContain(theirs!.freightId);
      const sel = await env().request(api.checkSelections, {
        as,
        payload: {
          items: [
            { id: mine!.id, __v: 0 },
            { id: theirs!.id, __v: 0 },
          ],
        },
      });
      expect(sel.data.result.map((r) => r.exists)).toEqual([true, false]);
      const changes = await env().request(api.checkChanges, { as, params: { id: 'freights' } });
      expect(changes.data.totalCount).toBe(seen.totalCount);
    }
    // Staff see both, with the transporter's name.
    const staff = await list({ size: -1, filter: byFactory });
    expect(staff.result).toHaveLength(2);
    expect(staff.result.find((r) => r.id === theirs!.id)?.transporterName).toBe('Másik Fuvar Kft.');
    // The name sorts (null, the own freight's, last ascending) and filters: the list joins the names only then.
    const sorted = await list({ size: -1, filter: byFactory, sort: 'transporterName:asc' });
    // Demo Fuvar Kft. (the seeded transporter-manager's) before Másik Fuvar Kft.
    expect(sorted.result.map((r) => r.id)).toEqual([mine!.id, theirs!.id]);
    const named = await list({
      size: -1,
      filter: filterOf({
        factoryShortName: { type: 'equals', value: factory },
        transporterName: { type: 'contains', value: 'másik fuvar' },
      }),
    });
    expect(named.result.map((r) => r.id)).toEqual([theirs!.id]);
  });

  it('route: the cities, else the addresses, in driving order; sorted by delivery date the pages follow the days, then the uuid', async () => {
    const factory = `R${uniq()}`;
    const mon = nextMonday();
    const base = newFreightValues();
    const stop = (city: string | null, address: string) => ({ ...base.waypoints[0]!, city, address });
    const [f] = await store([
      {
        factoryShortName: factory,
        waypoints: [stop('Pápa', 'Fő utca 1.'), stop(null, 'Tata, Ady u. 2.'), stop('Győr', 'Kossuth u. 3.')],
      },
    ]);
    const byFactory = filterOf({ factoryShortName: { type: 'equals', value: factory } });
    expect((await list({ size: -1, filter: byFactory })).result[0]).toMatchObject({
      id: f!.id,
      waypointCount: 3,
      route: 'Pápa → Tata, Ady u. 2. → Győr',
    });
    // Two freights a day on three days: pages of two, sorted both ways, are the days in order, ties by uuid.
    await store(
      [0, 0, 1, 1, 2, 2].map((d) => ({ factoryShortName: factory, deliveryDate: addDays(mon, d) })),
    );
    const all = (await list({ size: -1, filter: byFactory })).result.filter((r) => r.id !== f!.id);
    for (const dir of ['asc', 'desc'] as const) {
      const expected = [...all]
        .sort((a, b) => (a.deliveryDate ?? '').localeCompare(b.deliveryDate ?? '') || (a.id < b.id ? -1 : 1))
        .map((r) => r.id);
      if (dir === 'desc') expected.reverse();
      const paged: string[] = [];
      for (let page = 0; page < 4; page++) {
        const rows = (await list({ page, size: 2, filter: byFactory, sort: `deliveryDate:${dir}` })).result;
        paged.push(...rows.map((r) => r.id).filter((id) => id !== f!.id));
      }
      expect(paged, dir).toEqual(expected);
    }
  });

  it('check-changes: nothing new after the latest change; an insert or a different count is a change', async () => {
    const first = await env().request(api.checkChanges, { as: 'admin', params: { id: 'freights' } });
    expect(first.statusCode).toBe(200);
    const { latest, totalCount } = first.data;
    const quiet = await env().request(api.checkChanges, {
      as: 'admin',
      params: { id: 'freights' },
      query: { date: latest ?? new Date(0).toISOString(), count: totalCount },
    });
    expect(quiet.data).toMatchObject({ hasChanges: false, changedCount: 0, totalCount });
    const counted = await env().request(api.checkChanges, {
      as: 'admin',
      params: { id: 'freights' },
      query: { date: latest ?? new Date(0).toISOString(), count: totalCount + 1 },
    });
    expect(counted.data.hasChanges).toBe(true);
    await store([{ factoryShortName: `C${uniq()}` }]);
    const after = await env().request(api.checkChanges, {
      as: 'admin',
      params: { id: 'freights' },
      query: { date: latest ?? new Date(0).toISOString(), count: totalCount },
    });
    expect(after.data).toMatchObject({ hasChanges: true, changedCount: 1, totalCount: totalCount + 1 });
  });

  it('check-selections by uuid or number: exists, version and whether it changed', async () => {
    const [f] = await store([{ factoryShortName: `S${uniq()}` }]);
    const res = await env().request(api.checkSelections, {
      as: 'admin',
      payload: {
        items: [
          { id: f!.id, __v: 0 },
          { id: f!.freightId, __v: 3 },
          { id: '00000000-0000-4000-8000-000000000000' },
        ],
      },
    });
    expect(res.data.result).toEqual([
      { id: f!.id, exists: true, __v: 0, changed: false },
      { id: f!.freightId, exists: true, __v: 0, changed: true },
      { id: '00000000-0000-4000-8000-000000000000', exists: false, __v: null, changed: true },
    ]);
  });

  it('statuses: the ordered list; cancelled only when asked for while order_closure is active', async () => {
    const plain = await env().request(api.statuses, { as: 'logistics-viewer' });
    expect(plain.data).toEqual(FREIGHT_STATUSES.filter((s) => s !== 'cancelled'));
    const asked = await env().request(api.statuses, {
      as: 'logistics-viewer',
      query: { withCancelled: 'true' },
    });
    expect(asked.data.at(-1)).toBe('cancelled');
  });

  it('freight numbers: prefix search in number order; the gate and anyone are refused', async () => {
    const [f] = await store([{ factoryShortName: `P${uniq()}` }]);
    const res = await env().request(api.freightNumbers, {
      as: 'admin',
      query: { q: f!.freightId, limit: 5 },
    });
    expect(res.data[0]).toBe(f!.freightId);
    expect((await env().request(api.list, { as: 'entrance-supervisor' })).statusCode).toBe(403);
    expect((await env().request(api.list, {})).statusCode).toBe(401);
  });
});
