import { describe, expect, it } from 'vitest';
import { DEFAULT_FEE_TABLES } from '../../src/core/fees/defaultFeeTables.ts';
import type { FreightCostDoc, PalletFeeDoc, WaypointCostDoc } from '../../src/core/fees/fees.schemas.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { json, useTestEnv } from './support/testEnv.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Answer = { message: string; details?: Record<string, string> };
let seq = 0;
const uniq = () => `${Date.now().toString(36).slice(-4)}${(seq++).toString(36)}`.toUpperCase();

describe.each(BACKENDS)('freight fees [%s]', (backend) => {
  const env = useTestEnv(backend);
  const call = (method: Method, url: string, payload?: unknown, as = 'admin') =>
    env().call({
      method,
      url,
      as,
      ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
    });
  const newFactory = async () => {
    const depotShortName = `D${uniq()}`;
    await call('POST', '/api/depots', { name: 'Depó', shortName: depotShortName });
    const res = await call('POST', '/api/factories', { shortName: `F${uniq()}`, depotShortName });
    return json<{ factory: { id: string } }>(res).factory.id;
  };
  const addRange = (factoryId: string | null, startDistance: number, endDistance: number, extra = {}) =>
    call('POST', '/api/freight-costs', { factoryId, startDistance, endDistance, price: 1000, ...extra });
  const rangesOf = async (factoryId: string) =>
    json<FreightCostDoc[]>(
      await call('GET', `/api/freight-costs?factoryId=${factoryId}`, undefined, 'logistics-viewer'),
    );
  const events = () =>
    env().app.services.db.selectFrom('events').selectAll().where('entity', '=', 'freightFee').execute();

  it('builds a factory table of three ranges incl. an open end, lists it by factory and logs events', async () => {
    const f = await newFactory();
    const before = (await events()).length;
    expect((await addRange(f, 0, 100)).statusCode).toBe(201);
    expect((await addRange(f, 100, 250, { type: 'perKm', price: 450.5 })).statusCode).toBe(201);
    const open = await addRange(f, 250, -1, { type: 'perKm', overRanges: true });
    expect(open.statusCode).toBe(201);
    expect(json<{ freightCost: FreightCostDoc }>(open).freightCost).toMatchObject({
      factoryId: f,
      truckType: null,
      type: 'perKm',
      startDistance: 250,
      endDistance: -1,
      overRanges: true,
      __v: 0,
    });
    const table = await rangesOf(f);
    expect(table.map((r) => [r.startDistance, r.endDistance, r.price])).toEqual([
      [0, 100, 1000],
      [100, 250, 450.5],
      [250, -1, 1000],
    ]);
    expect((await rangesOf(await newFactory())).length).toBe(0);
    expect((await events()).length - before).toBe(3);
  });

  it('refuses an overlap and a gap with 422 saying where, and saves nothing', async () => {
    const f = await newFactory();
    await addRange(f, 0, 100);
    await addRange(f, 100, 150);
    const overlap = await addRange(f, 120, 200);
    expect(overlap.statusCode).toBe(422);
    expect(json<Answer>(overlap)).toMatchObject({
      message: 'A 100–150 km sáv átfedi a 120–200 km sávot.',
      details: { startDistance: 'A 100–150 km sáv átfedi a 120–200 km sávot.' },
    });
    const gap = await addRange(f, 160, -1);
    expect(gap.statusCode).toBe(422);
    expect(json<Answer>(gap).message).toBe('A 150 és 160 km között nincs sáv.');
    const second = await addRange(f, 150, -1);
    expect(second.statusCode).toBe(201);
    const twoOpen = await addRange(f, 300, -1);
    expect(json<Answer>(twoOpen).message).toBe('A 150–∞ km sáv átfedi a 300–∞ km sávot.');
    expect((await addRange(f, 10, 20, { truckType: 'D22S' })).statusCode).toBe(422);
    expect((await rangesOf(f)).length).toBe(3);
  });

  it('refuses bad input: end not above start, negative price, unknown factory, unknown type', async () => {
    const f = await newFactory();
    const end = await addRange(f, 100, 50);
    expect(end.statusCode).toBe(400);
    expect(json<Answer>(end).details?.endDistance).toBe(
      'A sáv végének nagyobbnak kell lennie a kezdeténél (nyitott végű sáv: -1)!',
    );
    const price = await addRange(f, 0, 50, { price: -1 });
    expect(json<Answer>(price).details?.price).toBe('Pozitív számot vagy nullát adjon meg!');
    const missing = await call('POST', '/api/freight-costs', { factoryId: f, endDistance: 10 });
    expect(json<Answer>(missing).details).toMatchObject({
      startDistance: 'A mező kitöltése kötelező!',
      price: 'A mező kitöltése kötelező!',
    });
    const unknown = await addRange('00000000-0000-4000-8000-000000000000', 0, -1);
    expect(unknown.statusCode).toBe(422);
    expect(json<Answer>(unknown).details?.factoryId).toBe('Ismeretlen gyár!');
    expect((await addRange('not-a-uuid', 0, -1)).statusCode).toBe(422);
    expect((await addRange(f, 0, -1, { type: 'hourly' })).statusCode).toBe(400);
    expect((await call('PUT', '/api/freight-costs/nope', { price: 1 })).statusCode).toBe(404);
  });

  it('moves a shared boundary with its neighbour, checks the version, refuses a gap on delete', async () => {
    const f = await newFactory();
    const a = json<{ freightCost: FreightCostDoc }>(await addRange(f, 0, 100)).freightCost;
    const b = json<{ freightCost: FreightCostDoc }>(await addRange(f, 100, 200)).freightCost;
    await addRange(f, 200, -1);
    const moved = await call('PUT', `/api/freight-costs/${a.id}`, { endDistance: 120, __v: 0 });
    expect(moved.statusCode).toBe(200);
    expect(json<{ moved: FreightCostDoc[] }>(moved).moved).toEqual([
      expect.objectContaining({ id: b.id, startDistance: 120, endDistance: 200, __v: 1 }),
    ]);
    expect((await call('PUT', `/api/freight-costs/${a.id}`, { price: 5, __v: 0 })).statusCode).toBe(409);
    // a boundary that cannot follow (the neighbour would vanish) is an overlap
    const over = await call('PUT', `/api/freight-costs/${a.id}`, { endDistance: 250, __v: 1 });
    expect(over.statusCode).toBe(422);
    expect(json<Answer>(over).details?.endDistance).toBe('A 0–250 km sáv átfedi a 120–200 km sávot.');
    const gap = await call('DELETE', `/api/freight-costs/${b.id}`);
    expect(gap.statusCode).toBe(422);
    expect(json<Answer>(gap).message).toBe('A 120 és 200 km között nincs sáv.');
    expect((await rangesOf(f)).map((r) => [r.startDistance, r.endDistance])).toEqual([
      [0, 120],
      [120, 200],
      [200, -1],
    ]);
  });

  it('DELETE /factory/{id} removes all of one factory in one go, the default table stays', async () => {
    const f = await newFactory();
    const g = await newFactory();
    await addRange(f, 0, 50);
    await addRange(f, 50, -1);
    await addRange(g, 0, -1);
    const res = await call('DELETE', `/api/freight-costs/factory/${f}`);
    expect(res.statusCode).toBe(200);
    expect(json<{ deleted: number }>(res).deleted).toBe(2);
    expect(await rangesOf(f)).toEqual([]);
    expect((await rangesOf(g)).length).toBe(1);
    expect(
      (await call('DELETE', '/api/freight-costs/factory/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/freight-costs/factory/${g}`, undefined, 'logistics-viewer')).statusCode,
    ).toBe(403);
  });

  it('waypoint costs and pallet fees: add, change, one per factory and type, delete', async () => {
    const f = await newFactory();
    const w = await call('POST', '/api/waypoint-costs', { factoryId: f, pricePerWaypoint: 8000 });
    expect(w.statusCode).toBe(201);
    const wc = json<{ waypointCost: WaypointCostDoc }>(w).waypointCost;
    expect(wc).toMatchObject({ includedWaypoints: 1, truckType: null, pricePerWaypoint: 8000 });
    const again = await call('POST', '/api/waypoint-costs', { factoryId: f, pricePerWaypoint: 1 });
    expect(again.statusCode).toBe(409);
    expect(json<Answer>(again).details?.truckType).toBe('Ehhez a gyárhoz és típushoz már van díj megadva!');
    const bad = await call('POST', '/api/waypoint-costs', {
      factoryId: f,
      truckType: 'D22S',
      includedWaypoints: 1.5,
      pricePerWaypoint: 1,
    });
    expect(json<Answer>(bad).details?.includedWaypoints).toBe('Pozitív egész számot vagy nullát adjon meg!');
    const put = await call('PUT', `/api/waypoint-costs/${wc.id}`, { includedWaypoints: 2, __v: 0 });
    expect(json<{ waypointCost: WaypointCostDoc }>(put).waypointCost).toMatchObject({
      includedWaypoints: 2,
      __v: 1,
    });

    const p = await call('POST', '/api/pallet-fees', {
      factoryId: null,
      palletType: 'EUR',
      pricePerPallet: 450,
    });
    expect(p.statusCode).toBe(201);
    const pf = json<{ palletFee: PalletFeeDoc }>(p).palletFee;
    expect(
      (await call('POST', '/api/pallet-fees', { factoryId: null, palletType: 'EUR', pricePerPallet: 1 }))
        .statusCode,
    ).toBe(409);
    expect(
      json<Answer>(
        await call('POST', '/api/pallet-fees', { factoryId: null, palletType: 'X', pricePerPallet: -3 }),
      ).details?.pricePerPallet,
    ).toBe('Pozitív számot vagy nullát adjon meg!');
    const page = await call(
      'GET',
      `/api/pallet-fees?factoryId=default&page=0&size=50&q=EUR`,
      undefined,
      'logistics-viewer',
    );
    expect(page.statusCode).toBe(200);
    expect(json<{ result: PalletFeeDoc[]; filteredCount: number }>(page).result.map((x) => x.id)).toEqual([
      pf.id,
    ]);
    const ofFactory = json<PalletFeeDoc[]>(await call('GET', `/api/pallet-fees?factoryId=${f}`));
    expect(ofFactory).toEqual([]);
    const list = json<PalletFeeDoc[]>(await call('GET', '/api/pallet-fees', undefined, 'logistics-manager'));
    expect(list.some((x) => x.id === pf.id && x.pricePerPallet === 450)).toBe(true);
    expect((await call('DELETE', `/api/pallet-fees/${pf.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/pallet-fees/${pf.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/waypoint-costs/${wc.id}`)).statusCode).toBe(200);
  });

  it('the default table is seeded on first start: 0–50–150–300 km fixed, open per km beyond', async () => {
    const table = await rangesOf('default');
    expect(table.map((r) => [r.factoryId, r.startDistance, r.endDistance, r.type])).toEqual(
      DEFAULT_FEE_TABLES.freightCosts.map((r) => [null, r.startDistance, r.endDistance, r.type]),
    );
  });

  it('roles: base-data readers read, editors write, others are refused', async () => {
    const f = await newFactory();
    const reads: Record<string, number> = {
      superadmin: 200,
      admin: 200,
      'logistics-manager': 200,
      'logistics-viewer': 200,
      'production-manager': 403,
      'production-viewer': 403,
      'transporter-manager': 403,
      'transporter-viewer': 403,
      'entrance-supervisor': 403,
    };
    for (const [as, code] of Object.entries(reads)) {
      for (const url of ['/api/freight-costs', '/api/waypoint-costs', '/api/pallet-fees']) {
        expect([as, url, (await call('GET', url, undefined, as)).statusCode]).toEqual([as, url, code]);
      }
    }
    expect((await env().call({ method: 'GET', url: '/api/freight-costs' })).statusCode).toBe(401);
    expect(
      (
        await call(
          'POST',
          '/api/freight-costs',
          { factoryId: f, startDistance: 0, endDistance: -1, price: 1 },
          'logistics-manager',
        )
      ).statusCode,
    ).toBe(201);
    for (const as of ['logistics-viewer', 'production-manager', 'transporter-manager']) {
      expect(
        (await call('POST', '/api/pallet-fees', { factoryId: f, pricePerPallet: 1 }, as)).statusCode,
      ).toBe(403);
    }
  });
});
