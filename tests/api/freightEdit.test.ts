import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/core/calendar/workdays.ts';
import { EXTERNAL_ID_NAMES_API } from '../../src/core/externalIds/externalIdNames.api.ts';
import { FREIGHTS_API } from '../../src/core/freights/freights.api.ts';
import { TRANSPORTERS_API } from '../../src/core/transporters/transporters.api.ts';
import { insertFreights, type NewFreight } from '../../src/server/db/repositories/freights.repository.ts';
import { findUserByUsername } from '../../src/server/db/repositories/users.repository.ts';
import { buildExternalIdName } from '../factories/externalIdNames.factory.ts';
import { newFreightValues } from '../factories/freights.factory.ts';
import { datesAhead, todayIso } from '../support/dates.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';
import { withModule as withModuleIn } from './support/withModule.ts';

// Dates half a year ahead, in order (release ≤ delivery ≤ deadline), so no date warning fires unless a test asks.
const AHEAD = datesAhead();
const FUTURE = {
  releaseDate: AHEAD.releaseDate,
  deliveryDate: AHEAD.deliveryDate,
  expectedDeadlineDate: AHEAD.expectedDeadlineDate,
};

describe.each(BACKENDS)('freight edits [%s]', (backend) => {
  const env = useTestEnv(backend);
  const api = FREIGHTS_API;
  const db = () => env().database.db;
  const store = async (values: Partial<NewFreight> = {}) =>
    (await insertFreights(db(), [newFreightValues({ ...FUTURE, ...values })]))[0]!;
  const ownTransporter = async () =>
    (await findUserByUsername(db(), 'transporter-manager'))?.transporterId as string;
  const eventsOf = async (id: string) =>
    (
      await db().selectFrom('events').select('action').where('entity_id', '=', id).orderBy('id').execute()
    ).map((e) => e.action);
  const withModule = (key: string, active: boolean, run: () => Promise<void>) =>
    withModuleIn(db(), key, active, run);

  it('saves fields at the version read (costs parsed as numbers), logs the change; a stale version is a 409', async () => {
    const f = await store();
    const res = await env().request(api.update, {
      as: 'logistics-manager',
      params: { id: f.id, version: String(f.__v) },
      payload: { driverName: 'Kovács Géza', freightCost: '125 000', externalIds: { sap: 'S-1' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toMatchObject({
      driverName: 'Kovács Géza',
      freightCost: 125000,
      externalIds: { sap: 'S-1' },
    });
    expect(res.data.__v).toBe(f.__v + 1);
    expect(await eventsOf(f.id)).toEqual(['updated']);

    const stale = await env().request(api.update, {
      as: 'logistics-manager',
      params: { id: f.freightId, version: String(f.__v) },
      payload: { driverName: 'Más' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('common.staleVersion');
    // The permission check comes before the version check: a viewer's stale save is a 403 (issue 36).
    const staleViewer = await env().request(api.update, {
      as: 'logistics-viewer',
      params: { id: f.id, version: String(f.__v) },
      payload: { driverName: 'Más' },
    });
    expect(staleViewer.statusCode).toBe(403);
    const bad = await env().request(api.update, {
      as: 'admin',
      params: { id: f.id, version: String(res.data.__v) },
      payload: { freightCost: 'sok' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a save that needs confirmation and lacks it, listing every warning; confirmed saves', async () => {
    const f = await store({ status: 'scheduled' });
    const params = { id: f.id, version: String(f.__v) };
    // A delivery a month ago, released the day after it, due the day before it: every date warning.
    const past = addDays(todayIso(), -30);
    const payload = {
      deliveryDate: past,
      releaseDate: addDays(past, 1),
      expectedDeadlineDate: addDays(past, -1),
    };
    const refused = await env().request(api.update, { as: 'admin', params, payload });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'freights.confirmationNeeded',
      details: {
        scheduledDateChanged: 'A fuvar már ütemezett, és megváltozott a szállítási dátuma!',
        dateInPast: 'A szállítási dátum a múltban van!',
        deliveryBeforeRelease: 'A szállítási dátum korábbi, mint a kiadási dátum!',
        deadlineBeforeDelivery: 'A várható határidő korábbi, mint a szállítási dátum!',
      },
    });
    expect(await eventsOf(f.id)).toEqual([]);
    const saved = await env().request(api.update, {
      as: 'admin',
      params,
      payload: { ...payload, confirmed: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.data.deliveryDate).toBe(past);
  });

  it('field permissions come from the rule files per role and config mode', async () => {
    const own = await ownTransporter();
    const f = await store({ transporterId: own });
    const at = (v: number) => ({ id: f.id, version: String(v) });
    // Transporter manager: driver and plate only (the attached transporter is a warning to confirm).
    const plate = await env().request(api.update, {
      as: 'transporter-manager',
      params: at(f.__v),
      payload: { truckLicensePlateNumber: 'ABC-123', confirmed: true },
    });
    expect(plate.statusCode, plate.body).toBe(200);
    const date = await env().request(api.update, {
      as: 'transporter-manager',
      params: at(plate.data.__v),
      payload: { deliveryDate: AHEAD.movedDelivery, confirmed: true },
    });
    expect(date.statusCode).toBe(403);
    expect(date.json().details).toHaveProperty('deliveryDate');
    // Production manager: delivery date, external ids, status; release date only where the mode says.
    const pm = await env().request(api.update, {
      as: 'production-manager',
      params: at(plate.data.__v),
      payload: { deliveryDate: AHEAD.movedDelivery, confirmed: true },
    });
    expect(pm.statusCode, pm.body).toBe(200);
    const release = { releaseDate: AHEAD.dayBefore, confirmed: true };
    const pmRelease = await env().request(api.update, {
      as: 'production-manager',
      params: at(pm.data.__v),
      payload: release,
    });
    expect(pmRelease.statusCode).toBe(403);
    const wienerberger = await env().extraApp({ configMode: 'wienerberger' });
    const wbRelease = await env().request(api.update, {
      as: 'production-manager',
      app: wienerberger,
      params: at(pm.data.__v),
      payload: release,
    });
    expect(wbRelease.statusCode, wbRelease.body).toBe(200);
    // Viewers edit nothing; a freight of another transporter is not there for a transporter user.
    const viewer = await env().request(api.update, {
      as: 'logistics-viewer',
      params: at(wbRelease.data.__v),
      payload: { driverName: 'X' },
    });
    expect(viewer.statusCode).toBe(403);
    // The comment goes with the version read: an older one is refused, nothing written.
    const stale = await env().request(api.comment, {
      as: 'transporter-manager',
      params: { id: f.id },
      payload: { comment: 'Régi lap', __v: f.__v },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('common.staleVersion');
    const missing = await env().request(api.comment, {
      as: 'transporter-manager',
      params: { id: f.id },
      payload: { comment: 'Verzió nélkül' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toHaveProperty('__v');
    const other = await store();
    const foreign = await env().request(api.update, {
      as: 'transporter-manager',
      params: { id: other.id, version: String(other.__v) },
      payload: { driverName: 'X' },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('steps the status along the server list; back to new clears the time slot; entering scheduled clears offers and transporter', async () => {
    const slot = {
      time: `${AHEAD.deliveryDate}T08:00:00.000Z`,
      dockId: 'D1',
      dockName: 'Dokk 1',
      timeSlotWidth: 1,
    };
    const offeredTo = await ownTransporter();
    const f = await store({ status: 'published', timeSlot: slot, offerSentToTransporterIds: [offeredTo] });
    const next = await env().request(api.nextStatus, {
      as: 'admin',
      params: { id: f.id, version: String(f.__v) },
      payload: {},
    });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.data.status).toBe('answered');
    const skip = await env().request(api.setStatus, {
      as: 'admin',
      params: { id: f.id, version: String(next.data.__v) },
      payload: { status: 'scheduled' },
    });
    expect(skip.statusCode).toBe(422);
    expect(skip.json().code).toBe('freights.statusNotAdjacent');
    const back = await env().request(api.setStatus, {
      as: 'admin',
      params: { id: f.id, version: String(next.data.__v) },
      payload: { status: 'published' },
    });
    const toNew = await env().request(api.setStatus, {
      as: 'admin',
      params: { id: f.id, version: String(back.data.__v) },
      payload: { status: 'new', confirmed: true },
    });
    expect(toNew.statusCode, toNew.body).toBe(200);
    expect(toNew.data).toMatchObject({ status: 'new', timeSlot: null });

    const own = await ownTransporter();
    const reserved = await store({
      status: 'reserved',
      transporterId: own,
      offerSentToTransporterIds: [own],
    });
    const params = { id: reserved.id, version: String(reserved.__v) };
    const unconfirmed = await env().request(api.nextStatus, { as: 'admin', params, payload: {} });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().details).toHaveProperty('schedulingDeletes');
    const scheduled = await env().request(api.nextStatus, {
      as: 'admin',
      params,
      payload: { confirmed: true },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.data).toMatchObject({
      status: 'scheduled',
      transporterId: null,
      offerSentToTransporterIds: [],
    });
  });

  it('statuses mean what they say: published and answered need an offer, accepted and reserved a transporter', async () => {
    const step = (f: { id: string; __v: number }, status: string) =>
      env().request(api.setStatus, {
        as: 'admin',
        params: { id: f.id, version: String(f.__v) },
        payload: { status, confirmed: true },
      });
    const bare = await store({ status: 'new' });
    const published = await step(bare, 'published');
    expect(published.statusCode).toBe(422);
    expect(published.json().details).toEqual({
      status: 'Ajánlat nélkül a fuvar nem lehet ajánlott vagy megválaszolt státuszú!',
    });
    const nextOfNew = await env().request(api.nextStatus, {
      as: 'admin',
      params: { id: bare.id, version: String(bare.__v) },
      payload: { confirmed: true },
    });
    expect(nextOfNew.statusCode).toBe(422);
    const answered = await store({ status: 'answered' });
    const accepted = await step(answered, 'accepted');
    expect(accepted.statusCode).toBe(422);
    expect(accepted.json().details).toEqual({
      status: 'Fuvarozó nélkül a fuvar nem lehet elfogadott vagy foglalt státuszú!',
    });
    expect(await eventsOf(bare.id)).toEqual([]);
    expect(await eventsOf(answered.id)).toEqual([]);
    // With a transporter the step is what it means.
    const own = await ownTransporter();
    const taken = await store({ status: 'answered', transporterId: own });
    const ok = await step(taken, 'accepted');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.data).toMatchObject({ status: 'accepted', transporterId: own });
  });

  it("an accepted freight's driver, plate and status steps save without the transporter confirmation; a date change asks once", async () => {
    const own = await ownTransporter();
    const f = await store({ status: 'accepted', transporterId: own, offerSentToTransporterIds: [own] });
    const driver = await env().request(api.update, {
      as: 'admin',
      params: { id: f.id, version: String(f.__v) },
      payload: { driverName: 'Szabó Ákos', truckLicensePlateNumber: 'AAA-111' },
    });
    expect(driver.statusCode, driver.body).toBe(200);
    const next = await env().request(api.nextStatus, {
      as: 'admin',
      params: { id: f.id, version: String(driver.data.__v) },
      payload: {},
    });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.data.status).toBe('reserved');
    const moved = await env().request(api.update, {
      as: 'admin',
      params: { id: f.id, version: String(next.data.__v) },
      payload: { deliveryDate: AHEAD.movedDelivery },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().details).toEqual({
      transporterAttached: 'A fuvarhoz már fuvarozó vagy ajánlat tartozik!',
    });
  });

  it('finalize needs the finalize_freight module and logs freight_finalized / revoked; only a transporter ships', async () => {
    const f = await store({ status: 'scheduled' });
    await withModule('finalize_freight', false, async () => {
      const refused = await env().request(api.nextStatus, {
        as: 'admin',
        params: { id: f.id, version: String(f.__v) },
        payload: {},
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('freights.finalizeNeedsModule');
    });
    await withModule('finalize_freight', true, async () => {
      const fin = await env().request(api.nextStatus, {
        as: 'admin',
        params: { id: f.id, version: String(f.__v) },
        payload: {},
      });
      expect(fin.statusCode, fin.body).toBe(200);
      const revoked = await env().request(api.setStatus, {
        as: 'admin',
        params: { id: f.id, version: String(fin.data.__v) },
        payload: { status: 'scheduled', confirmed: true },
      });
      expect(revoked.statusCode, revoked.body).toBe(200);
    });
    expect(await eventsOf(f.id)).toEqual([
      'updated',
      'freight_finalized',
      'updated',
      'freight_finalization_revoked',
    ]);

    const own = await ownTransporter();
    const d = await store({ status: 'delivery', transporterId: own });
    const params = { id: d.id, version: String(d.__v) };
    const byAdmin = await env().request(api.nextStatus, {
      as: 'admin',
      params,
      payload: { confirmed: true },
    });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().code).toBe('freights.onlyTransporterShips');
    const byTransporter = await env().request(api.nextStatus, {
      as: 'transporter-manager',
      params,
      payload: { confirmed: true },
    });
    expect(byTransporter.statusCode, byTransporter.body).toBe(200);
    expect(byTransporter.data.status).toBe('shipped');
  });

  it('cancels and reopens many freights (editors, order_closure); unknown ids are a 404', async () => {
    const a = await store();
    const b = await store({ status: 'published' });
    const ids = [a.freightId, b.id];
    // At a version read before another's save: refused by number, nothing cancelled.
    const stale = await env().request(api.cancel, {
      as: 'admin',
      payload: { freightIds: ids, versions: { [a.freightId]: a.__v, [b.id]: b.__v + 1 } },
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'common.staleVersion',
      details: { [b.freightId]: expect.any(String) },
    });
    expect(Object.keys(stale.json().details)).toEqual([b.freightId]);
    expect(await eventsOf(a.id)).toEqual([]);
    const cancelled = await env().request(api.cancel, {
      as: 'admin',
      payload: { freightIds: ids, versions: { [a.id]: a.__v, [b.freightId]: b.__v } },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.data.message).toBe('Fuvar sikeresen lemondva!');
    expect(cancelled.data.freights.map((f) => f.status)).toEqual(['cancelled', 'cancelled']);
    const step = await env().request(api.nextStatus, {
      as: 'admin',
      params: { id: a.id, version: String(a.__v + 1) },
      payload: {},
    });
    expect(step.statusCode).toBe(422);
    const reopened = await env().request(api.uncancel, {
      as: 'logistics-manager',
      payload: { freightIds: ids },
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.data.freights.map((f) => f.status)).toEqual(['new', 'new']);

    expect(
      (await env().request(api.cancel, { as: 'logistics-viewer', payload: { freightIds: ids } })).statusCode,
    ).toBe(403);
    const unknown = await env().request(api.cancel, {
      as: 'admin',
      payload: { freightIds: [a.id, '999999999'] },
    });
    expect(unknown.statusCode).toBe(404);
    await withModule('order_closure', false, async () => {
      const off = await env().request(api.cancel, { as: 'admin', payload: { freightIds: ids } });
      expect(off.statusCode).toBe(403);
      expect(off.json().code).toBe('freights.cancelNeedsClosure');
    });
  });

  it('comments (a transporter comment is flagged) and sets the transporter', async () => {
    const own = await ownTransporter();
    const f = await store({ transporterId: own });
    const comment = await env().request(api.comment, {
      as: 'transporter-manager',
      params: { id: f.id },
      payload: { comment: 'Reggel 8-ra érkezünk.', __v: f.__v },
    });
    expect(comment.statusCode, comment.body).toBe(200);
    expect(comment.data).toMatchObject({ comment: 'Reggel 8-ra érkezünk.', modifiedByTransporter: true });
    const viewer = await env().request(api.comment, {
      as: 'transporter-viewer',
      params: { id: f.id },
      payload: { comment: 'x', __v: comment.data.__v },
    });
    expect(viewer.statusCode).toBe(403);
    // The permission rules judge the comment (freight.viewers.noEdit): the refusal names the field.
    expect(Object.keys(viewer.json().details ?? {})).toEqual(['comment']);
    // A viewer's stale save hears 403, not "someone else changed it" (issue 36).
    const staleViewer = await env().request(api.comment, {
      as: 'transporter-viewer',
      params: { id: f.id },
      payload: { comment: 'x', __v: f.__v },
    });
    expect(staleViewer.statusCode).toBe(403);

    const other = (
      await env().request(TRANSPORTERS_API.create, {
        as: 'admin',
        payload: { companyName: 'Másik Fuvar Kft.', shortName: `M${Math.random().toString(36).slice(2, 7)}` },
      })
    ).data.transporter.id;
    const set = await env().request(api.setTransporter, {
      as: 'admin',
      params: { id: f.id },
      payload: { transporterId: other, __v: comment.data.__v },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.data.transporterId).toBe(other);
    const unknown = await env().request(api.setTransporter, {
      as: 'admin',
      params: { id: f.id },
      payload: { transporterId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(404);
    const byTransporter = await env().request(api.setTransporter, {
      as: 'transporter-manager',
      params: { id: f.id },
      payload: { transporterId: own },
    });
    expect(byTransporter.statusCode).toBe(403);
  });
  it('cargo external ids: configured cargo names only, by the roles each name allows; empty removes', async () => {
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
    const f = await store();
    const orderId = f.cargo[0]!.orderId;
    const set = await env().request(api.cargoExternalIds, {
      as: 'logistics-manager',
      params: { id: f.freightId, orderId },
      payload: { externalIds: { sapNr: 'S-42' }, __v: f.__v },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.data.cargo[0]!.externalIds).toEqual({ sapNr: 'S-42' });
    const refused = await env().request(api.cargoExternalIds, {
      as: 'logistics-manager',
      params: { id: f.id, orderId },
      payload: { externalIds: { palletNr: 'P-1' } },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().details).toHaveProperty(['externalIds.palletNr']);
    // A viewer changes no cargo: the permission rules say so (details name `cargo`), before the version.
    const viewer = await env().request(api.cargoExternalIds, {
      as: 'logistics-viewer',
      params: { id: f.id, orderId },
      payload: { externalIds: { sapNr: 'S-43' }, __v: f.__v },
    });
    expect(viewer.statusCode).toBe(403);
    expect(Object.keys(viewer.json().details ?? {})).toEqual(['cargo']);
    const unknown = await env().request(api.cargoExternalIds, {
      as: 'admin',
      params: { id: f.id, orderId },
      payload: { externalIds: { nope: 'x' } },
    });
    expect(unknown.statusCode).toBe(422);
    const byAdmin = await env().request(api.cargoExternalIds, {
      as: 'admin',
      params: { id: f.id, orderId },
      payload: { externalIds: { sapNr: '', palletNr: 'P-1' }, __v: set.data.__v },
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.data.cargo[0]!.externalIds).toEqual({ palletNr: 'P-1' });
    const notOnFreight = await env().request(api.cargoExternalIds, {
      as: 'admin',
      params: { id: f.id, orderId: 'NO-SUCH-ORDER' },
      payload: { externalIds: { palletNr: 'P-2' } },
    });
    expect(notOnFreight.statusCode).toBe(404);
  });
});
