import { type ErrorEntry, withParams } from '../../core/errors/catalogue.ts';
import { co2EmissionKg } from '../../core/geo/co2.ts';
import type { LngLat } from '../../core/geo/distance.ts';
import { GEO_ERRORS, GEO_MESSAGES } from '../../core/geo/geo.schemas.ts';
import type { RoutePlan } from '../../core/geo/routePlanner.api.ts';
import { MAX_WAYPOINTS, type RouteRequest, type Waypoint } from '../../core/geo/routePlanner.schemas.ts';
import type { RouteMatrix, RoutingProvider } from '../../core/geo/routing.ts';
import { computeToll, type TollRateTable } from '../../core/geo/tolls.ts';
import tolls from './tables/hugo-tolls.json' with { type: 'json' };
import { zonesOnLine } from './weightZones.ts';

export const TOLL_TABLE = tolls as TollRateTable;

export type PlanOutcome =
  | { ok: true; plan: RoutePlan }
  | { ok: false; status: 400 | 404; error: ErrorEntry; details?: Record<string, string> };

/** A 400 about the waypoints, naming the field. */
const waypointsRefused = (error: ErrorEntry): PlanOutcome => ({
  ok: false,
  status: 400,
  error,
  details: { waypoints: error.message },
});

/** Best visiting order by exhaustive search (≤ 8 free stops: 40,320 orders) on the matrix. */
export function optimiseOrder(
  matrix: RouteMatrix,
  cost: 'durations' | 'distances',
  fixFirst: boolean,
  fixLast: boolean,
): number[] {
  const n = matrix.distances.length;
  const all = [...Array(n).keys()];
  const first = fixFirst ? 0 : null;
  const last = fixLast && n > 1 ? n - 1 : null;
  const free = all.filter((i) => i !== first && i !== last);
  const m = matrix[cost];
  let best: number[] = all;
  let bestCost = Number.POSITIVE_INFINITY;
  const path: number[] = first === null ? [] : [first];
  const used = new Set<number>();
  const walk = (acc: number) => {
    if (acc >= bestCost) return;
    if (path.length === n - (last === null ? 0 : 1)) {
      const total = last === null ? acc : acc + ((m[path.at(-1) as number] as number[])[last] as number);
      if (total < bestCost) {
        bestCost = total;
        best = last === null ? [...path] : [...path, last];
      }
      return;
    }
    for (const i of free) {
      if (used.has(i)) continue;
      const step = path.length === 0 ? 0 : ((m[path.at(-1) as number] as number[])[i] as number);
      used.add(i);
      path.push(i);
      walk(acc + step);
      path.pop();
      used.delete(i);
    }
  };
  walk(0);
  return best;
}

/** Plans a truck route: limits, order, provider route, toll, CO2, weight-restricted zones. */
export async function planRoute(req: RouteRequest, provider: RoutingProvider): Promise<PlanOutcome> {
  if (req.waypoints.length > MAX_WAYPOINTS)
    return waypointsRefused(withParams(GEO_ERRORS.maxWaypoints, { maxWaypointsLength: MAX_WAYPOINTS }));
  if (req.waypoints.length < 2) return waypointsRefused(GEO_ERRORS.tooFewWaypoints);
  const options = {
    method: req.method,
    motorway: req.motorway,
    ferry: req.ferry,
    limits: { weightKg: req.weight, axleKg: req.axleWeight, heightM: 0 },
  };
  const points = req.waypoints.map((w) => w.geometry.coordinates as LngLat);
  let order = points.map((_, i) => i);
  if (!req.keepOrder && points.length > 2) {
    const matrix = await provider.matrix(points, options);
    if (!matrix) return { ok: false, status: 404, error: GEO_ERRORS.routeNotFound };
    order = optimiseOrder(
      matrix,
      req.method === 'FAST' ? 'durations' : 'distances',
      req.fixFirst,
      req.fixLast,
    );
  }
  const ordered = order.map((i) => points[i] as LngLat);
  const route = await provider.route(ordered, options);
  if (!route) return { ok: false, status: 404, error: GEO_ERRORS.routeNotFound };

  let motorwayMeters = 0;
  let mainRoadMeters = 0;
  const estimator = provider as RoutingProvider & {
    mainRoadShare?: (m: number, o: typeof options) => number;
  };
  for (const leg of route.legs) {
    motorwayMeters += leg.distanceMeter * leg.motorwayShare;
    // On the road network the tolled main roads are the ways tagged toll (beyond motorways).
    mainRoadMeters +=
      leg.distanceMeter *
      (route.distanceSource === 'road'
        ? Math.max(0, (leg.tollShare ?? 0) - leg.motorwayShare)
        : (estimator.mainRoadShare?.(leg.distanceMeter, options) ?? 1 - leg.motorwayShare));
  }
  const tariff = computeToll(TOLL_TABLE, {
    category: req.vehicleCategory,
    euro: req.euroCategory,
    motorwayMeters,
    mainRoadMeters,
  });
  const zones = zonesOnLine(route.geometry.coordinates)
    .filter((z) => !req.disregardedZones.includes(z.id))
    .map((z) => ({ ...z, exceeded: req.weight > z.weightLimitKg }));
  const restrictedSections = route.restrictedSections ?? [];
  const warnings = [
    ...zones
      .filter((z) => z.exceeded)
      .map((z) => `Az útvonal súlykorlátozott övezetet érint: ${z.name} (${z.weightLimitKg / 1000} t).`),
    ...restrictedSections.map((r) =>
      GEO_MESSAGES.restrictedSection
        .replace('{wayId}', String(r.wayId))
        .replace('{reason}', r.reason === 'hgv' ? 'hgv=no' : `${r.reason} ${r.limit}`),
    ),
  ];
  return {
    ok: true,
    plan: {
      distanceMeter: route.distanceMeter,
      durationSecond: route.durationSecond,
      geometry: route.geometry,
      tariff,
      cO2Emission: {
        kg: co2EmissionKg(route.distanceMeter, req.consumption, req.fuel),
        fuel: req.fuel,
        consumption: req.consumption,
      },
      legality: { legal: warnings.length === 0, warnings },
      traversedZones: zones,
      waypoints: order.map((i) => req.waypoints[i] as Waypoint),
      waypointOrder: order,
      legs: route.legs.map((l) => ({ distanceMeter: l.distanceMeter, durationSecond: l.durationSecond })),
      estimated: route.estimated,
      provider: route.provider,
      distanceSource: route.distanceSource,
      ...(route.snapDistancesMeter ? { snapDistancesMeter: route.snapDistancesMeter } : {}),
      restrictedSections,
      note: route.estimated
        ? 'Becslés: légvonalbeli távolság × kerülőtényező, átlagos tehergépjármű-sebességgel (nincs úthálózat).'
        : '',
    },
  };
}
