import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AnyEndpoint } from '../../src/core/api/endpoint.ts';
import { BASE_CONFIG_API } from '../../src/core/baseConfig/baseConfig.api.ts';
import { CALENDAR_API } from '../../src/core/calendar/calendar.api.ts';
import { CAPACITY_ESTIMATES_API } from '../../src/core/capacityEstimates/capacityEstimates.api.ts';
import { MODULES_API } from '../../src/core/config/modules.api.ts';
import { EVENTS_API } from '../../src/core/events/events.api.ts';
import { EXTERNAL_ID_NAMES_API } from '../../src/core/externalIds/externalIdNames.api.ts';
import { FEES_API } from '../../src/core/fees/fees.api.ts';
import { FLEET_API } from '../../src/core/fleet/fleet.api.ts';
import { FREIGHT_BILLS_API } from '../../src/core/freightBills/freightBills.api.ts';
import { FREIGHTS_API } from '../../src/core/freights/freights.api.ts';
import { asListResult } from '../../src/core/list/listCall.schemas.ts';
import { PREFERENCES_API } from '../../src/core/list/preferences.api.ts';
import { ORDERS_API } from '../../src/core/orders/orders.api.ts';
import { ORDERS_PROCESSING_API } from '../../src/core/orders/ordersProcessing.api.ts';
import { PICKUPS_API } from '../../src/core/pickups/pickups.api.ts';
import { PRODUCTS_API } from '../../src/core/products/products.api.ts';
import { SITES_API } from '../../src/core/sites/sites.api.ts';
import { TRANSPORTERS_API } from '../../src/core/transporters/transporters.api.ts';
import { USERS_API } from '../../src/core/users/users.api.ts';
import { VEHICLES_API } from '../../src/core/vehicles/vehicles.api.ts';
import { insertFreights, insertPickups } from '../../src/server/db/repositories/freights.repository.ts';
import { newFreightValues, newPickupValues } from '../factories/freights.factory.ts';
import { periodBeyondSeed } from '../support/seedDates.ts';
import { contractEndpoints } from './support/contractTables.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { type TestEnv, useTestEnv } from './support/testEnv.ts';

type Doc = Record<string, unknown> & { id: string };

/** One area's round trip: read a record as the API gives it, send it back unchanged, read it again. */
interface RoundTrip {
  area: string;
  /** The PUT it sends the record back with (the coverage test below asks every PUT for its case). */
  put: AnyEndpoint;
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

/** An ISO day `days` ahead of today (a date no seed row uses). */
const workdayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const billRow = async (env: TestEnv, freightId: string): Promise<Doc> => {
  const res = await env.request(FREIGHT_BILLS_API.list, {
    as,
    query: { page: 0, size: 5, filter: JSON.stringify({ freightId: { type: 'equals', value: freightId } }) },
  });
  return first(res.data);
};

const CASES: RoundTrip[] = [
  {
    area: 'vehicles (PUT /api/vehicles/:id)',
    put: VEHICLES_API.update,
    read: async (env) => first((await env.request(VEHICLES_API.list, { as })).data),
    write: (env, doc) => env.request(VEHICLES_API.update, { as, params: { id: doc.id }, payload: doc }),
    reread: async (env, doc) =>
      (await env.request(VEHICLES_API.get, { as, params: { id: doc.id } })).data as never,
  },
  {
    area: 'transporters (PUT /api/transporters/:id)',
    put: TRANSPORTERS_API.update,
    read: async (env) => first((await env.request(TRANSPORTERS_API.list, { as })).data),
    write: (env, doc) => env.request(TRANSPORTERS_API.update, { as, params: { id: doc.id }, payload: doc }),
    reread: async (env, doc) => byId((await env.request(TRANSPORTERS_API.list, { as })).data, doc.id),
  },
  {
    area: 'transporters (PUT /api/transporters with the id)',
    put: TRANSPORTERS_API.save,
    read: async (env) => first((await env.request(TRANSPORTERS_API.list, { as })).data),
    write: (env, doc) => env.request(TRANSPORTERS_API.save, { as, payload: doc }),
    reread: async (env, doc) => byId((await env.request(TRANSPORTERS_API.list, { as })).data, doc.id),
  },
  {
    area: 'fleet (PUT /api/fleet)',
    put: FLEET_API.update,
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
    put: SITES_API.updateDepot,
    read: async (env) => first((await env.request(SITES_API.depots, { as })).data),
    write: (env, doc) => env.request(SITES_API.updateDepot, { as, params: { id: doc.id }, payload: doc }),
    reread: async (env, doc) => byId((await env.request(SITES_API.depots, { as })).data, doc.id),
  },
  {
    area: 'factories (PUT /api/factories/:id)',
    put: SITES_API.updateFactory,
    read: async (env) => first((await env.request(SITES_API.factories, { as })).data),
    write: (env, doc) => env.request(SITES_API.updateFactory, { as, params: { id: doc.id }, payload: doc }),
    reread: async (env, doc) => byId((await env.request(SITES_API.factories, { as })).data, doc.id),
  },
  {
    area: 'calendar (PUT /api/calendar/:id)',
    put: CALENDAR_API.update,
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
    put: FEES_API.freightCosts.update,
    read: async (env) => first((await env.request(FEES_API.freightCosts.list, { as })).data),
    write: (env, doc) =>
      env.request(FEES_API.freightCosts.update, { as, params: { id: doc.id }, payload: doc }),
    reread: async (env, doc) => byId((await env.request(FEES_API.freightCosts.list, { as })).data, doc.id),
  },
  {
    area: 'waypoint costs (PUT /api/waypoint-costs/:id)',
    put: FEES_API.waypointCosts.update,
    read: async (env) => first((await env.request(FEES_API.waypointCosts.list, { as })).data),
    write: (env, doc) =>
      env.request(FEES_API.waypointCosts.update, { as, params: { id: doc.id }, payload: doc }),
    reread: async (env, doc) => byId((await env.request(FEES_API.waypointCosts.list, { as })).data, doc.id),
  },
  {
    area: 'pallet fees (PUT /api/pallet-fees/:id)',
    put: FEES_API.palletFees.update,
    read: async (env) => first((await env.request(FEES_API.palletFees.list, { as })).data),
    write: (env, doc) =>
      env.request(FEES_API.palletFees.update, { as, params: { id: doc.id }, payload: doc }),
    reread: async (env, doc) => byId((await env.request(FEES_API.palletFees.list, { as })).data, doc.id),
  },
  {
    area: 'base config (PUT /api/baseConfig)',
    put: BASE_CONFIG_API.save,
    read: async (env) => (await env.request(BASE_CONFIG_API.get, { as })).data as unknown as Doc,
    write: (env, doc) => env.request(BASE_CONFIG_API.save, { as, payload: doc }),
    reread: async (env) => (await env.request(BASE_CONFIG_API.get, { as })).data as unknown as Doc,
  },
  {
    area: 'base config (PUT /api/baseConfig/:id)',
    put: BASE_CONFIG_API.update,
    read: async (env) => (await env.request(BASE_CONFIG_API.get, { as })).data as unknown as Doc,
    write: (env, doc) => env.request(BASE_CONFIG_API.update, { as, params: { id: doc.id }, payload: doc }),
    reread: async (env) => (await env.request(BASE_CONFIG_API.get, { as })).data as unknown as Doc,
  },
  {
    area: 'external id names (PUT /api/external-id-names)',
    put: EXTERNAL_ID_NAMES_API.save,
    read: async (env) => (await env.request(EXTERNAL_ID_NAMES_API.get, { as })).data as unknown as Doc,
    write: (env, doc) => env.request(EXTERNAL_ID_NAMES_API.save, { as, payload: doc }),
    reread: async (env) => (await env.request(EXTERNAL_ID_NAMES_API.get, { as })).data as unknown as Doc,
  },
  {
    area: 'modules (PUT /api/modules/:id)',
    put: MODULES_API.update,
    read: async (env) => (await env.request(MODULES_API.list, { as: su })).data[0] as unknown as Doc,
    write: (env, doc) => env.request(MODULES_API.update, { as: su, params: { id: doc.id }, payload: doc }),
    reread: async (env, doc) => byId((await env.request(MODULES_API.list, { as: su })).data, doc.id),
  },
  {
    area: 'users (PUT /users/:id)',
    put: USERS_API.update,
    read: async (env) =>
      (await env.request(USERS_API.one, { as, params: { id: await env.userId('logistics-viewer') } }))
        .data as unknown as Doc,
    write: (env, doc) => env.request(USERS_API.update, { as, params: { id: doc.id }, payload: doc }),
    reread: async (env, doc) =>
      (await env.request(USERS_API.one, { as, params: { id: doc.id } })).data as unknown as Doc,
  },
  {
    area: 'products (PUT /api/products with the id)',
    put: PRODUCTS_API.save,
    read: async (env) => {
      const list = (await env.request(PRODUCTS_API.list, { as, query: { page: 0, size: 1 } })).data;
      return first(list);
    },
    write: (env, doc) => env.request(PRODUCTS_API.save, { as, payload: doc }),
  },
  {
    area: 'orders (PUT /api/orders/frontend/:id?version=)',
    put: ORDERS_API.update,
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
  {
    area: 'order list rows (PUT /api/orders/frontend/:id?version=)',
    put: ORDERS_API.update,
    read: async (env) =>
      first((await env.request(ORDERS_API.list, { as, query: { page: 0, size: 1 } })).data),
    write: (env, doc) =>
      env.request(ORDERS_API.update, {
        as,
        params: { id: String(doc.orderId) },
        query: { version: doc.__v as number },
        payload: doc,
      }),
    reread: async (env, doc) =>
      byId((await env.request(ORDERS_API.list, { as, query: { page: 0, size: 1 } })).data, doc.id),
  },
  {
    area: 'vehicles (PUT /api/vehicles with the id)',
    put: VEHICLES_API.create,
    read: async (env) => first((await env.request(VEHICLES_API.list, { as })).data),
    write: (env, doc) => env.request(VEHICLES_API.create, { as, payload: doc }),
    reread: async (env, doc) =>
      (await env.request(VEHICLES_API.get, { as, params: { id: doc.id } })).data as never,
  },
  {
    area: 'freights (PUT /api/freights/:id/:version)',
    put: FREIGHTS_API.update,
    read: async (env) => {
      const [stored] = await insertFreights(env.database.db, [newFreightValues()]);
      const res = await env.request(FREIGHTS_API.details, { as, params: { id: stored!.id } });
      return res.data.freight as unknown as Doc;
    },
    write: (env, doc) =>
      env.request(FREIGHTS_API.update, {
        as,
        params: { id: doc.id, version: String(doc.__v) },
        payload: doc,
      }),
    reread: async (env, doc) =>
      (await env.request(FREIGHTS_API.details, { as, params: { id: doc.id } })).data.freight as never,
  },
  {
    area: 'pickups (PUT /api/pickups/:id/:version)',
    put: PICKUPS_API.update,
    read: async (env) => {
      const [stored] = await insertPickups(env.database.db, [newPickupValues()]);
      const res = await env.request(PICKUPS_API.details, { as, params: { id: stored!.id } });
      return res.data.pickup as unknown as Doc;
    },
    write: (env, doc) =>
      env.request(PICKUPS_API.update, {
        as,
        params: { id: doc.id, version: String(doc.__v) },
        payload: doc,
      }),
    reread: async (env, doc) =>
      (await env.request(PICKUPS_API.details, { as, params: { id: doc.id } })).data.pickup as never,
  },
  {
    area: 'freight bills (PUT /api/freight-bill/:id)',
    put: FREIGHT_BILLS_API.update,
    read: async (env) => {
      const [stored] = await insertFreights(env.database.db, [newFreightValues({ status: 'finished' })]);
      return billRow(env, stored!.freightId);
    },
    write: (env, doc) => env.request(FREIGHT_BILLS_API.update, { as, params: { id: doc.id }, payload: doc }),
    reread: (env, doc) => billRow(env, String(doc.freightId)),
  },
  {
    area: 'capacity estimates (PUT /api/capacity-estimate)',
    put: CAPACITY_ESTIMATES_API.update,
    read: async (env) => {
      const created = await env.request(CAPACITY_ESTIMATES_API.create, {
        as: 'transporter-manager',
        payload: { date: workdayAhead(40), vehicles: [{ truckType: 'T24L', quantity: 2 }] },
      });
      return created.data.capacityEstimate as unknown as Doc;
    },
    write: (env, doc) =>
      env.request(CAPACITY_ESTIMATES_API.update, { as: 'transporter-manager', payload: doc }),
    reread: async (env, doc) =>
      byId(
        (await env.request(CAPACITY_ESTIMATES_API.list, { as: 'transporter-manager', query: { size: -1 } }))
          .data,
        doc.id,
      ),
  },
  {
    area: 'preferences, none stored (PUT /api/preferences/:view)',
    put: PREFERENCES_API.save,
    read: async (env) =>
      ({
        id: 'grid:roundTrip',
        ...(await env.request(PREFERENCES_API.get, { as, params: { view: 'grid:roundTrip' } })).data,
      }) as Doc,
    write: (env, { id: _id, ...doc }) =>
      env.request(PREFERENCES_API.save, { as, params: { view: String(doc.view) }, payload: doc }),
    reread: async (env, doc) =>
      ({
        id: doc.id,
        ...(await env.request(PREFERENCES_API.get, { as, params: { view: String(doc.view) } })).data,
      }) as Doc,
  },
  {
    area: 'auto-processing (PUT /api/orders/frontend/auto-processing)',
    put: ORDERS_PROCESSING_API.setAutoProcessing,
    read: async (env) =>
      ({ id: 'auto', ...(await env.request(ORDERS_PROCESSING_API.autoProcessing, { as })).data }) as Doc,
    write: (env, { id: _id, ...doc }) =>
      env.request(ORDERS_PROCESSING_API.setAutoProcessing, { as, payload: doc }),
    reread: async (env) =>
      ({ id: 'auto', ...(await env.request(ORDERS_PROCESSING_API.autoProcessing, { as })).data }) as Doc,
  },
];

/**
 * The PUTs that are not a resource's save but an action on it (a step, a batch, a booking, a
 * comment): what they take is not what a GET answers, so they have no round trip. Any other PUT a
 * contract table declares needs a case above.
 */
const ACTIONS: Record<string, string> = {
  'FREIGHTS_API.setStatus': 'status step',
  'FREIGHTS_API.nextStatus': 'status step',
  'FREIGHTS_API.cancel': 'batch action',
  'FREIGHTS_API.uncancel': 'batch action',
  'FREIGHTS_API.comment': 'one field action (version-checked)',
  'FREIGHTS_API.cargoExternalIds': 'one order line action',
  'PICKUPS_API.setStatus': 'status step',
  'PICKUPS_API.nextStatus': 'status step',
  'PICKUPS_API.cancel': 'batch action',
  'PICKUPS_API.uncancel': 'batch action',
  'PICKUPS_API.cargoExternalIds': 'one order line action',
  'FREIGHT_BILLS_API.batchAccept': 'batch action',
  'FREIGHT_BILLS_API.batchDecline': 'batch action',
  'FREIGHT_BILLS_API.batchBill': 'batch action',
  'FREIGHT_BILLS_API.accept': 'status step',
  'FREIGHT_BILLS_API.decline': 'status step',
  'FREIGHT_BILLS_API.undo': 'status step',
  'FREIGHT_BILLS_API.costCentre': 'one field action',
  'TIME_SLOTS_API.arrival': 'gate action',
  'TIME_SLOTS_API.arrivalUndo': 'gate action (takes an arrival back)',
  'TIME_SLOTS_API.freightSetTimeSlot': 'booking',
  'TIME_SLOTS_API.pickupSetTimeSlot': 'booking',
  'ORGANIZER_API.fix': 'batch action',
  'ORGANIZER_API.unfix': 'batch action',
  'ORDERS_API.recipientPhone': 'one field action',
  'ORDERS_API.close': 'status step',
  'ORDERS_API.reopen': 'status step',
  'OFFERS_API.comment': 'one field action',
};

describe('round trips cover every PUT of the contract tables', () => {
  it('each PUT has a round-trip case or is listed as an action', () => {
    const covered = new Set(CASES.map((c) => c.put));
    const missing = contractEndpoints()
      .filter(({ endpoint }) => endpoint.method === 'PUT' && !covered.has(endpoint))
      .map(({ name }) => name)
      .filter((name) => !(name in ACTIONS));
    expect(missing).toEqual([]);
  });
});

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
