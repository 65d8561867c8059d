import { describe, expect, it } from 'vitest';
import { DEMO_TRUCK_TYPES } from '../../src/core/vehicles/vehicles.schemas.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { json, useTestEnv } from './support/testEnv.ts';

type VehicleBody = {
  id: string;
  vehicleId: string;
  active: boolean;
  default: boolean;
  crane: boolean;
  __v: number;
};

describe.each(BACKENDS)('vehicles [%s]', (backend) => {
  const env = useTestEnv(backend);
  const call = (method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, as = 'admin') =>
    env().call({
      method,
      url,
      as,
      ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
    });
  const create = (payload: Record<string, unknown>, as = 'admin') =>
    call('PUT', '/api/vehicles', payload, as);
  const newVehicle = (over: Record<string, unknown> = {}) => ({
    vehicleId: `V${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
    truckType: 'D22S',
    truckLicensePlateNumber: 'ABC-123',
    palletCapacity: 20,
    kgCapacity: 15000,
    ...over,
  });

  it('seeds the four demo truck types, D22S as the default', async () => {
    const res = await call('GET', '/api/vehicles', undefined, 'logistics-viewer');
    expect(res.statusCode).toBe(200);
    const ids = json<VehicleBody[]>(res).map((v) => v.vehicleId);
    for (const t of DEMO_TRUCK_TYPES) expect(ids).toContain(t.vehicleId);
    const defaults = json<VehicleBody[]>(await call('GET', '/api/vehicles/defaults'));
    expect(defaults.map((v) => v.vehicleId)).toEqual(['D22S']);
    // Delivery to a site prefers a crane truck.
    const site = json<VehicleBody[]>(await call('GET', '/api/vehicles/defaults?deliveryToSite=true'));
    expect(site.every((v) => v.crane)).toBe(true);
  });

  it('creates a vehicle; lists it under active; includeInactives, /inactive after deactivation', async () => {
    const input = newVehicle();
    const res = await create(input);
    expect(res.statusCode).toBe(201);
    const v = json<{ vehicle: VehicleBody }>(res).vehicle;
    expect(v).toMatchObject({ vehicleId: input.vehicleId, active: true, default: false, __v: 0 });
    const off = await call('PUT', `/api/vehicles/${v.id}`, { active: false, __v: 0 });
    expect(off.statusCode).toBe(200);
    const active = json<VehicleBody[]>(await call('GET', '/api/vehicles/active')).map((x) => x.id);
    const inactive = json<VehicleBody[]>(await call('GET', '/api/vehicles/inactive')).map((x) => x.id);
    const plain = json<VehicleBody[]>(await call('GET', '/api/vehicles')).map((x) => x.id);
    const all = json<VehicleBody[]>(await call('GET', '/api/vehicles?includeInactives=true')).map(
      (x) => x.id,
    );
    expect(active).not.toContain(v.id);
    expect(plain).not.toContain(v.id);
    expect(inactive).toContain(v.id);
    expect(all).toContain(v.id);
  });

  it('answers the list call of the grid with counts', async () => {
    const res = await call('GET', '/api/vehicles?page=0&size=2&sort=vehicleId:desc');
    const body = json<{ result: VehicleBody[]; filteredCount: number; totalCount: number }>(res);
    expect(body.result).toHaveLength(2);
    expect(body.totalCount).toBeGreaterThanOrEqual(4);
    const ids = body.result.map((r) => r.vehicleId);
    expect([...ids].sort().reverse()).toEqual(ids);
  });

  it('refuses an inactive default vehicle with the spec message, on create and on update', async () => {
    const bad = await create(newVehicle({ active: false, default: true }));
    expect(bad.statusCode).toBe(422);
    expect(json(bad)).toMatchObject({ details: { default: 'Az inaktív jármű nem lehet alapértelmezett!' } });
    const [d22s] = json<VehicleBody[]>(await call('GET', '/api/vehicles/defaults'));
    const off = await call('PUT', `/api/vehicles/${d22s?.id}`, { active: false, __v: d22s?.__v });
    expect(off.statusCode).toBe(422);
    expect(json(off)).toMatchObject({ details: { active: 'Az inaktív jármű nem lehet alapértelmezett!' } });
  });

  it('validates fields with the rule messages (422) and the schema (400)', async () => {
    const res = await create(newVehicle({ palletCapacity: 0, kgCapacity: -5 }));
    expect([400, 422]).toContain(res.statusCode);
    const details = json<{ details: Record<string, string> }>(res).details;
    expect(details.palletCapacity).toBeTruthy();
    expect(details.kgCapacity).toBeTruthy();
    const missing = await create({ palletCapacity: 10, kgCapacity: 100 });
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toMatchObject({ details: { vehicleId: 'A mező kitöltése kötelező!' } });
  });

  it('refuses a taken vehicle id with 409', async () => {
    const res = await create(newVehicle({ vehicleId: 'T24L' }));
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ details: { vehicleId: 'Ilyen azonosítójú jármű már létezik!' } });
  });

  it('rejects a stale version (409) and applies a bulk batch all-or-nothing', async () => {
    const a = json<{ vehicle: VehicleBody }>(await create(newVehicle())).vehicle;
    const b = json<{ vehicle: VehicleBody }>(await create(newVehicle())).vehicle;
    expect((await call('PUT', `/api/vehicles/${a.id}`, { palletCapacity: 21, __v: 0 })).statusCode).toBe(200);
    const stale = await call('PUT', `/api/vehicles/${a.id}`, { palletCapacity: 22, __v: 0 });
    expect(stale.statusCode).toBe(409);
    const batch = await call('PATCH', '/api/vehicles/bulk', {
      items: [
        { id: a.id, __v: 0, changes: { crane: true } },
        { id: b.id, __v: 0, changes: { crane: true } },
      ],
    });
    expect(batch.statusCode).toBe(409);
    const after = json<VehicleBody>(await call('GET', `/api/vehicles/${b.id}`));
    expect(after.crane).toBe(false);
    const ok = await call('PATCH', '/api/vehicles/bulk', {
      items: [{ id: b.id, __v: 0, changes: { crane: true } }],
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses deleting a vehicle type a fleet vehicle uses, naming the plate', async () => {
    const v = json<{ vehicle: VehicleBody }>(await create(newVehicle())).vehicle;
    const transporters = json<{ id: string }[]>(await call('GET', '/api/transporters'));
    const fleet = await env().call({
      method: 'POST',
      url: '/api/fleet',
      as: 'admin',
      payload: {
        transporterId: transporters[0]?.id,
        truckType: v.vehicleId,
        truckLicensePlateNumber: 'DEL-001',
      },
    });
    expect(fleet.statusCode).toBe(201);
    const res = await call('DELETE', `/api/vehicles/${v.id}`);
    expect(res.statusCode).toBe(409);
    expect(json<{ message: string }>(res).message).toContain('DEL-001');
    const free = json<{ vehicle: VehicleBody }>(await create(newVehicle())).vehicle;
    expect((await call('DELETE', `/api/vehicles/${free.id}`)).statusCode).toBe(200);
  });

  it('lets only editors write: logistics viewer 403, production manager 403, logistics manager 201', async () => {
    expect((await create(newVehicle(), 'logistics-viewer')).statusCode).toBe(403);
    expect((await create(newVehicle(), 'production-manager')).statusCode).toBe(403);
    expect((await create(newVehicle(), 'transporter-manager')).statusCode).toBe(403);
    expect((await create(newVehicle(), 'logistics-manager')).statusCode).toBe(201);
    expect((await call('GET', '/api/vehicles', undefined, 'transporter-viewer')).statusCode).toBe(200);
  });
});
