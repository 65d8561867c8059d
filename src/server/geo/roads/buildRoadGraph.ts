import { greatCircleMeters } from '../../../core/geo/distance.ts';
import { contractHierarchy } from '../../../core/roads/contractHierarchy.ts';
import { toCsr } from '../../../core/roads/dijkstra.ts';
import type { ContractionHierarchy, HierarchyMetric, RoadClass } from '../../../core/roads/roadGraph.ts';
import { ARC, HIERARCHY_METRICS, metricWeights, type RoadGraph } from '../../../core/roads/roadGraph.ts';
import {
  DEFAULT_TRUCK_SPEEDS,
  truckWayAttributes,
  type WayAttributes,
} from '../../../core/roads/truckProfile.ts';
import { OsmPbfError, readOsmPbf } from './readOsmPbf.ts';

/** Refused import input (bad file or nothing to route on): the message is for the user. */
export class RoadImportError extends Error {}

export interface RoadImportSummary {
  ways: number;
  osmNodes: number;
  nodes: number;
  edges: number;
  arcs: number;
  shortcuts: number;
  /** Shortcuts of the SHORT and ECONOMY hierarchies. */
  metricShortcuts: Partial<Record<HierarchyMetric, number>>;
  restrictions: { applied: number; skipped: number };
  mainComponentNodes: number;
  seconds: number;
  peakRssMb: number;
  bbox: [number, number, number, number];
}

export interface BuildOptions {
  speeds?: Partial<Record<RoadClass, number>>;
  progress?: (phase: string, done: number, total: number) => void;
}

/** A growable typed array (amortised doubling). */
class Grow<T extends Float64Array | Int32Array | Uint32Array> {
  length = 0;
  constructor(public a: T) {}
  push(v: number): void {
    if (this.length === this.a.length) {
      const b = new (this.a.constructor as new (n: number) => T)(this.a.length * 2);
      b.set(this.a);
      this.a = b;
    }
    this.a[this.length++] = v;
  }
  done(): T {
    return this.a.slice(0, this.length) as T;
  }
}

interface Restriction {
  from: number;
  via: number;
  to: number;
  only: boolean;
}

const RESTRICTION = /^(no|only)_(left_turn|right_turn|straight_on|u_turn|entry|exit)$/;

/** The truck ways and turn restrictions of pass 1: each way's node ids laid end to end. */
interface Ways {
  /** Where each way's node ids start in `refs`, and one past the last way. */
  wayStart: number[];
  wayIds: number[];
  wayAttrs: WayAttributes[];
  restrictions: Restriction[];
  refs: Float64Array;
}

/** The OSM node ids the ways use, sorted, with how often each occurs, and the lookup of an id. */
interface NodeIndex {
  nodeIds: Float64Array;
  nodeUses: Uint32Array;
  indexOf(id: number): number;
}

/** The coordinates (1e-7 degrees) of the indexed nodes, and which of them the extract has. */
interface Coordinates {
  lat: Int32Array;
  lon: Int32Array;
  found: Uint8Array;
}

/** The graph's nodes as they are made: the OSM node each comes from, and their coordinates. */
interface Vertices {
  vertexOf: Int32Array;
  vLat: Grow<Int32Array>;
  vLon: Grow<Int32Array>;
  /** The graph node of an indexed OSM node, made on first use. */
  vertex(i: number): number;
}

/** The arcs as they are made (unordered): tail, head, edge × 2 + direction, way index, length (dm). */
interface Arcs {
  aTail: Grow<Uint32Array>;
  aHead: Grow<Uint32Array>;
  aEdge: Grow<Uint32Array>;
  aWay: Grow<Uint32Array>;
  aLen: Grow<Uint32Array>;
}

/** The edges' geometry: each edge's first shape point and its way. */
interface Edges {
  edgeFirst: Grow<Uint32Array>;
  shapeLat: Grow<Int32Array>;
  shapeLon: Grow<Int32Array>;
  edgeWay: Grow<Float64Array>;
}

/** Memory and progress reporting shared by the phases. */
interface Meter {
  sample(): void;
  progress(phase: string, done: number, total: number): void;
}

/**
 * Builds the truck road graph from an OSM PBF extract in two passes (ways and restrictions, then
 * the coordinates of the nodes those ways use): graph nodes at way ends, junctions and
 * restriction via-nodes; one edge per stretch between them with its geometry; arcs per allowed
 * direction; turn restrictions (no_* and only_* with a via node) by splitting the via node for
 * arrivals along the `from` way; the largest strongly connected component; the contraction
 * hierarchy on travel time.
 */
export function buildRoadGraph(
  file: string,
  options: BuildOptions = {},
): { graph: RoadGraph; summary: RoadImportSummary } {
  const started = Date.now();
  let peakRss = process.memoryUsage().rss;
  const meter: Meter = {
    sample: () => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    },
    progress: options.progress ?? (() => {}),
  };
  const speeds = { ...DEFAULT_TRUCK_SPEEDS, ...options.speeds };

  const ways = readWays(file, speeds, meter);
  const nodes = indexNodes(ways.refs);
  const coords = readCoordinates(file, nodes, meter);
  const isVertex = markVertices(ways, nodes, coords.found);
  const vertices = makeVertices(coords);
  const { edges, arcs } = buildEdges(ways, nodes, coords, isVertex, vertices);
  meter.sample();
  const restrictions = applyRestrictions(ways, nodes, vertices, arcs);

  const n = vertices.vLat.length;
  const ordered = orderArcs(n, arcs, ways.wayAttrs);
  const { arrays, m } = ordered;
  meter.sample();
  const mainComponent = largestComponent(n, arrays.first, arrays.head);
  const { ch, hierarchies } = contractAll(n, ordered, meter);
  const nodeLat = vertices.vLat.done();
  const nodeLon = vertices.vLon.done();
  const { bbox, mainCount } = boundsOf(nodeLat, nodeLon, mainComponent);
  if (m === 0) throw new RoadImportError(`${file}: no road drivable by trucks in the extract`);
  const graph: RoadGraph = {
    nodeCount: n,
    lat: nodeLat,
    lon: nodeLon,
    ...arrays,
    edgeFirst: edges.edgeFirst.done(),
    shapeLat: edges.shapeLat.done(),
    shapeLon: edges.shapeLon.done(),
    edgeWay: edges.edgeWay.done(),
    mainComponent,
    ch,
    hierarchies,
  };
  return {
    graph,
    summary: {
      ways: ways.wayIds.length,
      osmNodes: nodes.nodeIds.length,
      nodes: n,
      edges: edges.edgeWay.length,
      arcs: m,
      shortcuts: ch.up.head.length + ch.down.head.length - m,
      metricShortcuts: Object.fromEntries(
        Object.entries(hierarchies).map(([k, h]) => [k, h.up.head.length + h.down.head.length - m]),
      ),
      restrictions,
      mainComponentNodes: mainCount,
      seconds: (Date.now() - started) / 1000,
      peakRssMb: Math.round(peakRss / 1048576),
      bbox,
    },
  };
}

/** Pass 1: the ways trucks may drive and the turn restrictions (hgv exceptions left out). */
function readWays(file: string, speeds: Parameters<typeof truckWayAttributes>[1], meter: Meter): Ways {
  const refs = new Grow(new Float64Array(1 << 16));
  const wayStart: number[] = [];
  const wayIds: number[] = [];
  const wayAttrs: WayAttributes[] = [];
  const restrictions: Restriction[] = [];
  try {
    readOsmPbf(file, {
      way: (id, wayRefs, tags) => {
        if (wayRefs.length < 2) return;
        const a = truckWayAttributes(tags, speeds);
        if (!a) return;
        wayStart.push(refs.length);
        wayIds.push(id);
        wayAttrs.push(a);
        for (const r of wayRefs) refs.push(r);
      },
      relation: (_id, members, tags) => {
        if (tags.type !== 'restriction') return;
        if ((tags.except ?? '').split(';').includes('hgv')) return;
        const kind = RESTRICTION.exec(tags['restriction:hgv'] ?? tags.restriction ?? '');
        if (!kind) return;
        const from = members.find((m) => m.role === 'from' && m.type === 'way');
        const via = members.filter((m) => m.role === 'via');
        const to = members.find((m) => m.role === 'to' && m.type === 'way');
        if (!from || !to || via.length !== 1 || via[0]?.type !== 'node') {
          restrictions.push({ from: -1, via: -1, to: -1, only: false });
          return;
        }
        restrictions.push({ from: from.ref, via: via[0].ref, to: to.ref, only: kind[1] === 'only' });
      },
      progress: (read, total) => {
        meter.sample();
        meter.progress('ways', read, total);
      },
    });
  } catch (e) {
    if (e instanceof OsmPbfError) throw new RoadImportError(`${file}: ${e.message}`);
    throw e;
  }
  if (wayIds.length === 0) throw new RoadImportError(`${file}: no road drivable by trucks in the extract`);
  wayStart.push(refs.length);
  return { wayStart, wayIds, wayAttrs, restrictions, refs: refs.done() };
}

/** Node ids used by the ways, sorted, with how often they occur. */
function indexNodes(allRefs: Float64Array): NodeIndex {
  const sorted = allRefs.slice().sort();
  const ids = new Grow(new Float64Array(1 << 16));
  const uses = new Grow(new Uint32Array(1 << 16));
  for (let i = 0; i < sorted.length; i++) {
    if (i > 0 && sorted[i] === sorted[i - 1])
      uses.a[uses.length - 1] = (uses.a[uses.length - 1] as number) + 1;
    else {
      ids.push(sorted[i] as number);
      uses.push(1);
    }
  }
  const nodeIds = ids.done();
  const nodeUses = uses.done();
  const indexOf = (id: number): number => {
    let lo = 0;
    let hi = nodeIds.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const v = nodeIds[mid] as number;
      if (v === id) return mid;
      if (v < id) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  };
  return { nodeIds, nodeUses, indexOf };
}

/** Pass 2: the coordinates of the nodes the ways use. */
function readCoordinates(file: string, { nodeIds, indexOf }: NodeIndex, meter: Meter): Coordinates {
  const U = nodeIds.length;
  const lat = new Int32Array(U);
  const lon = new Int32Array(U);
  const found = new Uint8Array(U);
  readOsmPbf(file, {
    node: (id, la, lo) => {
      const i = indexOf(id);
      if (i < 0) return;
      lat[i] = Math.round(la * 1e7);
      lon[i] = Math.round(lo * 1e7);
      found[i] = 1;
    },
    progress: (read, total) => {
      meter.sample();
      meter.progress('nodes', read, total);
    },
  });
  return { lat, lon, found };
}

/** Graph nodes: way ends, junctions, via nodes, and the nodes beside a missing one. */
function markVertices(ways: Ways, { nodeUses, indexOf }: NodeIndex, found: Uint8Array): Uint8Array {
  const { wayStart, wayIds, refs: allRefs, restrictions } = ways;
  const U = nodeUses.length;
  const isVertex = new Uint8Array(U);
  for (let i = 0; i < U; i++) if ((nodeUses[i] as number) > 1) isVertex[i] = 1;
  for (const r of restrictions) {
    const i = r.via >= 0 ? indexOf(r.via) : -1;
    if (i >= 0) isVertex[i] = 1;
  }
  for (let w = 0; w < wayIds.length; w++) {
    const s = wayStart[w] as number;
    const e = (wayStart[w + 1] as number) - 1;
    isVertex[indexOf(allRefs[s] as number)] = 1;
    isVertex[indexOf(allRefs[e] as number)] = 1;
    for (let k = s; k <= e; k++) {
      if (found[indexOf(allRefs[k] as number)]) continue;
      if (k > s) isVertex[indexOf(allRefs[k - 1] as number)] = 1;
      if (k < e) isVertex[indexOf(allRefs[k + 1] as number)] = 1;
    }
  }
  return isVertex;
}

/** The graph nodes, numbered in the order the edges first reach them. */
function makeVertices({ lat, lon }: Coordinates): Vertices {
  const vertexOf = new Int32Array(lat.length).fill(-1);
  const vLat = new Grow(new Int32Array(1 << 12));
  const vLon = new Grow(new Int32Array(1 << 12));
  const vertex = (i: number): number => {
    if ((vertexOf[i] as number) < 0) {
      vertexOf[i] = vLat.length;
      vLat.push(lat[i] as number);
      vLon.push(lon[i] as number);
    }
    return vertexOf[i] as number;
  };
  return { vertexOf, vLat, vLon, vertex };
}

/** Edges (stretches between graph nodes) with their geometry and length, and their arcs per allowed direction. */
function buildEdges(
  ways: Ways,
  { indexOf }: NodeIndex,
  { lat, lon, found }: Coordinates,
  isVertex: Uint8Array,
  { vertex }: Vertices,
): { edges: Edges; arcs: Arcs } {
  const { wayStart, wayIds, wayAttrs, refs: allRefs } = ways;
  const edges: Edges = {
    edgeFirst: new Grow(new Uint32Array(1 << 12)),
    shapeLat: new Grow(new Int32Array(1 << 14)),
    shapeLon: new Grow(new Int32Array(1 << 14)),
    edgeWay: new Grow(new Float64Array(1 << 12)),
  };
  const { edgeFirst, shapeLat, shapeLon, edgeWay } = edges;
  const arcs: Arcs = {
    aTail: new Grow(new Uint32Array(1 << 12)),
    aHead: new Grow(new Uint32Array(1 << 12)),
    aEdge: new Grow(new Uint32Array(1 << 12)),
    aWay: new Grow(new Uint32Array(1 << 12)),
    aLen: new Grow(new Uint32Array(1 << 12)),
  };
  /** An arc of way `w` along edge direction `edgeDir` from `u` to `v`. */
  const arc = (u: number, v: number, edgeDir: number, w: number, dm: number) => {
    arcs.aTail.push(u);
    arcs.aHead.push(v);
    arcs.aEdge.push(edgeDir);
    arcs.aWay.push(w);
    arcs.aLen.push(dm);
  };
  for (let w = 0; w < wayIds.length; w++) {
    const s = wayStart[w] as number;
    const e = wayStart[w + 1] as number;
    const attr = wayAttrs[w] as WayAttributes;
    let start = -1;
    let meters = 0;
    let shapeStart = 0;
    for (let k = s; k < e; k++) {
      const i = indexOf(allRefs[k] as number);
      if (!found[i]) {
        start = -1;
        continue;
      }
      if (start >= 0) {
        const p = shapeLat.length - 1;
        meters += greatCircleMeters(
          [(shapeLon.a[p] as number) / 1e7, (shapeLat.a[p] as number) / 1e7],
          [(lon[i] as number) / 1e7, (lat[i] as number) / 1e7],
        );
      }
      if (start < 0) {
        // A new stretch starts here (only at a graph node).
        if (!isVertex[i]) continue;
        start = i;
        meters = 0;
        shapeStart = shapeLat.length;
      }
      shapeLat.push(lat[i] as number);
      shapeLon.push(lon[i] as number);
      if (i !== start && isVertex[i]) {
        const u = vertex(start);
        const v = vertex(i);
        const edge = edgeWay.length;
        edgeFirst.push(shapeStart);
        edgeWay.push(wayIds[w] as number);
        const dm = Math.max(1, Math.round(meters * 10));
        if (attr.oneway >= 0) arc(u, v, edge * 2, w, dm);
        if (attr.oneway <= 0) arc(v, u, edge * 2 + 1, w, dm);
        // The next stretch begins at this node.
        start = i;
        meters = 0;
        shapeStart = shapeLat.length;
        shapeLat.push(lat[i] as number);
        shapeLon.push(lon[i] as number);
      }
    }
    // A dangling tail after the last graph node is dropped (its shape points stay unused).
  }
  edgeFirst.push(shapeLat.length);
  return { edges, arcs };
}

/**
 * Turn restrictions: arrivals at the via node along `from` go to a copy of the via node that
 * leaves only by the allowed ways.
 */
function applyRestrictions(
  { restrictions, wayIds }: Ways,
  { indexOf }: NodeIndex,
  { vertexOf, vLat, vLon }: Vertices,
  { aTail, aHead, aEdge, aWay, aLen }: Arcs,
): { applied: number; skipped: number } {
  let applied = 0;
  let skipped = 0;
  const groups = new Map<string, { via: number; from: number; banned: Set<number>; only: number | null }>();
  for (const r of restrictions) {
    const i = r.via >= 0 ? indexOf(r.via) : -1;
    const via = i >= 0 ? (vertexOf[i] as number) : -1;
    if (via < 0) {
      skipped++;
      continue;
    }
    const key = `${via}:${r.from}`;
    const g = groups.get(key) ?? { via, from: r.from, banned: new Set<number>(), only: null };
    if (r.only) g.only = r.to;
    else g.banned.add(r.to);
    groups.set(key, g);
  }
  const wayIdOfArc = (a: number) => wayIds[aWay.a[a] as number] as number;
  const arcCount0 = aTail.length;
  const outOf = new Map<number, number[]>();
  const viaSet = new Set([...groups.values()].map((g) => g.via));
  for (let a = 0; a < arcCount0; a++) {
    const t = aTail.a[a] as number;
    if (viaSet.has(t)) outOf.set(t, [...(outOf.get(t) ?? []), a]);
  }
  const copyOf = new Map<string, number>();
  for (const g of groups.values()) {
    let redirected = 0;
    const copy = vLat.length;
    for (let a = 0; a < arcCount0; a++) {
      if (aHead.a[a] === g.via && wayIdOfArc(a) === g.from) {
        aHead.a[a] = copy;
        redirected++;
      }
    }
    if (redirected === 0) {
      skipped++;
      continue;
    }
    vLat.push(vLat.a[g.via] as number);
    vLon.push(vLon.a[g.via] as number);
    copyOf.set(`${g.via}:${g.from}`, copy);
    applied++;
  }
  for (const g of groups.values()) {
    const copy = copyOf.get(`${g.via}:${g.from}`);
    if (copy === undefined) continue;
    for (const b of outOf.get(g.via) ?? []) {
      const way = wayIdOfArc(b);
      if (g.only !== null ? way !== g.only : g.banned.has(way)) continue;
      aTail.push(copy);
      aHead.push(aHead.a[b] as number);
      aEdge.push(aEdge.a[b] as number);
      aWay.push(aWay.a[b] as number);
      aLen.push(aLen.a[b] as number);
    }
  }
  return { applied, skipped };
}

/** CSR order by tail, then the per-arc attributes (time in 0.1 s, limits, flags) from the arc's way. */
function orderArcs(n: number, { aTail, aHead, aEdge, aWay, aLen }: Arcs, wayAttrs: readonly WayAttributes[]) {
  const m = aTail.length;
  const { first, order } = toCsr(n, aTail.a.subarray(0, m));
  const head = new Uint32Array(m);
  const tail = new Uint32Array(m);
  const time = new Uint32Array(m);
  const length = new Uint32Array(m);
  const flags = new Uint8Array(m);
  const roadClass = new Uint8Array(m);
  const maxWeight = new Uint16Array(m);
  const maxAxle = new Uint16Array(m);
  const maxHeight = new Uint16Array(m);
  const arcEdge = new Uint32Array(m);
  for (let i = 0; i < m; i++) {
    const a = order[i] as number;
    const attr = wayAttrs[aWay.a[a] as number] as WayAttributes;
    tail[i] = aTail.a[a] as number;
    head[i] = aHead.a[a] as number;
    length[i] = aLen.a[a] as number;
    time[i] = Math.max(1, Math.round(((aLen.a[a] as number) / 10 / (attr.speedKmh / 3.6)) * 10));
    flags[i] =
      (attr.motorway ? ARC.motorway : 0) |
      (attr.ferry ? ARC.ferry | ARC.notInCh : 0) |
      (attr.toll ? ARC.toll : 0) |
      (attr.hgvNo ? ARC.hgvNo : 0);
    roadClass[i] = attr.roadClass;
    maxWeight[i] = Math.min(65535, Math.round(attr.maxWeight * 10));
    maxAxle[i] = Math.min(65535, Math.round(attr.maxAxle * 10));
    maxHeight[i] = Math.min(65535, Math.round(attr.maxHeight * 100));
    arcEdge[i] = aEdge.a[a] as number;
  }
  return {
    m,
    tail,
    arrays: { first, head, time, length, flags, roadClass, maxWeight, maxAxle, maxHeight, arcEdge },
  };
}

/**
 * The contraction hierarchy on travel time, and one per route method's metric so SHORT and
 * ECONOMY are as quick as FAST; ferries stay out of them.
 */
function contractAll(
  n: number,
  { tail, arrays: { head, time, length, flags } }: Pick<ReturnType<typeof orderArcs>, 'tail' | 'arrays'>,
  meter: Meter,
) {
  const m = head.length;
  const include = new Uint8Array(m);
  for (let i = 0; i < m; i++) include[i] = (flags[i] as number) & ARC.notInCh ? 0 : 1;
  const ch = contractHierarchy(
    { nodeCount: n, tail, head, weight: time, length, include },
    { progress: (d, t) => meter.progress('contraction', d, t) },
  );
  meter.sample();
  const hierarchies: Partial<Record<HierarchyMetric, ContractionHierarchy>> = {};
  for (const metric of HIERARCHY_METRICS) {
    hierarchies[metric] = contractHierarchy(
      { nodeCount: n, tail, head, weight: metricWeights({ time, length }, metric), length, include },
      { progress: (d, t) => meter.progress(`contraction ${metric}`, d, t) },
    );
    meter.sample();
  }
  return { ch, hierarchies };
}

/** The bounding box of the nodes (degrees: west, south, east, north) and the size of the main component. */
function boundsOf(
  nodeLat: Int32Array,
  nodeLon: Int32Array,
  mainComponent: Uint8Array,
): { bbox: [number, number, number, number]; mainCount: number } {
  let minLat = Number.POSITIVE_INFINITY;
  let minLon = Number.POSITIVE_INFINITY;
  let maxLat = Number.NEGATIVE_INFINITY;
  let maxLon = Number.NEGATIVE_INFINITY;
  let mainCount = 0;
  for (let v = 0; v < nodeLat.length; v++) {
    minLat = Math.min(minLat, nodeLat[v] as number);
    maxLat = Math.max(maxLat, nodeLat[v] as number);
    minLon = Math.min(minLon, nodeLon[v] as number);
    maxLon = Math.max(maxLon, nodeLon[v] as number);
    mainCount += mainComponent[v] as number;
  }
  return { bbox: [minLon / 1e7, minLat / 1e7, maxLon / 1e7, maxLat / 1e7], mainCount };
}

/** Nodes of the largest strongly connected component (Kosaraju, iterative). */
export function largestComponent(n: number, first: Uint32Array, head: Uint32Array): Uint8Array {
  const m = head.length;
  // Reverse CSR.
  const rFirst = new Uint32Array(n + 1);
  for (let a = 0; a < m; a++)
    rFirst[(head[a] as number) + 1] = (rFirst[(head[a] as number) + 1] as number) + 1;
  for (let i = 0; i < n; i++) rFirst[i + 1] = (rFirst[i + 1] as number) + (rFirst[i] as number);
  const rHead = new Uint32Array(m);
  const fill = rFirst.slice(0, n);
  for (let u = 0; u < n; u++) {
    for (let a = first[u] as number; a < (first[u + 1] as number); a++) {
      const v = head[a] as number;
      rHead[fill[v] as number] = u;
      fill[v] = (fill[v] as number) + 1;
    }
  }
  // First pass: finishing order of a DFS on the forward graph.
  const seen = new Uint8Array(n);
  const finish = new Int32Array(n);
  let fcount = 0;
  const stackNode = new Int32Array(n);
  const stackArc = new Uint32Array(n);
  for (let s = 0; s < n; s++) {
    if (seen[s]) continue;
    let top = 0;
    stackNode[0] = s;
    stackArc[0] = first[s] as number;
    seen[s] = 1;
    while (top >= 0) {
      const u = stackNode[top] as number;
      const a = stackArc[top] as number;
      if (a < (first[u + 1] as number)) {
        stackArc[top] = a + 1;
        const v = head[a] as number;
        if (!seen[v]) {
          seen[v] = 1;
          top++;
          stackNode[top] = v;
          stackArc[top] = first[v] as number;
        }
      } else {
        finish[fcount++] = u;
        top--;
      }
    }
  }
  // Second pass on the reverse graph in reverse finishing order.
  const comp = new Int32Array(n).fill(-1);
  let best = -1;
  let bestSize = 0;
  let c = 0;
  for (let k = n - 1; k >= 0; k--) {
    const s = finish[k] as number;
    if ((comp[s] as number) >= 0) continue;
    let size = 0;
    let top = 0;
    stackNode[0] = s;
    comp[s] = c;
    while (top >= 0) {
      const u = stackNode[top--] as number;
      size++;
      for (let a = rFirst[u] as number; a < (rFirst[u + 1] as number); a++) {
        const v = rHead[a] as number;
        if ((comp[v] as number) < 0) {
          comp[v] = c;
          stackNode[++top] = v;
        }
      }
    }
    if (size > bestSize) {
      bestSize = size;
      best = c;
    }
    c++;
  }
  const main = new Uint8Array(n);
  for (let v = 0; v < n; v++) if (comp[v] === best) main[v] = 1;
  return main;
}
