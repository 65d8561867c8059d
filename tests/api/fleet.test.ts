import { describe, expect, it } from 'vitest';
import { FLEET_API } from '../../src/core/fleet/fleet.api.ts';
import { asListResult } from '../../src/core/list/listCall.schemas.ts';
import { TRANSPORTERS_API } from '../../src/core/transporters/transporters.api.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';

const uniq = () => Math.random().toString(36).slice(2, 7).toUpperCase();

describe.each(BACKENDS)('fleet [%s]', (backend) => {
  const env = useTestEnv(backend);
  const api = FLEET_API;
  const add = (payload: Record<string, unknown>, as = 'admin') => env().request(api.create, { as, payload });
  const change = (payload: Record<string, unknown>, as = 'admin') =>
    env().request(api.update, { as, payload });
  const remove = (id: string, as = 'admin') => env().request(api.remove, { as, params: { id } });
  const fleetOf = async (transporterId: string, as = 'admin') =>
    asListResult((await env().request(api.list, { as, query: { transporterId } })).data).result;
  const newTransporter = async () =>
    (
      await env().request(TRANSPORTERS_API.create, {
        as: 'admin',
        payload: { companyName: 'Teszt Fuvar Kft.', shortName: `T${uniq()}` },
      })
    ).data.transporter;
  const demoTransporterId = async () =>
    asListResult((await env().request(TRANSPORTERS_API.list, { as: 'admin' })).data).result.find(
      (t) => t.shortName === 'DEMOFUV',
    )?.id as string;

  it('adds, changes, lists per transporter and deletes a fleet vehicle', async () => {
    const t = await newTransporter();
    const added = await add({
      transporterId: t.id,
      truckType: 'T24S',
      truckLicensePlateNumber: `ABC-${uniq()}`,
      contact: 'Kiss Béla +36 30 123 4567',
    });
    expect(added.statusCode).toBe(201);
    const f = added.data.fleetVehicle;
    const put = await change({ id: f.id, __v: 0, truckType: 'T24L' });
    expect(put.statusCode).toBe(200);
    expect(put.data.fleetVehicle).toMatchObject({ truckType: 'T24L', __v: 1 });
    const stale = await change({ id: f.id, __v: 0, truckType: 'D22S' });
    expect(stale.statusCode).toBe(409);
    expect((await fleetOf(t.id)).map((x) => x.truckType)).toEqual(['T24L']);
    const removed = await remove(f.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.data).toEqual({ message: 'A törlés sikeresen megtörtént.', id: f.id });
    expect(await fleetOf(t.id)).toEqual([]);
  });

  it('answers the list contract with list parameters and saves a grid batch', async () => {
    const t = await newTransporter();
    const plate = `LST-${uniq()}`;
    const f = (await add({ transporterId: t.id, truckType: 'D22S', truckLicensePlateNumber: plate })).data
      .fleetVehicle;
    const page = await env().request(api.list, { as: 'admin', query: { page: 0, size: 10, q: plate } });
    expect(Array.isArray(page.data)).toBe(false);
    expect(asListResult(page.data)).toMatchObject({ filteredCount: 1, result: [{ id: f.id }] });
    const bulk = await env().request(api.bulk, {
      as: 'admin',
      payload: { items: [{ id: f.id, __v: 0, changes: { contact: 'Nagy Éva' } }] },
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.data.fleet).toMatchObject([{ id: f.id, contact: 'Nagy Éva', __v: 1 }]);
  });

  it('refuses an unknown truck type, a taken plate and bad input', async () => {
    const t = await newTransporter();
    const bad = await add({ transporterId: t.id, truckType: 'NOPE', truckLicensePlateNumber: 'X-1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ details: { truckType: 'Ismeretlen vagy inaktív járműtípus!' } });
    const plate = `DUP-${uniq()}`;
    expect(
      (await add({ transporterId: t.id, truckType: 'D22S', truckLicensePlateNumber: plate })).statusCode,
    ).toBe(201);
    const dup = await add({
      transporterId: t.id,
      truckType: 'D22S',
      truckLicensePlateNumber: plate.toLowerCase(),
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      code: 'fleet.plateTaken',
      details: { truckLicensePlateNumber: 'Ez a rendszám már szerepel a flottában!' },
    });
    const empty = await add({ transporterId: t.id, truckType: 'D22S', truckLicensePlateNumber: '' });
    // The fleet rules of rules/base/masterData.json.
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      details: { truckLicensePlateNumber: 'A mező kitöltése kötelező!' },
    });
    const chars = await add({ transporterId: t.id, truckType: 'D22S', truckLicensePlateNumber: 'AB_12' });
    expect(chars.statusCode).toBe(422);
    expect(chars.json()).toMatchObject({
      details: {
        truckLicensePlateNumber: 'A rendszám csak betűket, számokat, szóközt és kötőjelet tartalmazhat!',
      },
    });
    const nobody = await add({ transporterId: 'nincs', truckType: 'D22S', truckLicensePlateNumber: 'N-1' });
    expect(nobody.json()).toMatchObject({ details: { transporterId: 'Ismeretlen fuvarozó!' } });
  });

  it("lets a transporter's users see and edit only their own fleet", async () => {
    const own = await demoTransporterId();
    const other = await newTransporter();
    const otherVehicle = (
      await add({ transporterId: other.id, truckType: 'D22S', truckLicensePlateNumber: `OTH-${uniq()}` })
    ).data.fleetVehicle;
    const mine = await add(
      { transporterId: own, truckType: 'D22L', truckLicensePlateNumber: `OWN-${uniq()}` },
      'transporter-manager',
    );
    expect(mine.statusCode).toBe(201);
    const elsewhere = await add(
      { transporterId: other.id, truckType: 'D22L', truckLicensePlateNumber: `NO-${uniq()}` },
      'transporter-manager',
    );
    expect(elsewhere.statusCode).toBe(403);
    // Asking for another transporter's fleet still answers their own.
    const seen = await fleetOf(other.id, 'transporter-viewer');
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((f) => f.transporterId === own)).toBe(true);
    const edit = await change({ id: otherVehicle.id, __v: 0, contact: 'x' }, 'transporter-manager');
    expect(edit.statusCode).toBe(404);
    expect((await remove(otherVehicle.id, 'transporter-manager')).statusCode).toBe(404);
    // The viewer reads but does not write; production has no fleet.
    const viewerWrite = await add(
      { transporterId: own, truckType: 'D22L', truckLicensePlateNumber: `V-${uniq()}` },
      'transporter-viewer',
    );
    expect(viewerWrite.statusCode).toBe(403);
    expect((await env().request(api.list, { as: 'production-manager' })).statusCode).toBe(403);
  });
});
