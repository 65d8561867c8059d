import { MinHeap } from './MinHeap.ts';
import type { ChSide, ContractionHierarchy } from './roadGraph.ts';

/** Directed arcs to contract: parallel arrays; `weight` is the metric, `length` rides along. */
export interface ArcList {
  nodeCount: number;
  tail: Uint32Array;
  head: Uint32Array;
  weight: Uint32Array;
  length: Uint32Array;
  /** Arcs with include[a] = 0 are left out (e.g. ferries). */
  include?: Uint8Array;
}

export interface ContractOptions {
  /** Settled-node limit of a witness search (smaller: faster build, more shortcuts). */
  witnessSettleLimit?: number;
  progress?: (contracted: number, total: number) => void;
}

/** Growable arc store of the contraction (linked out- and in-lists per node). */
class DynamicGraph {
  from: Uint32Array;
  to: Uint32Array;
  w: Uint32Array;
  len: Uint32Array;
  via: Int32Array;
  nextOut: Int32Array;
  nextIn: Int32Array;
  outHead: Int32Array;
  inHead: Int32Array;
  count = 0;

  constructor(n: number, capacity: number) {
    this.from = new Uint32Array(capacity);
    this.to = new Uint32Array(capacity);
    this.w = new Uint32Array(capacity);
    this.len = new Uint32Array(capacity);
    this.via = new Int32Array(capacity);
    this.nextOut = new Int32Array(capacity);
    this.nextIn = new Int32Array(capacity);
    this.outHead = new Int32Array(n).fill(-1);
    this.inHead = new Int32Array(n).fill(-1);
  }

  private grow(): void {
    const cap = this.from.length * 2;
    const g = <T extends Uint32Array | Int32Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(cap);
      b.set(a);
      return b;
    };
    this.from = g(this.from);
    this.to = g(this.to);
    this.w = g(this.w);
    this.len = g(this.len);
    this.via = g(this.via);
    this.nextOut = g(this.nextOut);
    this.nextIn = g(this.nextIn);
  }

  /** Unlinks from x's lists the arcs to or from contracted nodes (they stay stored for the result). */
  prune(x: number, contracted: Uint8Array): void {
    let prev = -1;
    for (let e = this.outHead[x] as number; e >= 0; e = this.nextOut[e] as number) {
      if (contracted[this.to[e] as number]) {
        if (prev < 0) this.outHead[x] = this.nextOut[e] as number;
        else this.nextOut[prev] = this.nextOut[e] as number;
      } else prev = e;
    }
    prev = -1;
    for (let e = this.inHead[x] as number; e >= 0; e = this.nextIn[e] as number) {
      if (contracted[this.from[e] as number]) {
        if (prev < 0) this.inHead[x] = this.nextIn[e] as number;
        else this.nextIn[prev] = this.nextIn[e] as number;
      } else prev = e;
    }
  }

  /** Adds u→v or improves the existing u→v arc; returns false when an equal or better one exists. */
  addOrImprove(u: number, v: number, w: number, len: number, via: number): boolean {
    for (let e = this.outHead[u] as number; e >= 0; e = this.nextOut[e] as number) {
      if (this.to[e] === v) {
        if ((this.w[e] as number) <= w) return false;
        this.w[e] = w;
        this.len[e] = len;
        this.via[e] = via;
        return true;
      }
    }
    if (this.count === this.from.length) this.grow();
    const e = this.count++;
    this.from[e] = u;
    this.to[e] = v;
    this.w[e] = w;
    this.len[e] = len;
    this.via[e] = via;
    this.nextOut[e] = this.outHead[u] as number;
    this.outHead[u] = e;
    this.nextIn[e] = this.inHead[v] as number;
    this.inHead[v] = e;
    return true;
  }
}

/**
 * Builds a contraction hierarchy (Geisberger et al. 2008): nodes contracted in order of a lazily
 * updated priority (2 × edge difference + contracted neighbours + level), shortcuts added where a
 * bounded witness search finds no path at most as short. Weights must be integers.
 */
export function contractHierarchy(arcs: ArcList, options: ContractOptions = {}): ContractionHierarchy {
  const n = arcs.nodeCount;
  const settleLimit = options.witnessSettleLimit ?? 80;
  // Estimating a priority may search less than contracting does (a few extra shortcuts counted).
  const simulateLimit = Math.max(10, settleLimit >> 2);
  // Room for about as many shortcuts as arcs (road graphs need fewer) without a doubling copy.
  const g = new DynamicGraph(n, Math.max(16, Math.ceil(arcs.tail.length * 2.2)));
  for (let a = 0; a < arcs.tail.length; a++) {
    if (arcs.include && arcs.include[a] === 0) continue;
    const u = arcs.tail[a] as number;
    const v = arcs.head[a] as number;
    if (u === v) continue;
    g.addOrImprove(u, v, arcs.weight[a] as number, arcs.length[a] as number, -(a + 1));
  }
  const contracted = new Uint8Array(n);
  const deleted = new Uint32Array(n);
  const level = new Uint32Array(n);
  const rank = new Uint32Array(n);

  // Witness search state.
  const dist = new Float64Array(n);
  const stamp = new Uint32Array(n);
  let round = 0;
  const heap = new MinHeap();
  // The witness search stops once every target (the contracted node's out-neighbours) is settled.
  const targetStamp = new Uint32Array(n);
  let targetRound = 0;
  let targetCount = 0;
  const witness = (source: number, skip: number, maxW: number, limit: number): void => {
    round++;
    let remaining = targetCount;
    heap.clear();
    dist[source] = 0;
    stamp[source] = round;
    heap.push(0, source);
    let settled = 0;
    while (heap.size > 0) {
      const d = heap.topKey();
      const x = heap.topItem();
      heap.pop();
      if (d > (dist[x] as number)) continue;
      if (d > maxW || ++settled > limit) break;
      if (targetStamp[x] === targetRound && --remaining <= 0) break;
      for (let e = g.outHead[x] as number; e >= 0; e = g.nextOut[e] as number) {
        const y = g.to[e] as number;
        if (y === skip || contracted[y]) continue;
        const nd = d + (g.w[e] as number);
        if (stamp[y] !== round || nd < (dist[y] as number)) {
          stamp[y] = round;
          dist[y] = nd;
          heap.push(nd, y);
        }
      }
    }
  };
  const known = (x: number) => (stamp[x] === round ? (dist[x] as number) : Number.POSITIVE_INFINITY);

  /** The shortcuts contracting v needs (or only their count when add is false). */
  const shortcuts = (v: number, add: boolean): { count: number; degree: number } => {
    let count = 0;
    let degree = 0;
    let maxOut = 0;
    targetRound++;
    targetCount = 0;
    for (let e = g.outHead[v] as number; e >= 0; e = g.nextOut[e] as number) {
      const w = g.to[e] as number;
      if (contracted[w]) continue;
      degree++;
      if (targetStamp[w] !== targetRound) {
        targetStamp[w] = targetRound;
        targetCount++;
      }
      if ((g.w[e] as number) > maxOut) maxOut = g.w[e] as number;
    }
    for (let ei = g.inHead[v] as number; ei >= 0; ei = g.nextIn[ei] as number) {
      const u = g.from[ei] as number;
      if (contracted[u]) continue;
      degree++;
      const wu = g.w[ei] as number;
      witness(u, v, wu + maxOut, add ? settleLimit : simulateLimit);
      for (let eo = g.outHead[v] as number; eo >= 0; eo = g.nextOut[eo] as number) {
        const w = g.to[eo] as number;
        if (w === u || contracted[w]) continue;
        const through = wu + (g.w[eo] as number);
        if (known(w) <= through) continue;
        count++;
        if (add) g.addOrImprove(u, w, through, (g.len[ei] as number) + (g.len[eo] as number), v);
      }
    }
    return { count, degree };
  };
  const priority = (v: number): number => {
    const s = shortcuts(v, false);
    return 2 * (s.count - s.degree) + (deleted[v] as number) + (level[v] as number);
  };

  const queue = new MinHeap(n);
  for (let v = 0; v < n; v++) queue.push(priority(v), v);
  let order = 0;
  while (queue.size > 0) {
    const v = queue.topItem();
    queue.pop();
    const p = priority(v);
    if (queue.size > 0 && p > queue.topKey()) {
      queue.push(p, v);
      continue;
    }
    shortcuts(v, true);
    contracted[v] = 1;
    rank[v] = order++;
    const touch = (x: number) => {
      if (contracted[x]) return;
      deleted[x] = (deleted[x] as number) + 1;
      if ((level[x] as number) < (level[v] as number) + 1) level[x] = (level[v] as number) + 1;
    };
    for (let e = g.outHead[v] as number; e >= 0; e = g.nextOut[e] as number) touch(g.to[e] as number);
    for (let e = g.inHead[v] as number; e >= 0; e = g.nextIn[e] as number) touch(g.from[e] as number);
    for (let e = g.outHead[v] as number; e >= 0; e = g.nextOut[e] as number)
      g.prune(g.to[e] as number, contracted);
    for (let e = g.inHead[v] as number; e >= 0; e = g.nextIn[e] as number)
      g.prune(g.from[e] as number, contracted);
    if ((order & 0x3fff) === 0) options.progress?.(order, n);
  }
  options.progress?.(n, n);

  // Split the arcs into the upward and downward sides.
  /** Visits each arc of one side at the node whose list holds it (`at`), with the node it leads to. */
  const eachArc = (isUp: boolean, visit: (e: number, at: number, other: number) => void): void => {
    for (let e = 0; e < g.count; e++) {
      const f = g.from[e] as number;
      const t = g.to[e] as number;
      const up = (rank[t] as number) > (rank[f] as number);
      if (up === isUp) visit(e, isUp ? f : t, isUp ? t : f);
    }
  };
  const side = (isUp: boolean): ChSide => {
    const first = new Uint32Array(n + 1);
    eachArc(isUp, (_e, at) => {
      first[at + 1] = (first[at + 1] as number) + 1;
    });
    for (let i = 0; i < n; i++) first[i + 1] = (first[i + 1] as number) + (first[i] as number);
    const m = first[n] as number;
    const s: ChSide = {
      first,
      head: new Uint32Array(m),
      weight: new Uint32Array(m),
      length: new Uint32Array(m),
      via: new Int32Array(m),
    };
    const fill = first.slice(0, n);
    eachArc(isUp, (e, at, other) => {
      const i = fill[at] as number;
      fill[at] = i + 1;
      s.head[i] = other;
      s.weight[i] = g.w[e] as number;
      s.length[i] = g.len[e] as number;
      s.via[i] = g.via[e] as number;
    });
    return s;
  };
  return { rank, up: side(true), down: side(false) };
}
