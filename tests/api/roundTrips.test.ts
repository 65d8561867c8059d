import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { BASE_CONFIG_API } from '../../src/core/baseConfig/baseConfig.api.ts';
import { CALENDAR_API } from '../../src/core/calendar/calendar.api.ts';
import { MODULES_API } from '../../src/core/config/modules.api.ts';
import { EVENTS_API } from '../../src/core/events/events.api.ts';
import { EXTERNAL_ID_NAMES_API } from '../../src/core/externalIds/externalIdNames.api.ts';
import { FEES_API } from '../../src/core/fees/fees.api.ts';
import { FLEET_API } from '../../src/core/fleet/fleet.api.ts';
import { asListResult } from '../../src/core/list/listCall.schemas.ts';
import { ORDERS_API } from '../../src/core/orders/orders.api.ts';
import { PRODUCTS_API } from '../../src/core/products/products.api.ts';
import { SITES_API } from '../../src/core/sites/sites.api.ts';
import { TRANSPORTERS_API } from '../../src/core/transporters/transporters.api.ts';
import { USERS_API } from '../../src/core/users/users.api.ts';
import { VEHICLES_API } from '../../src/core/vehicles/vehicles.api.ts';
import { periodBeyondSeed } from '../support/seedDates.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { type TestEnv, useTestEnv } from './support/testEnv.ts';

type Doc = Record<string, unknown> & { id: string };

/** One area's round trip: read a record as the API gives it, send it back unchanged, read it again. */
interface RoundTrip {
  area: string;
  read(env: TestEnv): Promise<Doc>;
  write(env: TestEnv, doc: Doc): Promise<LightMyRequestResponse>;
  reread?(env: TestEnv, doc: Doc): Promise<Doc>;
}

const as = 'admin';
const su = 'superadmin';
const first = (list: unknown): Doc => {
  const row = asListResult(list as never).result[0] as Doc | undefined;
  if (!row) throw new Error('no seeded row to read');
  return row;
};
const byId = (list: unknown, id: string): Doc => {
  const row = (asListResult(list as never).result as Doc[]).find((r) => r.id === id);
  if (!row) throw new Error(`row ${id} not in the list`);
  return row;
};

const CASES: RoundTrip[] = [
  {
    area: 'vehicles (PUT /api/vehicles/:id)',
    read: async (env) => first((await env.request(VEHICLES_API.list, { as })).data),
    write: (env, doc) => env.request(VEHICLES_API.update, { as, params: { id: doc.id }, payload: doc }),
    reread: async (env, doc) =>
      (await env.request(VEHICLES_API.get, { as, params: { id: doc.id } })).data as never,
  },
  {
    area: 'transporters (PUT /api/transporters/:id)',
    read: async (env) => first((await env.request(TRANSPORTERS_API.list, { as })).data),
    write: (env, doc) => env.request(TRANSPORTERS_API.update, { as, params: { id: doc.id }, payload: doc }),
    reread: async (env, doc) => byId((await env.request(TRANSPORTERS_API.list, { as })).data, doc.id),
  },
  {
    area: 'transporters (PUT /api/transporters with the id)',
    read: async (env) => first((await env.request(TRANSPORTERS_API.list, { as })).data),
    write: (env, doc) => env.request(TRANSPORTERS_API.save, { as, payload: doc }),
    reread: async (env, doc) => byId((await env.request(TRANSPORTERS_API.list, { as })).data, doc.id),
  },
  {
    area: 'fleet (PUT /api/fleet)',
    read: async (env) => {
      const transporter = first((await env.request(TRANSPORTERS_API.list, { as })).data);
      const created = await env.request(FLEET_API.create, {
        as,
        payload: { transporterId: transporter.id, truckType: 'D22S', truckLicensePlateNumber: 'RTT-001' },
      });
      return created.data.fleetVehicle as unknown as Doc;
    },
    write: (env, doc) => env.request(FLEET_API.update, { as, payload: doc }),
    reread: async (env, doc) => byId((await env.request(FLEET_API.list, { as })).data, doc.id),
  },
  {
    area: 'depots (PUT /api/depots/:id)',
    read: async (env) => first((await env.request(SITES_API.depots, { as })).data),
    write: (env, doc) => env.request(SITES_API.updateDepot, { as, params: { id: doc.id }, payload: doc }),
    reread: async (env, doc) => byId((await env.request(SITES_API.depots, { as })).data, doc.id),
  },
  {
    area: 'factories (PUT /api/factories/:id)',
    read: async (env) => first((await env.request(SITES_API.factories, { as })).data),
    write: (env, doc) => env.request(SITES_API.updateFactory, { as, params: { id: doc.id }, payload: doc }),
    reread: async (env, doc) => byId((await env.request(SITES_API.factories, { as })).data, doc.id),
  },
  {
    area: 'calendar (PUT /api/calendar/:id)',
    read: async (env) =>
      (
        await env.request(CALENDAR_API.create, {
          as,
          payload: { date: (await periodBeyondSeed(env.database.db)).from, workday: false },
        })
      ).data.override as unknown as Doc,
    write: (env, doc) => env.request(CALENDAR_API.update, { as, params: { id: doc.id }, payload: doc }),
    reread: async (env, doc) => byId((await env.request(CALENDAR_API.list, { as })).data, doc.id),
  },
  {
    area: 'freight costs (PUT /api/freight-costs/:id)',
    read: async (env) => first((await env.request(FEES_API.freightCosts.list, { as })).data),
    write: (env, doc) =>
      env.request(FEES_API.freightCosts.update, { as, params: { id: doc.id }, payload: doc }),
    reread: async (env, doc) => byId((await env.request(FEES_API.freightCosts.list, { as })).data, doc.id),
  },
  {
    area: 'waypoint costs (PUT /api/waypoint-costs/:id)',
    read: async (env) => first((await env.request(FEES_API.waypointCosts.list, { as })).data),
    write: (env, doc) =>
      env.request(FEES_API.waypointCosts.update, { as, params: { id: doc.id }, payload: doc }),
    reread: async (env, doc) => byId((await env.request(FEES_API.waypointCosts.list, { as })).data, doc.id),
  },
  {
    area: 'pallet fees (PUT /api/pallet-fees/:id)',
    read: async (env) => first((await env.request(FEES_API.palletFees.list, { as })).data),
    write: (env, doc) =>
      env.request(FEES_API.palletFees.update, { as, params: { id: doc.id }, payload: doc }),
    reread: async (env, doc) => byId((await env.request(FEES_API.palletFees.list, { as })).data, doc.id),
  },
  {
    area: 'base config (PUT /api/baseConfig)',
    read: async (env) => (await env.request(BASE_CONFIG_API.get, { as })).data as unknown as Doc,
    write: (env, doc) => env.request(BASE_CONFIG_API.save, { as, payload: doc }),
    reread: async (env) => (await env.request(BASE_CONFIG_API.get, { as })).data as unknown as Doc,
  },
  {
    area: 'base config (PUT /api/baseConfig/:id)',
    read: async (env) => (await env.request(BASE_CONFIG_API.get, { as })).data as unknown as Doc,
    write: (env, doc) => env.request(BASE_CONFIG_API.update, { as, params: { id: doc.id }, payload: doc }),
    reread: async (env) => (await env.request(BASE_CONFIG_API.get, { as })).data as unknown as Doc,
  },
  {
    area: 'external id names (PUT /api/external-id-names)',
    read: async (env) => (await env.request(EXTERNAL_ID_NAMES_API.get, { as })).data as unknown as Doc,
    write: (env, doc) => env.request(EXTERNAL_ID_NAMES_API.save, { as, payload: doc }),
    reread: async (env) => (await env.request(EXTERNAL_ID_NAMES_API.get, { as })).data as unknown as Doc,
  },
  {
    area: 'modules (PUT /api/modules/:id)',
    read: async (env) => (await env.request(MODULES_API.list, { as: su })).data[0] as unknown as Doc,
    write: (env, doc) => env.request(MODULES_API.update, { as: su, params: { id: doc.id }, payload: doc }),
    reread: async (env, doc) => byId((await env.request(MODULES_API.list, { as: su })).data, doc.id),
  },
  {
    area: 'users (PUT /users/:id)',
    read: async (env) =>
      (await env.request(USERS_API.one, { as, params: { id: await env.userId('logistics-viewer') } }))
        .data as unknown as Doc,
    write: (env, doc) => env.request(USERS_API.update, { as, params: { id: doc.id }, payload: doc }),
    reread: async (env, doc) =>
      (await env.request(USERS_API.one, { as, params: { id: doc.id } })).data as unknown as Doc,
  },
  {
    area: 'products (PUT /api/products with the id)',
    read: async (env) => {
      const list = (await env.request(PRODUCTS_API.list, { as, query: { page: 0, size: 1 } })).data;
      return first(list);
    },
    write: (env, doc) => env.request(PRODUCTS_API.save, { as, payload: doc }),
  },
  {
    area: 'orders (PUT /api/orders/frontend/:id?version=)',
    read: async (env) => {
      const list = (await env.request(ORDERS_API.list, { as, query: { page: 0, size: 1 } })).data;
      const row = first(list);
      return (await env.request(ORDERS_API.one, { as, params: { id: String(row.orderId) } }))
        .data as unknown as Doc;
    },
    write: (env, doc) =>
      env.request(ORDERS_API.update, {
        as,
        params: { id: String(doc.orderId) },
        query: { version: doc.__v as number },
        payload: doc,
      }),
    reread: async (env, doc) =>
      (await env.request(ORDERS_API.one, { as, params: { id: String(doc.orderId) } })).data as unknown as Doc,
  },
];

const eventCount = async (env: TestEnv) =>
  (await env.request(EVENTS_API.list, { as: 'superadmin', query: { page: 0, size: 1 } })).data.totalCount;

describe.each(BACKENDS)('round trips: GET → PUT unchanged → 200, no change, no event [%s]', (backend) => {
  const env = useTestEnv(backend);
  it.each(CASES)('$area', async ({ read, write, reread }) => {
    const doc = await read(env());
    const before = await eventCount(env());
    const res = await write(env(), structuredClone(doc));
    expect(res.statusCode, res.body).toBe(200);
    expect(await eventCount(env())).toBe(before);
    if (reread) expect(await reread(env(), doc)).toEqual(doc);
  });
});

describe.each(BACKENDS)('round trips with a change [%s]', (backend) => {
  const env = useTestEnv(backend);
  it('a read record with one field changed saves that field only (its nulls and id are no change)', async () => {
    const doc = first((await env().request(VEHICLES_API.list, { as })).data);
    expect(doc.truckLicensePlateNumber).toBeNull();
    const before = await eventCount(env());
    const res = await env().request(VEHICLES_API.update, {
      as,
      params: { id: doc.id },
      payload: { ...doc, palletCapacity: Number(doc.palletCapacity) + 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.vehicle).toEqual({
      ...doc,
      palletCapacity: Number(doc.palletCapacity) + 1,
      __v: Number(doc.__v) + 1,
    });
    expect(await eventCount(env())).toBe(before + 1);
  });

  it('an unchanged record at an old version is still a 409, and another id in the body still a 400', async () => {
    const doc = first((await env().request(VEHICLES_API.list, { as })).data);
    const stale = await env().request(VEHICLES_API.update, {
      as,
      params: { id: doc.id },
      payload: { ...doc, __v: Number(doc.__v) + 5 },
    });
    expect(stale.statusCode).toBe(409);
    const other = await env().request(VEHICLES_API.update, {
      as,
      params: { id: doc.id },
      payload: { ...doc, id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ details: { body: 'Ismeretlen kulcs: "id"' } });
  });
});
