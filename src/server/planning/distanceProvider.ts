import { existsSync } from 'node:fs';
import type { LngLat } from '../../core/geo/distance.ts';
import type { RouteOptions, RoutingProvider } from '../../core/geo/routing.ts';
import type { DistanceProvider, GeoPoint } from '../../core/planner/planningModel.ts';
import { EstimatorProvider } from '../geo/estimator.ts';
import { roadRoutingFor } from '../geo/roads/RoadRoutingProvider.ts';

/** Road distances between the points a planning needs: km and minutes, null where no route. */
export interface RoadTable {
  /** "lon,lat" of each point, the index of its row and column. */
  keys: string[];
  km: (number | null)[][];
  min: (number | null)[][];
  distanceSource: 'road' | 'estimate';
}

/**
 * Which routing provider plans and with what options, as plain data: the planner runs in a worker
 * thread, and functions do not cross into it, so each side rebuilds the provider from this spec.
 * With an imported road graph the table of road distances between the plan's points travels
 * along (the worker thread cannot wait for the road worker); points outside it are estimated.
 */
export interface DistanceSpec {
  provider: 'estimator' | 'road';
  options: RouteOptions;
  /** The road graph file (routes with geometry on the API thread). */
  graphFile?: string;
  table?: RoadTable;
}

const lngLat = (p: GeoPoint): LngLat => [p.lon, p.lat];
const keyOf = (p: LngLat) => `${p[0]},${p[1]}`;

/** The spec with the road table between these points (unchanged when no road graph is imported). */
export async function withRoadTable(spec: DistanceSpec, points: readonly LngLat[]): Promise<DistanceSpec> {
  if (!spec.graphFile || !existsSync(spec.graphFile)) return { ...spec, provider: 'estimator' };
  const keys = [...new Set(points.map(keyOf))];
  const unique = keys.map((k) => k.split(',').map(Number) as unknown as LngLat);
  const m = await roadRoutingFor(spec.graphFile).matrix(unique, spec.options);
  if (!m) return spec;
  const cell = (v: number, scale: number) => (Number.isFinite(v) ? v / scale : null);
  return {
    ...spec,
    table: {
      keys,
      km: m.distances.map((row) => row.map((v) => cell(v, 1000))),
      min: m.durations.map((row) => row.map((v) => cell(v, 60))),
      distanceSource: m.distanceSource,
    },
  };
}

/** The planner's distance provider over the spec: its road table, else the estimator (km, minutes; null = no route). */
export function distanceProviderOf(spec: DistanceSpec): DistanceProvider {
  const estimator = new EstimatorProvider();
  const index = new Map((spec.table?.keys ?? []).map((k, i) => [k, i]));
  // The planner asks about the same point objects millions of times: their row, found once (−1: none).
  const rowOf = new WeakMap<GeoPoint, number>();
  const row = (p: GeoPoint): number => {
    let i = rowOf.get(p);
    if (i === undefined) {
      i = index.get(keyOf(lngLat(p))) ?? -1;
      rowOf.set(p, i);
    }
    return i;
  };
  const leg = (a: GeoPoint, b: GeoPoint, what: 'km' | 'min'): number | null => {
    const i = row(a);
    const j = row(b);
    if (spec.table && i >= 0 && j >= 0) return spec.table[what][i]?.[j] ?? null;
    const from = lngLat(a);
    const to = lngLat(b);
    if (!estimator.inServiceArea(from) || !estimator.inServiceArea(to)) return null;
    const l = estimator.leg(from, to, spec.options);
    return what === 'km' ? l.distanceMeter / 1000 : l.durationSecond / 60;
  };
  return {
    distanceKm: (a, b) => leg(a, b, 'km'),
    durationMin: (a, b) => leg(a, b, 'min'),
  };
}

/** The routing provider of a spec (route geometry of stored freights): roads when imported. */
export function routingProviderOf(spec: DistanceSpec): RoutingProvider {
  return spec.graphFile ? roadRoutingFor(spec.graphFile) : new EstimatorProvider();
}
