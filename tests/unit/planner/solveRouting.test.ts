import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/planner/createRng.ts';
import { parseTsplibVrp, tsplibToProblem } from '../../../src/core/planner/parseTsplibVrp.ts';
import { buildCvrpProblem, type RoutingProblem } from '../../../src/core/planner/RoutingProblem.ts';
import { solveRouting } from '../../../src/core/planner/solveRouting.ts';

function randomCvrp(n: number, seed: number, capacity = 50): RoutingProblem {
  const rng = createRng(seed);
  const N = n + 1;
  const x = new Float64Array(N);
  const y = new Float64Array(N);
  const demand = new Float64Array(N);
  for (let i = 0; i < N; i++) {
    x[i] = rng.int(1000);
    y[i] = rng.int(1000);
    if (i > 0) demand[i] = 1 + rng.int(15);
  }
  const dist = new Float64Array(N * N);
  for (let i = 0; i < N; i++)
    for (let j = 0; j < N; j++) dist[i * N + j] = Math.round(Math.hypot(x[i]! - x[j]!, y[i]! - y[j]!));
  return buildCvrpProblem(dist, demand, capacity, x, y);
}

function recompute(p: RoutingProblem, routes: number[][]): number {
  const N = p.n + 1;
  let c = 0;
  for (const r of routes) {
    let prev = 0;
    for (const v of r) {
      c += p.dist[prev * N + v]!;
      prev = v;
    }
    c += p.dist[prev * N]!;
  }
  return c;
}

describe('solveRouting (HGS)', () => {
  it('visits every client once, respects capacity and reports the recomputed cost', () => {
    const p = randomCvrp(40, 3);
    const sol = solveRouting(p, { seed: 5, maxIterations: 200 });
    const seen = sol.routes.flat().sort((a, b) => a - b);
    expect(seen).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(sol.feasible).toBe(true);
    for (const r of sol.routes) expect(r.reduce((s, c) => s + p.demand[c]!, 0)).toBeLessThanOrEqual(50);
    expect(sol.cost).toBe(recompute(p, sol.routes));
  });

  it('answers every client even when the time limit has passed before the first solution', () => {
    const p = randomCvrp(25, 4);
    const sol = solveRouting(p, { seed: 2, timeLimitMs: 0 });
    expect(sol.routes.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it('is deterministic for a seed when bounded by iterations', () => {
    const p = randomCvrp(30, 9);
    const a = solveRouting(p, { seed: 11, maxIterations: 150 });
    const b = solveRouting(p, { seed: 11, maxIterations: 150 });
    expect(a.routes).toEqual(b.routes);
    expect(a.cost).toBe(b.cost);
  });

  it('finds the optimum of a small instance with a known answer', () => {
    // four clients on a line at 10, 20 (demand 5 each) and −10, −20 (demand 5 each), capacity 10:
    // best is one route per side, 2 × 40 = 80
    const xs = [0, 10, 20, -10, -20];
    const N = xs.length;
    const dist = new Float64Array(N * N);
    for (let i = 0; i < N; i++) for (let j = 0; j < N; j++) dist[i * N + j] = Math.abs(xs[i]! - xs[j]!);
    const p = buildCvrpProblem(dist, new Float64Array([0, 5, 5, 5, 5]), 10);
    const sol = solveRouting(p, { seed: 1, maxIterations: 50 });
    expect(sol.cost).toBe(80);
    expect(sol.routes).toHaveLength(2);
  });

  it('reports progress with the best cost', () => {
    const p = randomCvrp(25, 2);
    const costs: number[] = [];
    solveRouting(p, { seed: 1, maxIterations: 100, onProgress: (e) => costs.push(e.bestCost) });
    expect(costs.length).toBeGreaterThan(0);
    for (let i = 1; i < costs.length; i++) expect(costs[i]).toBeLessThanOrEqual(costs[i - 1]! + 1e-9);
  });

  it('parses TSPLIB and uses rounded Euclidean distances', () => {
    const vrp = parseTsplibVrp(
      [
        'NAME : tiny',
        'TYPE : CVRP',
        'DIMENSION : 3',
        'EDGE_WEIGHT_TYPE : EUC_2D',
        'CAPACITY : 10',
        'NODE_COORD_SECTION',
        '1 0 0',
        '2 3 4',
        '3 1 1',
        'DEMAND_SECTION',
        '1 0',
        '2 4',
        '3 6',
        'DEPOT_SECTION',
        '1',
        '-1',
        'EOF',
      ].join('\n'),
    );
    const p = tsplibToProblem(vrp);
    expect(vrp.capacity).toBe(10);
    expect(p.dist[1]).toBe(5);
    expect(p.dist[2]).toBe(1);
    const sol = solveRouting(p, { seed: 1, maxIterations: 20 });
    expect(sol.cost).toBe(5 + 4 + 1);
  });
});

describe('solveRouting anytime', () => {
  it('stops when asked and still returns a complete solution', () => {
    const p = randomCvrp(30, 4);
    let polls = 0;
    const sol = solveRouting(p, { seed: 1, maxIterations: 100_000, shouldStop: () => ++polls > 20 });
    expect(sol.iterations).toBeLessThan(100_000);
    expect(sol.routes.flat()).toHaveLength(30);
  });
});
