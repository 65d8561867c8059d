import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/planner/createRng.ts';
import { LocalSearch } from '../../../src/core/planner/LocalSearch.ts';
import { RouteEvaluator } from '../../../src/core/planner/RouteEvaluator.ts';
import { buildCvrpProblem, type RoutingProblem } from '../../../src/core/planner/RoutingProblem.ts';
import { solveRouting } from '../../../src/core/planner/solveRouting.ts';

// What planFreights prices a leg with no route at (a road table's null).
const NO_ROUTE = 1e6;

/**
 * A road-table-like problem: directed distances (one-way detours make a→b and b→a differ) and a
 * few pairs with no route at all in one direction.
 */
function roadLikeCvrp(n: number, seed: number, capacity = 40): RoutingProblem {
  const rng = createRng(seed);
  const N = n + 1;
  const x = new Float64Array(N);
  const y = new Float64Array(N);
  const demand = new Float64Array(N);
  for (let i = 0; i < N; i++) {
    x[i] = rng.int(1000);
    y[i] = rng.int(1000);
    if (i > 0) demand[i] = 1 + rng.int(12);
  }
  const dist = new Float64Array(N * N);
  for (let i = 0; i < N; i++)
    for (let j = 0; j < N; j++) {
      if (i === j) continue;
      const base = Math.round(Math.hypot(x[i]! - x[j]!, y[i]! - y[j]!));
      const unreachable = i > 0 && j > 0 && rng.int(40) === 0;
      dist[i * N + j] = unreachable ? NO_ROUTE : base + rng.int(400);
    }
  return buildCvrpProblem(dist, demand, capacity, x, y);
}

/** Directed distance of routes (depot → clients → depot). */
function drivenDistance(p: RoutingProblem, routes: number[][]): number {
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

describe('routing on directed (road) distances', () => {
  it('2-opt prices the reversed stretch in its own direction (a one-way leg makes it dearer)', () => {
    // one route 0 → 1 → 2 → 3 → 4 → 0 of 23 km; 2-opt between 1 and 3 would drive 3 → 2, which
    // costs 1,000 km where 2 → 3 costs 1: priced as if symmetric it looks 18 km cheaper
    const N = 5;
    const dist = new Float64Array(N * N).fill(1000);
    const set = (a: number, b: number, km: number) => {
      dist[a * N + b] = km;
    };
    for (let i = 0; i < N; i++) set(i, i, 0);
    set(0, 1, 1);
    set(1, 2, 10);
    set(2, 3, 1);
    set(3, 4, 10);
    set(4, 0, 1);
    set(1, 3, 1);
    set(2, 4, 1);
    const p = buildCvrpProblem(dist, new Float64Array([0, 1, 1, 1, 1]), 10);
    // only client 1 looks at client 3: the 2-opt (1, 3) is the one move the search can try
    const neighbours = [
      new Int32Array(0),
      Int32Array.of(3),
      new Int32Array(0),
      new Int32Array(0),
      new Int32Array(0),
    ];
    const ls = new LocalSearch(p, new RouteEvaluator(p), neighbours, createRng(1));
    const routes = ls.run([[1, 2, 3, 4]], 1);
    expect(drivenDistance(p, routes)).toBe(23);
    expect(routes).toEqual([[1, 2, 3, 4]]);
  });

  it('2-opt* prices the reversed route start in its own direction', () => {
    // routes 0 → 1 → 2 → 0 and 0 → 3 → 4 → 5 → 0, 25 km together; 2-opt* between 1 and 4 gives
    // 0 → 1 → 4 → 3 → 0 and 0 → 2 → 5 → 0, 7 km if 4 → 3 cost what 3 → 4 does, but it is 1,000 km
    const N = 6;
    const dist = new Float64Array(N * N).fill(1000);
    const legs: [number, number, number][] = [
      [0, 1, 1],
      [1, 2, 10],
      [2, 0, 1],
      [0, 3, 1],
      [3, 4, 1],
      [4, 5, 10],
      [5, 0, 1],
      [1, 4, 1],
      [3, 0, 1],
      [0, 2, 1],
      [2, 5, 1],
    ];
    for (let i = 0; i < N; i++) dist[i * N + i] = 0;
    for (const [a, b, km] of legs) dist[a * N + b] = km;
    const p = buildCvrpProblem(dist, new Float64Array([0, 1, 1, 1, 1, 1]), 10);
    // only client 1 looks at client 4
    const neighbours = Array.from({ length: N }, (_, i) => (i === 1 ? Int32Array.of(4) : new Int32Array(0)));
    const ls = new LocalSearch(p, new RouteEvaluator(p), neighbours, createRng(1));
    const routes = ls.run(
      [
        [1, 2],
        [3, 4, 5],
      ],
      1,
    );
    expect(drivenDistance(p, routes)).toBeLessThanOrEqual(25);
  });

  it('a search on asymmetric distances with unreachable legs ends and gives a finite plan', () => {
    const p = roadLikeCvrp(60, 7);
    const sol = solveRouting(p, { seed: 3, maxIterations: 300 });
    expect(sol.iterations).toBe(300);
    expect(sol.routes.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(Number.isFinite(sol.cost)).toBe(true);
    expect(sol.cost).toBe(drivenDistance(p, sol.routes));
  });
});
