import type { RestrictedSection, TruckLimits } from '../geo/routing.ts';

/**
 * The truck road graph as typed arrays (what `npm run geo:import` writes and the routing worker
 * loads): nodes with E7 coordinates, directed arcs in CSR order by tail, per-arc attributes, edge
 * geometries shared by the two arcs of a two-way road, and the contraction hierarchy over it.
 */

/** Arc flag bits. */
export const ARC = {
  motorway: 1,
  ferry: 2,
  toll: 4,
  /** hgv=no (or a truck-forbidding access tag): a restricted section for any truck. */
  hgvNo: 8,
  /** Not in the contraction hierarchy (ferries): only the plain search with `ferry` on uses it. */
  notInCh: 16,
} as const;

/** One direction of the hierarchy: per node the arcs to higher-ranked nodes. */
export interface ChSide {
  first: Uint32Array;
  head: Uint32Array;
  weight: Uint32Array;
  length: Uint32Array;
  /** ≥ 0: the contracted middle node of a shortcut; < 0: −(base arc + 1). */
  via: Int32Array;
}

/**
 * Contraction hierarchy: `up` holds arcs u→v with rank v > rank u (forward search), `down` at v
 * holds the arcs u→v with rank u > rank v, stored at v pointing to u (backward search).
 */
export interface ContractionHierarchy {
  rank: Uint32Array;
  up: ChSide;
  down: ChSide;
}

export interface RoadGraph {
  nodeCount: number;
  /** Latitude and longitude × 10⁷. */
  lat: Int32Array;
  lon: Int32Array;
  /** Arcs by tail: arcs of node u are first[u] … first[u+1]−1. */
  first: Uint32Array;
  head: Uint32Array;
  /** Travel time in deciseconds and length in decimetres (integers: exact comparisons). */
  time: Uint32Array;
  length: Uint32Array;
  flags: Uint8Array;
  roadClass: Uint8Array;
  /** Limits in 0.1 t, 0.1 t and cm; 0 = none. */
  maxWeight: Uint16Array;
  maxAxle: Uint16Array;
  maxHeight: Uint16Array;
  /** edge index × 2 + (1 when the arc runs against the edge's geometry). */
  arcEdge: Uint32Array;
  /** Edge geometry: points edgeFirst[e] … edgeFirst[e+1]−1 of shapeLat/shapeLon (E7), tail to head. */
  edgeFirst: Uint32Array;
  shapeLat: Int32Array;
  shapeLon: Int32Array;
  /** OSM way id of each edge. */
  edgeWay: Float64Array;
  /** 1 for nodes of the largest strongly connected component (snapping prefers them). */
  mainComponent: Uint8Array;
  ch: ContractionHierarchy;
  /**
   * Hierarchies of the other route methods' metrics (see `metricWeights`): SHORT on length,
   * ECONOMY on time plus a price per kilometre. Absent in graphs written before them; their
   * queries then run a plain Dijkstra.
   */
  hierarchies?: Partial<Record<HierarchyMetric, ContractionHierarchy>>;
}

/** Route methods with a hierarchy of their own besides FAST's `ch`. */
export const HIERARCHY_METRICS = ['SHORT', 'ECONOMY'] as const;
export type HierarchyMetric = (typeof HIERARCHY_METRICS)[number];

/** ECONOMY: each kilometre costs as much as 50 s of driving besides its time (0.05 ds per dm). */
const ECONOMY_DM_PER_DS = 20;

/**
 * An arc's weight for a route method, an integer (exact comparisons in the hierarchy): FAST time
 * (0.1 s), SHORT length (0.1 m), ECONOMY time + length / 20 (i.e. + 50 s per km).
 */
export function arcMetricWeight(g: Pick<RoadGraph, 'time' | 'length'>, arc: number, method: string): number {
  const time = g.time[arc] as number;
  if (method === 'SHORT') return g.length[arc] as number;
  if (method === 'ECONOMY') return time + Math.round((g.length[arc] as number) / ECONOMY_DM_PER_DS);
  return time;
}

/** Every arc's weight for a route method (what its hierarchy is contracted on). */
export function metricWeights(g: Pick<RoadGraph, 'time' | 'length'>, method: string): Uint32Array {
  if (method === 'FAST') return g.time;
  if (method === 'SHORT') return g.length;
  const out = new Uint32Array(g.time.length);
  for (let a = 0; a < out.length; a++) out[a] = arcMetricWeight(g, a, method);
  return out;
}

/** The road classes, by index in `roadClass`. */
export const ROAD_CLASSES = [
  'motorway',
  'motorway_link',
  'trunk',
  'trunk_link',
  'primary',
  'primary_link',
  'secondary',
  'secondary_link',
  'tertiary',
  'tertiary_link',
  'unclassified',
  'residential',
  'living_street',
  'service',
  'road',
  'ferry',
] as const;
export type RoadClass = (typeof ROAD_CLASSES)[number];

/** Why an arc is restricted for a truck, or null when it may drive there. */
export function arcRestriction(
  g: RoadGraph,
  arc: number,
  t: TruckLimits,
): Pick<RestrictedSection, 'reason' | 'limit'> | null {
  if ((g.flags[arc] as number) & ARC.hgvNo) return { reason: 'hgv', limit: 0 };
  const mw = g.maxWeight[arc] as number;
  if (mw > 0 && t.weightKg > mw * 100) return { reason: 'maxweight', limit: mw / 10 };
  const ma = g.maxAxle[arc] as number;
  if (ma > 0 && t.axleKg > ma * 100) return { reason: 'maxaxleload', limit: ma / 10 };
  const mh = g.maxHeight[arc] as number;
  if (mh > 0 && t.heightM > 0 && t.heightM * 100 > mh) return { reason: 'maxheight', limit: mh / 100 };
  return null;
}
