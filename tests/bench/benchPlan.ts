// Realistic week benchmark: npm run bench:plan -- [--orders N] [--seconds S] [--seed K]
import { planFreights } from '../../src/core/planner/planFreights.ts';
import { generatePlanningWeek } from '../factories/planner.factory.ts';

const args = process.argv.slice(2);
const arg = (name: string, def: number) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : def;
};
const count = arg('--orders', 2000);
const seconds = arg('--seconds', 20);
const seed = arg('--seed', 1);

const input = generatePlanningWeek(count, seed);
let peak = process.memoryUsage().rss;
const timer = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 50);
const t0 = performance.now();
const result = planFreights(input, {
  seed,
  timeLimitMs: seconds * 1000,
  onProgress: () => {
    peak = Math.max(peak, process.memoryUsage().rss);
  },
});
const t = (performance.now() - t0) / 1000;
clearInterval(timer);
peak = Math.max(peak, process.memoryUsage().rss);
const byType = new Map<string, number>();
for (const f of result.freights) byType.set(f.truckType, (byType.get(f.truckType) ?? 0) + 1);
const statuses = new Map<string, number>();
for (const u of result.unplanned) statuses.set(u.status, (statuses.get(u.status) ?? 0) + 1);
console.log(`orders ${count} factories ${input.factories.length} truck types ${input.vehicleTypes.length}`);
console.log(`trucks used ${result.trucks} (${[...byType].map(([k, v]) => `${k} ${v}`).join(', ')})`);
console.log(`unplanned ${result.unplanned.length} ${[...statuses].map(([k, v]) => `${k} ${v}`).join(', ')}`);
console.log(
  `km ${result.distanceKm.toFixed(0)} fill rate ${(result.fillRate * 100).toFixed(1)} % cost ${Math.round(result.totalCost)} time ${t.toFixed(1)} s peak memory ${(peak / 2 ** 20).toFixed(0)} MiB`,
);
