import { describe, expect, it } from 'vitest';
import { CAPACITY_ESTIMATES_API } from '../../src/core/capacityEstimates/capacityEstimates.api.ts';
import { ORGANIZER_API } from '../../src/core/organizer/organizer.api.ts';
import { insertFreights, insertPickups } from '../../src/server/db/repositories/freights.repository.ts';
import { findUserByUsername } from '../../src/server/db/repositories/users.repository.ts';
import { newFreightValues, newPickupValues } from '../factories/freights.factory.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';
import { withModule } from './support/withModule.ts';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The Monday two weeks ahead: no save meets the "date in the past" warning. */
const monday = (() => {
  const now = Date.now() + 14 * DAY;
  const weekday = (new Date(now).getUTCDay() + 6) % 7;
  return iso(now - weekday * DAY);
})();
const day = (n: number) => iso(Date.parse(`${monday}T00:00:00Z`) + n * DAY);
const week = { from: day(0), to: day(6) };

describe.each(BACKENDS)('freight organizer [%s]', (backend) => {
  const env = useTestEnv(backend);
  const api = ORGANIZER_API;
  const db = () => env().database.db;
  const dates = (d: number) => ({
    releaseDate: day(d - 1),
    deliveryDate: day(d),
    expectedDeadlineDate: day(d + 3),
  });
  const freight = async (d: number, values: Parameters<typeof newFreightValues>[0] = {}) =>
    (await insertFreights(db(), [newFreightValues({ depotShortName: 'ORGD', ...dates(d), ...values })]))[0]!;
  const pickup = async (d: number, values: Parameters<typeof newPickupValues>[0] = {}) =>
    (await insertPickups(db(), [newPickupValues({ depotShortName: 'ORGD', ...dates(d), ...values })]))[0]!;
  const eventsOf = async (id: string) =>
    (
      await db().selectFrom('events').select(['action']).where('entity_id', '=', id).orderBy('id').execute()
    ).map((e) => e.action);

  it("answers a depot's week of freights and pickups in one call, each day with its workday flag and totals", async () => {
    const a = await freight(0, { truckType: 'T24L', pallets: 10, kg: 8000 });
    const b = await freight(0, { truckType: 'T33', pallets: 20, kg: 12000 });
    const c = await freight(4, { truckType: 'T24L', pallets: 5, kg: 1000 });
    const p = await pickup(2, {
      pallets: 4,
      kg: 3000,
      details: { ...newPickupValues().details, preferredTrucks: ['T24L', 'MEGA'] },
    });
    await freight(7); // next week
    await freight(1, { depotShortName: 'OTHER' });
    let res = await env().request(api.queryOrganizer, {
      as: 'logistics-viewer',
      query: { ...week, depot: 'ORGD' },
    });
    await withModule(db(), 'capacity_estimate', false, async () => {
      res = await env().request(api.queryOrganizer, {
        as: 'logistics-viewer',
        query: { ...week, depot: 'ORGD' },
      });
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.data;
    expect(body.days.map((d) => d.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map(day));
    expect(body.days.map((d) => d.workday)).toEqual([true, true, true, true, true, false, false]);
    expect(body.cards.map((x) => x.number).sort()).toEqual(
      [a.freightId, b.freightId, c.freightId, p.pickupId].sort(),
    );
    expect(body.days[0]?.totals).toEqual({
      freights: 2,
      pickups: 0,
      pallets: 30,
      kg: 20000,
      trucks: { T24L: 1, T33: 1 },
    });
    expect(body.days[2]?.totals).toMatchObject({ freights: 0, pickups: 1, pallets: 4, kg: 3000 });
    const card = body.cards.find((x) => x.id === a.id);
    expect(card).toMatchObject({
      kind: 'freight',
      status: 'new',
      deliveryDate: day(0),
      depotShortName: 'ORGD',
      stops: 1,
      truckType: 'T24L',
      route: 'Győr',
    });
    expect(card?.fillRate).toBeGreaterThan(0);
    expect(body.cards.find((x) => x.id === p.id)).toMatchObject({
      kind: 'pickup',
      number: p.pickupId,
      __v: p.__v,
      deliveryDate: day(2),
      truckType: 'T24L, MEGA',
      stops: 0,
      route: 'Teszt Vevő Kft.',
      fillRate: null,
    });
    expect(body.capacity).toBeNull();

    const pickupsOnly = await env().request(api.queryPickupOrganizer, {
      as: 'admin',
      query: { ...week, depot: 'ORGD' },
    });
    expect(pickupsOnly.data.cards.map((x) => x.id)).toEqual([p.id]);
  });

  it("holds each day's trucks against the transporters' outbound estimates when capacity_estimate is on", async () => {
    await freight(1, { truckType: 'T24L' });
    await freight(1, { truckType: 'T24L' });
    await withModule(db(), 'capacity_estimate', true, async () => {
      const made = await env().request(CAPACITY_ESTIMATES_API.create, {
        as: 'transporter-manager',
        payload: {
          date: day(1),
          vehicles: [
            { truckType: 'T24L', quantity: 1 },
            { truckType: 'D22S', quantity: 2 },
          ],
        },
      });
      expect(made.statusCode, made.body).toBe(201);
      const back = await env().request(CAPACITY_ESTIMATES_API.create, {
        as: 'transporter-manager',
        payload: { date: day(1), returning: true, vehicles: [{ truckType: 'T24L', quantity: 5 }] },
      });
      expect(back.statusCode, back.body).toBe(201);
      const res = await env().request(api.queryOrganizer, {
        as: 'logistics-viewer',
        query: { ...week, depot: 'ORGD' },
      });
      expect(res.statusCode, res.body).toBe(200);
      // Returning trucks are not outbound capacity; a day without estimates has none.
      expect(res.data.capacity?.[day(1)]).toEqual({ T24L: 1, D22S: 2 });
      expect(res.data.capacity?.[day(2)]).toBeUndefined();
      expect(res.data.days[1]?.totals.trucks.T24L).toBe(2);
    });
  });

  it('refuses a reversed or too long range, and transporter roles (they see no organizer)', async () => {
    const reversed = await env().request(api.queryOrganizer, {
      as: 'admin',
      query: { from: day(3), to: day(0) },
    });
    expect(reversed.statusCode).toBe(400);
    const long = await env().request(api.queryOrganizer, {
      as: 'admin',
      query: { from: day(0), to: day(90) },
    });
    expect(long.statusCode).toBe(400);
    const transporter = await env().request(api.queryOrganizer, { as: 'transporter-manager', query: week });
    expect(transporter.statusCode).toBe(403);
    const fix = await env().request(api.fix, {
      as: 'transporter-manager',
      payload: { items: [{ kind: 'freight', id: (await freight(1)).id, __v: 0 }] },
    });
    expect(fix.statusCode).toBe(403);
  });

  it('fixing asks the save warnings once for all, then sets scheduled (transporter cleared) with events; unfixing sets new', async () => {
    const own = (await findUserByUsername(db(), 'transporter-manager'))?.transporterId as string;
    const f1 = await freight(1, { transporterId: own });
    const f2 = await freight(2);
    const p = await pickup(2);
    const items = [
      { kind: 'freight' as const, id: f1.id, __v: f1.__v },
      { kind: 'freight' as const, id: f2.id, __v: f2.__v },
      { kind: 'pickup' as const, id: p.id, __v: p.__v },
    ];
    const ask = await env().request(api.fix, { as: 'logistics-manager', payload: { items } });
    expect(ask.statusCode, ask.body).toBe(409);
    expect(ask.json().code).toBe('freights.confirmationNeeded');
    expect(Object.keys(ask.json().details)).toContain('schedulingDeletes');
    expect(await eventsOf(f1.id)).toEqual([]);

    const fixed = await env().request(api.fix, {
      as: 'logistics-manager',
      payload: { items, confirmed: true },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.data.records.map((r) => [r.id, r.status, r.__v])).toEqual([
      [f1.id, 'scheduled', 1],
      [f2.id, 'scheduled', 1],
      [p.id, 'scheduled', 1],
    ]);
    const stored = await db()
      .selectFrom('freights')
      .select(['transporter_id'])
      .where('id', '=', f1.id)
      .executeTakeFirst();
    expect(stored?.transporter_id).toBeNull();
    expect(await eventsOf(f1.id)).toEqual(['updated']);
    expect(await eventsOf(p.id)).toEqual(['updated']);

    const unfixed = await env().request(api.unfix, {
      as: 'production-manager',
      payload: { items: [{ kind: 'freight', id: f2.id, __v: 1 }] },
    });
    expect(unfixed.statusCode, unfixed.body).toBe(200);
    expect(unfixed.data.records).toEqual([expect.objectContaining({ id: f2.id, status: 'new', __v: 2 })]);
  });

  it('is all or nothing: a stale version, a cancelled record or a viewer writes nothing', async () => {
    const ok = await pickup(3);
    const moved = await pickup(3);
    await db().updateTable('pickups').set({ version: 5 }).where('id', '=', moved.id).execute();
    const stale = await env().request(api.fix, {
      as: 'admin',
      payload: {
        items: [
          { kind: 'pickup', id: ok.id, __v: ok.__v },
          { kind: 'pickup', id: moved.id, __v: moved.__v },
        ],
      },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('common.staleVersion');
    const cancelled = await freight(3, { status: 'cancelled' });
    const refused = await env().request(api.fix, {
      as: 'admin',
      payload: {
        items: [
          { kind: 'pickup', id: ok.id, __v: ok.__v },
          { kind: 'freight', id: cancelled.id, __v: cancelled.__v },
        ],
        confirmed: true,
      },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('organizer.cancelledRecord');
    const viewer = await env().request(api.fix, {
      as: 'logistics-viewer',
      payload: { items: [{ kind: 'pickup', id: ok.id, __v: ok.__v }], confirmed: true },
    });
    expect(viewer.statusCode).toBe(403);
    const missing = await env().request(api.fix, {
      as: 'admin',
      payload: { items: [{ kind: 'freight', id: '00000000-0000-4000-8000-000000000000', __v: 0 }] },
    });
    expect(missing.statusCode).toBe(404);
    expect(await eventsOf(ok.id)).toEqual([]);
  });

  it('the map answers the range with route lines, filtered by status and transporter', async () => {
    const f = await freight(1, { status: 'scheduled', depotShortName: 'ORGM' });
    await db()
      .updateTable('freights')
      .set({
        geometry: JSON.stringify({
          type: 'LineString',
          coordinates: [
            [17.6, 47.7],
            [17.9, 47.5],
          ],
        }) as never,
      })
      .where('id', '=', f.id)
      .execute();
    await freight(1, { status: 'cancelled', depotShortName: 'ORGM' });
    const res = await env().request(api.queryMap, {
      as: 'production-viewer',
      query: { ...week, depot: 'ORGM' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.freights.map((x) => x.id)).toEqual([f.id]);
    expect(res.data.freights[0]?.line).toEqual([
      [17.6, 47.7],
      [17.9, 47.5],
    ]);
    expect(res.data.freights[0]?.stops.length).toBe(1);
    // Depots and factories are marked where they are known (stored point, else the address geocoded).
    expect(res.data.depots.length).toBeGreaterThan(0);
    expect(res.data.sites.filter((x) => x.kind === 'depot').length).toBeGreaterThan(0);
    expect(res.data.sites.filter((x) => x.kind === 'factory').length).toBeGreaterThan(0);
    const none = await env().request(api.queryMap, { as: 'admin', query: { ...week, statuses: 'new' } });
    expect(none.data.freights.map((x) => x.id)).not.toContain(f.id);
    const denied = await env().request(api.queryMap, { as: 'transporter-viewer', query: week });
    expect(denied.statusCode).toBe(403);
  });
});
