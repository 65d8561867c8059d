import { describe, expect, it } from 'vitest';
import { BACKENDS } from './support/testDatabase.ts';
import { json, useTestEnv } from './support/testEnv.ts';

type TransporterBody = { id: string; companyName: string; shortName: string; active: boolean; __v: number };
type FleetBody = {
  id: string;
  transporterId: string;
  truckType: string;
  truckLicensePlateNumber: string;
  __v: number;
};

const uniq = () => Math.random().toString(36).slice(2, 7).toUpperCase();

describe.each(BACKENDS)('fleet [%s]', (backend) => {
  const env = useTestEnv(backend);
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    as = 'admin',
  ) =>
    env().call({
      method,
      url,
      as,
      ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
    });
  const newTransporter = async () =>
    json<{ transporter: TransporterBody }>(
      await call('POST', '/api/transporters', { companyName: 'Teszt Fuvar Kft.', shortName: `T${uniq()}` }),
    ).transporter;
  const demoTransporterId = async () =>
    json<TransporterBody[]>(await call('GET', '/api/transporters')).find((t) => t.shortName === 'DEMOFUV')
      ?.id as string;

  describe('fleet', () => {
    it('adds, changes, lists per transporter and deletes a fleet vehicle', async () => {
      const t = await newTransporter();
      const add = await call('POST', '/api/fleet', {
        transporterId: t.id,
        truckType: 'T24S',
        truckLicensePlateNumber: `ABC-${uniq()}`,
        contact: 'Kiss Béla +36 30 123 4567',
      });
      expect(add.statusCode).toBe(201);
      const f = json<{ fleetVehicle: FleetBody }>(add).fleetVehicle;
      const put = await call('PUT', '/api/fleet', { id: f.id, __v: 0, truckType: 'T24L' });
      expect(put.statusCode).toBe(200);
      const stale = await call('PUT', '/api/fleet', { id: f.id, __v: 0, truckType: 'D22S' });
      expect(stale.statusCode).toBe(409);
      const list = json<FleetBody[]>(await call('GET', `/api/fleet?transporterId=${t.id}`));
      expect(list.map((x) => x.truckType)).toEqual(['T24L']);
      expect((await call('DELETE', `/api/fleet/${f.id}`)).statusCode).toBe(200);
      expect(json<FleetBody[]>(await call('GET', `/api/fleet?transporterId=${t.id}`))).toEqual([]);
    });

    it('refuses an unknown truck type, a taken plate and bad input', async () => {
      const t = await newTransporter();
      const bad = await call('POST', '/api/fleet', {
        transporterId: t.id,
        truckType: 'NOPE',
        truckLicensePlateNumber: 'X-1',
      });
      expect(bad.statusCode).toBe(400);
      expect(json(bad)).toMatchObject({ details: { truckType: 'Ismeretlen vagy inaktív járműtípus!' } });
      const plate = `DUP-${uniq()}`;
      expect(
        (
          await call('POST', '/api/fleet', {
            transporterId: t.id,
            truckType: 'D22S',
            truckLicensePlateNumber: plate,
          })
        ).statusCode,
      ).toBe(201);
      const dup = await call('POST', '/api/fleet', {
        transporterId: t.id,
        truckType: 'D22S',
        truckLicensePlateNumber: plate.toLowerCase(),
      });
      expect(dup.statusCode).toBe(409);
      const empty = await call('POST', '/api/fleet', {
        transporterId: t.id,
        truckType: 'D22S',
        truckLicensePlateNumber: '',
      });
      expect(empty.statusCode).toBe(400);
      expect(json(empty)).toMatchObject({
        details: { truckLicensePlateNumber: 'A mező kitöltése kötelező!' },
      });
    });

    it("lets a transporter's users see and edit only their own fleet", async () => {
      const own = await demoTransporterId();
      const other = await newTransporter();
      const otherVehicle = json<{ fleetVehicle: FleetBody }>(
        await call('POST', '/api/fleet', {
          transporterId: other.id,
          truckType: 'D22S',
          truckLicensePlateNumber: `OTH-${uniq()}`,
        }),
      ).fleetVehicle;
      const mine = await call(
        'POST',
        '/api/fleet',
        { transporterId: own, truckType: 'D22L', truckLicensePlateNumber: `OWN-${uniq()}` },
        'transporter-manager',
      );
      expect(mine.statusCode).toBe(201);
      const elsewhere = await call(
        'POST',
        '/api/fleet',
        { transporterId: other.id, truckType: 'D22L', truckLicensePlateNumber: `NO-${uniq()}` },
        'transporter-manager',
      );
      expect(elsewhere.statusCode).toBe(403);
      // Asking for another transporter's fleet still answers their own.
      const seen = json<FleetBody[]>(
        await call('GET', `/api/fleet?transporterId=${other.id}`, undefined, 'transporter-viewer'),
      );
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.every((f) => f.transporterId === own)).toBe(true);
      const edit = await call(
        'PUT',
        '/api/fleet',
        { id: otherVehicle.id, __v: 0, contact: 'x' },
        'transporter-manager',
      );
      expect(edit.statusCode).toBe(404);
      expect(
        (await call('DELETE', `/api/fleet/${otherVehicle.id}`, undefined, 'transporter-manager')).statusCode,
      ).toBe(404);
      // The viewer reads but does not write; production has no fleet.
      const viewerWrite = await call(
        'POST',
        '/api/fleet',
        { transporterId: own, truckType: 'D22L', truckLicensePlateNumber: `V-${uniq()}` },
        'transporter-viewer',
      );
      expect(viewerWrite.statusCode).toBe(403);
      expect((await call('GET', '/api/fleet', undefined, 'production-manager')).statusCode).toBe(403);
    });
  });
});
