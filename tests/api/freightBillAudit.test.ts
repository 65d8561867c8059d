import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE_CONFIG_API } from '../../src/core/baseConfig/baseConfig.api.ts';
import { addDays } from '../../src/core/calendar/workdays.ts';
import { FEES_API } from '../../src/core/fees/fees.api.ts';
import { FREIGHT_BILLS_API } from '../../src/core/freightBills/freightBills.api.ts';
import { FREIGHTS_API } from '../../src/core/freights/freights.api.ts';
import {
  refreshBillAudits,
  startBillAuditRefresher,
} from '../../src/server/commands/freightBillAudit.commands.ts';
import { insertFreights, type NewFreight } from '../../src/server/db/repositories/freights.repository.ts';
import { newFreightValues } from '../factories/freights.factory.ts';
import { periodBeyondSeed } from '../support/seedDates.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';

// The seeded default fee table (src/core/fees/defaultFeeTables.ts): 0–50 km 60,000 Ft, 50–150 km
// 110,000 Ft; 8,000 Ft per drop-off after the first; 500 Ft per pallet of any type. The factory
// freight (newFreightValues): 42.5 km, one drop-off, 12 EUR pallets → 60,000 + 0 + 6,000 = 66,000.
describe.each(BACKENDS)('freight bill price audit [%s]', (backend) => {
  const env = useTestEnv(backend);
  const api = FREIGHT_BILLS_API;
  const db = () => env().database.db;
  // Deliveries on days of a month no seeded freight reaches (after today, after the seed's fee
  // tables): day(n) is the n-th day of it.
  let periodStart = '';
  const day = (n: number) => addDays(periodStart, n - 1);
  beforeAll(async () => {
    periodStart = (await periodBeyondSeed(db())).from;
  });
  // Stored straight into the table, as planning or an import writes freights: their audits are
  // stale until the background refresher's round (drained here as the job runner would run it).
  const store = async (n: number, values: Partial<NewFreight>) => {
    const stored = await insertFreights(
      db(),
      Array.from({ length: n }, () =>
        newFreightValues({ status: 'finished', factoryShortName: 'AUDA', ...values }),
      ),
    );
    await refreshBillAudits(db());
    return stored;
  };
  const auditOf = async (id: string) => {
    const res = await env().request(api.audit, { as: 'logistics-viewer', params: { id } });
    expect(res.statusCode, res.body).toBe(200);
    return res.data;
  };
  const isCurrent = async (id: string) =>
    (
      await sql<{ current: boolean }>`select audit_version = version as current from freights
        where id = ${id}`.execute(db())
    ).rows[0]?.current;
  const list = async (query: Record<string, unknown> = {}) => {
    const res = await env().request(api.list, {
      as: 'logistics-viewer',
      query: {
        page: 0,
        size: 50,
        sort: 'freightId:asc',
        filter: JSON.stringify({ factoryShortName: { type: 'equals', value: 'AUDA' } }),
        ...query,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.data;
  };
  const byId = async (id: string, query: Record<string, unknown> = {}) => {
    const row = (await list(query)).result.find((r) => r.id === id);
    if (!row) throw new Error(`no row ${id}`);
    return row;
  };

  it('compares each bill with the price recomputed from the fee tables, with its breakdown', async () => {
    const [f] = await store(1, {
      deliveryDate: day(10),
      distanceKm: 120,
      cargo: [
        { orderId: 'A1', palletType: 'EUR', pallets: 10, kg: 1, externalIds: {}, transportStatus: 'unknown' },
        { orderId: 'A1', palletType: 'IND', pallets: 4, kg: 1, externalIds: {}, transportStatus: 'unknown' },
      ],
      waypoints: [0, 1, 2].map((i) => ({ ...newFreightValues().waypoints[0]!, orderId: `A${i}` })),
      freightCost: 135_000,
    });
    // 120 km → 110,000; 3 drop-offs, 1 included → 16,000; 14 pallets × 500 = 7,000: 133,000.
    const row = await byId(f!.id);
    expect(row).toMatchObject({ auditPrice: 133_000, auditDifference: 2_000, auditFlagged: true });
    // The list rows stay narrow: the breakdown is asked for when the dialog opens.
    expect(row).not.toHaveProperty('auditBreakdown');
    const audit = await auditOf(f!.freightId);
    expect(audit).toMatchObject({
      id: f!.id,
      freightId: f!.freightId,
      __v: row.__v,
      amount: 135_000,
      price: 133_000,
      difference: 2_000,
      tolerance: 0,
      flagged: true,
    });
    expect(audit.breakdown).toMatchObject({
      feesOn: day(10),
      km: 120,
      range: { startDistance: 50, endDistance: 150, type: 'fixed', price: 110_000 },
      distanceFee: 110_000,
      dropOffs: 3,
      includedWaypoints: 1,
      waypointFee: 16_000,
      palletFee: 7_000,
      total: 133_000,
    });
    expect(audit.breakdown.pallets).toEqual([
      { palletType: 'EUR', pallets: 10, pricePerPallet: 500, fee: 5_000 },
      { palletType: 'IND', pallets: 4, pricePerPallet: 500, fee: 2_000 },
    ]);

    // The carrier's charge is what the audit compares once entered; the audit follows the bill write
    // in its own UPDATE (no refresh before the answer or the next read).
    const saved = await env().request(api.update, {
      as: 'admin',
      params: { id: f!.id },
      payload: { __v: row.__v, billedAmount: '133 000 Ft', comment: 'Számla "B\\2" – ok' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Written as an array parameter: quotes, a backslash and accents arrive as sent.
    expect(saved.json().comment).toBe('Számla "B\\2" – ok');
    expect(saved.json()).toMatchObject({ auditPrice: 133_000, auditDifference: 0, auditFlagged: false });
    expect(saved.json()).not.toHaveProperty('auditBreakdown');
    expect(await isCurrent(f!.id)).toBe(true);
    expect(await byId(f!.id)).toMatchObject({ auditDifference: 0, auditFlagged: false });
    expect(await auditOf(f!.id)).toMatchObject({ amount: 133_000, difference: 0, flagged: false });
  });

  it('answers 404 for the audit of a freight that is not delivered, or of none', async () => {
    const [planned] = await insertFreights(db(), [newFreightValues({ status: 'new' })]);
    for (const id of [planned!.id, planned!.freightId, '00000000-0000-4000-8000-000000000000', 'nincs']) {
      const res = await env().request(api.audit, { as: 'admin', params: { id } });
      expect(res.statusCode, id).toBe(404);
    }
    const transporter = await env().request(api.audit, {
      as: 'transporter-manager',
      params: { id: planned!.id },
    });
    expect(transporter.statusCode).toBe(403);
  });

  it('a freight edit re-prices the delivered freight in its own transaction', async () => {
    const [f] = await store(1, { deliveryDate: day(8), freightCost: 66_000 });
    const before = await byId(f!.id);
    expect(before).toMatchObject({ auditPrice: 66_000, auditDifference: 0, auditFlagged: false });
    const edited = await env().request(FREIGHTS_API.update, {
      as: 'logistics-manager',
      params: { id: f!.id, version: String(before.__v) },
      // The factory freight's warnings (no dock, deadline) are confirmed as a user would.
      payload: { freightCost: '70 000', confirmed: true },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // Current at once: no refresher round ran, and the list only reads.
    expect(await isCurrent(f!.id)).toBe(true);
    expect(await byId(f!.id)).toMatchObject({
      __v: edited.data.__v,
      freightCost: 70_000,
      auditPrice: 66_000,
      auditDifference: 4_000,
      auditFlagged: true,
    });
  });

  it('prices with the fee tables in force on the delivery date', async () => {
    const [before, after] = await store(2, { deliveryDate: day(10), freightCost: 66_000 });
    await db()
      .updateTable('freights')
      .set({ delivery_date: day(20) })
      .where('id', '=', after!.id)
      .execute();
    const ranges = await env().request(FEES_API.freightCosts.list, {
      as: 'admin',
      query: { factoryId: 'default' },
    });
    const first = (ranges.json() as { id: string; __v: number; startDistance: number }[]).find(
      (r) => r.startDistance === 0,
    )!;
    expect((await byId(before!.id)).auditPrice).toBe(66_000);
    const changed = await env().request(FEES_API.freightCosts.update, {
      as: 'admin',
      params: { id: first.id },
      payload: { __v: first.__v, price: 70_000 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // The change was made on the 15th (the log is the fee tables' history).
    await sql`update events set at = ${`${day(15)}T10:00:00Z`}
      where entity = 'freightFee' and entity_id = ${first.id}`.execute(db());

    // The list only reads: until the refresher's round the stored audits stand.
    expect((await byId(after!.id)).auditPrice).toBe(66_000);
    expect(await isCurrent(after!.id)).toBe(true);
    // The breakdown is recomputed when asked, so it already prices with the tables of its day.
    expect((await auditOf(after!.id)).breakdown.range?.price).toBe(70_000);
    expect(await refreshBillAudits(db())).toBeGreaterThan(0);

    const old = await byId(before!.id);
    const late = await byId(after!.id);
    expect(old).toMatchObject({ auditPrice: 66_000, auditDifference: 0, auditFlagged: false });
    expect(late).toMatchObject({ auditPrice: 76_000, auditDifference: -10_000, auditFlagged: true });
    expect(await auditOf(before!.id)).toMatchObject({ price: 66_000, difference: 0 });
  });

  // The tests share one database: these deliveries precede the fee change of the test above.
  it('flags beyond the tolerance of the factory (base config) and filters "csak eltérés"', async () => {
    const factory = await db()
      .selectFrom('factories')
      .select(['id', 'short_name'])
      .limit(1)
      .executeTakeFirst();
    if (!factory) throw new Error('no seeded factory');
    const [small] = await store(1, { deliveryDate: day(5), freightCost: 66_800 });
    const [large] = await store(1, { deliveryDate: day(5), freightCost: 70_000 });
    const [own] = await store(1, {
      deliveryDate: day(5),
      freightCost: 67_500,
      factoryShortName: factory.short_name,
    });

    const config = await env().request(BASE_CONFIG_API.get, { as: 'admin' });
    const wrong = await env().request(BASE_CONFIG_API.save, {
      as: 'admin',
      payload: { __v: config.data.__v, billAuditTolerance: { default: -1, factories: {} } },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual({
      'billAuditTolerance.default': 'Pozitív számot vagy nullát adjon meg!',
    });
    const saved = await env().request(BASE_CONFIG_API.save, {
      as: 'admin',
      payload: {
        __v: config.data.__v,
        billAuditTolerance: { default: 1_000, factories: { [factory.id]: 2_000 } },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await env().request(BASE_CONFIG_API.get, { as: 'admin' })).data.billAuditTolerance).toEqual({
      default: 1_000,
      factories: { [factory.id]: 2_000 },
    });

    // small: 66,800 − 66,000 = 800 ≤ 1,000; large: 4,000 > 1,000; own factory: 1,500 ≤ 2,000.
    const all = { filter: '{}', from: day(5), to: day(5) };
    const rows = (await list(all)).result;
    const flag = (id: string) => rows.find((r) => r.id === id)?.auditFlagged;
    expect([flag(small!.id), flag(large!.id), flag(own!.id)]).toEqual([false, true, false]);
    const only = await list({ ...all, differences: 'true' });
    expect(only.result.map((r) => r.id)).toEqual([large!.id]);
    expect(only.filteredCount).toBe(1);
  });

  // Last: a fee change made today re-prices every delivery from today on (this one two months later).
  it('a fee change is caught up by the background refresher, kicked once the change is committed', async () => {
    // The 0–50 km range is 70,000 since the change of the test above: 70,000 + 12 × 500 = 76,000.
    const [f] = await store(1, { deliveryDate: addDays(day(1), 60), freightCost: 76_000 });
    expect(await byId(f!.id)).toMatchObject({ auditPrice: 76_000, auditDifference: 0 });
    // A long interval: only the kick after the fee change's commit can run the round in time.
    const stop = startBillAuditRefresher(db(), { intervalMs: 3_600_000 });
    try {
      await refreshBillAudits(db());
      const fees = await env().request(FEES_API.palletFees.list, {
        as: 'admin',
        query: { factoryId: 'default' },
      });
      const eur = (fees.json() as { id: string; __v: number; palletType: string | null }[]).find(
        (r) => r.palletType === 'EUR' || r.palletType === null,
      )!;
      const changed = await env().request(FEES_API.palletFees.update, {
        as: 'admin',
        params: { id: eur.id },
        payload: { __v: eur.__v, pricePerPallet: 600 },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      // 12 EUR pallets × 600 = 7,200 instead of 6,000.
      await expect.poll(async () => (await byId(f!.id)).auditPrice, { timeout: 120_000 }).toBe(77_200);
      expect(await byId(f!.id)).toMatchObject({ auditDifference: -1_200, auditFlagged: true });
      expect(await isCurrent(f!.id)).toBe(true);
    } finally {
      await stop();
    }
  });
});
