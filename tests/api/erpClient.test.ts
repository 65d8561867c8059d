import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import createClient, { type Client } from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { addDays, isoWeekday } from '../../src/core/calendar/workdays.ts';
import {
  insertDepot,
  insertFactory,
  replaceDocks,
} from '../../src/server/db/repositories/sites.repository.ts';
import { drainQueue } from '../../src/server/planning/jobRunner.ts';
import type { paths } from './erp/erpApi.generated.ts';
import { assertAnswerMatches } from './support/answerCheck.ts';
import { TEST_DEMO_PASSWORD } from './support/constants.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';

/**
 * An ERP system integrating with nothing but GET /api/openapi.json (issue 33): a client generated
 * from the document (openapi-typescript → tests/api/erp/erpApi.generated.ts, openapi-fetch) drives the
 * whole flow without a single cast, and every answer it receives is checked against the document.
 */

/** The Tuesday at least two weeks ahead, past the year-end holidays (the planner plans ahead). */
const TUESDAY = (() => {
  let d = addDays(new Date().toISOString().slice(0, 10), 14);
  while (isoWeekday(d) !== 2) d = addDays(d, 1);
  while (d.slice(5) >= '12-18' || d.slice(5) <= '01-06') d = addDays(d, 7);
  return d;
})();

/** The generated client's fetch: the request injected into the app (no port), its answer as a Response. */
function injectedFetch(app: FastifyInstance) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const body = await request.text();
    const res = await app.inject({
      method: request.method,
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(body !== '' && { payload: body }),
    });
    assertAnswerMatches(res);
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers,
    });
  };
}

describe.each(BACKENDS.slice(0, 1))('ERP integration through the generated client [%s]', (backend) => {
  const env = useTestEnv(backend);

  /** A client signed in as a demo user through POST /users/auth/login. */
  const signedIn = async (username: string): Promise<Client<paths>> => {
    const anonymous = createClient<paths>({ baseUrl: 'http://erp.test', fetch: injectedFetch(env().app) });
    const { data, response } = await anonymous.POST('/users/auth/login', {
      body: { username, password: TEST_DEMO_PASSWORD },
    });
    expect(response.status).toBe(200);
    if (!data) throw new Error(`no token for ${username}`);
    return createClient<paths>({
      baseUrl: 'http://erp.test',
      fetch: injectedFetch(env().app),
      headers: { authorization: `Bearer ${data.token}` },
    });
  };

  it('generates the checked-in client types from the served document (a drift fails)', async () => {
    const { data } = await createClient<paths>({
      baseUrl: 'http://erp.test',
      fetch: injectedFetch(env().app),
    }).GET('/api/openapi.json');
    const dir = mkdtempSync(join(tmpdir(), 'erp-client-'));
    writeFileSync(join(dir, 'openapi.json'), JSON.stringify(data));
    const generated = execFileSync(
      process.execPath,
      ['scripts/api/clientTypes.mjs', join(dir, 'openapi.json')],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const checkedIn = readFileSync('tests/api/erp/erpApi.generated.ts', 'utf8');
    // `npm run api:client` writes the file again after a contract change.
    expect(
      generated === checkedIn,
      'tests/api/erp/erpApi.generated.ts is stale: run npm run api:client',
    ).toBe(true);
  });

  // A long flow (a planning job among a dozen calls): minutes on a busy machine.
  it('orders → plan → freights → offer → accept as the transporter → slot → bills and statistics', {
    timeout: 300_000,
  }, async () => {
    const db = env().database.db;
    const depotId = await insertDepot(db, {
      name: 'ERP depó',
      shortName: 'ERPD',
      address: null,
      isActive: true,
      openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '6:00', to: '18:00' })),
      lengthOfTimeSlot: 60,
      timeSlotReservationLimit: 5,
      geometry: { type: 'Point', coordinates: [19.04, 47.5] },
    });
    await replaceDocks(db, depotId, [{ name: 'E1' }, { name: 'E2' }]);
    await insertFactory(db, {
      shortName: 'ERPF',
      name: 'ERP gyár',
      address: null,
      depotShortName: 'ERPD',
      useDefaultFreightCostsSettings: true,
      isActive: true,
    });
    const planner = await signedIn('logistics-manager');
    const admin = await signedIn('admin');
    const transporter = await signedIn('transporter-manager');

    // 1. The ERP pushes two orders.
    const orderIds: string[] = [];
    for (const n of [1, 2]) {
      const { data, error, response } = await planner.POST('/api/orders/frontend', {
        body: {
          customer: {
            name: `ERP Vevő ${n} Kft.`,
            email: '',
            phone: '+36 30 123 4567',
            recipientName: '',
            recipientPhone: '',
            customerCode: `ERP-${n}`,
          },
          deliveryAddress: '2000 Szentendre, Fő tér 1.',
          factoryShortName: 'ERPF',
          releaseDate: TUESDAY,
          orderDeadlineDate: addDays(TUESDAY, 7),
          expectedDeadlineDate: addDays(TUESDAY, 3),
          externalIds: { orderNr: `ERP-SO-${n}`, incoterm: 'D', deliverySpec: '' },
          orderItems: [
            // A product of the seeded catalogue (80 blocks a pallet).
            { itemId: 'PTH30NF', quantity: 320, unit: 'db', kg: 5280, palletsCount: 4, palletType: 'EUR' },
          ],
        },
      });
      expect(response.status, JSON.stringify(error)).toBe(201);
      if (!data) throw new Error('no order');
      expect(data.order.status, JSON.stringify(data.order.invalidReasons)).toBe('new');
      orderIds.push(data.order.orderId);
    }

    // 2. The planner plans them (a queued job; the server's job runner runs it).
    const planned = await planner.POST('/api/freights/process-orders', { body: { orderIds } });
    expect(planned.response.status, JSON.stringify(planned.error)).toBe(202);
    await drainQueue(env().app.services);
    const processing = await planner.GET('/api/orders/frontend/check-processing', {
      params: { query: { jobId: planned.data?.jobId } },
    });
    expect(processing.data?.lastProcessingStatus).not.toBe('processing');

    // 3. The freights of the orders, read back through the list.
    const listed = await planner.GET('/api/freights', {
      params: {
        query: {
          page: 0,
          size: 50,
          filter: JSON.stringify({ depotShortName: { type: 'equals', value: 'ERPD' } }),
        },
      },
    });
    expect(listed.response.status, JSON.stringify(listed.error)).toBe(200);
    const freight = listed.data?.result[0];
    if (!freight) throw new Error('the orders were not planned into a freight');
    expect(freight.status).toBe('new');

    // 4. Offered to the demo transporter.
    const users = await admin.GET('/users', { params: { query: { page: 0, size: -1 } } });
    const rows = users.data && 'result' in users.data ? users.data.result : [];
    const transporterId = rows.find((u) => u.username === 'transporter-manager')?.transporter;
    if (!transporterId) throw new Error('the demo transporter manager has no transporter');
    const sent = await planner.POST('/api/transporters/offers', {
      body: { freightId: freight.freightId, transporterIds: [transporterId] },
    });
    expect(sent.response.status, JSON.stringify(sent.error)).toBe(201);

    // 5. The transporter finds the offer in its list and accepts it at the version it read.
    const offers = await transporter.GET('/api/offers', { params: { query: { page: 0, size: 50 } } });
    const offer = offers.data?.result.find((o) => o.freightId === freight.freightId);
    if (!offer) throw new Error('the transporter does not see the offer');
    const accepted = await transporter.POST('/api/offers/accept/{id}', {
      params: { path: { id: offer.id } },
      body: { __v: offer.__v },
    });
    expect(accepted.response.status, JSON.stringify(accepted.error)).toBe(200);
    expect(accepted.data?.status).toBe('accepted');

    // 6. A time slot: the earliest free place on the delivery day, booked at the freight's version.
    const details = await planner.GET('/api/freights/freight-details/{id}', {
      params: { path: { id: freight.id } },
    });
    const current = details.data?.freight;
    if (!current?.deliveryDate) throw new Error('no delivery date');
    expect(current.status).toBe('accepted');
    const place = await planner.GET('/api/timeSlot/free/time-dock', {
      params: { query: { depotShortName: 'ERPD', date: current.deliveryDate } },
    });
    if (!place.data) throw new Error('no free place');
    const booked = await planner.PUT('/api/freights/{id}/{version}/timeSlot', {
      params: { path: { id: current.id, version: String(current.__v) } },
      body: { dockId: place.data.dockId, time: place.data.time },
    });
    expect(booked.response.status, JSON.stringify(booked.error)).toBe(200);
    expect(booked.data?.__v).toBeGreaterThan(current.__v);

    // 7. Bills and statistics of the period.
    const bills = await admin.GET('/api/freight-bill', { params: { query: { page: 0, size: 50 } } });
    expect(bills.response.status, JSON.stringify(bills.error)).toBe(200);
    expect(bills.data?.totalCount).toBeGreaterThanOrEqual(0);
    const stats = await admin.GET('/api/statistics/freights', {
      params: { query: { from: TUESDAY, to: addDays(TUESDAY, 6) } },
    });
    expect(stats.response.status, JSON.stringify(stats.error)).toBe(200);
    expect(stats.data).toBeDefined();
  });
});
