import { MinHeap } from './MinHeap.ts';
import type { ChSide, ContractionHierarchy } from './roadGraph.ts';

/** Where a search starts or ends: a node reached with an initial weight and length (snapped points). */
export interface SearchEntry {
  node: number;
  weight: number;
  length: number;
}

export interface PathResult {
  weight: number;
  length: number;
  /** Base arcs in driving order (empty when source and target meet at one node). */
  arcs: number[];
  /** The node where the path starts and ends (the source and target entries used). */
  sourceNode: number;
  targetNode: number;
}

export interface TableResult {
  /** Row-major [source][target]; Infinity where no path. */
  weight: Float64Array;
  length: Float64Array;
}

/** One direction's search state, reused across queries (stamps instead of clearing). */
class SearchSpace {
  dist: Float64Array;
  len: Float64Array;
  parent: Int32Array;
  /** The node the parent arc came from. */
  from: Int32Array;
  stamp: Uint32Array;
  round = 0;
  heap = new MinHeap();
  constructor(n: number) {
    this.dist = new Float64Array(n);
    this.len = new Float64Array(n);
    this.parent = new Int32Array(n);
    this.from = new Int32Array(n);
    this.stamp = new Uint32Array(n);
  }
  reset(): void {
    this.round++;
    this.heap.clear();
  }
  get(x: number): number {
    return this.stamp[x] === this.round ? (this.dist[x] as number) : Number.POSITIVE_INFINITY;
  }
  set(x: number, d: number, l: number, parent: number, from = -1): void {
    this.from[x] = from;
    this.stamp[x] = this.round;
    this.dist[x] = d;
    this.len[x] = l;
    this.parent[x] = parent;
    this.heap.push(d, x);
  }
  seed(entries: readonly SearchEntry[]): void {
    this.reset();
    for (const e of entries) if (e.weight < this.get(e.node)) this.set(e.node, e.weight, e.length, -1);
  }
}

/**
 * Queries over a contraction hierarchy: bidirectional point-to-point search and bucket-based
 * many-to-many tables (Knopp et al. 2007), both with stall-on-demand; paths unpacked to base arcs.
 */
export class ChQuery {
  private fwd: SearchSpace;
  private bwd: SearchSpace;
  private bucketCount: Uint32Array;

  constructor(readonly ch: ContractionHierarchy) {
    const n = ch.rank.length;
    this.fwd = new SearchSpace(n);
    this.bwd = new SearchSpace(n);
    this.bucketCount = new Uint32Array(n + 1);
  }

  /** True when a node settled at d is stalled: a higher node reaches it more cheaply. */
  private stalled(s: SearchSpace, x: number, d: number, other: ChSide): boolean {
    for (let i = other.first[x] as number; i < (other.first[x + 1] as number); i++) {
      const y = other.head[i] as number;
      if (s.get(y) + (other.weight[i] as number) < d) return true;
    }
    return false;
  }

  private step(s: SearchSpace, side: ChSide, other: ChSide): number {
    const d = s.heap.topKey();
    const x = s.heap.topItem();
    s.heap.pop();
    if (d > s.get(x)) return -1;
    if (this.stalled(s, x, d, other)) return x;
    const l = s.len[x] as number;
    for (let i = side.first[x] as number; i < (side.first[x + 1] as number); i++) {
      const y = side.head[i] as number;
      const nd = d + (side.weight[i] as number);
      if (nd < s.get(y)) s.set(y, nd, l + (side.length[i] as number), i, x);
    }
    return x;
  }

  /** Shortest path from any source entry to any target entry, or null. */
  route(sources: readonly SearchEntry[], targets: readonly SearchEntry[]): PathResult | null {
    const { up, down } = this.ch;
    const f = this.fwd;
    const b = this.bwd;
    f.seed(sources);
    b.seed(targets);
    let best = Number.POSITIVE_INFINITY;
    let meet = -1;
    const check = (x: number) => {
      const t = f.get(x) + b.get(x);
      if (t < best) {
        best = t;
        meet = x;
      }
    };
    for (const e of sources) check(e.node);
    while (f.heap.size > 0 || b.heap.size > 0) {
      const fk = f.heap.size > 0 ? f.heap.topKey() : Number.POSITIVE_INFINITY;
      const bk = b.heap.size > 0 ? b.heap.topKey() : Number.POSITIVE_INFINITY;
      if (Math.min(fk, bk) >= best) break;
      if (fk <= bk) {
        if (fk >= best) f.heap.clear();
        else {
          const x = this.step(f, up, down);
          if (x >= 0) check(x);
        }
      } else if (bk >= best) b.heap.clear();
      else {
        const x = this.step(b, down, up);
        if (x >= 0) check(x);
      }
    }
    if (meet < 0) return null;
    // Walk the parents back to the seeds, unpacking each hierarchy arc.
    const arcs: number[] = [];
    const forward: number[] = [];
    let x = meet;
    const tails: number[] = [];
    while ((f.parent[x] as number) >= 0) {
      forward.push(f.parent[x] as number);
      x = f.from[x] as number;
      tails.push(x);
    }
    const sourceNode = x;
    for (let k = forward.length - 1; k >= 0; k--)
      this.unpack(up, forward[k] as number, tails[k] as number, true, arcs);
    x = meet;
    while ((b.parent[x] as number) >= 0) {
      const low = b.from[x] as number;
      this.unpack(down, b.parent[x] as number, low, false, arcs);
      x = low;
    }
    return {
      weight: best,
      length: (f.len[meet] as number) + (b.len[meet] as number),
      arcs,
      sourceNode,
      targetNode: x,
    };
  }

  /**
   * Appends the base arcs of hierarchy arc i of `side` to out. For the up side the arc is
   * at→head; for the down side it is head→at (stored at its lower end `at`).
   */
  private unpack(side: ChSide, i: number, at: number, isUp: boolean, out: number[]): void {
    const via = side.via[i] as number;
    if (via < 0) {
      out.push(-via - 1);
      return;
    }
    const from = isUp ? at : (side.head[i] as number);
    const to = isUp ? (side.head[i] as number) : at;
    // from→via is stored at via in `down` (from is higher), via→to at via in `up`.
    const { up, down } = this.ch;
    const a = find(down, via, from);
    const b = find(up, via, to);
    this.unpack(down, a, via, false, out);
    this.unpack(up, b, via, true, out);
  }

  /** Exhaustive upward search from entries (stall-on-demand), calling visit for settled nodes. */
  private sweep(
    s: SearchSpace,
    entries: readonly SearchEntry[],
    side: ChSide,
    other: ChSide,
    visit: (x: number) => void,
  ): void {
    s.seed(entries);
    while (s.heap.size > 0) {
      const d = s.heap.topKey();
      const x = s.heap.topItem();
      s.heap.pop();
      if (d > s.get(x)) continue;
      if (this.stalled(s, x, d, other)) continue;
      visit(x);
      const l = s.len[x] as number;
      for (let i = side.first[x] as number; i < (side.first[x + 1] as number); i++) {
        const y = side.head[i] as number;
        const nd = d + (side.weight[i] as number);
        if (nd < s.get(y)) s.set(y, nd, l + (side.length[i] as number), i, x);
      }
    }
  }

  /** Many-to-many table: weights and lengths of the shortest (by weight) paths. */
  table(
    sources: readonly (readonly SearchEntry[])[],
    targets: readonly (readonly SearchEntry[])[],
  ): TableResult {
    const { up, down } = this.ch;
    const ns = sources.length;
    const nt = targets.length;
    const weight = new Float64Array(ns * nt).fill(Number.POSITIVE_INFINITY);
    const length = new Float64Array(ns * nt).fill(Number.POSITIVE_INFINITY);
    // Backward sweeps fill the buckets (node, target, weight, length).
    let bNode: number[] = [];
    const bTarget: number[] = [];
    const bWeight: number[] = [];
    const bLength: number[] = [];
    const b = this.bwd;
    for (let t = 0; t < nt; t++) {
      this.sweep(b, targets[t] as SearchEntry[], down, up, (x) => {
        bNode.push(x);
        bTarget.push(t);
        bWeight.push(b.dist[x] as number);
        bLength.push(b.len[x] as number);
      });
    }
    // Group the bucket entries by node (counting sort).
    const count = this.bucketCount;
    count.fill(0);
    for (const x of bNode) count[x + 1] = (count[x + 1] as number) + 1;
    for (let i = 1; i < count.length; i++) count[i] = (count[i] as number) + (count[i - 1] as number);
    const m = bNode.length;
    const sTarget = new Uint32Array(m);
    const sWeight = new Float64Array(m);
    const sLength = new Float64Array(m);
    const fill = count.slice(0, count.length - 1);
    for (let k = 0; k < m; k++) {
      const x = bNode[k] as number;
      const at = fill[x] as number;
      fill[x] = at + 1;
      sTarget[at] = bTarget[k] as number;
      sWeight[at] = bWeight[k] as number;
      sLength[at] = bLength[k] as number;
    }
    bNode = [];
    const f = this.fwd;
    for (let s = 0; s < ns; s++) {
      const row = s * nt;
      this.sweep(f, sources[s] as SearchEntry[], up, down, (x) => {
        const d = f.dist[x] as number;
        const l = f.len[x] as number;
        for (let k = count[x] as number; k < (count[x + 1] as number); k++) {
          const cell = row + (sTarget[k] as number);
          const w = d + (sWeight[k] as number);
          if (w < (weight[cell] as number)) {
            weight[cell] = w;
            length[cell] = l + (sLength[k] as number);
          }
        }
      });
    }
    return { weight, length };
  }
}

function find(side: ChSide, at: number, head: number): number {
  for (let i = side.first[at] as number; i < (side.first[at + 1] as number); i++)
    if (side.head[i] === head) return i;
  throw new Error(`contraction hierarchy: missing arc ${at}–${head} while unpacking`);
}
