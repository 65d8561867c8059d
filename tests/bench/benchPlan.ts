// Realistic week benchmark: npm run bench:plan -- [--orders N] [--seconds S] [--seed K] [--roads graph-file] [--compare]
//   [--iterations N]: a fixed search effort per factory instead of the time budget (comparable runs on a busy machine)
// --roads plans on a road table from an imported or synthetic road graph (e.g. the Hungary-size grid
// bench:roads caches under <tmp>/bench-roads/grid-1414-1.graph): the table between the factories and
// delivery points comes from the road worker (RoadRoutingProvider, as the server plans), points off
// the graph estimated. --compare also plans the same week on the estimator, one after the other.
import { existsSync } from 'node:fs';
import type { LngLat } from '../../src/core/geo/distance.ts';
import { planFreights } from '../../src/core/planner/planFreights.ts';
import type { PlanningInput } from '../../src/core/planner/planningModel.ts';
import { roadRoutingFor } from '../../src/server/geo/roads/RoadRoutingProvider.ts';
import { distanceProviderOf, withRoadTable } from '../../src/server/planning/distanceProvider.ts';
import { generatePlanningWeek } from '../factories/planner.factory.ts';

const args = process.argv.slice(2);
const arg = (name: string, def: number) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : def;
};
const count = arg('--orders', 2000);
const seconds = arg('--seconds', 20);
const seed = arg('--seed', 1);
const roadsAt = args.indexOf('--roads');
const graphFile = roadsAt >= 0 ? args[roadsAt + 1] : undefined;
const compare = args.includes('--compare');
const iterations = arg('--iterations', 0);
const cpuS = (from: NodeJS.CpuUsage) => {
  const u = process.cpuUsage(from);
  return (u.user + u.system) / 1e6;
};

function run(label: string, input: PlanningInput): void {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const result = planFreights(input, {
    seed,
    // planFreights always sets a time budget: with --iterations one that never ends the search first.
    ...(iterations > 0 ? { maxIterations: iterations, timeLimitMs: 1e9 } : { timeLimitMs: seconds * 1000 }),
    onProgress: () => {
      peak = Math.max(peak, process.memoryUsage().rss);
    },
  });
  const t = (performance.now() - t0) / 1000;
  const cpu = cpuS(c0);
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  const byType = new Map<string, number>();
  for (const f of result.freights) byType.set(f.truckType, (byType.get(f.truckType) ?? 0) + 1);
  const statuses = new Map<string, number>();
  for (const u of result.unplanned) statuses.set(u.status, (statuses.get(u.status) ?? 0) + 1);
  console.log(`## ${label}`);
  console.log(`orders ${count} factories ${input.factories.length} truck types ${input.vehicleTypes.length}`);
  console.log(`trucks used ${result.trucks} (${[...byType].map(([k, v]) => `${k} ${v}`).join(', ')})`);
  console.log(
    `unplanned ${result.unplanned.length} ${[...statuses].map(([k, v]) => `${k} ${v}`).join(', ')}`,
  );
  console.log(
    `km ${result.distanceKm.toFixed(0)} fill rate ${(result.fillRate * 100).toFixed(1)} % cost ${Math.round(result.totalCost)} time ${t.toFixed(1)} s (CPU ${cpu.toFixed(1)} s) peak memory ${(peak / 2 ** 20).toFixed(0)} MiB`,
  );
}

const input = generatePlanningWeek(count, seed);
if (!graphFile || compare) run('estimator (great-circle distances)', input);
if (graphFile) {
  if (!existsSync(graphFile)) {
    console.error(
      `${graphFile}: no road graph (npm run geo:import, or npm run bench:roads for the synthetic one)`,
    );
    process.exit(1);
  }
  const points: LngLat[] = [
    ...input.factories.map((f): LngLat => [f.point.lon, f.point.lat]),
    ...input.orders.map((o): LngLat => [o.deliveryPoint.lon, o.deliveryPoint.lat]),
  ];
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const spec = await withRoadTable(
    { provider: 'road', options: { method: 'FAST', motorway: true, ferry: false }, graphFile },
    points,
  );
  const n = spec.table?.keys.length ?? 0;
  console.log(
    `road table ${n} × ${n} (${spec.table?.distanceSource ?? 'none'}; graph load in the road worker included): ` +
      `wall ${((performance.now() - t0) / 1000).toFixed(1)} s, CPU of both threads ${cpuS(c0).toFixed(1)} s`,
  );
  roadRoutingFor(graphFile).close();
  run(`road table from ${graphFile}`, { ...input, distance: distanceProviderOf(spec) });
}
