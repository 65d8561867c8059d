// Road routing benchmark: npm run bench:roads -- [--side 1414] [--pairs 1000] [--table 1000] [--seed 1] [--metrics]
// 1. Imports ../shared/geo/monaco.osm.pbf and andorra.osm.pbf: time, peak memory, per million ways.
// 2. A synthetic Hungary-size road graph (side × side perturbed grid with road classes, ~2 M nodes
//    for side 1414): hierarchy build, then route p50/p95 and a table × table matrix on one core,
//    with the estimator's cost for the same table beside it. The built graph is cached under
//    the system temp folder (bench-roads/; delete it to rebuild). Figures only: nothing here fails on time.
// 3. With --metrics: the SHORT and ECONOMY hierarchies (built and added to the cache when missing):
//    their build time and route p50 beside plain Dijkstra's on the same metric.

import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LngLat } from '../../src/core/geo/distance.ts';
import { createRng } from '../../src/core/planner/createRng.ts';
import { RoadEngine, type Snap } from '../../src/core/roads/RoadEngine.ts';
import { EstimatorProvider } from '../../src/server/geo/estimator.ts';
import { buildRoadGraph } from '../../src/server/geo/roads/buildRoadGraph.ts';
import { readOsmPbf } from '../../src/server/geo/roads/readOsmPbf.ts';
import { readRoadGraph, writeRoadGraph } from '../../src/server/geo/roads/roadGraphFile.ts';
import { GEO_REFERENCE_DIR } from '../support/geoReference.ts';
import { addMetricHierarchies, syntheticRoadGraph } from './syntheticRoadGraph.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const side = arg('side', 1414);
const pairs = arg('pairs', 1000);
const tableSize = arg('table', 1000);
const seed = arg('seed', 1);
const GEO = GEO_REFERENCE_DIR;
const mb = (b: number) => Math.round(b / 1048576);
let peak = 0;
const sample = () => {
  peak = Math.max(peak, process.memoryUsage().rss);
};
const timer = setInterval(sample, 200);

console.log('## Import of OSM extracts');
for (const name of ['monaco', 'andorra']) {
  const file = path.join(GEO, `${name}.osm.pbf`);
  if (!existsSync(file)) {
    console.log(`${name}: ${file} missing, skipped`);
    continue;
  }
  let allWays = 0;
  readOsmPbf(file, {
    way: () => {
      allWays++;
    },
  });
  const c = process.cpuUsage();
  const { summary } = buildRoadGraph(file);
  const u = process.cpuUsage(c);
  const cpuS = (u.user + u.system) / 1e6;
  console.log(
    `${name}: ${allWays} ways (${summary.ways} for trucks) → ${summary.nodes} nodes, ${summary.arcs} arcs, ` +
      `wall ${summary.seconds.toFixed(2)} s, CPU ${cpuS.toFixed(2)} s, peak RSS ${summary.peakRssMb} MB; ` +
      `≈ ${((cpuS / allWays) * 1e6).toFixed(0)} CPU s per million ways (linear; small extracts overstate it: fixed costs dominate)`,
  );
}

console.log(`\n## Synthetic graph ${side} × ${side} (seed ${seed})`);
const cache = path.join(tmpdir(), 'bench-roads', `grid-${side}-${seed}.graph`);
let t = performance.now();
let graph: ReturnType<typeof syntheticRoadGraph>;
if (existsSync(cache)) {
  graph = readRoadGraph(cache).graph;
  console.log(`loaded the cached graph ${cache} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
} else {
  let last = 0;
  const c = process.cpuUsage();
  graph = syntheticRoadGraph(side, seed, (done, total) => {
    sample();
    const now = performance.now();
    if (now - last > 10_000) {
      last = now;
      console.log(
        `  contraction ${done} / ${total} (${((now - t) / 1000).toFixed(0)} s, RSS ${mb(process.memoryUsage().rss)} MB)`,
      );
    }
  });
  const u = process.cpuUsage(c);
  console.log(
    `built (grid + contraction hierarchy): wall ${((performance.now() - t) / 1000).toFixed(1)} s, CPU ${((u.user + u.system) / 1e6).toFixed(1)} s`,
  );
  writeRoadGraph(cache, graph, {
    source: `synthetic ${side}`,
    bbox: [16.1, 45.75, 22.9, 48.55],
    summary: {},
  });
}
const metrics = process.argv.includes('--metrics');
if (metrics && !graph.hierarchies?.SHORT) {
  t = performance.now();
  const c = process.cpuUsage();
  addMetricHierarchies(graph, () => sample());
  const u = process.cpuUsage(c);
  console.log(
    `SHORT and ECONOMY hierarchies built: wall ${((performance.now() - t) / 1000).toFixed(1)} s, CPU ${((u.user + u.system) / 1e6).toFixed(1)} s`,
  );
  writeRoadGraph(cache, graph, {
    source: `synthetic ${side}`,
    bbox: [16.1, 45.75, 22.9, 48.55],
    summary: {},
  });
}
const shortcuts = graph.ch.up.head.length + graph.ch.down.head.length - graph.head.length;
console.log(`${graph.nodeCount} nodes, ${graph.head.length} arcs, ${shortcuts} shortcuts`);
t = performance.now();
const engine = new RoadEngine(graph);
console.log(`engine (snapping grid) ready in ${((performance.now() - t) / 1000).toFixed(1)} s`);

const rng = createRng(seed + 7);
const randomPoint = (): LngLat => [16.2 + rng.float() * 6.6, 45.85 + rng.float() * 2.6];
const snapped = (count: number) => {
  const out: Snap[] = [];
  const pts: LngLat[] = [];
  while (out.length < count) {
    const p = randomPoint();
    const s = engine.snap(p, 2000);
    if (s) {
      out.push(s);
      pts.push(p);
    }
  }
  return { snaps: out, points: pts };
};
const FAST = { method: 'FAST', motorway: true, ferry: false } as const;
const { snaps } = snapped(pairs + 1);
// Wall time and this thread's CPU time: on a loaded machine the wall clock includes waiting for a core.
const cpuMs = (from: NodeJS.CpuUsage) => {
  const u = process.cpuUsage(from);
  return (u.user + u.system) / 1000;
};
const times: number[] = [];
const cpu: number[] = [];
let km = 0;
for (let i = 0; i < pairs; i++) {
  const s = performance.now();
  const c = process.cpuUsage();
  const r = engine.route([snaps[i] as Snap, snaps[i + 1] as Snap], FAST);
  cpu.push(cpuMs(c));
  times.push(performance.now() - s);
  km += (r?.legs[0]?.distanceMeter ?? 0) / 1000;
}
const q = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number).toFixed(2);
};
console.log(
  `route (snapped, hierarchy, geometry): ${pairs} random pairs, mean ${(km / pairs).toFixed(0)} km; ` +
    `wall p50 ${q(times, 0.5)} ms, p95 ${q(times, 0.95)} ms; CPU p50 ${q(cpu, 0.5)} ms, p95 ${q(cpu, 0.95)} ms (target p50 ≤ 5 ms)`,
);

if (metrics) {
  const plainEngine = new RoadEngine({ ...graph, hierarchies: undefined });
  for (const method of ['SHORT', 'ECONOMY'] as const) {
    const options = { ...FAST, method };
    const run = (e: RoadEngine, count: number) => {
      const cpuT: number[] = [];
      const wall: number[] = [];
      for (let i = 0; i < count; i++) {
        const s = performance.now();
        const c = process.cpuUsage();
        e.route([snaps[i] as Snap, snaps[i + 1] as Snap], options);
        cpuT.push(cpuMs(c));
        wall.push(performance.now() - s);
      }
      return `wall p50 ${q(wall, 0.5)} ms, CPU p50 ${q(cpuT, 0.5)} ms, p95 ${q(cpuT, 0.95)} ms`;
    };
    const plainPairs = Math.min(pairs, 20);
    console.log(
      `${method}: hierarchy ${run(engine, pairs)} (${pairs} pairs); plain Dijkstra ${run(plainEngine, plainPairs)} (${plainPairs} pairs)`,
    );
  }
}

const table = snapped(tableSize);
t = performance.now();
let c0 = process.cpuUsage();
engine.table(table.snaps);
const tableS = (performance.now() - t) / 1000;
sample();
console.log(
  `table ${tableSize} × ${tableSize} on one core: wall ${tableS.toFixed(2)} s, CPU ${(cpuMs(c0) / 1000).toFixed(2)} s (target ≤ 3 s)`,
);
t = performance.now();
c0 = process.cpuUsage();
await new EstimatorProvider().matrix(table.points, FAST);
console.log(
  `estimator, the same table: wall ${((performance.now() - t) / 1000).toFixed(2)} s, CPU ${(cpuMs(c0) / 1000).toFixed(2)} s`,
);
clearInterval(timer);
sample();
console.log(`peak RSS of this process: ${mb(peak)} MB (target ≤ 1,536 MB)`);
