import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/planner/createRng.ts';
import { ChQuery } from '../../../src/core/roads/chQuery.ts';
import { contractHierarchy } from '../../../src/core/roads/contractHierarchy.ts';
import { type CsrGraph, dijkstraRoute, toCsr } from '../../../src/core/roads/dijkstra.ts';

/** A small directed graph in CSR order with time weights and lengths. */
function graphOf(n: number, arcs: [number, number, number, number?][]) {
  const { first, order } = toCsr(
    n,
    arcs.map((a) => a[0]),
  );
  const sorted = Array.from(order, (i) => arcs[i] as [number, number, number, number?]);
  const tail = Uint32Array.from(sorted, (a) => a[0]);
  const head = Uint32Array.from(sorted, (a) => a[1]);
  const weight = Uint32Array.from(sorted, (a) => a[2]);
  const length = Uint32Array.from(sorted, (a) => a[3] ?? a[2] * 10);
  const csr: CsrGraph = { first, head, length };
  const ch = contractHierarchy({ nodeCount: n, tail, head, weight, length });
  return { csr, tail, head, weight, length, query: new ChQuery(ch) };
}

const at = (node: number) => [{ node, weight: 0, length: 0 }];

function randomGraph(seed: number, n: number, m: number) {
  const rng = createRng(seed);
  const arcs: [number, number, number, number][] = [];
  for (let i = 0; i < m; i++) {
    const u = rng.int(n);
    const v = rng.int(n);
    const w = 1 + rng.int(100);
    arcs.push([u, v, w, w * 7 + rng.int(50)]);
  }
  return graphOf(n, arcs);
}

describe('contraction hierarchy', () => {
  it('follows one-way arcs on a hand-made graph and unpacks the base arcs in order', () => {
    // 0 → 1 → 2 → 3 is one-way; 3 → 0 only through 4 (a long way back).
    const g = graphOf(5, [
      [0, 1, 10],
      [1, 2, 10],
      [2, 3, 10],
      [3, 4, 50],
      [4, 0, 50],
      [0, 2, 25],
    ]);
    const forward = g.query.route(at(0), at(3));
    expect(forward?.weight).toBe(30);
    expect(forward?.arcs.map((a) => [g.tail[a], g.head[a]])).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
    ]);
    expect(forward?.length).toBe(300);
    const back = g.query.route(at(3), at(0));
    expect(back?.weight).toBe(100);
    expect(back?.arcs.map((a) => g.head[a])).toEqual([4, 0]);
    expect(g.query.route(at(0), at(0))?.weight).toBe(0);
  });

  it('answers null when the target cannot be reached', () => {
    const g = graphOf(3, [
      [0, 1, 5],
      [2, 1, 5],
    ]);
    expect(g.query.route(at(0), at(2))).toBeNull();
    const t = g.query.table([at(0), at(2)], [at(1), at(2)]);
    expect([...t.weight]).toEqual([5, Number.POSITIVE_INFINITY, 5, 0]);
  });

  it('honours snapped entries with initial weights on both ends', () => {
    const g = graphOf(3, [
      [0, 1, 10],
      [1, 2, 10],
      [0, 2, 100],
    ]);
    const r = g.query.route(
      [
        { node: 0, weight: 3, length: 30 },
        { node: 1, weight: 50, length: 500 },
      ],
      [{ node: 2, weight: 4, length: 40 }],
    );
    expect(r?.weight).toBe(27);
    expect(r?.sourceNode).toBe(0);
    expect(r?.length).toBe(270);
  });

  it('matches plain Dijkstra on random graphs (routes, unpacked paths and tables)', {
    timeout: 60_000,
  }, () => {
    for (let seed = 1; seed <= 12; seed++) {
      const n = 30 + seed * 10;
      const g = randomGraph(seed, n, n * 3);
      const rng = createRng(seed + 100);
      const pick = () => rng.int(n);
      for (let q = 0; q < 30; q++) {
        const s = pick();
        const t = pick();
        const expected = dijkstraRoute(g.csr, (a) => g.weight[a] as number, at(s), at(t));
        const got = g.query.route(at(s), at(t));
        expect(got?.weight ?? null, `seed ${seed} ${s}→${t}`).toBe(expected?.weight ?? null);
        if (got) {
          // The unpacked arcs form a connected path from s to t with the reported weight.
          let x = s;
          let sum = 0;
          for (const a of got.arcs) {
            expect(g.tail[a]).toBe(x);
            x = g.head[a] as number;
            sum += g.weight[a] as number;
          }
          expect(x).toBe(t);
          expect(sum).toBe(got.weight);
        }
      }
      const sources = [pick(), pick(), pick(), pick()];
      const targets = [pick(), pick(), pick()];
      const table = g.query.table(sources.map(at), targets.map(at));
      sources.forEach((s, i) => {
        targets.forEach((t, j) => {
          const expected = dijkstraRoute(g.csr, (a) => g.weight[a] as number, at(s), at(t));
          expect(table.weight[i * targets.length + j]).toBe(expected?.weight ?? Number.POSITIVE_INFINITY);
        });
      });
    }
  });
});
