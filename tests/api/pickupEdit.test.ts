import { describe, expect, it } from 'vitest';
import { EXTERNAL_ID_NAMES_API } from '../../src/core/externalIds/externalIdNames.api.ts';
import { PICKUPS_API } from '../../src/core/pickups/pickups.api.ts';
import { insertPickups, type NewPickup } from '../../src/server/db/repositories/freights.repository.ts';
import { findUserByUsername } from '../../src/server/db/repositories/users.repository.ts';
import { buildExternalIdName } from '../factories/externalIdNames.factory.ts';
import { newPickupValues } from '../factories/freights.factory.ts';
import { datesAhead } from '../support/dates.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';
import { withModule as withModuleIn } from './support/withModule.ts';

const AHEAD = datesAhead();
const FUTURE = {
  releaseDate: AHEAD.releaseDate,
  deliveryDate: AHEAD.deliveryDate,
  expectedDeadlineDate: AHEAD.expectedDeadlineDate,
};
const SLOT = {
  time: `${AHEAD.deliveryDate}T08:00:00.000Z`,
  dockId: 'D1',
  dockName: 'Dokk 1',
  timeSlotWidth: 1,
};

describe.each(BACKENDS)('pickup edits [%s]', (backend) => {
  const env = useTestEnv(backend);
  const api = PICKUPS_API;
  const db = () => env().database.db;
  const store = async (values: Partial<NewPickup> = {}) =>
    (await insertPickups(db(), [newPickupValues({ ...FUTURE, ...values })]))[0]!;
  const eventsOf = async (id: string) =>
    (
      await db()
        .selectFrom('events')
        .select(['action', 'entity'])
        .where('entity_id', '=', id)
        .orderBy('id')
        .execute()
    ).map((e) => `${e.entity}:${e.action}`);
  const withModule = (key: string, active: boolean, run: () => Promise<void>) =>
    withModuleIn(db(), key, active, run);

  it('saves fields at the version read and logs a pickup event; a stale version is a 409 and writes nothing', async () => {
    const p = await store();
    const res = await env().request(api.update, {
      as: 'logistics-manager',
      params: { id: p.id, version: String(p.__v) },
      payload: { driverName: 'Kovács Géza', truckLicensePlateNumber: 'ABC-123', externalIds: { sap: 'S-1' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toMatchObject({
      driverName: 'Kovács Géza',
      truckLicensePlateNumber: 'ABC-123',
      externalIds: { sap: 'S-1' },
      __v: p.__v + 1,
    });
    expect(await eventsOf(p.id)).toEqual(['pickup:updated']);
    const stale = await env().request(api.update, {
      as: 'admin',
      params: { id: p.pickupId, version: String(p.__v) },
      payload: { driverName: 'Más' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('common.staleVersion');
    expect(await eventsOf(p.id)).toEqual(['pickup:updated']);
    const bad = await env().request(api.update, {
      as: 'admin',
      params: { id: p.id, version: String(res.data.__v) },
      payload: { deliveryDate: 'holnap' },
    });
    expect(bad.statusCode).toBe(400);
    const missing = await env().request(api.update, {
      as: 'admin',
      params: { id: '999999999', version: '0' },
      payload: { driverName: 'X' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('field permissions come from the rule files (entity pickup): production manager date, ids and status; viewers nothing', async () => {
    const p = await store();
    const at = (v: number) => ({ id: p.id, version: String(v) });
    const pm = await env().request(api.update, {
      as: 'production-manager',
      params: at(p.__v),
      payload: { deliveryDate: AHEAD.movedDelivery, status: 'scheduled' },
    });
    expect(pm.statusCode, pm.body).toBe(200);
    expect(pm.data).toMatchObject({ deliveryDate: AHEAD.movedDelivery, status: 'scheduled' });
    const driver = await env().request(api.update, {
      as: 'production-manager',
      params: at(pm.data.__v),
      payload: { driverName: 'X' },
    });
    expect(driver.statusCode).toBe(403);
    expect(driver.json().details).toHaveProperty('driverName');
    for (const as of ['logistics-viewer', 'production-viewer'] as const) {
      const viewer = await env().request(api.update, {
        as,
        params: at(pm.data.__v),
        payload: { driverName: 'X' },
      });
      expect(viewer.statusCode, as).toBe(403);
    }
  });

  it('transporter users never reach pickups, and without the pickup module nobody does', async () => {
    const own = (await findUserByUsername(db(), 'transporter-manager'))?.transporterId as string;
    const p = await store({ transporterId: own });
    const params = { id: p.id, version: String(p.__v) };
    const byTransporter = await env().request(api.update, {
      as: 'transporter-manager',
      params,
      payload: { driverName: 'X' },
    });
    expect(byTransporter.statusCode).toBe(403);
    expect(
      (await env().request(api.cancel, { as: 'transporter-manager', payload: { pickupIds: [p.id] } }))
        .statusCode,
    ).toBe(403);
    await withModule('pickup', false, async () => {
      const off = await env().request(api.nextStatus, { as: 'admin', params, payload: {} });
      expect(off.statusCode).toBe(403);
    });
    expect(await eventsOf(p.id)).toEqual([]);
  });

  it('steps along new, scheduled, reserved, arrived, shipped; only adjacent steps; back to new clears the time slot', async () => {
    const p = await store({ timeSlot: SLOT });
    let v = p.__v;
    const steps: string[] = [];
    for (let i = 0; i < 4; i++) {
      const next = await env().request(api.nextStatus, {
        as: 'admin',
        params: { id: p.id, version: String(v) },
        payload: {},
      });
      expect(next.statusCode, next.body).toBe(200);
      steps.push(next.data.status);
      v = next.data.__v;
    }
    expect(steps).toEqual(['scheduled', 'reserved', 'arrived', 'shipped']);
    const end = await env().request(api.nextStatus, {
      as: 'admin',
      params: { id: p.id, version: String(v) },
      payload: {},
    });
    expect(end.statusCode).toBe(422);
    expect(end.json()).toMatchObject({
      code: 'pickups.noNextStatus',
      message: 'Az átvétel már az utolsó státuszban van!',
    });
    const skip = await env().request(api.setStatus, {
      as: 'admin',
      params: { id: p.id, version: String(v) },
      payload: { status: 'reserved' },
    });
    expect(skip.statusCode).toBe(422);
    expect(skip.json().code).toBe('pickups.statusNotAdjacent');
    const q = await store({ status: 'scheduled', timeSlot: SLOT });
    const back = await env().request(api.setStatus, {
      as: 'logistics-manager',
      params: { id: q.id, version: String(q.__v) },
      payload: { status: 'new' },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.data).toMatchObject({ status: 'new', timeSlot: null });
    expect(await eventsOf(p.id)).toEqual(Array(4).fill('pickup:updated'));
    const stale = await env().request(api.setStatus, {
      as: 'admin',
      params: { id: q.id, version: String(q.__v) },
      payload: { status: 'scheduled' },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('cancels and reopens many pickups with the spec texts (editors, order_closure); unknown ids are a 404', async () => {
    const a = await store();
    const b = await store({ status: 'reserved', timeSlot: SLOT });
    const ids = [a.pickupId, b.id];
    const stale = await env().request(api.cancel, {
      as: 'admin',
      payload: { pickupIds: ids, versions: { [a.id]: a.__v + 1 } },
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(Object.keys(stale.json().details)).toEqual([a.pickupId]);
    const cancelled = await env().request(api.cancel, {
      as: 'admin',
      payload: { pickupIds: ids, versions: { [a.pickupId]: a.__v, [b.id]: b.__v } },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.data.message).toBe('Gyári átvét sikeresen lemondva!');
    expect(cancelled.data.pickups.map((p) => p.status)).toEqual(['cancelled', 'cancelled']);
    const step = await env().request(api.nextStatus, {
      as: 'admin',
      params: { id: a.id, version: String(a.__v + 1) },
      payload: {},
    });
    expect(step.statusCode).toBe(422);
    expect(step.json().code).toBe('pickups.cancelledStatus');
    expect(
      (await env().request(api.uncancel, { as: 'production-manager', payload: { pickupIds: ids } }))
        .statusCode,
    ).toBe(403);
    const reopened = await env().request(api.uncancel, {
      as: 'logistics-manager',
      payload: { pickupIds: ids },
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.data.message).toBe('Gyári átvét sikeresen újranyitva!');
    expect(reopened.data.pickups.map((p) => [p.status, p.timeSlot])).toEqual([
      ['new', null],
      ['new', null],
    ]);
    expect(await eventsOf(b.id)).toEqual(['pickup:updated', 'pickup:updated']);
    const unknown = await env().request(api.cancel, {
      as: 'admin',
      payload: { pickupIds: [a.id, '999999999'] },
    });
    expect(unknown.statusCode).toBe(404);
    await withModule('order_closure', false, async () => {
      const off = await env().request(api.cancel, { as: 'admin', payload: { pickupIds: ids } });
      expect(off.statusCode).toBe(403);
      expect(off.json().code).toBe('pickups.cancelNeedsClosure');
    });
    expect((await env().request(api.cancel, { as: 'admin', payload: { pickupIds: [] } })).statusCode).toBe(
      400,
    );
  });

  it('cargo external ids: configured cargo names, by the roles each name allows; orderId narrows; empty removes', async () => {
    const names = await env().request(EXTERNAL_ID_NAMES_API.save, {
      as: 'admin',
      payload: {
        lists: {
          cargo: [
            buildExternalIdName({ name: 'sapNr', main: true, rolesAllowedToEdit: ['logistics_manager'] }),
            buildExternalIdName({ name: 'palletNr', rolesAllowedToEdit: [] }),
          ],
        },
      },
    });
    expect(names.statusCode, names.body).toBe(200);
    const line = (orderId: string) => ({
      orderId,
      palletType: 'EUR',
      pallets: 2,
      kg: 1000,
      externalIds: {},
      transportStatus: 'unknown' as const,
    });
    const p = await store({ cargo: [line('P-1'), line('P-2')] });
    const one = await env().request(api.cargoExternalIds, {
      as: 'logistics-manager',
      params: { id: p.pickupId },
      payload: { orderId: 'P-2', externalIds: { sapNr: 'S-9' }, __v: p.__v },
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.data.cargo.map((c) => c.externalIds)).toEqual([{}, { sapNr: 'S-9' }]);
    const all = await env().request(api.cargoExternalIds, {
      as: 'admin',
      params: { id: p.id },
      payload: { externalIds: { palletNr: 'R-1', sapNr: '' } },
    });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.data.cargo.map((c) => c.externalIds)).toEqual([{ palletNr: 'R-1' }, { palletNr: 'R-1' }]);
    const refused = await env().request(api.cargoExternalIds, {
      as: 'logistics-manager',
      params: { id: p.id },
      payload: { externalIds: { palletNr: 'R-2' } },
    });
    expect(refused.statusCode).toBe(403);
    const unknown = await env().request(api.cargoExternalIds, {
      as: 'admin',
      params: { id: p.id },
      payload: { externalIds: { nope: '1' } },
    });
    expect(unknown.statusCode).toBe(422);
    const notOn = await env().request(api.cargoExternalIds, {
      as: 'admin',
      params: { id: p.id },
      payload: { orderId: 'P-404', externalIds: { sapNr: '1' } },
    });
    expect(notOn.statusCode).toBe(404);
    expect(notOn.json().code).toBe('pickups.cargoNotOnPickup');
    const viewer = await env().request(api.cargoExternalIds, {
      as: 'logistics-viewer',
      params: { id: p.id },
      payload: { externalIds: { sapNr: '1' } },
    });
    expect(viewer.statusCode).toBe(403);
    const stale = await env().request(api.cargoExternalIds, {
      as: 'admin',
      params: { id: p.id },
      payload: { externalIds: { sapNr: '1' }, __v: p.__v },
    });
    expect(stale.statusCode).toBe(409);
  });
});
