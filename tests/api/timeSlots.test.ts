import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { FREIGHTS_API } from '../../src/core/freights/freights.api.ts';
import { PICKUPS_API } from '../../src/core/pickups/pickups.api.ts';
import { SITES_API } from '../../src/core/sites/sites.api.ts';
import { TIME_SLOTS_API } from '../../src/core/timeSlots/timeSlots.api.ts';
import { TRANSPORTERS_API } from '../../src/core/transporters/transporters.api.ts';
import {
  insertFreights,
  insertPickups,
  type NewFreight,
} from '../../src/server/db/repositories/freights.repository.ts';
import { insertDepot, replaceDocks } from '../../src/server/db/repositories/sites.repository.ts';
import { findUserByUsername } from '../../src/server/db/repositories/users.repository.ts';
import { newFreightValues, newPickupValues } from '../factories/freights.factory.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';
import { withModule } from './support/withModule.ts';

const DAY = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '8:00', to: '12:00' }));

describe.each(BACKENDS)('time slots [%s]', (backend) => {
  const env = useTestEnv(backend);
  const A = TIME_SLOTS_API;
  const db = () => env().database.db;
  let depotCount = 0;

  /** A depot of its own per test: opening 8:00–12:00 every day, 60-minute slots, docks R1..Rn. */
  const depot = async (docks = 2, limit = 5) => {
    depotCount += 1;
    const shortName = `TSL${depotCount}${backend === 'postgres' ? 'P' : 'L'}`;
    const id = await insertDepot(db(), {
      name: `Idősáv depó ${depotCount}`,
      shortName,
      address: null,
      geometry: null,
      isActive: true,
      openingHours: EVERY_DAY,
      lengthOfTimeSlot: 60,
      timeSlotReservationLimit: limit,
    });
    await replaceDocks(
      db(),
      id,
      Array.from({ length: docks }, (_, i) => ({ name: `R${i + 1}` })),
    );
    const rows = await db()
      .selectFrom('docks')
      .select(['id', 'name'])
      .where('depot_id', '=', id)
      .orderBy('position')
      .execute();
    return { id, shortName, docks: rows };
  };
  const freight = async (shortName: string, values: Partial<NewFreight> = {}) =>
    (
      await insertFreights(db(), [
        newFreightValues({ status: 'accepted', depotShortName: shortName, deliveryDate: DAY, ...values }),
      ])
    )[0]!;
  const ownTransporter = async () =>
    (await findUserByUsername(db(), 'transporter-manager'))?.transporterId as string;
  const book = (as: string, f: { id: string; __v: number }, payload: object) =>
    env().request(A.freightSetTimeSlot, { as, params: { id: f.id, version: String(f.__v) }, payload });
  const eventsOf = async (id: string) =>
    (
      await db().selectFrom('events').select('action').where('entity_id', '=', id).orderBy('id').execute()
    ).map((e) => e.action);

  it('answers the day of a depot: slots from the opening hours, docks, labels; unknown depot 404; bad query 400', async () => {
    const d = await depot(3);
    const res = await env().request(A.state, {
      as: 'logistics-manager',
      query: { depotShortName: d.shortName, date: DAY },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.lengthOfTimeSlot).toBe(60);
    expect(res.data.timeSlots).toEqual(['8:00', '9:00', '10:00', '11:00']);
    expect(res.data.docks.map((x) => x.name)).toEqual(['R1', 'R2', 'R3']);
    expect(res.data.freeTimeSlots).toHaveLength(4);
    expect(
      (await env().request(A.state, { as: 'admin', query: { depotShortName: 'NINCS', date: DAY } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await env().request(A.state, { as: 'admin', query: { depotShortName: d.shortName, date: 'holnap' } }))
        .statusCode,
    ).toBe(400);
  });

  it('books, moves and clears a freight at the version read, with events; labels by width; stale 409', async () => {
    const d = await depot(2);
    const f = await freight(d.shortName);
    const res = await book('logistics-manager', f, {
      dockId: d.docks[0]!.id,
      time: '09:00',
      timeSlotWidth: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.timeSlot).toMatchObject({
      time: '9:00',
      dockId: d.docks[0]!.id,
      dockName: 'R1',
      timeSlotWidth: 2,
    });
    expect(res.data.status).toBe('accepted');
    const state = await env().request(A.state, {
      as: 'admin',
      query: { depotShortName: d.shortName, date: DAY },
    });
    expect(state.data.bookings).toMatchObject([
      { number: f.freightId, label: '9:00 – 10:59', dockName: 'R1' },
    ]);
    expect(state.data.waiting.map((w) => w.id)).not.toContain(f.id);

    const stale = await book('logistics-manager', f, { dockId: d.docks[1]!.id, time: '8:00' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('common.staleVersion');

    const moved = await book('admin', res.data, { dockId: d.docks[1]!.id, time: '8:00' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.data.timeSlot).toMatchObject({ dockName: 'R2', time: '8:00', timeSlotWidth: 2 });
    const cleared = await book('admin', moved.data, { dockId: null, time: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.data.timeSlot).toBeNull();
    expect(await eventsOf(f.id)).toEqual([
      'updated',
      'time_slot_booked',
      'updated',
      'time_slot_booked',
      'updated',
      'time_slot_released',
    ]);
    const after = await env().request(A.state, {
      as: 'admin',
      query: { depotShortName: d.shortName, date: DAY },
    });
    expect(after.data.bookings).toEqual([]);
    expect(after.data.waiting.map((w) => w.id)).toContain(f.id);
  });

  it('refuses what does not fit: taken dock time (overlap by width), no slot start, past closing, other depot, bad status', async () => {
    const d = await depot(1);
    const other = await depot(1);
    const [f1, f2, f3] = [
      await freight(d.shortName),
      await freight(d.shortName),
      await freight(d.shortName, { status: 'new' }),
    ];
    expect((await book('admin', f1, { dockId: d.docks[0]!.id, time: '10:00' })).statusCode).toBe(200);
    const overlap = await book('admin', f2, { dockId: d.docks[0]!.id, time: '9:00', timeSlotWidth: 2 });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toMatchObject({
      code: 'timeSlots.taken',
      message: expect.stringContaining('már lefoglalták'),
    });
    expect((await book('admin', f2, { dockId: d.docks[0]!.id, time: '9:30' })).json().code).toBe(
      'timeSlots.notASlot',
    );
    expect(
      (await book('admin', f2, { dockId: d.docks[0]!.id, time: '11:00', timeSlotWidth: 2 })).json().code,
    ).toBe('timeSlots.outsideOpeningHours');
    expect((await book('admin', f2, { dockId: other.docks[0]!.id, time: '8:00' })).json().code).toBe(
      'timeSlots.otherDepot',
    );
    expect((await book('admin', f3, { dockId: d.docks[0]!.id, time: '8:00' })).json().code).toBe(
      'timeSlots.notBookable',
    );
    expect((await book('admin', f2, { dockId: d.docks[0]!.id, time: '25:00' })).statusCode).toBe(400);
    // Adjacent slots do not overlap.
    expect((await book('admin', f2, { dockId: d.docks[0]!.id, time: '9:00' })).statusCode).toBe(200);
  });

  it('50 simultaneous bookings of one dock time: exactly one 200 and 49 clear 409s', async () => {
    const d = await depot(1);
    const freights = await insertFreights(
      db(),
      Array.from({ length: 50 }, () =>
        newFreightValues({ status: 'accepted', depotShortName: d.shortName, deliveryDate: DAY }),
      ),
    );
    const answers = await Promise.all(
      freights.map((f) => book('logistics-manager', f, { dockId: d.docks[0]!.id, time: '8:00' })),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const r of answers.filter((x) => x.statusCode === 409)) {
      expect(r.json()).toMatchObject({
        code: 'timeSlots.taken',
        message: 'Ezt a rámpát ebben az idősávban már lefoglalták! Válasszon másik időpontot vagy rámpát.',
      });
    }
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from time_slot_bookings where dock_id = ${d.docks[0]!.id}`.execute(db());
    expect(Number(rows[0]?.n)).toBe(1);
  });

  it('the database itself refuses an overlapping booking written past the API; stepping back to new frees the dock', async () => {
    const d = await depot(1);
    const f1 = await freight(d.shortName, { status: 'published' });
    const slot = { time: '8:00', dockId: d.docks[0]!.id, dockName: 'R1', timeSlotWidth: 1 };
    await sql`update freights set time_slot = ${JSON.stringify(slot)}::jsonb where id = ${f1.id}`.execute(
      db(),
    );
    await expect(
      insertFreights(db(), [
        newFreightValues({
          status: 'accepted',
          depotShortName: d.shortName,
          deliveryDate: DAY,
          timeSlot: slot,
        }),
      ]),
    ).rejects.toMatchObject({ code: '23P01' });
    const stored = (
      await db().selectFrom('freights').select('version').where('id', '=', f1.id).executeTakeFirstOrThrow()
    ).version;
    const back = await env().request(FREIGHTS_API.setStatus, {
      as: 'admin',
      params: { id: f1.id, version: String(stored) },
      payload: { status: 'new', confirmed: true },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.data.timeSlot).toBeNull();
    const f2 = await freight(d.shortName);
    expect((await book('admin', f2, { dockId: d.docks[0]!.id, time: '8:00' })).statusCode).toBe(200);
  });

  it('free calls: times at a dock, docks at a time, the first and every free place by width', async () => {
    const d = await depot(2);
    const f = await freight(d.shortName);
    await book('admin', f, { dockId: d.docks[0]!.id, time: '8:00', timeSlotWidth: 2 });
    const q = { depotShortName: d.shortName, date: DAY };
    const times = await env().request(A.freeTime, { as: 'admin', query: { ...q, dockId: d.docks[0]!.id } });
    expect(times.data).toEqual(['10:00', '11:00']);
    const docks = await env().request(A.freeDock, { as: 'admin', query: { ...q, time: '9:00' } });
    expect(docks.data.map((x) => x.name)).toEqual(['R2']);
    const first = await env().request(A.freeTimeDock, { as: 'admin', query: { ...q, timeSlotWidth: 3 } });
    expect(first.data).toMatchObject({ time: '8:00', dockName: 'R2' });
    const all = await env().request(A.freeAllTimeDock, { as: 'admin', query: { ...q, timeSlotWidth: 2 } });
    expect(all.data.map((p) => `${p.time} ${p.dockName}`)).toEqual([
      '8:00 R2',
      '9:00 R2',
      '10:00 R1',
      '10:00 R2',
    ]);
  });

  it('transporter manager: reserves own accepted freights (→ reserved), sees only own bookings plus free capacity, within the limit', async () => {
    const d = await depot(3, 2);
    const mine = await ownTransporter();
    const [own1, own2, own3] = [
      await freight(d.shortName, { transporterId: mine }),
      await freight(d.shortName, { transporterId: mine }),
      await freight(d.shortName, { transporterId: mine }),
    ];
    const foreign = await freight(d.shortName);
    expect((await book('admin', foreign, { dockId: d.docks[0]!.id, time: '8:00' })).statusCode).toBe(200);
    const r1 = await book('transporter-manager', own1, { dockId: d.docks[1]!.id, time: '8:00' });
    expect(r1.statusCode, r1.body).toBe(200);
    expect(r1.data.status).toBe('reserved');
    expect(
      (await book('transporter-manager', own2, { dockId: d.docks[0]!.id, time: '8:00' })).json().code,
    ).toBe('timeSlots.taken');
    expect(
      (await book('transporter-manager', own2, { dockId: d.docks[0]!.id, time: '9:00' })).statusCode,
    ).toBe(200);
    const over = await book('transporter-manager', own3, { dockId: d.docks[2]!.id, time: '10:00' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'timeSlots.reservationLimit',
      message: expect.stringContaining('(2)'),
    });
    expect(
      (await book('transporter-manager', foreign, { dockId: d.docks[2]!.id, time: '11:00' })).statusCode,
    ).toBe(404);

    const state = await env().request(A.state, {
      as: 'transporter-manager',
      query: { depotShortName: d.shortName, date: DAY },
    });
    expect(state.statusCode).toBe(200);
    expect(state.data.bookings.map((b) => b.id).sort()).toEqual([own1.id, own2.id].sort());
    expect(state.data.occupied).toHaveLength(3);
    expect(state.data.occupied.filter((o) => !o.own)).toEqual([
      { dockId: d.docks[0]!.id, time: '8:00', timeSlotWidth: 1, own: false },
    ]);
    expect(state.data.waiting.map((w) => w.id)).toEqual([own3.id]);
    expect(state.data.reservationsLeft).toBe(0);
    expect(state.data.showsPickups).toBe(false);
    expect(
      (
        await env().request(A.pickupQuery, {
          as: 'transporter-manager',
          query: { depotShortName: d.shortName, date: DAY },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await book('transporter-viewer', own3, { dockId: d.docks[2]!.id, time: '10:00' })).statusCode,
    ).toBe(403);

    // Releasing gives the reservation back (reserved → accepted) and makes room under the limit.
    const freed = await book('transporter-manager', r1.data, { dockId: null, time: null });
    expect(freed.data.status).toBe('accepted');
    expect(
      (await book('transporter-manager', own3, { dockId: d.docks[2]!.id, time: '10:00' })).statusCode,
    ).toBe(200);

    // The module setting switches transporter reservation off.
    await sql`update modules set config = config || '{"transporterReservation": false}'::jsonb where key = 'time_slot'`.execute(
      db(),
    );
    try {
      const off = await book('transporter-manager', freed.data, { dockId: d.docks[2]!.id, time: '11:00' });
      expect(off.statusCode).toBe(403);
      expect(off.json().code).toBe('timeSlots.transporterNotAllowed');
    } finally {
      await sql`update modules set config = config - 'transporterReservation' where key = 'time_slot'`.execute(
        db(),
      );
    }
  });

  it('the gate: the entrance supervisor sees the day, confirms an arrival (arrived, event), not twice; pickups by role', async () => {
    const d = await depot(2);
    const carrier = (
      await env().request(TRANSPORTERS_API.create, {
        as: 'admin',
        payload: { companyName: `Kapus Fuvar ${d.shortName} Kft.`, shortName: `KF${d.shortName}` },
      })
    ).data.transporter;
    const f = await freight(d.shortName, { truckLicensePlateNumber: 'TSL-101', transporterId: carrier.id });
    const booked = (await book('admin', f, { dockId: d.docks[0]!.id, time: '8:00' })).data;
    const [pickup] = await insertPickups(db(), [
      newPickupValues({ status: 'scheduled', depotShortName: d.shortName, deliveryDate: DAY }),
    ]);
    const pb = await env().request(A.pickupSetTimeSlot, {
      as: 'logistics-manager',
      params: { id: pickup!.id, version: String(pickup!.__v) },
      payload: { dockId: d.docks[1]!.id, time: '8:00' },
    });
    expect(pb.statusCode, pb.body).toBe(200);

    const gate = await env().request(A.state, {
      as: 'entrance-supervisor',
      query: { depotShortName: d.shortName, date: DAY },
    });
    expect(gate.data.bookings.map((b) => b.kind).sort()).toEqual(['freight', 'pickup']);
    expect(gate.data.canConfirmArrival).toBe(true);
    expect(gate.data.canBook).toBe(false);
    expect((await book('entrance-supervisor', booked, { dockId: null, time: null })).statusCode).toBe(403);

    const arrive = (as: string, kind: string, r: { id: string; __v: number }, confirmed = true) =>
      env().request(A.arrival, {
        as,
        params: { kind, id: r.id, version: String(r.__v) },
        payload: confirmed ? { confirmed } : {},
      });
    expect((await arrive('logistics-viewer', 'freight', booked)).statusCode).toBe(403);
    expect((await arrive('transporter-manager', 'freight', booked)).statusCode).toBe(403);
    // A booking of another day (a week ahead) is asked about first; nothing is written until confirmed.
    const asked = await arrive('entrance-supervisor', 'freight', booked, false);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      code: 'timeSlots.arrivalNotToday',
      message: `A foglalás nem mára szól (${DAY.replaceAll('-', '.')})! Biztosan megérkezett a jármű?`,
    });
    expect(await eventsOf(f.id)).not.toContain('arrived');
    const ok = await arrive('entrance-supervisor', 'freight', booked);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.data.status).toBe('arrived');
    expect((ok.data.timeSlot as { arrivedAt?: string }).arrivedAt).toBeTruthy();
    expect(await eventsOf(f.id)).toContain('arrived');
    expect((await arrive('entrance-supervisor', 'freight', ok.data)).json().code).toBe(
      'timeSlots.alreadyArrived',
    );
    // An arrival registered by mistake is taken back: the status before it, no arrival, an event.
    const undo = (r: { id: string; __v: number }) =>
      env().request(A.arrivalUndo, {
        as: 'entrance-supervisor',
        params: { kind: 'freight', id: r.id, version: String(r.__v) },
        payload: {},
      });
    expect((await undo(booked)).statusCode).toBe(409);
    const undone = await undo(ok.data);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.data.status).toBe(booked.status);
    expect(undone.data.timeSlot).toMatchObject({ dockId: d.docks[0]!.id, time: '8:00' });
    expect(undone.data.timeSlot).not.toHaveProperty('arrivedAt');
    expect((await eventsOf(f.id)).slice(-1)).toEqual(['arrival_revoked']);
    expect((await undo(undone.data)).json().code).toBe('timeSlots.notArrived');
    const again = await arrive('entrance-supervisor', 'freight', undone.data);
    expect(again.statusCode, again.body).toBe(200);
    expect((await arrive('entrance-supervisor', 'pickup', pb.data)).data.status).toBe('arrived');
    const after = await env().request(A.state, {
      as: 'entrance-supervisor',
      query: { depotShortName: d.shortName, date: DAY },
    });
    // Arrived a week early.
    expect(after.data.bookings.find((b) => b.id === f.id)).toMatchObject({
      status: 'arrived',
      punctuality: 'early',
    });
    // The transporters' record counts the booking and its early arrival, on the carrier's own line.
    const record = await env().request(A.punctuality, { as: 'admin', query: { from: DAY, to: DAY } });
    expect(record.statusCode).toBe(200);
    expect(record.data.find((line) => line.transporterId === carrier.id)).toEqual({
      transporterId: carrier.id,
      transporterName: carrier.companyName,
      booked: 1,
      arrived: 1,
      early: 1,
      onTime: 0,
      late: 0,
      noShow: 0,
      averageLateMinutes: 0,
    });
    // Another transporter's user gets its own line only, whatever it asks for.
    const theirs = await env().request(A.punctuality, {
      as: 'transporter-manager',
      query: { from: DAY, to: DAY, transporterId: carrier.id },
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.data.some((line) => line.transporterId === carrier.id)).toBe(false);
  });

  it('a dock with booked slots cannot be deleted: a clear message', async () => {
    const d = await depot(2);
    const f = await freight(d.shortName);
    await book('admin', f, { dockId: d.docks[1]!.id, time: '8:00' });
    const depotDoc = await db()
      .selectFrom('depots')
      .select('version')
      .where('id', '=', d.id)
      .executeTakeFirstOrThrow();
    const res = await env().request(SITES_API.updateDepot, {
      as: 'admin',
      params: { id: d.id },
      payload: { __v: depotDoc.version, docks: [{ id: d.docks[0]!.id, name: 'R1' }] },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toContain('nem törölhető');
  });

  it('a save without the time_slot module clears the width (§5); with the module the width stays', async () => {
    const d = await depot(3);
    const booked = async (dock: number) => {
      const res = await book('admin', await freight(d.shortName), {
        dockId: d.docks[dock]!.id,
        time: '9:00',
        timeSlotWidth: 2,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.data;
    };
    const save = (f: { id: string; __v: number }, driverName: string) =>
      env().request(FREIGHTS_API.update, {
        as: 'logistics-manager',
        params: { id: f.id, version: String(f.__v) },
        payload: { driverName, confirmed: true },
      });
    const kept = await save(await booked(0), 'Kiss Béla');
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.data.timeSlot).toMatchObject({ time: '9:00', dockName: 'R1', timeSlotWidth: 2 });

    const [pickup] = await insertPickups(db(), [
      newPickupValues({ status: 'scheduled', depotShortName: d.shortName, deliveryDate: DAY }),
    ]);
    const pb = await env().request(A.pickupSetTimeSlot, {
      as: 'admin',
      params: { id: pickup!.id, version: String(pickup!.__v) },
      payload: { dockId: d.docks[1]!.id, time: '8:00', timeSlotWidth: 3 },
    });
    expect(pb.statusCode, pb.body).toBe(200);
    const f = await booked(2);
    await withModule(db(), 'time_slot', false, async () => {
      const res = await save(f, 'Nagy Ödön');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.data.timeSlot).toEqual({
        time: '9:00',
        dockId: d.docks[2]!.id,
        dockName: 'R3',
        timeSlotWidth: null,
      });
      const p = await env().request(PICKUPS_API.update, {
        as: 'logistics-manager',
        params: { id: pb.data.id, version: String(pb.data.__v) },
        payload: { driverName: 'Nagy Ödön', confirmed: true },
      });
      expect(p.statusCode, p.body).toBe(200);
      expect(p.data.timeSlot).toMatchObject({ time: '8:00', dockName: 'R2', timeSlotWidth: null });
    });
    // Stored as saved; the dock now holds one slot from 9:00 (the booking's default width).
    const stored = await db()
      .selectFrom('freights')
      .select('time_slot')
      .where('id', '=', f.id)
      .executeTakeFirstOrThrow();
    expect(stored.time_slot).toMatchObject({ timeSlotWidth: null });
    const free = await env().request(A.freeTime, {
      as: 'admin',
      query: { depotShortName: d.shortName, date: DAY, dockId: d.docks[2]!.id },
    });
    expect(free.data).toContain('10:00');
  });
});
