// Writes a random CVRP instance in TSPLIB format (Uchoa-style: 1000 × 1000 grid, clustered and
// random customers, demands 1–100, about `perRoute` customers per route) for sanity runs on sizes
// the solver was not tuned on: npx tsx tests/bench/generateCvrp.ts <customers> <seed> <out.vrp>
import { writeFileSync } from 'node:fs';
import { createRng } from '../../src/core/planner/createRng.ts';

const [nArg, seedArg, out] = process.argv.slice(2);
const n = Number(nArg ?? 250);
const rng = createRng(Number(seedArg ?? 1));
const perRoute = 10;
const seeds = Array.from({ length: 6 }, () => [rng.int(1001), rng.int(1001)] as const);
const lines = [`NAME : G-n${n + 1}`, 'TYPE : CVRP', `DIMENSION : ${n + 1}`, 'EDGE_WEIGHT_TYPE : EUC_2D'];
const pts: [number, number][] = [[500, 500]];
const demand = [0];
for (let i = 0; i < n; i++) {
  if (rng.float() < 0.5) {
    const [cx, cy] = seeds[rng.int(seeds.length)]!;
    pts.push([
      Math.max(0, Math.min(1000, Math.round(cx + (rng.float() - 0.5) * 160))),
      Math.max(0, Math.min(1000, Math.round(cy + (rng.float() - 0.5) * 160))),
    ]);
  } else pts.push([rng.int(1001), rng.int(1001)]);
  demand.push(1 + rng.int(100));
}
const total = demand.reduce((s, d) => s + d, 0);
lines.push(`CAPACITY : ${Math.ceil((total / n) * perRoute)}`, 'NODE_COORD_SECTION');
for (const [i, [x, y]] of pts.entries()) lines.push(`${i + 1}\t${x}\t${y}`);
lines.push('DEMAND_SECTION');
for (const [i, d] of demand.entries()) lines.push(`${i + 1}\t${d}`);
lines.push('DEPOT_SECTION', '1', '-1', 'EOF');
writeFileSync(out ?? `G-n${n + 1}.vrp`, `${lines.join('\n')}\n`);
