import { describe, expect, it } from 'vitest';
import { CAPACITY_ESTIMATES_API } from '../../src/core/capacityEstimates/capacityEstimates.api.ts';
import { EVENTS_API } from '../../src/core/events/events.api.ts';
import type { EventDoc } from '../../src/core/events/events.schemas.ts';
import { FLEET_API } from '../../src/core/fleet/fleet.api.ts';
import { FREIGHTS_API } from '../../src/core/freights/freights.api.ts';
import type { ListResult } from '../../src/core/list/listCall.schemas.ts';
import { OFFERS_API } from '../../src/core/offers/offers.api.ts';
import { ROLES } from '../../src/core/permissions/roles.ts';
import { SEARCH_API } from '../../src/core/search/search.api.ts';
import { TIME_SLOTS_API } from '../../src/core/timeSlots/timeSlots.api.ts';
import { TRANSPORTERS_API } from '../../src/core/transporters/transporters.api.ts';
import { insertFreights, insertPickups } from '../../src/server/db/repositories/freights.repository.ts';
import { insertDepot, replaceDocks } from '../../src/server/db/repositories/sites.repository.ts';
import { findUserByUsername } from '../../src/server/db/repositories/users.repository.ts';
import { recordEvent } from '../../src/server/events/recordEvent.ts';
import { newFreightValues, newPickupValues } from '../factories/freights.factory.ts';
import { insertTestUser } from '../factories/users.factory.ts';
import { datesAhead } from '../support/dates.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { json, useTestEnv } from './support/testEnv.ts';

const { releaseDate, deliveryDate, expectedDeadlineDate } = datesAhead();
const FUTURE = { releaseDate, deliveryDate, expectedDeadlineDate };

/**
 * The transporter portal (issue 19 item 3): a transporter user reads nothing of another transporter
 * through ANY call of the API. Every route of the app (from its route table) is called as the demo
 * transporter's manager and viewer with the other transporter's ids in every path parameter and in
 * the usual query parameters; no answer may carry any of the other transporter's markers, and no
 * write may succeed on their records.
 */
describe.each(BACKENDS)('transporter isolation over every call [%s]', (backend) => {
  const env = useTestEnv(backend);
  const db = () => env().database.db;

  it('nothing of another transporter is readable or writable by a transporter user', async () => {
    const other = (
      await env().request(TRANSPORTERS_API.create, {
        as: 'admin',
        payload: { companyName: 'Titkos Fuvar Kft.', shortName: 'TITKOS' },
      })
    ).data.transporter;
    const otherUser = await insertTestUser(db(), {
      role: ROLES.TRANSPORTER_MANAGER,
      transporterId: other.id,
    });
    // Their freight is booked at a depot's dock and has arrived: the time-slot views and the
    // punctuality record have a line of theirs to leak.
    const depotId = await insertDepot(db(), {
      name: 'Kapu depó',
      shortName: 'TTKD',
      address: null,
      geometry: null,
      isActive: true,
      openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '8:00', to: '12:00' })),
      lengthOfTimeSlot: 60,
      timeSlotReservationLimit: 5,
    });
    await replaceDocks(db(), depotId, [{ name: 'T1' }]);
    const [dock] = await db().selectFrom('docks').select('id').where('depot_id', '=', depotId).execute();
    const [theirs, offered] = await insertFreights(db(), [
      newFreightValues({
        ...FUTURE,
        status: 'accepted',
        depotShortName: 'TTKD',
        transporterId: other.id,
        driverName: 'Titkos Sofőr',
        truckLicensePlateNumber: 'TTK-999',
        comment: 'Titkos megjegyzés',
      }),
      newFreightValues({ ...FUTURE, comment: 'Titkos ajánlott fuvar' }),
    ]);
    // Their freight gets an event of its own, their offer one too.
    const commented = await env().request(FREIGHTS_API.comment, {
      as: otherUser.username,
      params: { id: theirs!.id },
      payload: { comment: 'Titkos megjegyzés 2', __v: theirs!.__v },
    });
    expect(commented.statusCode, commented.body).toBe(200);
    const booked = await env().request(TIME_SLOTS_API.freightSetTimeSlot, {
      as: 'admin',
      params: { id: theirs!.id, version: String(commented.data.__v) },
      payload: { dockId: dock!.id, time: '9:00' },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const arrived = await env().request(TIME_SLOTS_API.arrival, {
      as: 'admin',
      params: { kind: 'freight', id: theirs!.id, version: String(booked.data.__v) },
      payload: { confirmed: true },
    });
    expect(arrived.statusCode, arrived.body).toBe(200);
    const estimate = await env().request(CAPACITY_ESTIMATES_API.create, {
      as: otherUser.username,
      payload: {
        date: FUTURE.deliveryDate,
        vehicles: [{ truckType: 'T24S', quantity: 2 }],
        comment: 'Titkos kapacitás',
      },
    });
    expect(estimate.statusCode, estimate.body).toBe(201);
    const offer = (
      await env().request(OFFERS_API.send, {
        as: 'logistics-manager',
        payload: {
          freightId: offered!.id,
          transporterIds: [other.id],
          commentFromLogistics: 'Titkos ajánlat',
        },
      })
    ).data.offers[0]!;
    const fleet = (
      await env().request(FLEET_API.create, {
        as: 'admin',
        payload: { transporterId: other.id, truckType: 'T24S', truckLicensePlateNumber: 'TTK-998' },
      })
    ).data.fleetVehicle;
    const events = await db()
      .selectFrom('events')
      .select(['id'])
      .where('transporter_id', '=', other.id)
      .execute();
    expect(events.length).toBeGreaterThan(0);

    const markers = [
      estimate.data.capacityEstimate.id,
      other.id,
      'Titkos',
      'TTK-99',
      theirs!.id,
      offered!.id,
      offer.id,
      fleet.id,
      otherUser.id,
      otherUser.username,
    ];
    const ids = [
      theirs!.id,
      theirs!.freightId,
      offered!.id,
      offered!.freightId,
      offer.id,
      fleet.id,
      estimate.data.capacityEstimate.id,
      other.id,
      otherUser.id,
      ...events.map((e) => String(e.id)),
    ];
    const query = (id: string) =>
      new URLSearchParams({
        freightId: id,
        transporterId: id,
        entityId: id,
        id,
        size: '-1',
        q: 'titkos',
      }).toString();
    const before = await db()
      .selectFrom('freights')
      .select(['id', 'version'])
      .where('id', 'in', [theirs!.id, offered!.id])
      .execute();
    const leaks: string[] = [];
    let calls = 0;
    for (const username of ['transporter-manager', 'transporter-viewer']) {
      const headers = await env().authHeader(username);
      // Sign-out, refresh and sign-out-everywhere end the caller's own session: not data calls.
      const routes = env()
        .app.routeTable()
        .filter((r) => !r.url.startsWith('/users/auth/') && !r.url.endsWith('/sign-out-everywhere'));
      for (const route of routes) {
        const params = route.url.match(/:\w+/g) ?? [];
        const variants = params.length > 0 ? ids : [''];
        for (const id of variants) {
          const path = route.url
            .replace(/:id\b/g, encodeURIComponent(id))
            .replace(/:version\b/g, '0')
            .replace(/:orderId\b/g, 'TEST-ORDER-1')
            .replace(/:\w+/g, encodeURIComponent(id));
          const url = route.method === 'GET' ? `${path}?${query(id || other.id)}` : path;
          const res = await env().call({
            method: route.method as 'GET',
            url,
            headers,
            ...(route.method !== 'GET' && route.method !== 'DELETE' && { payload: {} }),
          });
          calls += 1;
          // A signed-out answer would prove nothing: every call must be made as the user.
          if (res.statusCode === 401) leaks.push(`${route.method} ${url} as ${username}: 401`);
          // What a call echoes of its own request (a preference's view name) is not a leak.
          const answer = id ? res.body.replaceAll(id, '') : res.body;
          const found = markers.filter((m) => answer.includes(m));
          if (found.length > 0) leaks.push(`${route.method} ${url} as ${username}: ${found.join(', ')}`);
          if (route.method !== 'GET' && route.url.includes(':id') && res.statusCode < 300) {
            leaks.push(`${route.method} ${url} as ${username}: a write answered ${res.statusCode}`);
          }
        }
      }
    }
    // Calls whose required query the generic pass above does not fill: the booked day and depot,
    // the punctuality record over it, asked for the other transporter by id.
    const day = { depotShortName: 'TTKD', date: FUTURE.deliveryDate };
    const dated = [
      [TIME_SLOTS_API.state, day],
      [TIME_SLOTS_API.freightQuery, day],
      [TIME_SLOTS_API.freeAllTimeDock, day],
      [
        TIME_SLOTS_API.punctuality,
        { from: FUTURE.releaseDate, to: FUTURE.expectedDeadlineDate, transporterId: other.id },
      ],
      [CAPACITY_ESTIMATES_API.list, { size: -1, q: 'titkos' }],
      [CAPACITY_ESTIMATES_API.list, { size: -1 }],
    ] as const;
    for (const username of ['transporter-manager', 'transporter-viewer']) {
      for (const [e, query] of dated) {
        const res = await env().request(e, { as: username, query });
        if (res.statusCode >= 400 && res.statusCode !== 403 && res.statusCode !== 404) {
          leaks.push(`${e.method} ${e.path} as ${username}: ${res.statusCode} ${res.body}`);
        }
        const found = markers.filter((m) => res.body.includes(m));
        if (found.length > 0) leaks.push(`${e.method} ${e.path} as ${username}: ${found.join(', ')}`);
      }
    }
    // The planners do see them (so the calls above did look).
    const planner = await env().request(TIME_SLOTS_API.punctuality, {
      as: 'logistics-manager',
      query: { from: FUTURE.releaseDate, to: FUTURE.expectedDeadlineDate },
    });
    expect(planner.data.find((line) => line.transporterId === other.id)).toMatchObject({
      booked: 1,
      arrived: 1,
    });
    const plannerDay = await env().request(TIME_SLOTS_API.state, { as: 'logistics-manager', query: day });
    expect(plannerDay.body).toContain('TTK-999');

    // The palette's server search by their plate, driver and number: nothing for a transporter user,
    // while the planners find the freight (so the search did look).
    for (const q of ['TTK-999', 'titkos sofor', theirs!.freightId]) {
      for (const username of ['transporter-manager', 'transporter-viewer']) {
        const res = await env().request(SEARCH_API.search, { as: username, query: { q } });
        expect(res.statusCode, res.body).toBe(200);
        expect(
          res.data.hits.filter((h) => h.id === theirs!.freightId),
          `${q} as ${username}`,
        ).toEqual([]);
      }
      const planner = await env().request(SEARCH_API.search, { as: 'logistics-manager', query: { q } });
      expect(planner.data.hits.map((h) => h.id)).toContain(theirs!.freightId);
    }
    expect(leaks).toEqual([]);
    expect(calls).toBeGreaterThan(500);
    // Nothing of theirs changed.
    const after = await db()
      .selectFrom('freights')
      .select(['id', 'version'])
      .where('id', 'in', [theirs!.id, offered!.id])
      .execute();
    expect(after).toEqual(before);
    const [offerNow] = await db()
      .selectFrom('offers')
      .select(['status', 'version'])
      .where('id', '=', offer.id)
      .execute();
    expect(offerNow).toEqual({ status: 'sent', version: 0 });
  }, 300_000);

  it("a transporter reads the events of its freights and pickups, whenever written, and nothing of another's", async () => {
    const own = (await findUserByUsername(db(), 'transporter-manager'))?.transporterId as string;
    const other = (
      await env().request(TRANSPORTERS_API.create, {
        as: 'admin',
        payload: { companyName: 'Másik Fuvar Kft.', shortName: 'MASIK' },
      })
    ).data.transporter;
    const [assigned, notOurs, offered] = await insertFreights(db(), [
      newFreightValues(FUTURE),
      newFreightValues(FUTURE),
      newFreightValues(FUTURE),
    ]);
    const comment = async ({ id, __v }: { id: string; __v: number }, text: string) => {
      const res = await env().request(FREIGHTS_API.comment, {
        as: 'logistics-manager',
        params: { id },
        payload: { comment: text, __v },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    // The planner's edits before any transporter is set: unstamped events of the freight.
    await comment(assigned!, 'Rakodás reggel hatkor');
    await comment(notOurs!, 'Nem a miénk');
    const set = await env().request(FREIGHTS_API.setTransporter, {
      as: 'logistics-manager',
      params: { id: assigned!.id },
      payload: { transporterId: own },
    });
    expect(set.statusCode, set.body).toBe(200);
    // Offered to both; ours accepts: the other's offer events and ids stay the other's.
    const sent = await env().request(OFFERS_API.send, {
      as: 'logistics-manager',
      payload: { freightId: offered!.id, transporterIds: [other.id, own] },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const ourOffer = sent.data.offers.find((o) => o.transporterId === own)!;
    const accepted = await env().request(OFFERS_API.accept, {
      as: 'transporter-manager',
      params: { id: ourOffer.id },
      payload: {},
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // The freight it won, in its list and details: neither the offer list nor the freight's own
    // events name the other transporter (its offer went to it, its answer is its own).
    await env().request(OFFERS_API.send, {
      as: 'logistics-manager',
      payload: { freightId: assigned!.id, transporterIds: [other.id] },
    });
    const otherUser = await insertTestUser(db(), {
      role: ROLES.TRANSPORTER_MANAGER,
      transporterId: other.id,
    });
    const otherActor = {
      userId: otherUser.id,
      username: otherUser.username,
      role: ROLES.TRANSPORTER_MANAGER,
      transporterId: other.id,
    };
    await recordEvent(db(), otherActor as Parameters<typeof recordEvent>[1], {
      entity: 'freight',
      entityId: assigned!.id,
      action: 'offer_rejected',
      freightId: assigned!.freightId,
    });
    for (const id of [offered!.id, assigned!.id]) {
      const details = await env().call({
        method: 'GET',
        url: `/api/freights/freight-details/${id}`,
        as: 'transporter-manager',
      });
      expect(details.statusCode, details.body).toBe(200);
      expect(details.body).not.toContain(other.id);
      expect(details.body).not.toContain(otherUser.username);
    }
    const listed = await env().call({
      method: 'GET',
      url: '/api/freights?size=-1',
      as: 'transporter-manager',
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.body).toContain(offered!.id);
    expect(listed.body).not.toContain(other.id);
    // Pickups: events name the pickup's uuid; ours is assigned, the other is not.
    const [ourPickup, freePickup] = await insertPickups(db(), [
      newPickupValues({ transporterId: own }),
      newPickupValues(),
    ]);
    const planner = {
      role: ROLES.ADMIN,
      userId: null,
      username: 'tervező',
      transporterId: null,
      synthetic: true,
    };
    for (const p of [ourPickup!, freePickup!]) {
      await recordEvent(db(), planner, {
        entity: 'pickup',
        entityId: p.id,
        action: 'updated',
        before: { comment: '' },
        after: { comment: `Átvétel ${p.pickupId}` },
      });
    }

    let earlyId = '';
    for (const as of ['transporter-manager', 'transporter-viewer']) {
      const res = await env().call({ method: 'GET', url: '/api/events?size=-1', as });
      expect(res.statusCode, res.body).toBe(200);
      const seen = json<ListResult<EventDoc>>(res).result;
      const commentOf = (e: EventDoc) => e.changes.find((c) => c.field === 'comment')?.after;
      // Written before the freight was ours, seen now that it is.
      const early = seen.find((e) => e.entityId === assigned!.id && commentOf(e) === 'Rakodás reggel hatkor');
      expect(early, as).toMatchObject({
        entity: 'freight',
        transporterId: null,
        freightId: assigned!.freightId,
      });
      earlyId = early!.id;
      expect(
        seen.some((e) => e.entityId === notOurs!.id || e.freightId === notOurs!.freightId),
        as,
      ).toBe(false);
      // The accepted freight's events and our own offer's, not the other's offer.
      expect(
        seen.some((e) => e.action === 'offer_sent' && e.entityId === ourOffer.id),
        as,
      ).toBe(true);
      expect(
        seen.some(
          (e) => e.freightId === offered!.freightId && e.entity === 'freight' && e.transporterId === null,
        ),
        as,
      ).toBe(true);
      expect(
        seen.every((e) => e.transporterId === null || e.transporterId === own),
        as,
      ).toBe(true);
      expect(res.body.includes(other.id), as).toBe(false);
      expect(
        seen.some((e) => e.entity === 'pickup' && e.entityId === ourPickup!.id),
        as,
      ).toBe(true);
      expect(
        seen.some((e) => e.entityId === freePickup!.id),
        as,
      ).toBe(false);
      // Details: the early event is readable, the other freight's is 404.
      const details = await env().request(EVENTS_API.details, { as, params: { id: early!.id } });
      expect(details.statusCode, as).toBe(200);
    }
    const [hidden] = (
      await db().selectFrom('events').select('id').where('freight_id', '=', notOurs!.freightId).execute()
    ).map((e) => String(e.id));
    expect(
      (await env().request(EVENTS_API.details, { as: 'transporter-manager', params: { id: hidden! } }))
        .statusCode,
    ).toBe(404);
    // Assigned elsewhere: its earlier events go with it.
    const moved = await env().request(FREIGHTS_API.setTransporter, {
      as: 'logistics-manager',
      params: { id: assigned!.id },
      payload: { transporterId: other.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = json<ListResult<EventDoc>>(
      await env().call({ method: 'GET', url: '/api/events?size=-1', as: 'transporter-manager' }),
    ).result;
    expect(after.some((e) => e.id === earlyId)).toBe(false);
    expect(after.some((e) => e.freightId === offered!.freightId)).toBe(true);
  });
});
