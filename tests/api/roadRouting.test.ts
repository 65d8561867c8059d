import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRoads } from '../../scripts/geo/importRoads.ts';
import { addDays, isoWeekday } from '../../src/core/calendar/workdays.ts';
import { FREIGHTS_API } from '../../src/core/freights/freights.api.ts';
import { greatCircleMeters, type LngLat } from '../../src/core/geo/distance.ts';
import { GEO_ERRORS } from '../../src/core/geo/geo.schemas.ts';
import { ROUTE_PLANNER_API } from '../../src/core/geo/routePlanner.api.ts';
import type { Order } from '../../src/core/orders/orders.schemas.ts';
import type { PlanningJobResult } from '../../src/core/planningJobs/planningJobs.schemas.ts';
import { insertOrders } from '../../src/server/db/repositories/orders.repository.ts';
import { findPlanningJob } from '../../src/server/db/repositories/planningJobs.repository.ts';
import { insertDepot, insertFactory } from '../../src/server/db/repositories/sites.repository.ts';
import { roadRoutingFor } from '../../src/server/geo/roads/RoadRoutingProvider.ts';
import { drainQueue } from '../../src/server/planning/jobRunner.ts';
import { buildOrder, buildOrderItem } from '../factories/orderRecords.factory.ts';
import { GEO_REFERENCE_DIR } from '../support/geoReference.ts';
import { callAs } from './support/callAs.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';

const GEO = GEO_REFERENCE_DIR;
const dir = mkdtempSync(path.join(tmpdir(), 'roads-api-'));
const GRAPH = path.join(dir, 'roads.graph');

// Andorra la Vella (depot), Ordino, Sant Julià de Lòria, Canillo, Encamp, La Massana.
const DEPOT: LngLat = [1.5209, 42.5078];
const TOWNS: LngLat[] = [
  [1.5331, 42.5562],
  [1.4909, 42.4637],
  [1.5975, 42.5672],
  [1.5801, 42.5347],
  [1.5148, 42.545],
];
const wp = (p: LngLat) => ({ geometry: { type: 'Point', coordinates: [p[0], p[1]] } });

/** The Tuesday at least two weeks ahead (clear of the year-end holidays). */
const TUESDAY = (() => {
  let d = addDays(new Date().toISOString().slice(0, 10), 14);
  while (isoWeekday(d) !== 2) d = addDays(d, 1);
  while (d.slice(5) >= '12-18' || d.slice(5) <= '01-06') d = addDays(d, 7);
  return d;
})();

interface Plan {
  distanceMeter: number;
  geometry: { coordinates: number[][] };
  legality: { legal: boolean; warnings: string[] };
  waypointOrder: number[];
  estimated: boolean;
  distanceSource: 'road' | 'estimate';
  snapDistancesMeter?: number[];
  restrictedSections: { wayId: number; reason: string }[];
  cO2Emission: { kg: number };
}

beforeAll(() => {
  expect(importRoads([path.join(GEO, 'andorra.osm.pbf'), '--out', GRAPH])).toBe(0);
});
afterAll(() => {
  roadRoutingFor(GRAPH).close();
  rmSync(dir, { recursive: true, force: true });
});

describe.each(BACKENDS)('road routing on Andorra [%s]', (backend) => {
  const env = useTestEnv(backend, { roadGraphFile: GRAPH });
  const post = callAs(env, 'logistics-manager');

  it('plans a route on roads: road geometry and distance, snapping distances, CO2 from the road km', async () => {
    const res = await post(
      ROUTE_PLANNER_API.route,
      {},
      { waypoints: [wp(DEPOT), wp(TOWNS[0]!), wp(TOWNS[2]!)] },
    );
    expect(res.statusCode).toBe(200);
    const plan = res.json() as Plan;
    expect(plan.distanceSource).toBe('road');
    expect(plan.estimated).toBe(false);
    expect(plan.geometry.coordinates.length).toBeGreaterThan(50);
    const straight = greatCircleMeters(DEPOT, TOWNS[0]!) + greatCircleMeters(TOWNS[0]!, TOWNS[2]!);
    expect(plan.distanceMeter).toBeGreaterThan(straight);
    expect(plan.snapDistancesMeter).toHaveLength(3);
    expect(plan.cO2Emission.kg).toBeCloseTo((plan.distanceMeter / 1000) * 0.3 * 2.67, 0);
  });

  it('optimises the order with the first and last stop fixed on the road table', async () => {
    const res = await post(
      ROUTE_PLANNER_API.route,
      {},
      { waypoints: [DEPOT, ...TOWNS].map(wp), keepOrder: false, fixFirst: true, fixLast: true },
    );
    expect(res.statusCode).toBe(200);
    const plan = res.json() as Plan;
    expect(plan.waypointOrder[0]).toBe(0);
    expect(plan.waypointOrder.at(-1)).toBe(TOWNS.length);
    const kept = (
      await post(ROUTE_PLANNER_API.route, {}, { waypoints: [DEPOT, ...TOWNS].map(wp) })
    ).json() as Plan;
    expect(plan.distanceMeter).toBeLessThanOrEqual(kept.distanceMeter);
  });

  it('warns about a weight-restricted road the truck cannot avoid (2.1 t Carretera dels Cortals)', async () => {
    // A point halfway up the Cortals road (way 32819142, maxweight 2.1), a dead end.
    const cortals = wp([1.5018906, 42.5313256]);
    const heavy = (
      await post(ROUTE_PLANNER_API.route, {}, { waypoints: [wp(DEPOT), cortals], weight: 40_000 })
    ).json() as Plan;
    expect(heavy.restrictedSections.map((r) => r.wayId)).toContain(32819142);
    expect(heavy.legality.legal).toBe(false);
    expect(heavy.legality.warnings.join(' ')).toMatch(/korlátozott/);
    const light = (
      await post(
        ROUTE_PLANNER_API.route,
        {},
        { waypoints: [wp(DEPOT), cortals], weight: 2_000, axleWeight: 1_000 },
      )
    ).json() as Plan;
    expect(light.restrictedSections).toEqual([]);
    expect(light.legality.legal).toBe(true);
  });

  it('estimates outside the imported area and refuses what neither can route, with the spec message', async () => {
    const hu = (
      await post(ROUTE_PLANNER_API.route, {}, { waypoints: [wp([19.04, 47.5]), wp([20.14, 46.25])] })
    ).json() as Plan;
    expect(hu.distanceSource).toBe('estimate');
    const res = await post(ROUTE_PLANNER_API.route, {}, { waypoints: [wp(DEPOT), wp([1.44, 43.6])] });
    expect(res.statusCode).toBe(404);
    expect((res.json() as { message: string }).message).toBe(GEO_ERRORS.routeNotFound.message);
  });

  it('plans a day of orders on the Andorra roads through the API: road km, road geometry', async () => {
    const db = env().database.db;
    await insertDepot(db, {
      name: 'Andorra depot',
      shortName: 'ADD',
      isActive: true,
      lengthOfTimeSlot: 30,
      timeSlotReservationLimit: 1,
      geometry: { type: 'Point', coordinates: [DEPOT[0], DEPOT[1]] },
    });
    await insertFactory(db, {
      shortName: 'ADF',
      name: 'Andorra factory',
      address: null,
      depotShortName: 'ADD',
      useDefaultFreightCostsSettings: true,
      isActive: true,
    });
    const orders: Order[] = TOWNS.map((p, i) =>
      buildOrder({
        orderId: `AND${String(i).padStart(6, '0')}`,
        factoryShortName: 'ADF',
        preferredTrucks: [],
        releaseDate: TUESDAY,
        expectedDeadlineDate: addDays(TUESDAY, 1),
        deliveryCoords: { lat: p[1], lng: p[0] },
        deliveryAddress: `Andorra ${i}`,
        externalIds: { orderNr: `AD-${i}`, incoterm: 'D', deliverySpec: '' },
        orderItems: [buildOrderItem({ palletsCount: 3, kg: 1500 })],
      }),
    );
    await insertOrders(
      db,
      orders.map(({ __v, createdAt, updatedAt, ...o }) => ({
        ...o,
        orderItems: o.orderItems.map(({ id, ...item }) => item),
      })),
    );
    const ids = orders.map((o) => o.orderId);
    const res = await env().request(FREIGHTS_API.processOrders, { as: 'admin', payload: { orderIds: ids } });
    expect(res.statusCode).toBe(202);
    await drainQueue(env().app.services);
    const job = await findPlanningJob(db, res.data.jobId);
    expect(job?.state).toBe('done');
    expect((job?.result as PlanningJobResult | undefined)?.unplanned).toEqual([]);
    const freights = await db
      .selectFrom('freights')
      .innerJoin('freight_orders', 'freight_orders.freight_uuid', 'freights.id')
      .selectAll('freights')
      .where('freight_orders.order_id', 'in', ids)
      .execute();
    expect(freights.length).toBeGreaterThan(0);
    for (const f of freights) {
      const geometry = f.geometry as { coordinates: number[][]; estimated: boolean };
      expect(geometry.estimated).toBe(false);
      expect(geometry.coordinates.length).toBeGreaterThan(20);
      const stops = (f.waypoints as { point: { coordinates: LngLat }; legKm: number }[]).map(
        (w) => w.point.coordinates,
      );
      let straight = 0;
      [DEPOT, ...stops].forEach((p, i, all) => {
        if (i > 0) straight += greatCircleMeters(all[i - 1]!, p);
      });
      // Road km (from the road table) are longer than the straight lines and match the road route.
      expect(Number(f.distance_km) * 1000).toBeGreaterThan(straight);
      const line = await roadRoutingFor(GRAPH).route([DEPOT, ...stops], {
        method: 'FAST',
        motorway: true,
        ferry: false,
      });
      expect(line?.distanceSource).toBe('road');
      expect(Math.abs(Number(f.distance_km) - (line?.distanceMeter ?? 0) / 1000)).toBeLessThan(0.05);
    }
  });
});
