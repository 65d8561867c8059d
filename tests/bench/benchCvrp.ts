// CVRP benchmark: npm run bench:cvrp -- [files or folders] [--seconds S] [--seed K]
// Prints per instance cost, best-known value (BKS.tsv next to the file), gap and time.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { parseTsplibVrp, tsplibToProblem } from '../../src/core/planner/parseTsplibVrp.ts';
import { solveRouting } from '../../src/core/planner/solveRouting.ts';

const args = process.argv.slice(2);
let seconds = 8;
let seed = 1;
let cpuClock = false;
const inputs: string[] = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i]!;
  if (a === '--seconds') seconds = Number(args[++i]);
  else if (a === '--seed') seed = Number(args[++i]);
  else if (a === '--cpu-clock') cpuClock = true;
  else inputs.push(a);
}
if (inputs.length === 0) inputs.push('../shared/bench/cvrp');

const files: string[] = [];
for (const input of inputs) {
  const p = resolve(input);
  if (statSync(p).isDirectory())
    for (const f of readdirSync(p).sort()) {
      if (f.endsWith('.vrp')) files.push(join(p, f));
    }
  else files.push(p);
}

const bksCache = new Map<string, Map<string, number>>();
function bksFor(file: string): number | undefined {
  const dir = dirname(file);
  if (!bksCache.has(dir)) {
    const m = new Map<string, number>();
    const tsv = join(dir, 'BKS.tsv');
    if (existsSync(tsv))
      for (const line of readFileSync(tsv, 'utf8').split(/\r?\n/).slice(1)) {
        const [name, , , bks] = line.split('\t');
        if (name && bks) m.set(name, Number(bks));
      }
    bksCache.set(dir, m);
  }
  return bksCache.get(dir)!.get(basename(file, '.vrp'));
}

let gapSum = 0;
let gapCount = 0;
let timeSum = 0;
for (const file of files) {
  const vrp = parseTsplibVrp(readFileSync(file, 'utf8'));
  const problem = tsplibToProblem(vrp);
  const t0 = performance.now();
  // --cpu-clock: the budget counts this process's CPU time, so other load on a shared machine does not shrink it
  const now = cpuClock ? () => process.cpuUsage().user / 1000 : () => performance.now();
  const c0 = now();
  const sol = solveRouting(problem, { seed, timeLimitMs: seconds * 1000, now });
  const t = (cpuClock ? now() - c0 : performance.now() - t0) / 1000;
  const bks = bksFor(file);
  const gap = bks ? ((sol.cost - bks) / bks) * 100 : Number.NaN;
  if (bks) {
    gapSum += gap;
    gapCount++;
  }
  timeSum += t;
  console.log(
    `${vrp.name.padEnd(14)} cost ${String(sol.cost).padStart(7)} bks ${String(bks ?? '-').padStart(7)} gap ${
      Number.isNaN(gap) ? '   -  ' : gap.toFixed(2).padStart(6)
    } % time ${t.toFixed(2)} s routes ${sol.routes.length}${sol.feasible ? '' : ' INFEASIBLE'} iters ${sol.iterations}`,
  );
}
const n = files.length;
console.log(
  `mean gap ${gapCount > 0 ? (gapSum / gapCount).toFixed(2) : '-'} % mean time ${(timeSum / Math.max(n, 1)).toFixed(2)} s over ${n} instances`,
);
