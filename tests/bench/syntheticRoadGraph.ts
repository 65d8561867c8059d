import { greatCircleMeters } from '../../src/core/geo/distance.ts';
import { createRng } from '../../src/core/planner/createRng.ts';
import { contractHierarchy } from '../../src/core/roads/contractHierarchy.ts';
import { toCsr } from '../../src/core/roads/dijkstra.ts';
import {
  ARC,
  HIERARCHY_METRICS,
  metricWeights,
  ROAD_CLASSES,
  type RoadGraph,
} from '../../src/core/roads/roadGraph.ts';
import { largestComponent } from '../../src/server/geo/roads/buildRoadGraph.ts';

/**
 * A synthetic road graph of a country's size: a side × side grid over Hungary's bounding box,
 * node positions jittered, every 8th line a secondary road, every 40th a primary, every 160th a
 * motorway; 4 % of residential links missing and 5 % one-way (a perturbed grid, not a lattice).
 */
export function syntheticRoadGraph(
  side: number,
  seed = 1,
  progress?: (d: number, t: number) => void,
): RoadGraph {
  const rng = createRng(seed);
  const n = side * side;
  const lat = new Int32Array(n);
  const lon = new Int32Array(n);
  const [minLon, maxLon, minLat, maxLat] = [16.1, 22.9, 45.75, 48.55];
  for (let r = 0; r < side; r++)
    for (let c = 0; c < side; c++) {
      const jitter = () => (rng.float() - 0.5) * 0.4;
      lat[r * side + c] = Math.round((minLat + ((r + jitter()) / side) * (maxLat - minLat)) * 1e7);
      lon[r * side + c] = Math.round((minLon + ((c + jitter()) / side) * (maxLon - minLon)) * 1e7);
    }
  const classOfLine = (i: number) =>
    i % 160 === 0 ? 'motorway' : i % 40 === 0 ? 'primary' : i % 8 === 0 ? 'secondary' : 'residential';
  const speed: Record<string, number> = { motorway: 80, primary: 60, secondary: 50, residential: 25 };
  // Typed arrays sized for the most arcs a grid can have (4 per node): a country's graph in little memory.
  const cap = 4 * n;
  const tailAll = new Uint32Array(cap);
  const headAll = new Uint32Array(cap);
  const cls = new Uint8Array(cap);
  const edgeOf = new Uint32Array(cap);
  let m = 0;
  let edges = 0;
  const arc = (u: number, v: number, c: number, e: number) => {
    tailAll[m] = u;
    headAll[m] = v;
    cls[m] = c;
    edgeOf[m] = e;
    m++;
  };
  const link = (u: number, v: number, kind: string) => {
    if (kind === 'residential' && rng.float() < 0.04) return;
    const oneway = kind === 'residential' && rng.float() < 0.05;
    const e = edges++;
    const c = ROAD_CLASSES.indexOf(kind as 'motorway');
    arc(u, v, c, e * 2);
    if (!oneway) arc(v, u, c, e * 2 + 1);
  };
  for (let r = 0; r < side; r++)
    for (let c = 0; c < side; c++) {
      const u = r * side + c;
      if (c + 1 < side) link(u, u + 1, classOfLine(r));
      if (r + 1 < side) link(u, u + side, classOfLine(c));
    }
  const tail = tailAll.subarray(0, m);
  const head = headAll.subarray(0, m);
  const { first, order } = toCsr(n, tail);
  const g: RoadGraph = {
    nodeCount: n,
    lat,
    lon,
    first,
    head: new Uint32Array(m),
    time: new Uint32Array(m),
    length: new Uint32Array(m),
    flags: new Uint8Array(m),
    roadClass: new Uint8Array(m),
    maxWeight: new Uint16Array(m),
    maxAxle: new Uint16Array(m),
    maxHeight: new Uint16Array(m),
    arcEdge: new Uint32Array(m),
    edgeFirst: new Uint32Array(edges + 1),
    shapeLat: new Int32Array(edges * 2),
    shapeLon: new Int32Array(edges * 2),
    edgeWay: new Float64Array(edges),
    mainComponent: new Uint8Array(n),
    ch: { rank: new Uint32Array(0), up: emptySide(), down: emptySide() },
  };
  const tails = new Uint32Array(m);
  for (let i = 0; i < m; i++) {
    const a = order[i] as number;
    const u = tail[a] as number;
    const v = head[a] as number;
    tails[i] = u;
    g.head[i] = v;
    const meters = greatCircleMeters(
      [(lon[u] as number) / 1e7, (lat[u] as number) / 1e7],
      [(lon[v] as number) / 1e7, (lat[v] as number) / 1e7],
    );
    const kind = ROAD_CLASSES[cls[a] as number] as string;
    g.length[i] = Math.max(1, Math.round(meters * 10));
    g.time[i] = Math.max(1, Math.round((meters / ((speed[kind] as number) / 3.6)) * 10));
    g.roadClass[i] = cls[a] as number;
    g.flags[i] = kind === 'motorway' ? ARC.motorway : 0;
    g.arcEdge[i] = edgeOf[a] as number;
    const e = (edgeOf[a] as number) >> 1;
    if (((edgeOf[a] as number) & 1) === 0) {
      g.edgeFirst[e] = e * 2;
      g.shapeLat[e * 2] = lat[u] as number;
      g.shapeLon[e * 2] = lon[u] as number;
      g.shapeLat[e * 2 + 1] = lat[v] as number;
      g.shapeLon[e * 2 + 1] = lon[v] as number;
      g.edgeWay[e] = e;
    }
  }
  g.edgeFirst[edges] = edges * 2;
  g.mainComponent = largestComponent(n, first, g.head);
  g.ch = contractHierarchy(
    { nodeCount: n, tail: tails, head: g.head, weight: g.time, length: g.length },
    { progress },
  );
  return g;
}

/** Adds the SHORT and ECONOMY hierarchies (what geo:import builds besides FAST's). */
export function addMetricHierarchies(g: RoadGraph, progress?: (d: number, t: number) => void): void {
  const tail = new Uint32Array(g.head.length);
  for (let u = 0; u < g.nodeCount; u++)
    for (let a = g.first[u] as number; a < (g.first[u + 1] as number); a++) tail[a] = u;
  g.hierarchies = {};
  for (const metric of HIERARCHY_METRICS)
    g.hierarchies[metric] = contractHierarchy(
      { nodeCount: g.nodeCount, tail, head: g.head, weight: metricWeights(g, metric), length: g.length },
      { progress },
    );
}

function emptySide() {
  return {
    first: new Uint32Array(0),
    head: new Uint32Array(0),
    weight: new Uint32Array(0),
    length: new Uint32Array(0),
    via: new Int32Array(0),
  };
}
