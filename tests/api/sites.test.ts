import { describe, expect, it } from 'vitest';
import { SITES_API } from '../../src/core/sites/sites.api.ts';
import { SITE_ERRORS } from '../../src/core/sites/sites.errors.ts';
import type { Factory } from '../../src/core/sites/sites.schemas.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';

const uniq = () => Math.random().toString(36).slice(2, 7).toUpperCase();

describe.each(BACKENDS)('depots, docks and factories [%s]', (backend) => {
  const env = useTestEnv(backend);
  const newDepot = async (over: Record<string, unknown> = {}) => {
    const res = await env().request(SITES_API.createDepot, {
      as: 'admin',
      payload: {
        name: 'Budapesti depó',
        shortName: `D${uniq()}`,
        address: '1097 Budapest, Gubacsi út 1.',
        geometry: { type: 'Point', coordinates: [19.09, 47.46] },
        openingHours: [{ weekday: 1, from: '6:00', to: '18:00' }],
        docks: [{ name: 'R1' }, { name: 'R2' }],
        ...over,
      },
    });
    expect(res.statusCode).toBe(201);
    return res.data.depot;
  };
  const newFactory = async (depotShortName: string) =>
    (
      await env().request(SITES_API.createFactory, {
        as: 'admin',
        payload: { shortName: `F${uniq()}`, address: 'Győr', depotShortName },
      })
    ).data.factory;
  const updateDepot = (id: string, payload: Record<string, unknown>) =>
    env().request(SITES_API.updateDepot, { as: 'admin', params: { id }, payload });
  const updateFactory = (id: string, payload: Record<string, unknown>) =>
    env().request(SITES_API.updateFactory, { as: 'admin', params: { id }, payload });

  it('creates a depot with two docks and lists them; geometry and docks calls', async () => {
    const d = await newDepot();
    expect(d).toMatchObject({ isActive: true, lengthOfTimeSlot: 30, __v: 0 });
    expect(d.docks.map((k) => k.name)).toEqual(['R1', 'R2']);
    const list = (await env().request(SITES_API.depots, { as: 'entrance-supervisor' })).data;
    expect(Array.isArray(list) && list.find((x) => x.id === d.id)?.docks).toHaveLength(2);
    const geo = await env().request(SITES_API.depotGeometry, { as: 'admin', params: { id: d.id } });
    expect(geo.data.geometry?.coordinates).toEqual([19.09, 47.46]);
    const docks = await env().request(SITES_API.docks, {
      as: 'admin',
      query: { depotShortName: d.shortName },
    });
    expect(docks.data.map((k) => k.name)).toEqual(['R1', 'R2']);
  });

  it('adds, renames and deletes docks through the depot save; refuses duplicate dock names', async () => {
    const d = await newDepot();
    const [r1] = d.docks;
    const res = await updateDepot(d.id, { __v: 0, docks: [{ id: r1?.id, name: 'Rámpa 1' }, { name: 'R3' }] });
    expect(res.statusCode).toBe(200);
    const after = res.data.depot;
    expect(after.docks.map((k) => k.name)).toEqual(['Rámpa 1', 'R3']);
    expect(after.docks[0]?.id).toBe(r1?.id);
    const dup = await updateDepot(d.id, { __v: 1, docks: [{ name: 'A' }, { name: 'a' }] });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toMatchObject({ details: { docks: 'Egy depóban két rámpa neve nem lehet azonos!' } });
    const foreign = await updateDepot(d.id, { __v: 1, docks: [{ id: 'not-a-dock', name: 'X' }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ details: { docks: SITE_ERRORS.unknownDock.message } });
  });

  it('validates depot fields and rejects a stale version', async () => {
    const hours = await env().request(SITES_API.createDepot, {
      as: 'admin',
      payload: {
        name: 'H',
        shortName: `H${uniq()}`,
        openingHours: [{ weekday: 1, from: '18:00', to: '6:00' }],
      },
    });
    expect(hours.statusCode).toBe(400);
    expect(hours.json<{ details: Record<string, string> }>().details['openingHours.0.to']).toBe(
      'Hibás intervallum!',
    );
    // The depot rules of rules/base/masterData.json.
    const bad = await env().request(SITES_API.createDepot, {
      as: 'admin',
      payload: { name: '', shortName: 'A B', lengthOfTimeSlot: 0 },
    });
    expect(bad.statusCode).toBe(422);
    const details = bad.json<{ details: Record<string, string> }>().details;
    expect(details.name).toBe('A mező kitöltése kötelező!');
    expect(details.shortName).toBe('A szöveg nem tartalmazhat szóközt!');
    expect(details.lengthOfTimeSlot).toBe('Pozitív egész számot adjon meg!');
    const d = await newDepot();
    expect((await updateDepot(d.id, { name: 'X', __v: 0 })).statusCode).toBe(200);
    expect((await updateDepot(d.id, { name: 'Y', __v: 0 })).statusCode).toBe(409);
    const taken = await env().request(SITES_API.createDepot, {
      as: 'admin',
      payload: { name: 'Z', shortName: d.shortName },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: SITE_ERRORS.depotTaken.code,
      message: 'Ilyen rövid nevű depó már létezik!',
      details: { shortName: 'Ilyen rövid nevű depó már létezik!' },
    });
  });

  it('deactivating a depot deactivates its factories; reactivating does not reactivate them', async () => {
    const d = await newDepot();
    const f = await newFactory(d.shortName);
    expect(f).toMatchObject({ isActive: true, useDefaultFreightCostsSettings: true });
    await updateDepot(d.id, { isActive: false, __v: 0 });
    const find = async () =>
      ((await env().request(SITES_API.factories, { as: 'admin' })).data as Factory[]).find(
        (x) => x.id === f.id,
      );
    expect((await find())?.isActive).toBe(false);
    await updateDepot(d.id, { isActive: true, __v: 1 });
    expect((await find())?.isActive).toBe(false);
  });

  it('factories: unknown depot refused, renaming the depot follows, stale version 409', async () => {
    const bad = await env().request(SITES_API.createFactory, {
      as: 'admin',
      payload: { shortName: `F${uniq()}`, depotShortName: 'NOPE' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ details: { depotShortName: 'Ismeretlen depó!' } });
    const d = await newDepot();
    const f = await newFactory(d.shortName);
    const renamed = `R${uniq()}`;
    await updateDepot(d.id, { shortName: renamed, __v: 0 });
    const list = await env().request(SITES_API.factories, {
      as: 'admin',
      query: { page: 0, size: 5, q: f.shortName },
    });
    expect((list.data as { result: Factory[] }).result[0]?.depotShortName).toBe(renamed);
    expect((await updateFactory(f.id, { useDefaultFreightCostsSettings: false, __v: 0 })).statusCode).toBe(
      200,
    );
    expect((await updateFactory(f.id, { address: 'x', __v: 0 })).statusCode).toBe(409);
    const taken = await env().request(SITES_API.createFactory, {
      as: 'admin',
      payload: { shortName: f.shortName, depotShortName: renamed },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: SITE_ERRORS.factoryTaken.code,
      message: 'Ilyen rövid nevű gyár már létezik!',
    });
  });

  it('lets editors write and everyone signed in read', async () => {
    const payload = { name: 'N', shortName: `N${uniq()}` };
    const create = (as: string) => env().request(SITES_API.createDepot, { as, payload });
    expect((await create('logistics-viewer')).statusCode).toBe(403);
    expect((await create('production-manager')).statusCode).toBe(403);
    expect((await create('logistics-manager')).statusCode).toBe(201);
    expect((await env().request(SITES_API.factories, { as: 'transporter-viewer' })).statusCode).toBe(200);
    expect((await env().request(SITES_API.depots)).statusCode).toBe(401);
  });
});
