import type { PathResult, SearchEntry } from './chQuery.ts';
import { MinHeap } from './MinHeap.ts';

/** A directed graph in CSR form: arcs of u are first[u] … first[u+1]−1. */
export interface CsrGraph {
  first: Uint32Array;
  head: Uint32Array;
  length: Uint32Array;
}

/**
 * Plain Dijkstra over the base graph with any arc cost (null: the arc may not be used): the
 * reference the hierarchy is tested against, and the engine for queries the hierarchy was not
 * built for (other metrics, motorways off, ferries on, weight limits). `arcInto` gives the cost of
 * arriving at each target entry, so snapped targets work as in the hierarchy.
 */
export function dijkstraRoute(
  g: CsrGraph,
  cost: (arc: number) => number | null,
  sources: readonly SearchEntry[],
  targets: readonly SearchEntry[],
): PathResult | null {
  const n = g.first.length - 1;
  const dist = new Float64Array(n).fill(Number.POSITIVE_INFINITY);
  const len = new Float64Array(n);
  const parentArc = new Int32Array(n).fill(-1);
  const parentNode = new Int32Array(n).fill(-1);
  const heap = new MinHeap();
  for (const e of sources) {
    if (e.weight < (dist[e.node] as number)) {
      dist[e.node] = e.weight;
      len[e.node] = e.length;
      heap.push(e.weight, e.node);
    }
  }
  const targetOf = new Map<number, SearchEntry>();
  for (const t of targets) {
    const known = targetOf.get(t.node);
    if (!known || t.weight < known.weight) targetOf.set(t.node, t);
  }
  let best = Number.POSITIVE_INFINITY;
  let bestNode = -1;
  while (heap.size > 0) {
    const d = heap.topKey();
    const x = heap.topItem();
    heap.pop();
    if (d > (dist[x] as number)) continue;
    if (d >= best) break;
    const t = targetOf.get(x);
    if (t && d + t.weight < best) {
      best = d + t.weight;
      bestNode = x;
    }
    for (let a = g.first[x] as number; a < (g.first[x + 1] as number); a++) {
      const c = cost(a);
      if (c === null) continue;
      const y = g.head[a] as number;
      const nd = d + c;
      if (nd < (dist[y] as number)) {
        dist[y] = nd;
        len[y] = (len[x] as number) + (g.length[a] as number);
        parentArc[y] = a;
        parentNode[y] = x;
        heap.push(nd, y);
      }
    }
  }
  if (bestNode < 0) return null;
  const arcs: number[] = [];
  let x = bestNode;
  while ((parentArc[x] as number) >= 0) {
    arcs.push(parentArc[x] as number);
    x = parentNode[x] as number;
  }
  arcs.reverse();
  const t = targetOf.get(bestNode) as SearchEntry;
  return {
    weight: best,
    length: (len[bestNode] as number) + t.length,
    arcs,
    sourceNode: x,
    targetNode: bestNode,
  };
}

/** CSR order of arcs given by their tails: `order[i]` is the arc at CSR position i. */
export function toCsr(
  nodeCount: number,
  tail: ArrayLike<number>,
): { first: Uint32Array; order: Uint32Array } {
  const first = new Uint32Array(nodeCount + 1);
  for (let a = 0; a < tail.length; a++)
    first[(tail[a] as number) + 1] = (first[(tail[a] as number) + 1] as number) + 1;
  for (let i = 0; i < nodeCount; i++) first[i + 1] = (first[i + 1] as number) + (first[i] as number);
  const fill = first.slice(0, nodeCount);
  const order = new Uint32Array(tail.length);
  for (let a = 0; a < tail.length; a++) {
    const u = tail[a] as number;
    order[fill[u] as number] = a;
    fill[u] = (fill[u] as number) + 1;
  }
  return { first, order };
}
