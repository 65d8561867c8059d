import type { RouteMethod } from '../config/enums.ts';
import { nearestOnSegment } from '../geo/distance.ts';
import type { RestrictedSection, TruckLimits } from '../geo/routing.ts';
import { ChQuery, type PathResult, type SearchEntry } from './chQuery.ts';
import { dijkstraRoute } from './dijkstra.ts';
import { ARC, arcMetricWeight, arcRestriction, HIERARCHY_METRICS, type RoadGraph } from './roadGraph.ts';

type LngLat = readonly [number, number];

export interface RoadQueryOptions {
  method: RouteMethod;
  motorway: boolean;
  ferry: boolean;
  limits?: TruckLimits;
}

/** A point placed on the nearest truck-drivable edge. */
export interface Snap {
  edge: number;
  /** Metres from the edge's first shape point along it. */
  posM: number;
  edgeM: number;
  point: [number, number];
  distanceM: number;
  /**
   * Other edges close by when the nearest is one-way (the other carriageway): a route may start
   * or end on any of them, whichever is cheaper.
   */
  alternatives?: Snap[];
}

export interface RoadLeg {
  distanceMeter: number;
  durationSecond: number;
  motorwayMeter: number;
  tollMeter: number;
  geometry: [number, number][];
  restrictedSections: RestrictedSection[];
}

export interface RoadRouteAnswer {
  legs: RoadLeg[];
  snaps: Snap[];
}

const DEG = Math.PI / 180;
/** How much farther than the nearest edge an alternative may lie (a dual carriageway's width and more). */
const SNAP_ALTERNATIVE_M = 50;
/** At most this many alternatives per point. */
const SNAP_ALTERNATIVES = 4;
const EARTH = 6_371_008.8;

/**
 * Routing over an imported road graph: snapping to the nearest truck-drivable edge (grid index),
 * routes (hierarchy for the fastest path with default options, plain Dijkstra for other metrics
 * and options), weight-limit aware re-routing with restricted sections reported, and tables.
 */
export class RoadEngine {
  readonly query: ChQuery;
  /** The hierarchy query of each route method that has one (FAST always; SHORT, ECONOMY when imported). */
  private readonly queries = new Map<string, ChQuery>();
  private readonly tail: Uint32Array;
  /** Per edge: one arc along its geometry and one against it (−1: none). */
  private readonly edgeFwd: Int32Array;
  private readonly edgeBwd: Int32Array;
  private readonly edgeM: Float64Array;
  private readonly snappable: Uint8Array;
  private readonly cellDeg = 0.005;
  private readonly minLon: number;
  private readonly minLat: number;
  private readonly cols: number;
  private readonly rows: number;
  private readonly cellFirst: Uint32Array;
  private readonly cellEdges: Uint32Array;

  constructor(readonly g: RoadGraph) {
    this.query = new ChQuery(g.ch);
    this.queries.set('FAST', this.query);
    for (const metric of HIERARCHY_METRICS) {
      const ch = g.hierarchies?.[metric];
      if (ch) this.queries.set(metric, new ChQuery(ch));
    }
    const m = g.head.length;
    this.tail = new Uint32Array(m);
    for (let u = 0; u < g.nodeCount; u++)
      for (let a = g.first[u] as number; a < (g.first[u + 1] as number); a++) this.tail[a] = u;
    const E = g.edgeWay.length;
    this.edgeFwd = new Int32Array(E).fill(-1);
    this.edgeBwd = new Int32Array(E).fill(-1);
    for (let a = 0; a < m; a++) {
      const e = (g.arcEdge[a] as number) >> 1;
      const list = (g.arcEdge[a] as number) & 1 ? this.edgeBwd : this.edgeFwd;
      // Restriction copies of a via node have higher ids: keep the original node's arc.
      const known = list[e] as number;
      if (known < 0 || (this.tail[a] as number) < (this.tail[known] as number)) list[e] = a;
    }
    this.edgeM = new Float64Array(E);
    this.snappable = new Uint8Array(E);
    for (let e = 0; e < E; e++) {
      const f = this.edgeFwd[e] as number;
      const b = this.edgeBwd[e] as number;
      const arc = f >= 0 ? f : b;
      if (arc < 0) continue;
      this.edgeM[e] = (g.length[arc] as number) / 10;
      const ok = (a: number) =>
        a >= 0 &&
        !((g.flags[a] as number) & (ARC.notInCh | ARC.hgvNo)) &&
        g.mainComponent[this.tail[a] as number] === 1 &&
        g.mainComponent[g.head[a] as number] === 1;
      this.snappable[e] = ok(f) || ok(b) ? 1 : 0;
    }
    // Grid of edges by the cells their segments' bounding boxes touch.
    let minLon = Number.POSITIVE_INFINITY;
    let minLat = Number.POSITIVE_INFINITY;
    let maxLon = Number.NEGATIVE_INFINITY;
    let maxLat = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < g.shapeLat.length; i++) {
      minLon = Math.min(minLon, (g.shapeLon[i] as number) / 1e7);
      maxLon = Math.max(maxLon, (g.shapeLon[i] as number) / 1e7);
      minLat = Math.min(minLat, (g.shapeLat[i] as number) / 1e7);
      maxLat = Math.max(maxLat, (g.shapeLat[i] as number) / 1e7);
    }
    this.minLon = minLon;
    this.minLat = minLat;
    this.cols = Math.max(1, Math.floor((maxLon - minLon) / this.cellDeg) + 1);
    this.rows = Math.max(1, Math.floor((maxLat - minLat) / this.cellDeg) + 1);
    const cells = this.cols * this.rows;
    const count = new Uint32Array(cells + 1);
    const visit = (add: (cell: number, e: number) => void) => {
      for (let e = 0; e < E; e++) {
        if (!this.snappable[e]) continue;
        let last = -1;
        for (let i = g.edgeFirst[e] as number; i + 1 < (g.edgeFirst[e + 1] as number); i++) {
          const c0 = this.cellX((g.shapeLon[i] as number) / 1e7);
          const c1 = this.cellX((g.shapeLon[i + 1] as number) / 1e7);
          const r0 = this.cellY((g.shapeLat[i] as number) / 1e7);
          const r1 = this.cellY((g.shapeLat[i + 1] as number) / 1e7);
          for (let r = Math.min(r0, r1); r <= Math.max(r0, r1); r++)
            for (let c = Math.min(c0, c1); c <= Math.max(c0, c1); c++) {
              const cell = r * this.cols + c;
              if (cell === last) continue;
              last = cell;
              add(cell, e);
            }
        }
      }
    };
    visit((cell) => {
      count[cell + 1] = (count[cell + 1] as number) + 1;
    });
    for (let i = 0; i < cells; i++) count[i + 1] = (count[i + 1] as number) + (count[i] as number);
    const fill = count.slice(0, cells);
    this.cellEdges = new Uint32Array(count[cells] as number);
    visit((cell, e) => {
      this.cellEdges[fill[cell] as number] = e;
      fill[cell] = (fill[cell] as number) + 1;
    });
    this.cellFirst = count;
  }

  private cellX(lon: number): number {
    return Math.min(this.cols - 1, Math.max(0, Math.floor((lon - this.minLon) / this.cellDeg)));
  }
  private cellY(lat: number): number {
    return Math.min(this.rows - 1, Math.max(0, Math.floor((lat - this.minLat) / this.cellDeg)));
  }

  /**
   * Nearest truck-drivable edge within maxMeters, or null (outside the imported network). When
   * that edge is one-way (a carriageway of a dual road, a one-way street), the other edges within
   * `SNAP_ALTERNATIVE_M` more come along as `alternatives`: routes and tables start or end on
   * whichever of them is cheaper, so a point beside a dual carriageway is not sent the wrong way
   * round a detour to turn back.
   */
  snap(p: LngLat, maxMeters: number): Snap | null {
    const k = Math.cos(p[1] * DEG);
    const cellM = this.cellDeg * DEG * EARTH * Math.min(1, k);
    const cx = Math.floor((p[0] - this.minLon) / this.cellDeg);
    const cy = Math.floor((p[1] - this.minLat) / this.cellDeg);
    const maxRing = Math.ceil(maxMeters / cellM) + 1;
    const found: Snap[] = [];
    let bestD = maxMeters;
    const seen = new Set<number>();
    for (let ring = 0; ring <= maxRing; ring++) {
      if (found.length > 0 && (ring - 1) * cellM > bestD + SNAP_ALTERNATIVE_M) break;
      for (let r = cy - ring; r <= cy + ring; r++) {
        if (r < 0 || r >= this.rows) continue;
        for (let c = cx - ring; c <= cx + ring; c++) {
          if (c < 0 || c >= this.cols) continue;
          if (Math.max(Math.abs(r - cy), Math.abs(c - cx)) !== ring) continue;
          const cell = r * this.cols + c;
          for (let i = this.cellFirst[cell] as number; i < (this.cellFirst[cell + 1] as number); i++) {
            const e = this.cellEdges[i] as number;
            if (seen.has(e)) continue;
            seen.add(e);
            const near = this.nearestOnEdge(e, p, k);
            if (near.distanceM > Math.min(maxMeters, bestD + SNAP_ALTERNATIVE_M)) continue;
            found.push(near);
            if (near.distanceM < bestD) bestD = near.distanceM;
          }
        }
      }
    }
    if (found.length === 0) return null;
    found.sort((x, y) => x.distanceM - y.distanceM);
    const best = found[0] as Snap;
    if (this.isOneWay(best.edge)) {
      const alternatives = found
        .slice(1, SNAP_ALTERNATIVES + 1)
        .filter((x) => x.distanceM <= best.distanceM + SNAP_ALTERNATIVE_M);
      if (alternatives.length > 0) best.alternatives = alternatives;
    }
    return best;
  }

  /** The point of edge e nearest to p (local equirectangular projection), positions in stored metres. */
  private nearestOnEdge(e: number, p: LngLat, k: number): Snap {
    const g = this.g;
    let along = 0;
    let best: Snap = { edge: e, posM: 0, edgeM: 0, point: [p[0], p[1]], distanceM: Number.POSITIVE_INFINITY };
    for (let j = g.edgeFirst[e] as number; j + 1 < (g.edgeFirst[e + 1] as number); j++) {
      const ax = ((g.shapeLon[j] as number) / 1e7 - p[0]) * k * DEG * EARTH;
      const ay = ((g.shapeLat[j] as number) / 1e7 - p[1]) * DEG * EARTH;
      const bx = ((g.shapeLon[j + 1] as number) / 1e7 - p[0]) * k * DEG * EARTH;
      const by = ((g.shapeLat[j + 1] as number) / 1e7 - p[1]) * DEG * EARTH;
      const { t, x, y, len2 } = nearestOnSegment(ax, ay, bx, by);
      const d = Math.hypot(x, y);
      const segM = Math.sqrt(len2);
      if (d < best.distanceM)
        best = {
          edge: e,
          posM: along + t * segM,
          edgeM: 0,
          point: [p[0] + x / (k * DEG * EARTH), p[1] + y / (DEG * EARTH)],
          distanceM: d,
        };
      along += segM;
    }
    // Scale the projected position to the edge's stored length.
    const stored = this.edgeM[e] as number;
    best.posM = along > 0 ? (best.posM * stored) / along : 0;
    best.edgeM = stored;
    best.distanceM = Math.round(best.distanceM * 10) / 10;
    return best;
  }

  /** True when trucks may drive the edge in one direction only. */
  private isOneWay(e: number): boolean {
    return (this.edgeFwd[e] as number) < 0 || (this.edgeBwd[e] as number) < 0;
  }

  private cost(options: RoadQueryOptions, avoidRestricted: boolean): (a: number) => number | null {
    const g = this.g;
    const limits = options.limits;
    return (a) => {
      const f = g.flags[a] as number;
      if (f & ARC.ferry && !options.ferry) return null;
      if (f & ARC.motorway && !options.motorway) return null;
      if (avoidRestricted && limits && arcRestriction(g, a, limits)) return null;
      return arcMetricWeight(g, a, options.method);
    };
  }

  /**
   * The hierarchy answering these options, or null: hierarchies hold every arc but ferries and
   * use no weight limit, so motorways off, ferries on or a detour round restricted sections
   * search the base graph.
   */
  private hierarchyFor(options: RoadQueryOptions, avoidRestricted: boolean): ChQuery | null {
    if (!options.motorway || options.ferry || avoidRestricted) return null;
    return this.queries.get(options.method) ?? null;
  }

  /** True when the route method has its own hierarchy in this graph. */
  hasHierarchy(method: RouteMethod): boolean {
    return this.queries.has(method);
  }

  /** Search entries leaving (source) or reaching (target) a snapped point and its alternatives. */
  private entries(s: Snap, asSource: boolean, cost: (a: number) => number | null): SearchEntry[] {
    return candidates(s).flatMap((c) => this.edgeEntries(c, asSource, cost));
  }

  /** Search entries of one snapped edge, in the cost's metric. */
  private edgeEntries(s: Snap, asSource: boolean, cost: (a: number) => number | null): SearchEntry[] {
    const out: SearchEntry[] = [];
    const frac = s.edgeM > 0 ? s.posM / s.edgeM : 0;
    const add = (a: number, share: number) => {
      if (a < 0) return;
      const c = cost(a);
      if (c === null) return;
      out.push({
        node: asSource ? (this.g.head[a] as number) : (this.tail[a] as number),
        weight: c * share,
        length: (this.g.length[a] as number) * share,
      });
    };
    // Along the geometry the point is at frac; against it at 1 − frac.
    add(this.edgeFwd[s.edge] as number, asSource ? 1 - frac : frac);
    add(this.edgeBwd[s.edge] as number, asSource ? frac : 1 - frac);
    return out;
  }

  /** The candidate of a snapped point whose entry at `node` is the cheapest (the one a search used). */
  private usedCandidate(s: Snap, node: number, asSource: boolean, cost: (a: number) => number | null): Snap {
    let best = s;
    let bestW = Number.POSITIVE_INFINITY;
    for (const c of candidates(s))
      for (const e of this.edgeEntries(c, asSource, cost))
        if (e.node === node && e.weight < bestW) {
          bestW = e.weight;
          best = c;
        }
    return best;
  }

  /** The direct way between two points on one edge (any of their candidates), when the edge allows it. */
  private sameEdge(a: Snap, b: Snap, cost: (a: number) => number | null): ChosenPath | null {
    let best: ChosenPath | null = null;
    for (const ca of candidates(a))
      for (const cb of candidates(b)) {
        if (ca.edge !== cb.edge || ca.edgeM === 0) continue;
        const arc =
          cb.posM >= ca.posM ? (this.edgeFwd[ca.edge] as number) : (this.edgeBwd[ca.edge] as number);
        if (arc < 0) continue;
        const c = cost(arc);
        if (c === null) continue;
        const share = Math.abs(cb.posM - ca.posM) / ca.edgeM;
        if (best && best.path.weight <= c * share) continue;
        best = {
          path: {
            weight: c * share,
            length: (this.g.length[arc] as number) * share,
            arcs: [],
            sourceNode: -1,
            targetNode: -1,
          },
          from: ca,
          to: cb,
        };
      }
    return best;
  }

  private path(a: Snap, b: Snap, options: RoadQueryOptions, avoidRestricted: boolean): ChosenPath | null {
    const cost = this.cost(options, avoidRestricted);
    const direct = this.sameEdge(a, b, cost);
    const src = this.entries(a, true, cost);
    const dst = this.entries(b, false, cost);
    const hierarchy = this.hierarchyFor(options, avoidRestricted);
    const found = hierarchy ? hierarchy.route(src, dst) : dijkstraRoute(this.g, cost, src, dst);
    if (direct && (!found || direct.path.weight <= found.weight)) return direct;
    if (!found) return null;
    return {
      path: found,
      from: this.usedCandidate(a, found.sourceNode, true, cost),
      to: this.usedCandidate(b, found.targetNode, false, cost),
    };
  }

  /** The metric's time and length of a path in seconds and metres (time re-added from arcs for non-time metrics). */
  private legOf(a: Snap, b: Snap, p: PathResult, limits: TruckLimits | undefined): RoadLeg {
    const g = this.g;
    const geometry: [number, number][] = [a.point];
    let seconds = 0;
    let meters = 0;
    let motorwayMeter = 0;
    let tollMeter = 0;
    const sections: RestrictedSection[] = [];
    const account = (arc: number, share: number, shape: [number, number][]) => {
      const m = ((g.length[arc] as number) / 10) * share;
      seconds += ((g.time[arc] as number) / 10) * share;
      meters += m;
      const f = g.flags[arc] as number;
      if (f & ARC.motorway) motorwayMeter += m;
      if (f & ARC.toll) tollMeter += m;
      const r = limits ? arcRestriction(g, arc, limits) : null;
      if (r && m > 0) {
        const way = g.edgeWay[(g.arcEdge[arc] as number) >> 1] as number;
        const last = sections.at(-1);
        if (last && last.wayId === way && last.reason === r.reason) {
          last.meters += m;
          last.to = shape.at(-1) ?? last.to;
        } else
          sections.push({
            wayId: way,
            reason: r.reason,
            limit: r.limit,
            meters: m,
            from: shape[0] ?? a.point,
            to: shape.at(-1) ?? a.point,
          });
      }
      for (const pt of shape) geometry.push(pt);
    };
    if (p.arcs.length === 0 && p.sourceNode < 0) {
      // Both points on one edge.
      const arc = b.posM >= a.posM ? (this.edgeFwd[a.edge] as number) : (this.edgeBwd[a.edge] as number);
      account(
        arc,
        Math.abs(b.posM - a.posM) / Math.max(a.edgeM, 1e-9),
        this.shapeBetween(a.edge, a.posM, b.posM),
      );
    } else {
      const first = this.partialArc(a, p.sourceNode, true);
      if (first)
        account(first.arc, first.share, this.shapeBetween(a.edge, a.posM, first.alongGeometry ? a.edgeM : 0));
      for (const arc of p.arcs) {
        const e = (g.arcEdge[arc] as number) >> 1;
        const rev = ((g.arcEdge[arc] as number) & 1) === 1;
        account(
          arc,
          1,
          this.shapeBetween(e, rev ? (this.edgeM[e] as number) : 0, rev ? 0 : (this.edgeM[e] as number)),
        );
      }
      const last = this.partialArc(b, p.targetNode, false);
      if (last)
        account(last.arc, last.share, this.shapeBetween(b.edge, last.alongGeometry ? 0 : b.edgeM, b.posM));
    }
    geometry.push(b.point);
    return {
      distanceMeter: Math.round(meters),
      durationSecond: Math.round(seconds),
      motorwayMeter: Math.round(motorwayMeter),
      tollMeter: Math.round(tollMeter),
      geometry: dedupe(geometry),
      restrictedSections: sections.map((s) => ({ ...s, meters: Math.round(s.meters) })),
    };
  }

  /** Which arc of a snapped edge joins the point to the path's end node, and its share. */
  private partialArc(s: Snap, node: number, asSource: boolean) {
    const frac = s.edgeM > 0 ? s.posM / s.edgeM : 0;
    const f = this.edgeFwd[s.edge] as number;
    const b = this.edgeBwd[s.edge] as number;
    const end = (a: number) => (asSource ? (this.g.head[a] as number) : (this.tail[a] as number));
    if (f >= 0 && end(f) === node) return { arc: f, share: asSource ? 1 - frac : frac, alongGeometry: true };
    if (b >= 0 && end(b) === node) return { arc: b, share: asSource ? frac : 1 - frac, alongGeometry: false };
    return null;
  }

  /** Shape points of an edge from one position to another (metres along it), in that direction. */
  private shapeBetween(e: number, fromM: number, toM: number): [number, number][] {
    const g = this.g;
    const pts: [number, number][] = [];
    const s = g.edgeFirst[e] as number;
    const end = g.edgeFirst[e + 1] as number;
    const total = this.edgeM[e] as number;
    let acc = 0;
    const along: number[] = [0];
    for (let i = s + 1; i < end; i++) {
      acc += segMeters(g, i - 1, i);
      along.push(acc);
    }
    const scale = acc > 0 ? total / acc : 0;
    const lo = Math.min(fromM, toM);
    const hi = Math.max(fromM, toM);
    for (let i = s; i < end; i++) {
      const at = (along[i - s] as number) * scale;
      if (at >= lo - 0.01 && at <= hi + 0.01)
        pts.push([(g.shapeLon[i] as number) / 1e7, (g.shapeLat[i] as number) / 1e7]);
    }
    return fromM <= toM ? pts : pts.reverse();
  }

  /**
   * A route through the points in order: per leg geometry, metres, seconds, motorway and toll
   * metres and the sections restricted for the truck's limits. Weight limits are avoided when
   * a legal way exists; otherwise the way found is kept and its restricted sections reported.
   * `null` for a leg without any route. Points must already be snapped.
   */
  route(snaps: readonly Snap[], options: RoadQueryOptions): RoadRouteAnswer | null {
    const legs: RoadLeg[] = [];
    for (let i = 1; i < snaps.length; i++) {
      const a = snaps[i - 1] as Snap;
      const b = snaps[i] as Snap;
      const p = this.path(a, b, options, false);
      if (!p) return null;
      let leg = this.legOf(p.from, p.to, p.path, options.limits);
      if (leg.restrictedSections.length > 0) {
        const legal = this.path(a, b, options, true);
        if (legal) leg = this.legOf(legal.from, legal.to, legal.path, options.limits);
      }
      legs.push(leg);
    }
    return { legs, snaps: [...snaps] };
  }

  /** Many-to-many table of the fastest truck paths: metres and seconds (Infinity: no path). */
  table(snaps: readonly Snap[]): { meters: Float64Array; seconds: Float64Array } {
    const cost = this.cost({ method: 'FAST', motorway: true, ferry: false }, false);
    const t = this.query.table(
      snaps.map((s) => this.entries(s, true, cost)),
      snaps.map((s) => this.entries(s, false, cost)),
    );
    const n = snaps.length;
    const meters = new Float64Array(n * n);
    const seconds = new Float64Array(n * n);
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        const cell = i * n + j;
        if (i === j) continue;
        let w = t.weight[cell] as number;
        let l = t.length[cell] as number;
        const direct = this.sameEdge(snaps[i] as Snap, snaps[j] as Snap, cost);
        if (direct && direct.path.weight < w) {
          w = direct.path.weight;
          l = direct.path.length;
        }
        seconds[cell] = w / 10;
        meters[cell] = l / 10;
      }
    }
    return { meters, seconds };
  }
}

/** A path with the candidates of its two points it starts and ends on. */
interface ChosenPath {
  path: PathResult;
  from: Snap;
  to: Snap;
}

function candidates(s: Snap): readonly Snap[] {
  return s.alternatives ? [s, ...s.alternatives] : [s];
}

function segMeters(g: RoadGraph, i: number, j: number): number {
  const la = (g.shapeLat[i] as number) / 1e7;
  const lb = (g.shapeLat[j] as number) / 1e7;
  const k = Math.cos(((la + lb) / 2) * DEG);
  const dx = (((g.shapeLon[j] as number) - (g.shapeLon[i] as number)) / 1e7) * k * DEG * EARTH;
  const dy = (lb - la) * DEG * EARTH;
  return Math.hypot(dx, dy);
}

function dedupe(pts: [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  for (const p of pts) {
    const last = out.at(-1);
    if (!last || last[0] !== p[0] || last[1] !== p[1])
      out.push([Math.round(p[0] * 1e6) / 1e6, Math.round(p[1] * 1e6) / 1e6]);
  }
  return out;
}
