import { describe, expect, it } from 'vitest';
import { asListResult } from '../../src/core/list/listCall.schemas.ts';
import { TRANSPORTERS_API } from '../../src/core/transporters/transporters.api.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';

const uniq = () => Math.random().toString(36).slice(2, 7).toUpperCase();

describe.each(BACKENDS)('transporters [%s]', (backend) => {
  const env = useTestEnv(backend);
  const api = TRANSPORTERS_API;
  const newTransporter = async () =>
    (
      await env().request(api.create, {
        as: 'admin',
        payload: { companyName: 'Teszt Fuvar Kft.', shortName: `T${uniq()}` },
      })
    ).data.transporter;

  it('creates by POST and by PUT without id, changes by PUT with id and version', async () => {
    const a = await newTransporter();
    expect(a).toMatchObject({ companyName: 'Teszt Fuvar Kft.', active: true, __v: 0 });
    const viaPut = await env().request(api.save, {
      as: 'admin',
      payload: { companyName: 'Másik Kft.', shortName: `P${uniq()}` },
    });
    expect(viaPut.statusCode).toBe(201);
    const changed = await env().request(api.save, {
      as: 'admin',
      payload: { id: a.id, companyName: 'Új Név Kft.', __v: 0 },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.data.transporter).toMatchObject({ companyName: 'Új Név Kft.', __v: 1 });
    const stale = await env().request(api.update, {
      as: 'admin',
      params: { id: a.id },
      payload: { companyName: 'X', __v: 0 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'common.staleVersion',
      message: 'Az adatot időközben valaki más módosította! Töltse be újra, és próbálja ismét.',
    });
  });

  it('validates: required names, no spaces in the short name, unique short name', async () => {
    const res = await env().request(api.create, {
      as: 'admin',
      payload: { companyName: '', shortName: 'A B' },
    });
    // The transporter rules of rules/base/masterData.json.
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      details: {
        companyName: 'A mező kitöltése kötelező!',
        shortName: 'A szöveg nem tartalmazhat szóközt!',
      },
    });
    const dup = await env().request(api.create, {
      as: 'admin',
      payload: { companyName: 'X', shortName: 'DEMOFUV' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ message: 'Ilyen rövid nevű fuvarozó már létezik!' });
  });

  it('answers every transporter without list parameters, the list contract with them, and the bulk batch', async () => {
    const a = await newTransporter();
    const all = (await env().request(api.list, { as: 'admin' })).data;
    expect(Array.isArray(all)).toBe(true);
    expect(asListResult(all).result.some((t) => t.shortName === 'DEMOFUV')).toBe(true);
    const list = (
      await env().request(api.list, { as: 'admin', query: { page: 0, size: 10, q: a.shortName } })
    ).data;
    expect(Array.isArray(list)).toBe(false);
    expect(asListResult(list).filteredCount).toBe(1);
    const bulk = await env().request(api.bulk, {
      as: 'admin',
      payload: { items: [{ id: a.id, __v: 0, changes: { active: false } }] },
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.data.transporters[0]).toMatchObject({ id: a.id, active: false, __v: 1 });
    const again = await env().request(api.bulk, {
      as: 'admin',
      payload: { items: [{ id: a.id, __v: 0, changes: { active: true } }] },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      details: { [a.id]: 'Az adatot időközben valaki más módosította! Töltse be újra, és próbálja ismét.' },
    });
  });

  it('is read by admins and logistics, written by editors only', async () => {
    expect((await env().request(api.list, { as: 'logistics-viewer' })).statusCode).toBe(200);
    expect((await env().request(api.list, { as: 'production-manager' })).statusCode).toBe(403);
    expect((await env().request(api.list, { as: 'transporter-manager' })).statusCode).toBe(403);
    const body = { companyName: 'Y', shortName: `Y${uniq()}` };
    expect((await env().request(api.create, { as: 'logistics-viewer', payload: body })).statusCode).toBe(403);
    expect((await env().request(api.create, { as: 'logistics-manager', payload: body })).statusCode).toBe(
      201,
    );
  });
});
