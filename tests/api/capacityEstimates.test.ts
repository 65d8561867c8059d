import { beforeAll, describe, expect, it } from 'vitest';
import { CAPACITY_ESTIMATES_API } from '../../src/core/capacityEstimates/capacityEstimates.api.ts';
import {
  parseVehiclesText,
  TRUCK_TYPE_ONCE,
  vehiclesText,
} from '../../src/core/capacityEstimates/capacityEstimates.schemas.ts';
import { ROLES } from '../../src/core/permissions/roles.ts';
import { TRANSPORTERS_API } from '../../src/core/transporters/transporters.api.ts';
import { insertFreights, type NewFreight } from '../../src/server/db/repositories/freights.repository.ts';
import { findUserByUsername } from '../../src/server/db/repositories/users.repository.ts';
import { newFreightValues } from '../factories/freights.factory.ts';
import { insertTestUser } from '../factories/users.factory.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { usePeriodBeyondSeed, useTestEnv } from './support/testEnv.ts';
import { withModule } from './support/withModule.ts';

const uniq = () => Math.random().toString(36).slice(2, 7).toUpperCase();

describe.each(BACKENDS)('capacity estimates [%s]', (backend) => {
  const env = useTestEnv(backend);
  // Days of a month no seeded estimate reaches.
  const day = usePeriodBeyondSeed(() => env().database.db);
  const api = CAPACITY_ESTIMATES_API;
  const db = () => env().database.db;
  const create = (payload: Record<string, unknown>, as = 'transporter-manager') =>
    env().request(api.create, { as, payload });
  const list = async (as: string) => (await env().request(api.list, { as, query: { size: -1 } })).data.result;
  const own = async () => (await findUserByUsername(db(), 'transporter-manager'))?.transporterId as string;

  it('a transporter keeps its own: create, update at the version, each truck type once, delete; events logged', async () => {
    const made = await create({ date: day(3), vehicles: [{ truckType: 'T24L', quantity: 3 }] });
    expect(made.statusCode, made.body).toBe(201);
    const e = made.data.capacityEstimate;
    expect(e).toMatchObject({ transporterId: await own(), date: day(3), returning: false, __v: 0 });
    const twice = await create({
      date: day(4),
      vehicles: [
        { truckType: 'T24L', quantity: 1 },
        { truckType: 't24l', quantity: 2 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain(TRUCK_TYPE_ONCE);
    // The same day and direction again: 409; the returning trucks of that day are another estimate.
    expect((await create({ date: day(3), vehicles: [{ truckType: 'D22S', quantity: 1 }] })).statusCode).toBe(
      409,
    );
    expect(
      (await create({ date: day(3), returning: true, vehicles: [{ truckType: 'D22S', quantity: 1 }] }))
        .statusCode,
    ).toBe(201);
    const put = await env().request(api.update, {
      as: 'transporter-manager',
      payload: {
        id: e.id,
        __v: 0,
        vehicles: [
          { truckType: 'T24L', quantity: 4 },
          { truckType: 'D22L', quantity: 2 },
        ],
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.data.capacityEstimate.__v).toBe(1);
    const stale = await env().request(api.update, {
      as: 'transporter-manager',
      payload: { id: e.id, __v: 0, comment: 'x' },
    });
    expect(stale.statusCode).toBe(409);
    // The viewer reads but does not write.
    expect((await list('transporter-viewer')).map((x) => x.id)).toContain(e.id);
    expect(
      (await create({ date: day(31), vehicles: [{ truckType: 'T24L', quantity: 1 }] }, 'transporter-viewer'))
        .statusCode,
    ).toBe(403);
    // A delete at the version read before the update is refused: the update is not lost unseen.
    const staleDelete = await env().request(api.remove, {
      as: 'transporter-manager',
      params: { id: e.id },
      query: { __v: 0 },
    });
    expect(staleDelete.statusCode, staleDelete.body).toBe(409);
    expect(staleDelete.json().code).toBe('common.staleVersion');
    expect((await list('transporter-manager')).map((x) => x.id)).toContain(e.id);
    const removed = await env().request(api.remove, {
      as: 'transporter-manager',
      params: { id: e.id },
      query: { __v: 1 },
    });
    expect(removed.statusCode).toBe(200);
    // Deleted already: 404, and no second `deleted` event.
    expect(
      (await env().request(api.remove, { as: 'transporter-manager', params: { id: e.id } })).statusCode,
    ).toBe(404);
    expect((await list('transporter-manager')).map((x) => x.id)).not.toContain(e.id);
    // Two deletes at once: one wins, the other is refused; one `deleted` event.
    const racing = (await create({ date: day(5), vehicles: [{ truckType: 'T24L', quantity: 1 }] })).data
      .capacityEstimate;
    const both = await Promise.all(
      [0, 1].map(() => env().request(api.remove, { as: 'transporter-manager', params: { id: racing.id } })),
    );
    expect(both.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(both.every((r) => [200, 404, 409].includes(r.statusCode))).toBe(true);
    const deletes = await db()
      .selectFrom('events')
      .select('action')
      .where('entity_id', '=', racing.id)
      .where('action', '=', 'deleted')
      .execute();
    expect(deletes).toHaveLength(1);
    const actions = (
      await db().selectFrom('events').select('action').where('entity_id', '=', e.id).orderBy('id').execute()
    ).map((r) => r.action);
    expect(actions).toEqual(['created', 'updated', 'deleted']);
  });

  it("planners see every transporter's; transporters never another's", async () => {
    const t = (
      await env().request(TRANSPORTERS_API.create, {
        as: 'admin',
        payload: { companyName: 'Kapacitás Kft.', shortName: `K${uniq()}` },
      })
    ).data.transporter;
    const manager = await insertTestUser(db(), { role: ROLES.TRANSPORTER_MANAGER, transporterId: t.id });
    const theirs = (
      await create({ date: day(61), vehicles: [{ truckType: 'T24S', quantity: 5 }] }, manager.username)
    ).data.capacityEstimate;
    const mine = (await create({ date: day(61), vehicles: [{ truckType: 'T24S', quantity: 2 }] })).data
      .capacityEstimate;
    const planner = (await list('logistics-viewer')).map((x) => x.id);
    expect(planner).toEqual(expect.arrayContaining([theirs.id, mine.id]));
    expect((await list('transporter-manager')).map((x) => x.id)).not.toContain(theirs.id);
    expect(
      (await env().request(api.remove, { as: 'transporter-manager', params: { id: theirs.id } })).statusCode,
    ).toBe(404);
    const foreignPut = await env().request(api.update, {
      as: 'transporter-manager',
      payload: { id: theirs.id, __v: 0, comment: 'x' },
    });
    expect(foreignPut.statusCode).toBe(404);
    // Staff name the transporter; the logistics viewer reads only.
    const byPlanner = await create(
      { transporterId: t.id, date: day(62), vehicles: [{ truckType: 'D22S', quantity: 1 }] },
      'logistics-manager',
    );
    expect(byPlanner.statusCode, byPlanner.body).toBe(201);
    expect(
      (await create({ date: day(63), vehicles: [{ truckType: 'D22S', quantity: 1 }] }, 'logistics-manager'))
        .statusCode,
    ).toBe(400);
    // check-changes: a new estimate shows as a change since the last answer.
    const before = (await env().request(api.checkChanges, { as: 'logistics-viewer' })).data;
    await create({ date: day(64), vehicles: [{ truckType: 'D22S', quantity: 1 }] });
    const after = await env().request(api.checkChanges, {
      as: 'logistics-viewer',
      query: { date: before.latest ?? '', count: before.count },
    });
    expect(after.data.hasChanges).toBe(true);
    // Without the module nobody reaches it.
    await withModule(db(), 'capacity_estimate', false, async () => {
      expect((await env().request(api.list, { as: 'logistics-manager' })).statusCode).toBe(403);
    });
  });

  it('reads and writes the trucks as text ("T24L: 3, D22S 2")', () => {
    expect(parseVehiclesText('T24L: 3, d22s 2')).toEqual([
      { truckType: 'T24L', quantity: 3 },
      { truckType: 'D22S', quantity: 2 },
    ]);
    expect(parseVehiclesText('T24L három')).toBeNull();
    expect(vehiclesText([{ truckType: 'T24L', quantity: 3 }])).toBe('T24L: 3');
  });
});

describe.each(BACKENDS)('capacity vs demand [%s]', (backend) => {
  // A fixed clock: "today" in Budapest is day(0), the first day of a month no seeded freight reaches.
  let now = new Date(Number.NaN);
  const env = useTestEnv(backend, {}, { now: () => now });
  const day = usePeriodBeyondSeed(() => env().database.db);
  beforeAll(() => {
    now = new Date(`${day(0)}T10:00:00Z`);
  });
  const api = CAPACITY_ESTIMATES_API;
  const db = () => env().database.db;
  const shortages = (as = 'logistics-viewer', query: { days?: number } = {}) =>
    env().request(api.shortages, { as, query });
  const freight = (deliveryDate: string, truckType: string, values: Partial<NewFreight> = {}) =>
    newFreightValues({
      releaseDate: deliveryDate,
      deliveryDate,
      expectedDeadlineDate: deliveryDate,
      truckType,
      ...values,
    });

  it("lists the coming days' truck types the freights need more of than the transporters estimated", async () => {
    const own = (await findUserByUsername(db(), 'transporter-manager'))?.transporterId as string;
    const other = (
      await env().request(TRANSPORTERS_API.create, {
        as: 'admin',
        payload: { companyName: 'Igény Kft.', shortName: `I${uniq()}` },
      })
    ).data.transporter;
    await insertFreights(db(), [
      freight(day(1), 'T24L'),
      freight(day(1), 'T24L'),
      freight(day(1), 'T24L'),
      freight(day(1), 'D22S'),
      freight(day(2), 'T24L'),
      // Left out: cancelled, no truck type, yesterday, beyond the range.
      freight(day(2), 'T24L', { status: 'cancelled' }),
      freight(day(2), 'T24L', { truckType: null }),
      freight(day(-1), 'T24L'),
      freight(day(19), 'T24L'),
    ]);
    const estimate = async (payload: Record<string, unknown>) => {
      const res = await env().request(api.create, { as: 'logistics-manager', payload });
      expect(res.statusCode, res.body).toBe(201);
    };
    await estimate({
      transporterId: own,
      date: day(1),
      vehicles: [
        { truckType: 'T24L', quantity: 1 },
        { truckType: 'D22S', quantity: 1 },
      ],
    });
    // Another transporter's trucks add up; a truck type matches whatever its case.
    await estimate({
      transporterId: other.id,
      date: day(1),
      vehicles: [{ truckType: 't24l', quantity: 1 }],
    });
    // Returning trucks are not starting out: they do not count.
    await estimate({
      transporterId: own,
      date: day(2),
      returning: true,
      vehicles: [{ truckType: 'T24L', quantity: 5 }],
    });

    const res = await shortages();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toEqual({
      from: day(0),
      to: day(13),
      shortages: [
        { date: day(1), truckType: 'T24L', needed: 3, estimated: 2, missing: 1 },
        { date: day(2), truckType: 'T24L', needed: 1, estimated: 0, missing: 1 },
      ],
    });
    // A shorter look ahead: only today and tomorrow.
    expect((await shortages('logistics-manager', { days: 2 })).data).toMatchObject({
      to: day(1),
      shortages: [{ date: day(1), truckType: 'T24L' }],
    });
    // One more truck estimated for the 3rd: that day is covered.
    await estimate({
      transporterId: other.id,
      date: day(2),
      vehicles: [{ truckType: 'T24L', quantity: 1 }],
    });
    expect((await shortages()).data.shortages.map((s) => s.date)).toEqual([day(1)]);

    expect((await shortages('logistics-viewer', { days: 0 })).statusCode).toBe(400);
    expect((await shortages('logistics-viewer', { days: 100 })).statusCode).toBe(400);
    // Transporters never see the others' estimates summed; the gate and production neither.
    for (const as of [
      'transporter-manager',
      'transporter-viewer',
      'production-manager',
      'entrance-supervisor',
    ]) {
      expect((await shortages(as)).statusCode, as).toBe(403);
    }
    expect((await env().request(api.shortages, {})).statusCode).toBe(401);
    await withModule(db(), 'capacity_estimate', false, async () => {
      expect((await shortages('logistics-manager')).statusCode).toBe(403);
    });
  });
});
