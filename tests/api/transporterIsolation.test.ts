import { describe, expect, it } from 'vitest';
import { FLEET_API } from '../../src/core/fleet/fleet.api.ts';
import { FREIGHTS_API } from '../../src/core/freights/freights.api.ts';
import { OFFERS_API } from '../../src/core/offers/offers.api.ts';
import { ROLES } from '../../src/core/permissions/roles.ts';
import { SEARCH_API } from '../../src/core/search/search.api.ts';
import { TRANSPORTERS_API } from '../../src/core/transporters/transporters.api.ts';
import { insertFreights } from '../../src/server/db/repositories/freights.repository.ts';
import { newFreightValues } from '../factories/freights.factory.ts';
import { insertTestUser } from '../factories/users.factory.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';

const FUTURE = { releaseDate: '2099-03-02', deliveryDate: '2099-03-03', expectedDeadlineDate: '2099-03-06' };

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
    const [theirs, offered] = await insertFreights(db(), [
      newFreightValues({
        ...FUTURE,
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
      payload: { comment: 'Titkos megjegyzés 2' },
    });
    expect(commented.statusCode, commented.body).toBe(200);
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
});
