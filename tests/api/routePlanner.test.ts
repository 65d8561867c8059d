import { describe, expect, it } from 'vitest';
import { ROUTE_PLANNER_API } from '../../src/core/geo/routePlanner.api.ts';
import { callAs } from './support/callAs.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { json, useTestEnv } from './support/testEnv.ts';

const pt = (lng: number, lat: number, address?: string) => ({
  address,
  geometry: { type: 'Point', coordinates: [lng, lat] },
});
const BUDAPEST = pt(19.0404, 47.4984, 'Budapest');
const SZENTENDRE = pt(19.0755, 47.6695, '2000 Szentendre, Dumtsa Jenő u. 1.');
const SZEGED = pt(20.1414, 46.253, 'Szeged');
const GYOR = pt(17.6504, 47.6875, 'Győr');

interface Plan {
  distanceMeter: number;
  durationSecond: number;
  geometry: { type: string; coordinates: number[][] };
  tariff: { total: number; currency: string };
  cO2Emission: { kg: number };
  legality: { legal: boolean; warnings: string[] };
  traversedZones: { id: string; exceeded: boolean }[];
  waypointOrder: number[];
  estimated: boolean;
  note: string;
}

describe.each(BACKENDS)('route planner [%s]', (backend) => {
  const env = useTestEnv(backend);
  const post = callAs(env, 'logistics-manager');

  it('plans a three-stop route with distance, duration, toll, CO2, geometry; says it is an estimate', async () => {
    const res = await post(ROUTE_PLANNER_API.route, {}, { waypoints: [GYOR, BUDAPEST, SZEGED] });
    expect(res.statusCode).toBe(200);
    const plan = json<Plan>(res);
    expect(plan.distanceMeter).toBeGreaterThan(250_000);
    expect(plan.durationSecond).toBeGreaterThan(3 * 3600);
    expect(plan.tariff.total).toBeGreaterThan(0);
    expect(plan.tariff.currency).toBe('HUF');
    expect(plan.cO2Emission.kg).toBeCloseTo((plan.distanceMeter / 1000) * 0.3 * 2.67, 0);
    expect(plan.geometry.coordinates).toHaveLength(3);
    expect(plan.estimated).toBe(true);
    expect(plan.note).toMatch(/Becslés/);
  });

  it('refuses more than 10 waypoints with the spec message', async () => {
    const res = await post(
      ROUTE_PLANNER_API.route,
      {},
      {
        waypoints: Array.from({ length: 11 }, () => BUDAPEST),
      },
    );
    expect(res.statusCode).toBe(400);
    expect(json<{ message: string }>(res).message).toBe('Maximum 10 waypoints can be planned.');
    expect(
      (await post(ROUTE_PLANNER_API.route, {}, { waypoints: Array.from({ length: 10 }, () => BUDAPEST) }))
        .statusCode,
    ).toBe(200);
  });

  it("answers 'Nem található útvonal…' when no route exists", async () => {
    const res = await post(ROUTE_PLANNER_API.route, {}, { waypoints: [BUDAPEST, pt(2.35, 48.85)] });
    expect(res.statusCode).toBe(404);
    expect(json<{ message: string }>(res).message).toBe(
      'Nem található útvonal a megadott tervezési paraméterekkel.',
    );
  });

  it('optimises the order with first and last fixed, or keeps it', async () => {
    const body = { waypoints: [BUDAPEST, SZEGED, SZENTENDRE, GYOR] };
    const kept = json<Plan>(await post(ROUTE_PLANNER_API.logistics, {}, body));
    expect(kept.waypointOrder).toEqual([0, 1, 2, 3]);
    const opt = json<Plan>(await post(ROUTE_PLANNER_API.logistics, {}, { ...body, keepOrder: false }));
    expect(opt.waypointOrder[0]).toBe(0);
    expect(opt.waypointOrder[3]).toBe(3);
    expect(opt.distanceMeter).toBeLessThanOrEqual(kept.distanceMeter);
  });

  it('warns about weight-restricted zones the route touches, unless disregarded or light enough', async () => {
    const heavy = json<Plan>(
      await post(ROUTE_PLANNER_API.route, {}, { waypoints: [SZENTENDRE, BUDAPEST], weight: 40_000 }),
    );
    expect(heavy.legality.legal).toBe(false);
    expect(heavy.legality.warnings[0]).toMatch(/súlykorlátozott/);
    const ids = heavy.traversedZones.map((z) => z.id);
    const ignored = json<Plan>(
      await post(ROUTE_PLANNER_API.route, {}, { waypoints: [SZENTENDRE, BUDAPEST], disregardedZones: ids }),
    );
    expect(ignored.legality.legal).toBe(true);
    const light = json<Plan>(
      await post(ROUTE_PLANNER_API.route, {}, { waypoints: [SZEGED, GYOR], weight: 3000 }),
    );
    expect(light.legality.legal).toBe(true);
    const zones = json<{ zones: { id: string }[] }>(
      await post(ROUTE_PLANNER_API.weight, {}, { coordinates: [[19.0404, 47.4984]] }),
    );
    expect(zones.zones.map((z) => z.id)).toContain('bp-nagykorut');
  });

  it('validates the body and follows the route planner access', async () => {
    expect(
      (await post(ROUTE_PLANNER_API.route, {}, { waypoints: [BUDAPEST, SZEGED], method: 'SLOW' })).statusCode,
    ).toBe(400);
    expect(
      (await post(ROUTE_PLANNER_API.route, {}, { waypoints: [BUDAPEST, SZEGED] }, 'transporter-manager'))
        .statusCode,
    ).toBe(403);
  });
});
