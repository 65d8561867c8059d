import { describe, expect, it } from 'vitest';
import { DEFAULT_FEE_TABLES } from '../../src/core/fees/defaultFeeTables.ts';
import { FEES_API } from '../../src/core/fees/fees.api.ts';
import { FEE_ERRORS } from '../../src/core/fees/fees.errors.ts';
import type { FreightCostDoc, PalletFeeDoc } from '../../src/core/fees/fees.schemas.ts';
import { SITES_API } from '../../src/core/sites/sites.api.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';

type Answer = { message: string; code?: string; details?: Record<string, string> };
let seq = 0;
const uniq = () => `${Date.now().toString(36).slice(-4)}${(seq++).toString(36)}`.toUpperCase();
const { freightCosts, waypointCosts, palletFees } = FEES_API;

describe.each(BACKENDS)('freight fees [%s]', (backend) => {
  const env = useTestEnv(backend);
  const newFactory = async () => {
    const depotShortName = `D${uniq()}`;
    await env().request(SITES_API.createDepot, {
      as: 'admin',
      payload: { name: 'Depó', shortName: depotShortName },
    });
    const res = await env().request(SITES_API.createFactory, {
      as: 'admin',
      payload: { shortName: `F${uniq()}`, depotShortName },
    });
    return res.data.factory.id;
  };
  const addRange = (factoryId: string | null, startDistance: number, endDistance: number, extra = {}) =>
    env().request(freightCosts.create, {
      as: 'admin',
      payload: { factoryId, startDistance, endDistance, price: 1000, ...extra },
    });
  const rangesOf = async (factoryId: string) =>
    (await env().request(freightCosts.list, { as: 'logistics-viewer', query: { factoryId } }))
      .data as FreightCostDoc[];
  const changeRange = (id: string, payload: Record<string, unknown>) =>
    env().request(freightCosts.update, { as: 'admin', params: { id }, payload });
  const events = () =>
    env().app.services.db.selectFrom('events').selectAll().where('entity', '=', 'freightFee').execute();

  it('builds a factory table of three ranges incl. an open end, lists it by factory and logs events', async () => {
    const f = await newFactory();
    const before = (await events()).length;
    expect((await addRange(f, 0, 100)).statusCode).toBe(201);
    expect((await addRange(f, 100, 250, { type: 'perKm', price: 450.5 })).statusCode).toBe(201);
    const open = await addRange(f, 250, -1, { type: 'perKm', overRanges: true });
    expect(open.statusCode).toBe(201);
    expect(open.data.freightCost).toMatchObject({
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
    expect(overlap.json<Answer>()).toMatchObject({
      message: 'A 100–150 km sáv átfedi a 120–200 km sávot.',
      details: { startDistance: 'A 100–150 km sáv átfedi a 120–200 km sávot.' },
    });
    const gap = await addRange(f, 160, -1);
    expect(gap.statusCode).toBe(422);
    expect(gap.json<Answer>().message).toBe('A 150 és 160 km között nincs sáv.');
    const second = await addRange(f, 150, -1);
    expect(second.statusCode).toBe(201);
    const twoOpen = await addRange(f, 300, -1);
    expect(twoOpen.json<Answer>().message).toBe('A 150–∞ km sáv átfedi a 300–∞ km sávot.');
    const otherTruck = await addRange(f, 10, 20, { truckType: 'D22S' });
    expect(otherTruck.statusCode).toBe(422);
    expect(otherTruck.json<Answer>().message).toBe('D22S: A 0 és 10 km között nincs sáv.');
    expect((await rangesOf(f)).length).toBe(3);
  });

  it('refuses bad input: end not above start, negative price, unknown factory, unknown type', async () => {
    const f = await newFactory();
    const end = await addRange(f, 100, 50);
    expect(end.statusCode).toBe(400);
    expect(end.json<Answer>().details?.endDistance).toBe(
      'A sáv végének nagyobbnak kell lennie a kezdeténél (nyitott végű sáv: -1)!',
    );
    const price = await addRange(f, 0, 50, { price: -1 });
    expect(price.json<Answer>().details?.price).toBe('Pozitív számot vagy nullát adjon meg!');
    const missing = await env().request(freightCosts.create, {
      as: 'admin',
      payload: { factoryId: f, endDistance: 10 },
    });
    expect(missing.json<Answer>().details).toMatchObject({
      startDistance: 'A mező kitöltése kötelező!',
      price: 'A mező kitöltése kötelező!',
    });
    const unknown = await addRange('00000000-0000-4000-8000-000000000000', 0, -1);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<Answer>()).toMatchObject({
      code: FEE_ERRORS.unknownFactory.code,
      message: 'Ismeretlen gyár!',
      details: { factoryId: 'Ismeretlen gyár!' },
    });
    expect((await addRange('not-a-uuid', 0, -1)).statusCode).toBe(422);
    expect((await addRange(f, 0, -1, { type: 'hourly' })).statusCode).toBe(400);
    expect((await changeRange('nope', { price: 1 })).statusCode).toBe(404);
  });

  it('moves a shared boundary with its neighbour, checks the version, refuses a gap on delete', async () => {
    const f = await newFactory();
    const a = (await addRange(f, 0, 100)).data.freightCost;
    const b = (await addRange(f, 100, 200)).data.freightCost;
    await addRange(f, 200, -1);
    const moved = await changeRange(a.id, { endDistance: 120, __v: 0 });
    expect(moved.statusCode).toBe(200);
    expect(moved.data.moved).toEqual([
      expect.objectContaining({ id: b.id, startDistance: 120, endDistance: 200, __v: 1 }),
    ]);
    expect((await changeRange(a.id, { price: 5, __v: 0 })).statusCode).toBe(409);
    // a boundary that cannot follow (the neighbour would vanish) is an overlap
    const over = await changeRange(a.id, { endDistance: 250, __v: 1 });
    expect(over.statusCode).toBe(422);
    expect(over.json<Answer>().details?.endDistance).toBe('A 0–250 km sáv átfedi a 120–200 km sávot.');
    const gap = await env().request(freightCosts.remove, { as: 'admin', params: { id: b.id } });
    expect(gap.statusCode).toBe(422);
    expect(gap.json<Answer>().message).toBe('A 120 és 200 km között nincs sáv.');
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
    const removeTable = (id: string, as = 'admin') =>
      env().request(freightCosts.removeFactory, { as, params: { id } });
    const res = await removeTable(f);
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({ message: 'A törlés sikeresen megtörtént.', factoryId: f, deleted: 2 });
    expect(await rangesOf(f)).toEqual([]);
    expect((await rangesOf(g)).length).toBe(1);
    expect((await removeTable('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await removeTable(g, 'logistics-viewer')).statusCode).toBe(403);
  });

  it('waypoint costs and pallet fees: add, change, one per factory and type, delete', async () => {
    const f = await newFactory();
    const addWaypointCost = (payload: Record<string, unknown>) =>
      env().request(waypointCosts.create, { as: 'admin', payload });
    const addPalletFee = (payload: Record<string, unknown>) =>
      env().request(palletFees.create, { as: 'admin', payload });
    const w = await addWaypointCost({ factoryId: f, pricePerWaypoint: 8000 });
    expect(w.statusCode).toBe(201);
    const wc = w.data.waypointCost;
    expect(wc).toMatchObject({ includedWaypoints: 1, truckType: null, pricePerWaypoint: 8000 });
    const again = await addWaypointCost({ factoryId: f, pricePerWaypoint: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json<Answer>()).toMatchObject({
      code: FEE_ERRORS.feeTaken.code,
      details: { truckType: 'Ehhez a gyárhoz és típushoz már van díj megadva!' },
    });
    const bad = await addWaypointCost({
      factoryId: f,
      truckType: 'D22S',
      includedWaypoints: 1.5,
      pricePerWaypoint: 1,
    });
    expect(bad.json<Answer>().details?.includedWaypoints).toBe('Pozitív egész számot vagy nullát adjon meg!');
    const put = await env().request(waypointCosts.update, {
      as: 'admin',
      params: { id: wc.id },
      payload: { includedWaypoints: 2, __v: 0 },
    });
    expect(put.data.waypointCost).toMatchObject({ includedWaypoints: 2, __v: 1 });

    const p = await addPalletFee({ factoryId: null, palletType: 'EUR', pricePerPallet: 450 });
    expect(p.statusCode).toBe(201);
    const pf = p.data.palletFee;
    expect((await addPalletFee({ factoryId: null, palletType: 'EUR', pricePerPallet: 1 })).statusCode).toBe(
      409,
    );
    expect(
      (await addPalletFee({ factoryId: null, palletType: 'X', pricePerPallet: -3 })).json<Answer>().details
        ?.pricePerPallet,
    ).toBe('Pozitív számot vagy nullát adjon meg!');
    const page = await env().request(palletFees.list, {
      as: 'logistics-viewer',
      query: { factoryId: 'default', page: 0, size: 50, q: 'EUR' },
    });
    expect(page.statusCode).toBe(200);
    expect((page.data as { result: PalletFeeDoc[] }).result.map((x) => x.id)).toEqual([pf.id]);
    const ofFactory = await env().request(palletFees.list, { as: 'admin', query: { factoryId: f } });
    expect(ofFactory.data).toEqual([]);
    const list = (await env().request(palletFees.list, { as: 'logistics-manager' })).data as PalletFeeDoc[];
    expect(list.some((x) => x.id === pf.id && x.pricePerPallet === 450)).toBe(true);
    const removePalletFee = () => env().request(palletFees.remove, { as: 'admin', params: { id: pf.id } });
    const removed = await removePalletFee();
    expect(removed.statusCode).toBe(200);
    expect(removed.data).toEqual({ message: 'A törlés sikeresen megtörtént.', id: pf.id });
    expect((await removePalletFee()).statusCode).toBe(404);
    expect(
      (await env().request(waypointCosts.remove, { as: 'admin', params: { id: wc.id } })).statusCode,
    ).toBe(200);
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
      for (const e of [freightCosts.list, waypointCosts.list, palletFees.list]) {
        expect([as, e.path, (await env().request(e, { as })).statusCode]).toEqual([as, e.path, code]);
      }
    }
    expect((await env().request(freightCosts.list)).statusCode).toBe(401);
    const byManager = await env().request(freightCosts.create, {
      as: 'logistics-manager',
      payload: { factoryId: f, startDistance: 0, endDistance: -1, price: 1 },
    });
    expect(byManager.statusCode).toBe(201);
    for (const as of ['logistics-viewer', 'production-manager', 'transporter-manager']) {
      const res = await env().request(palletFees.create, {
        as,
        payload: { factoryId: f, pricePerPallet: 1 },
      });
      expect(res.statusCode).toBe(403);
    }
  });
});
