import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/core/calendar/workdays.ts';
import { MODULES_API } from '../../src/core/config/modules.api.ts';
import { STATISTICS_API } from '../../src/core/statistics/statistics.api.ts';
import type { FreightStatRow, OrderStatistics } from '../../src/core/statistics/statistics.schemas.ts';
import { insertFreights } from '../../src/server/db/repositories/freights.repository.ts';
import { seedDemoStatistics } from '../../src/server/db/seed/seedStatistics.ts';
import { newFreightValues } from '../factories/freights.factory.ts';
import { addMonths, monthEnd, nextWeekday } from '../support/dates.ts';
import { periodBeyondSeed } from '../support/seedDates.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { json, useTestEnv } from './support/testEnv.ts';
import { withModule } from './support/withModule.ts';

describe.each(BACKENDS)('statistics [%s]', (backend) => {
  const env = useTestEnv(backend);
  const db = () => env().database.db;
  let transporterId = '';
  // A month no seeded record reaches (a year after the seed's last date): every figure below is
  // computed by hand from these rows. MON is a Monday in its second or third week, SUN the Sunday of
  // the week before (weeks start on Monday), both inside the month.
  let FROM = '';
  let TO = '';
  let MON = '';
  let SUN = '';

  beforeAll(async () => {
    ({ from: FROM, to: TO } = await periodBeyondSeed(db()));
    MON = nextWeekday(addDays(FROM, 8), 1);
    SUN = addDays(MON, -8);
    const t = await db().selectFrom('transporters').select(['id', 'company_name']).executeTakeFirstOrThrow();
    transporterId = t.id;
    await insertFreights(db(), [
      // TVS, T24L (33 places), delivered on time (on its planned day, noon UTC)
      newFreightValues({
        status: 'shipped',
        factoryShortName: 'TVS',
        depotShortName: 'TISZA',
        truckType: 'T24L',
        transporterId,
        deliveryDate: SUN,
        deliveredAt: new Date(`${SUN}T12:00:00Z`),
        expectedDeadlineDate: addDays(SUN, 1),
        pallets: 30,
        palletPlaces: 33,
        kg: 20000,
        distanceKm: 100,
        freightCost: 100000,
        freightIncome: 130000,
      }),
      // TVS, D22S (18 places), planned after its deadline, not delivered yet: not judged
      newFreightValues({
        status: 'scheduled',
        factoryShortName: 'TVS',
        depotShortName: 'TISZA',
        truckType: 'D22S',
        transporterId: null,
        deliveryDate: MON,
        expectedDeadlineDate: addDays(MON, -1),
        pallets: 9,
        palletPlaces: 9,
        kg: 6000,
        distanceKm: 50,
        freightCost: 50000,
        freightIncome: 60000,
      }),
      // ORB, unknown truck (no capacity), no deadline, no cost
      newFreightValues({
        status: 'new',
        factoryShortName: 'ORB',
        depotShortName: 'ORBOT',
        truckType: 'NOPE',
        deliveryDate: MON,
        expectedDeadlineDate: null,
        pallets: 5,
        palletPlaces: 5,
        kg: 1000,
        distanceKm: 0,
        freightCost: null,
        freightIncome: null,
      }),
      // cancelled: not counted unless asked
      newFreightValues({
        status: 'cancelled',
        factoryShortName: 'ORB',
        deliveryDate: addDays(MON, 1),
        pallets: 7,
      }),
      // outside the period
      newFreightValues({
        status: 'new',
        factoryShortName: 'ORB',
        deliveryDate: addMonths(FROM, 1),
        pallets: 11,
      }),
    ]);
  });

  it('totals and groups by factory match the hand computation', async () => {
    const res = await env().request(STATISTICS_API.freights, {
      as: 'admin',
      query: { from: FROM, to: TO, groupBy: 'factory', interval: 'week' },
    });
    expect(res.statusCode).toBe(200);
    const { totals, groups, series } = res.data;
    expect(totals).toMatchObject({
      count: 3,
      pallets: 44,
      kg: 27000,
      km: 150,
      cost: 150000,
      income: 190000,
      costPerPallet: 3409.09, // 150000 / 44
      costPerKm: 1000,
      fillRate: 0.8235, // (33 + 9) / (33 + 18); the unknown truck has no capacity
      onTimeRate: 1, // the one delivered freight with a deadline was delivered by it
    });
    const tvs = groups.find((g) => g.key === 'TVS')!;
    expect(tvs).toMatchObject({ label: 'TVS – Tiszavasvári téglagyár', count: 2, pallets: 39, cost: 150000 });
    expect(tvs.fillRate).toBe(0.8235); // 42 / 51
    const orb = groups.find((g) => g.key === 'ORB')!;
    expect(orb).toMatchObject({
      count: 1,
      costPerPallet: 0,
      costPerKm: null,
      fillRate: null,
      onTimeRate: null,
    });
    // Weeks start on Monday: SUN's week starts 6 days before it, MON starts its own.
    expect(series.map((p) => [p.bucket, p.key, p.count])).toEqual([
      [addDays(SUN, -6), 'TVS', 1],
      [MON, 'ORB', 1],
      [MON, 'TVS', 1],
    ]);
  });

  it('groups by transporter (with the no-transporter group), status, depot and truck type', async () => {
    const by = async (groupBy: string) =>
      (
        await env().request(STATISTICS_API.freights, {
          as: 'logistics-viewer',
          query: { from: FROM, to: TO, groupBy },
        })
      ).data.groups;
    const transporters = await by('transporter');
    expect(transporters.map((g) => [g.key === transporterId, g.count]).sort()).toEqual([
      [false, 2],
      [true, 1],
    ]);
    expect((await by('status')).map((g) => g.key)).toEqual(['new', 'scheduled', 'shipped']);
    expect((await by('depot')).map((g) => [g.key, g.count])).toEqual([
      ['ORBOT', 1],
      ['TISZA', 2],
    ]);
    expect((await by('truckType')).map((g) => g.key)).toEqual(['D22S', 'NOPE', 'T24L']);
  });

  it('counts cancelled freights only when the statuses ask for them', async () => {
    const res = await env().request(STATISTICS_API.freights, {
      as: 'admin',
      query: { from: FROM, to: TO, statuses: 'cancelled,new' },
    });
    expect(res.data.totals.count).toBe(2);
  });

  it('details list the freights behind one group, newest first, with a total count', async () => {
    const res = await env().request(STATISTICS_API.details, {
      as: 'admin',
      query: { from: FROM, to: TO, groupBy: 'factory', key: 'TVS', limit: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.totalCount).toBe(2);
    expect(res.data.rows).toHaveLength(1);
    expect(res.data.rows[0]).toMatchObject({ deliveryDate: MON, onTime: null, fillRate: 0.5 });
  });

  it('answers the vendor tables: freights by one dimension, and the orders', async () => {
    const table = await env().request(STATISTICS_API.table, {
      as: 'admin',
      params: { table: 'truck-types' },
      query: { from: FROM, to: TO },
    });
    expect((table.data as FreightStatRow[]).map((g) => g.key)).toEqual(['D22S', 'NOPE', 'T24L']);

    const base = {
      type: 'delivery',
      customer: {},
      customer_name: 'Teszt Vevő',
      customer_code: 'C1',
      delivery_address: '4440 Tiszavasvári',
      delivery_to_site: false,
      factory_short_name: 'TVS',
      preferred_trucks: [],
      comment: '',
      external_ids: {},
      invalid_reasons: [],
      order_date: addDays(FROM, 4),
    };
    await db()
      .insertInto('orders')
      .values([
        { ...base, order_id: 'STA-O-1', status: 'shipped', item_count: 2, pallets_count: 3.5, kg: 2000 },
        { ...base, order_id: 'STA-O-2', status: 'new', item_count: 1, pallets_count: 1, kg: 500 },
        {
          ...base,
          order_id: 'STA-O-3',
          status: 'processed',
          item_count: 1,
          pallets_count: 2,
          kg: 800,
          factory_short_name: 'ORB',
        },
      ] as never)
      .execute();
    const orders = await env().request(STATISTICS_API.table, {
      as: 'admin',
      params: { table: 'orders' },
      query: { from: FROM, to: TO, groupBy: 'depot' },
    });
    expect(orders.statusCode).toBe(200);
    const data = orders.data as OrderStatistics;
    expect(data.totals).toMatchObject({ count: 3, items: 4, pallets: 6.5, kg: 3300, planned: 2, shipped: 1 });
    expect(data.groups.map((g) => [g.key, g.count, g.shippedRate])).toEqual([
      ['ORBOT', 1, 0],
      ['TISZA', 2, 0.5],
    ]);
    expect(data.series).toHaveLength(2);

    const unknown = await env().request(STATISTICS_API.table, {
      as: 'admin',
      params: { table: 'nope' },
      query: { from: FROM, to: TO },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a wrong period with a Hungarian message', async () => {
    const reversed = await env().request(STATISTICS_API.freights, {
      as: 'admin',
      query: { from: TO, to: FROM },
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body).toContain('A záró dátum nem lehet korábbi a kezdő dátumnál!');
    const missing = await env().request(STATISTICS_API.freights, { as: 'admin', query: { from: FROM } });
    expect(missing.statusCode).toBe(400);
    const badGroup = await env().request(STATISTICS_API.freights, {
      as: 'admin',
      query: { from: FROM, to: TO, groupBy: 'colour' },
    });
    expect(badGroup.statusCode).toBe(400);
  });

  it('the demo history of npm start reads as believable statistics', async () => {
    // Eight weeks before a "today" five months after the fixture's month: the two months before it.
    const today = addMonths(FROM, 5);
    const made = await seedDemoStatistics(db(), today);
    expect(made).toBeGreaterThan(80);
    const res = await env().request(STATISTICS_API.freights, {
      as: 'admin',
      query: {
        from: addMonths(today, -2),
        to: monthEnd(addMonths(today, -1)),
        groupBy: 'factory',
        interval: 'week',
      },
    });
    expect(res.data.totals.count).toBe(made);
    expect(res.data.groups.length).toBeGreaterThanOrEqual(3);
    for (const g of res.data.groups) {
      expect(g.fillRate).toBeGreaterThanOrEqual(0.6);
      expect(g.fillRate).toBeLessThanOrEqual(1);
      expect(g.income).toBeGreaterThan(g.cost);
    }
    expect(res.data.totals.onTimeRate).toBeGreaterThan(0.75);
    expect(res.data.totals.onTimeRate).toBeLessThan(1);
  });

  it('is closed to transporters, to production roles unless allowed, and when the module is off', async () => {
    const q = { from: FROM, to: TO };
    expect(
      (await env().request(STATISTICS_API.freights, { as: 'transporter-manager', query: q })).statusCode,
    ).toBe(403);
    expect(
      (await env().request(STATISTICS_API.freights, { as: 'production-manager', query: q })).statusCode,
    ).toBe(403);
    expect((await env().request(STATISTICS_API.freights, { query: q })).statusCode).toBe(401);
    await withModule(db(), 'statistics', false, async () => {
      expect((await env().request(STATISTICS_API.freights, { as: 'admin', query: q })).statusCode).toBe(403);
    });
  });

  it('opens to production roles, with the same figures, once statistics.allowProductionUsers is set', async () => {
    const modules = json<{ id: string; key: string; config: Record<string, unknown> }[]>(
      await env().request(MODULES_API.list, { as: 'superadmin' }),
    );
    const statistics = modules.find((m) => m.key === 'statistics')!;
    const allow = (allowProductionUsers: boolean) =>
      env().request(MODULES_API.update, {
        params: { id: statistics.id },
        as: 'superadmin',
        payload: { active: true, config: { ...statistics.config, allowProductionUsers } },
      });
    const q = { from: FROM, to: TO, groupBy: 'factory' };
    expect((await allow(true)).statusCode).toBe(200);
    try {
      for (const as of ['production-manager', 'production-viewer']) {
        const res = await env().request(STATISTICS_API.freights, { as, query: q });
        expect(res.statusCode, as).toBe(200);
        expect(res.data.totals).toMatchObject({ count: 3, pallets: 44, cost: 150000, onTimeRate: 1 });
        expect(
          (await env().request(STATISTICS_API.details, { as, query: { from: FROM, to: TO } })).statusCode,
        ).toBe(200);
      }
      // Transporters stay out whatever the setting says.
      expect(
        (await env().request(STATISTICS_API.freights, { as: 'transporter-viewer', query: q })).statusCode,
      ).toBe(403);
    } finally {
      expect((await allow(false)).statusCode).toBe(200);
    }
    expect(
      (await env().request(STATISTICS_API.freights, { as: 'production-viewer', query: q })).statusCode,
    ).toBe(403);
  });
});
