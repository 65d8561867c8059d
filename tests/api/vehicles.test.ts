import { describe, expect, it } from 'vitest';
import { FLEET_API } from '../../src/core/fleet/fleet.api.ts';
import { asListResult } from '../../src/core/list/listCall.schemas.ts';
import { TRANSPORTERS_API } from '../../src/core/transporters/transporters.api.ts';
import { VEHICLES_API } from '../../src/core/vehicles/vehicles.api.ts';
import { DEMO_TRUCK_TYPES } from '../../src/core/vehicles/vehicles.schemas.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';

describe.each(BACKENDS)('vehicles [%s]', (backend) => {
  const env = useTestEnv(backend);
  const api = VEHICLES_API;
  const create = (payload: Record<string, unknown>, as = 'admin') =>
    env().request(api.create, { as, payload });
  const update = (id: string, payload: Record<string, unknown>) =>
    env().request(api.update, { as: 'admin', params: { id }, payload });
  const ids = async (e: typeof api.active | typeof api.inactive | typeof api.list, query = {}) =>
    asListResult((await env().request(e, { as: 'admin', query })).data).result.map((x) => x.id);
  const newVehicle = (over: Record<string, unknown> = {}) => ({
    vehicleId: `V${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
    truckType: 'D22S',
    truckLicensePlateNumber: 'ABC-123',
    palletCapacity: 20,
    kgCapacity: 15000,
    ...over,
  });

  it('seeds the four demo truck types, D22S as the default', async () => {
    const res = await env().request(api.list, { as: 'logistics-viewer' });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.data)).toBe(true);
    const vehicleIds = asListResult(res.data).result.map((v) => v.vehicleId);
    for (const t of DEMO_TRUCK_TYPES) expect(vehicleIds).toContain(t.vehicleId);
    const defaults = (await env().request(api.defaults, { as: 'admin' })).data;
    expect(defaults.map((v) => v.vehicleId)).toEqual(['D22S']);
    // Delivery to a site prefers a crane truck.
    const site = (await env().request(api.defaults, { as: 'admin', query: { deliveryToSite: 'true' } })).data;
    expect(site.every((v) => v.crane)).toBe(true);
  });

  it('creates a vehicle; lists it under active; includeInactives, /inactive after deactivation', async () => {
    const input = newVehicle();
    const res = await create(input);
    expect(res.statusCode).toBe(201);
    const v = res.data.vehicle;
    expect(v).toMatchObject({ vehicleId: input.vehicleId, active: true, default: false, __v: 0 });
    const off = await update(v.id, { active: false, __v: 0 });
    expect(off.statusCode).toBe(200);
    expect(await ids(api.active)).not.toContain(v.id);
    expect(await ids(api.list)).not.toContain(v.id);
    expect(await ids(api.inactive)).toContain(v.id);
    expect(await ids(api.list, { includeInactives: 'true' })).toContain(v.id);
  });

  it('answers the list call of the grid with counts', async () => {
    const res = await env().request(api.list, {
      as: 'admin',
      query: { page: 0, size: 2, sort: 'vehicleId:desc' },
    });
    expect(Array.isArray(res.data)).toBe(false);
    const body = asListResult(res.data);
    expect(body.result).toHaveLength(2);
    expect(body.totalCount).toBeGreaterThanOrEqual(4);
    const vehicleIds = body.result.map((r) => r.vehicleId);
    expect([...vehicleIds].sort().reverse()).toEqual(vehicleIds);
  });

  it('refuses an inactive default vehicle with the spec message, on create and on update', async () => {
    const bad = await create(newVehicle({ active: false, default: true }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ details: { default: 'Az inaktív jármű nem lehet alapértelmezett!' } });
    const [d22s] = (await env().request(api.defaults, { as: 'admin' })).data;
    const off = await update(d22s?.id ?? '', { active: false, __v: d22s?.__v });
    expect(off.statusCode).toBe(422);
    expect(off.json()).toMatchObject({ details: { active: 'Az inaktív jármű nem lehet alapértelmezett!' } });
  });

  it('validates fields with the rule messages (422) and the schema (400)', async () => {
    const res = await create(newVehicle({ palletCapacity: 0, kgCapacity: -5 }));
    expect([400, 422]).toContain(res.statusCode);
    const details = res.json<{ details: Record<string, string> }>().details;
    expect(details.palletCapacity).toBeTruthy();
    expect(details.kgCapacity).toBeTruthy();
    // A missing id is the vehicle rules' "required", not a type error.
    const missing = await create({ palletCapacity: 10, kgCapacity: 100 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ details: { vehicleId: 'A mező kitöltése kötelező!' } });
  });

  it('refuses a taken vehicle id with 409', async () => {
    const res = await create(newVehicle({ vehicleId: 'T24L' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'vehicles.idTaken',
      details: { vehicleId: 'Ilyen azonosítójú jármű már létezik!' },
    });
  });

  it('rejects a stale version (409) and applies a bulk batch all-or-nothing', async () => {
    const a = (await create(newVehicle())).data.vehicle;
    const b = (await create(newVehicle())).data.vehicle;
    expect((await update(a.id, { palletCapacity: 21, __v: 0 })).statusCode).toBe(200);
    const stale = await update(a.id, { palletCapacity: 22, __v: 0 });
    expect(stale.statusCode).toBe(409);
    const batch = await env().request(api.bulk, {
      as: 'admin',
      payload: {
        items: [
          { id: a.id, __v: 0, changes: { crane: true } },
          { id: b.id, __v: 0, changes: { crane: true } },
        ],
      },
    });
    expect(batch.statusCode).toBe(409);
    const after = (await env().request(api.get, { as: 'admin', params: { id: b.id } })).data;
    expect(after.crane).toBe(false);
    const ok = await env().request(api.bulk, {
      as: 'admin',
      payload: { items: [{ id: b.id, __v: 0, changes: { crane: true } }] },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.data.vehicles.map((v) => [v.id, v.crane])).toEqual([[b.id, true]]);
  });

  it('refuses deleting a vehicle type a fleet vehicle uses, naming the plate', async () => {
    const v = (await create(newVehicle())).data.vehicle;
    const transporters = asListResult((await env().request(TRANSPORTERS_API.list, { as: 'admin' })).data);
    const fleet = await env().request(FLEET_API.create, {
      as: 'admin',
      payload: {
        transporterId: transporters.result[0]?.id,
        truckType: v.vehicleId,
        truckLicensePlateNumber: 'DEL-001',
      },
    });
    expect(fleet.statusCode).toBe(201);
    const res = await env().request(api.remove, { as: 'admin', params: { id: v.id } });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toContain('DEL-001');
    const free = (await create(newVehicle())).data.vehicle;
    const removed = await env().request(api.remove, { as: 'admin', params: { id: free.id } });
    expect(removed.statusCode).toBe(200);
    expect(removed.data).toEqual({ message: 'A törlés sikeresen megtörtént.', id: free.id });
  });

  it('lets only editors write: logistics viewer 403, production manager 403, logistics manager 201', async () => {
    expect((await create(newVehicle(), 'logistics-viewer')).statusCode).toBe(403);
    expect((await create(newVehicle(), 'production-manager')).statusCode).toBe(403);
    expect((await create(newVehicle(), 'transporter-manager')).statusCode).toBe(403);
    expect((await create(newVehicle(), 'logistics-manager')).statusCode).toBe(201);
    expect((await env().request(api.list, { as: 'transporter-viewer' })).statusCode).toBe(200);
  });
});
