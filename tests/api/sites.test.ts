import { describe, expect, it } from 'vitest';
import type { Depot, Factory } from '../../src/core/sites/sites.schemas.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { json, useTestEnv } from './support/testEnv.ts';

const uniq = () => Math.random().toString(36).slice(2, 7).toUpperCase();

describe.each(BACKENDS)('depots, docks and factories [%s]', (backend) => {
  const env = useTestEnv(backend);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, as = 'admin') =>
    env().call({
      method,
      url,
      as,
      ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
    });
  const newDepot = async (over: Record<string, unknown> = {}) => {
    const res = await call('POST', '/api/depots', {
      name: 'Budapesti depó',
      shortName: `D${uniq()}`,
      address: '1097 Budapest, Gubacsi út 1.',
      geometry: { type: 'Point', coordinates: [19.09, 47.46] },
      openingHours: [{ weekday: 1, from: '6:00', to: '18:00' }],
      docks: [{ name: 'R1' }, { name: 'R2' }],
      ...over,
    });
    expect(res.statusCode).toBe(201);
    return json<{ depot: Depot }>(res).depot;
  };
  const newFactory = async (depotShortName: string) =>
    json<{ factory: Factory }>(
      await call('POST', '/api/factories', { shortName: `F${uniq()}`, address: 'Győr', depotShortName }),
    ).factory;

  it('creates a depot with two docks and lists them; geometry and docks calls', async () => {
    const d = await newDepot();
    expect(d).toMatchObject({ isActive: true, lengthOfTimeSlot: 30, __v: 0 });
    expect(d.docks.map((k) => k.name)).toEqual(['R1', 'R2']);
    const list = json<Depot[]>(await call('GET', '/api/depots', undefined, 'entrance-supervisor'));
    expect(list.find((x) => x.id === d.id)?.docks).toHaveLength(2);
    const geo = json<{ geometry: Depot['geometry'] }>(await call('GET', `/api/depots/geometry/${d.id}`));
    expect(geo.geometry?.coordinates).toEqual([19.09, 47.46]);
    const docks = json<{ name: string }[]>(
      await call('GET', `/api/depots/docks?depotShortName=${d.shortName}`),
    );
    expect(docks.map((k) => k.name)).toEqual(['R1', 'R2']);
  });

  it('adds, renames and deletes docks through the depot save; refuses duplicate dock names', async () => {
    const d = await newDepot();
    const [r1] = d.docks;
    const res = await call('PUT', `/api/depots/${d.id}`, {
      __v: 0,
      docks: [{ id: r1?.id, name: 'Rámpa 1' }, { name: 'R3' }],
    });
    expect(res.statusCode).toBe(200);
    const after = json<{ depot: Depot }>(res).depot;
    expect(after.docks.map((k) => k.name)).toEqual(['Rámpa 1', 'R3']);
    expect(after.docks[0]?.id).toBe(r1?.id);
    const dup = await call('PUT', `/api/depots/${d.id}`, { __v: 1, docks: [{ name: 'A' }, { name: 'a' }] });
    expect(dup.statusCode).toBe(400);
    expect(json(dup)).toMatchObject({ details: { docks: 'Egy depóban két rámpa neve nem lehet azonos!' } });
  });

  it('validates depot fields and rejects a stale version', async () => {
    const bad = await call('POST', '/api/depots', {
      name: '',
      shortName: 'A B',
      lengthOfTimeSlot: 0,
      openingHours: [{ weekday: 1, from: '18:00', to: '6:00' }],
    });
    expect(bad.statusCode).toBe(400);
    const details = json<{ details: Record<string, string> }>(bad).details;
    expect(details.name).toBe('A mező kitöltése kötelező!');
    expect(details.shortName).toBe('A szöveg nem tartalmazhat szóközt!');
    expect(details.lengthOfTimeSlot).toBe('Pozitív egész számot adjon meg!');
    expect(details['openingHours.0.to']).toBe('Hibás intervallum!');
    const d = await newDepot();
    expect((await call('PUT', `/api/depots/${d.id}`, { name: 'X', __v: 0 })).statusCode).toBe(200);
    expect((await call('PUT', `/api/depots/${d.id}`, { name: 'Y', __v: 0 })).statusCode).toBe(409);
    const taken = await call('POST', '/api/depots', { name: 'Z', shortName: d.shortName });
    expect(taken.statusCode).toBe(409);
  });

  it('deactivating a depot deactivates its factories; reactivating does not reactivate them', async () => {
    const d = await newDepot();
    const f = await newFactory(d.shortName);
    expect(f).toMatchObject({ isActive: true, useDefaultFreightCostsSettings: true });
    await call('PUT', `/api/depots/${d.id}`, { isActive: false, __v: 0 });
    const find = async () => json<Factory[]>(await call('GET', '/api/factories')).find((x) => x.id === f.id);
    expect((await find())?.isActive).toBe(false);
    await call('PUT', `/api/depots/${d.id}`, { isActive: true, __v: 1 });
    expect((await find())?.isActive).toBe(false);
  });

  it('factories: unknown depot refused, renaming the depot follows, stale version 409', async () => {
    const bad = await call('POST', '/api/factories', { shortName: `F${uniq()}`, depotShortName: 'NOPE' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ details: { depotShortName: 'Ismeretlen depó!' } });
    const d = await newDepot();
    const f = await newFactory(d.shortName);
    const renamed = `R${uniq()}`;
    await call('PUT', `/api/depots/${d.id}`, { shortName: renamed, __v: 0 });
    const list = json<{ result: Factory[] }>(
      await call('GET', `/api/factories?page=0&size=5&q=${f.shortName}`),
    );
    expect(list.result[0]?.depotShortName).toBe(renamed);
    expect(
      (await call('PUT', `/api/factories/${f.id}`, { useDefaultFreightCostsSettings: false, __v: 0 }))
        .statusCode,
    ).toBe(200);
    expect((await call('PUT', `/api/factories/${f.id}`, { address: 'x', __v: 0 })).statusCode).toBe(409);
  });

  it('lets editors write and everyone signed in read', async () => {
    const body = { name: 'N', shortName: `N${uniq()}` };
    expect((await call('POST', '/api/depots', body, 'logistics-viewer')).statusCode).toBe(403);
    expect((await call('POST', '/api/depots', body, 'production-manager')).statusCode).toBe(403);
    expect((await call('POST', '/api/depots', body, 'logistics-manager')).statusCode).toBe(201);
    expect((await call('GET', '/api/factories', undefined, 'transporter-viewer')).statusCode).toBe(200);
    expect((await env().call({ method: 'GET', url: '/api/depots' })).statusCode).toBe(401);
  });
});
