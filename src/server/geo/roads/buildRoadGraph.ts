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
  const sample = () => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  };
  const speeds = { ...DEFAULT_TRUCK_SPEEDS, ...options.speeds };
  const progress = options.progress ?? (() => {});

  // Pass 1: truck ways and turn restrictions.
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
        sample();
        progress('ways', read, total);
      },
    });
  } catch (e) {
    if (e instanceof OsmPbfError) throw new RoadImportError(`${file}: ${e.message}`);
    throw e;
  }
  if (wayIds.length === 0) throw new RoadImportError(`${file}: no road drivable by trucks in the extract`);
  wayStart.push(refs.length);
  const allRefs = refs.done();

  // Node ids used by the ways, sorted, with how often they occur.
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

  // Pass 2: coordinates.
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
      sample();
      progress('nodes', read, total);
    },
  });

  // Graph nodes: way ends, junctions, via nodes, and the nodes beside a missing one.
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
  const vertexOf = new Int32Array(U).fill(-1);
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

  // Edges (stretches between graph nodes) and their arcs.
  const edgeFirst = new Grow(new Uint32Array(1 << 12));
  const shapeLat = new Grow(new Int32Array(1 << 14));
  const shapeLon = new Grow(new Int32Array(1 << 14));
  const edgeWay = new Grow(new Float64Array(1 << 12));
  const aTail = new Grow(new Uint32Array(1 << 12));
  const aHead = new Grow(new Uint32Array(1 << 12));
  const aEdge = new Grow(new Uint32Array(1 << 12));
  const aWay = new Grow(new Uint32Array(1 << 12));
  const aLen = new Grow(new Uint32Array(1 << 12));
  const edgeCount = () => edgeWay.length;
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
        const edge = edgeCount();
        edgeFirst.push(shapeStart);
        edgeWay.push(wayIds[w] as number);
        const dm = Math.max(1, Math.round(meters * 10));
        if (attr.oneway >= 0) {
          aTail.push(u);
          aHead.push(v);
          aEdge.push(edge * 2);
          aWay.push(w);
          aLen.push(dm);
        }
        if (attr.oneway <= 0) {
          aTail.push(v);
          aHead.push(u);
          aEdge.push(edge * 2 + 1);
          aWay.push(w);
          aLen.push(dm);
        }
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
  sample();

  // Turn restrictions: arrivals at the via node along `from` go to a copy of the via node that
  // leaves only by the allowed ways.
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

  // CSR order by tail, then the per-arc attributes.
  const n = vLat.length;
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
  sample();
  const mainComponent = largestComponent(n, first, head);
  const include = new Uint8Array(m);
  for (let i = 0; i < m; i++) include[i] = (flags[i] as number) & ARC.notInCh ? 0 : 1;
  const ch = contractHierarchy(
    { nodeCount: n, tail, head, weight: time, length, include },
    { progress: (d, t) => progress('contraction', d, t) },
  );
  sample();
  // One hierarchy per route method's metric, so SHORT and ECONOMY are as quick as FAST.
  const hierarchies: Partial<Record<HierarchyMetric, ContractionHierarchy>> = {};
  for (const metric of HIERARCHY_METRICS) {
    hierarchies[metric] = contractHierarchy(
      { nodeCount: n, tail, head, weight: metricWeights({ time, length }, metric), length, include },
      { progress: (d, t) => progress(`contraction ${metric}`, d, t) },
    );
    sample();
  }
  const nodeLat = vLat.done();
  const nodeLon = vLon.done();
  let minLat = Number.POSITIVE_INFINITY;
  let minLon = Number.POSITIVE_INFINITY;
  let maxLat = Number.NEGATIVE_INFINITY;
  let maxLon = Number.NEGATIVE_INFINITY;
  let mainCount = 0;
  for (let v = 0; v < n; v++) {
    minLat = Math.min(minLat, nodeLat[v] as number);
    maxLat = Math.max(maxLat, nodeLat[v] as number);
    minLon = Math.min(minLon, nodeLon[v] as number);
    maxLon = Math.max(maxLon, nodeLon[v] as number);
    mainCount += mainComponent[v] as number;
  }
  if (m === 0) throw new RoadImportError(`${file}: no road drivable by trucks in the extract`);
  const graph: RoadGraph = {
    nodeCount: n,
    lat: nodeLat,
    lon: nodeLon,
    first,
    head,
    time,
    length,
    flags,
    roadClass,
    maxWeight,
    maxAxle,
    maxHeight,
    arcEdge,
    edgeFirst: edgeFirst.done(),
    shapeLat: shapeLat.done(),
    shapeLon: shapeLon.done(),
    edgeWay: edgeWay.done(),
    mainComponent,
    ch,
    hierarchies,
  };
  return {
    graph,
    summary: {
      ways: wayIds.length,
      osmNodes: U,
      nodes: n,
      edges: edgeCount(),
      arcs: m,
      shortcuts: ch.up.head.length + ch.down.head.length - m,
      metricShortcuts: Object.fromEntries(
        Object.entries(hierarchies).map(([k, h]) => [k, h.up.head.length + h.down.head.length - m]),
      ),
      restrictions: { applied, skipped },
      mainComponentNodes: mainCount,
      seconds: (Date.now() - started) / 1000,
      peakRssMb: Math.round(peakRss / 1048576),
      bbox: [minLon / 1e7, minLat / 1e7, maxLon / 1e7, maxLat / 1e7],
    },
  };
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
