import { type Rng, shuffleInPlace } from './createRng.ts';
import { ALL_MASK, NO_HI, NO_LO, type RouteEvaluator } from './RouteEvaluator.ts';
import type { RoutingProblem } from './RoutingProblem.ts';

interface LsNode {
  cour: number;
  isDepot: boolean;
  prev: LsNode;
  next: LsNode;
  route: LsRoute;
  position: number;
  whenLastTestedRI: number;
  cumDist: number;
  /** Distance of the prefix driven backwards (this node → … → depot): road tables are asymmetric. */
  cumRev: number;
  cumLoad: number;
  cumWgt: number;
  pMask: number;
  pLo: number;
  pHi: number;
  sMask: number;
  sLo: number;
  sHi: number;
}

interface InsSlot {
  cost: Float64Array;
  pos: (LsNode | null)[];
  epoch: number;
  when: number;
}

interface LsRoute {
  cour: number;
  start: LsNode;
  end: LsNode;
  nbCustomers: number;
  whenLastModified: number;
  whenLastTestedSwapStar: number;
  dist: number;
  load: number;
  wgt: number;
  mask: number;
  lo: number;
  hi: number;
  cost: number;
  /** cost − dist: the penalty part in plain CVRP, used for HGS's early pruning. */
  pen: number;
  /** Polar sector of the route around the depot (0..65535), for SWAP*'s route pairs. */
  secStart: number;
  secEnd: number;
}

const EPS = 1e-5;

/**
 * HGS-CVRP's local search (Vidal 2022) over granular neighbourhoods: relocate of one or two
 * nodes, swaps 1–1, 2–1, 2–2, 2-opt and 2-opt* (both variants), and SWAP* between routes whose
 * polar sectors overlap. Move costs are evaluated in O(1) from prefix/suffix aggregates; applied
 * moves rebuild the two touched routes, which is rare next to the evaluations.
 */
export class LocalSearch {
  private readonly p: RoutingProblem;
  private readonly ev: RouteEvaluator;
  private readonly rng: Rng;
  private readonly neighbors: Int32Array[];
  private readonly N: number;
  private readonly d: Float64Array;
  private readonly clients: LsNode[] = [];
  private readonly routes: LsRoute[] = [];
  private readonly orderNodes: Int32Array;
  private orderRoutes: Int32Array = new Int32Array(0);
  private readonly polar: Int32Array;
  private nbMoves = 0;
  private searchCompleted = false;
  private loopId = 0;
  private nbRoutesUsed = 0;
  // current move variables
  private u!: LsNode;
  private x!: LsNode;
  private v!: LsNode;
  private y!: LsNode;
  private rU!: LsRoute;
  private rV!: LsRoute;

  constructor(problem: RoutingProblem, ev: RouteEvaluator, neighbors: Int32Array[], rng: Rng) {
    this.p = problem;
    this.ev = ev;
    this.rng = rng;
    this.neighbors = neighbors;
    this.N = problem.n + 1;
    this.d = problem.dist;
    this.orderNodes = new Int32Array(problem.n);
    for (let i = 0; i < problem.n; i++) this.orderNodes[i] = i + 1;
    this.polar = new Int32Array(this.N);
    const { x, y } = problem;
    if (x && y) {
      for (let i = 1; i < this.N; i++) {
        const a = Math.atan2(y[i]! - y[0]!, x[i]! - x[0]!);
        this.polar[i] = Math.round(((a + Math.PI) / (2 * Math.PI)) * 65536) & 0xffff;
      }
    }
    const dummyRoute = {} as LsRoute;
    for (let i = 0; i < this.N; i++) this.clients.push(this.newNode(i, false, dummyRoute));
  }

  private newNode(cour: number, isDepot: boolean, route: LsRoute): LsNode {
    const n = {
      cour,
      isDepot,
      route,
      position: 0,
      whenLastTestedRI: -1,
      cumDist: 0,
      cumRev: 0,
      cumLoad: 0,
      cumWgt: 0,
      pMask: ALL_MASK,
      pLo: NO_LO,
      pHi: NO_HI,
      sMask: ALL_MASK,
      sLo: NO_LO,
      sHi: NO_HI,
    } as LsNode;
    n.prev = n;
    n.next = n;
    return n;
  }

  private ensureRoutes(count: number): void {
    while (this.routes.length < count) {
      const r = {
        cour: this.routes.length,
        nbCustomers: 0,
        whenLastModified: 0,
        whenLastTestedSwapStar: -1,
        dist: 0,
        load: 0,
        wgt: 0,
        mask: ALL_MASK,
        lo: NO_LO,
        hi: NO_HI,
        cost: 0,
        pen: 0,
        secStart: 0,
        secEnd: 0,
      } as LsRoute;
      r.start = this.newNode(0, true, r);
      r.end = this.newNode(0, true, r);
      this.routes.push(r);
    }
  }

  /** Improves the routes in place of a copy and returns them (empty routes dropped). */
  run(routesIn: number[][], penalty: number): number[][] {
    this.ev.penalty = penalty;
    this.load(routesIn);
    shuffleInPlace(this.orderNodes, this.rng);
    for (let i = 1; i < this.N; i++) {
      const nb = this.neighbors[i]!;
      if (this.rng.int(nb.length || 1) === 0) shuffleInPlace(nb, this.rng);
    }
    this.searchCompleted = false;
    for (this.loopId = 0; !this.searchCompleted; this.loopId++) {
      if (this.loopId > 1) this.searchCompleted = true;
      const on = this.orderNodes;
      for (let posU = 0; posU < on.length; posU++) {
        const nodeU = this.clients[on[posU]!]!;
        const lastTestRI = nodeU.whenLastTestedRI;
        nodeU.whenLastTestedRI = this.nbMoves;
        const nb = this.neighbors[nodeU.cour]!;
        for (let k = 0; k < nb.length; k++) {
          const nodeV = this.clients[nb[k]!]!;
          if (
            this.loopId === 0 ||
            Math.max(nodeU.route.whenLastModified, nodeV.route.whenLastModified) > lastTestRI
          ) {
            this.setU(nodeU);
            this.setV(nodeV);
            if (this.move1()) continue;
            if (this.move2()) continue;
            if (this.move3()) continue;
            if (nodeU.cour <= nodeV.cour && this.move4()) continue;
            if (this.move5()) continue;
            if (nodeU.cour <= nodeV.cour && this.move6()) continue;
            const intra = this.rU === this.rV;
            if (intra && this.move7()) continue;
            if (!intra && this.twoOptStar(true)) continue;
            if (!intra && this.twoOptStar(false)) continue;
            if (nodeV.prev.isDepot) {
              this.setU(nodeU);
              this.setV(nodeV.prev);
              if (this.move1()) continue;
              if (this.move2()) continue;
              if (this.move3()) continue;
              if (this.rU !== this.rV && this.twoOptStar(true)) continue;
              if (this.rU !== this.rV && this.twoOptStar(false)) continue;
            }
          }
        }
        if (this.loopId > 0) {
          const empty = this.findEmptyRoute();
          if (empty) {
            this.setU(nodeU);
            this.setV(empty.start);
            if (this.move1()) continue;
            if (this.move2()) continue;
            if (this.move3()) continue;
            if (this.twoOptStar(false)) continue;
          }
        }
      }
      if (this.loopId > 0) this.swapStarLoop();
    }
    return this.export();
  }

  private findEmptyRoute(): LsRoute | undefined {
    for (let r = 0; r < this.nbRoutesUsed; r++) if (this.routes[r]!.nbCustomers === 0) return this.routes[r];
    this.ensureRoutes(this.nbRoutesUsed + 1);
    const r = this.routes[this.nbRoutesUsed]!;
    this.nbRoutesUsed++;
    this.setRoute(r, []);
    return r;
  }

  private load(routesIn: number[][]): void {
    this.ensureRoutes(routesIn.length + 1);
    this.nbRoutesUsed = routesIn.length + 1;
    for (let r = 0; r < this.nbRoutesUsed; r++) {
      const route = this.routes[r]!;
      route.whenLastTestedSwapStar = -1;
      this.setRoute(route, routesIn[r] ?? []);
    }
    for (let i = 1; i < this.N; i++) this.clients[i]!.whenLastTestedRI = -1;
    this.nbMoves = 0;
    this.epoch++;
    this.orderRoutes = new Int32Array(this.nbRoutesUsed);
    for (let r = 0; r < this.nbRoutesUsed; r++) this.orderRoutes[r] = r;
  }

  private export(): number[][] {
    const out: number[][] = [];
    for (let r = 0; r < this.nbRoutesUsed; r++) {
      const arr = this.routeArray(this.routes[r]!);
      if (arr.length > 0) out.push(arr);
    }
    // HGS orders the routes by the polar angle of their barycentre, so the giant tour keeps
    // neighbouring routes together and OX crossover inherits geographically coherent segments
    const { x, y } = this.p;
    if (x && y) {
      const angle = new Map<number[], number>();
      for (const r of out) {
        let sx = 0;
        let sy = 0;
        for (const c of r) {
          sx += x[c]!;
          sy += y[c]!;
        }
        angle.set(r, Math.atan2(sy / r.length - y[0]!, sx / r.length - x[0]!));
      }
      out.sort((a, b) => angle.get(a)! - angle.get(b)!);
    }
    return out;
  }

  private routeArray(route: LsRoute): number[] {
    const a: number[] = [];
    for (let n = route.start.next; !n.isDepot; n = n.next) a.push(n.cour);
    return a;
  }

  /** Relinks a route from a client list and recomputes its aggregates. */
  private setRoute(route: LsRoute, arr: readonly number[]): void {
    let prev = route.start;
    for (const c of arr) {
      const node = this.clients[c]!;
      prev.next = node;
      node.prev = prev;
      prev = node;
    }
    prev.next = route.end;
    route.end.prev = prev;
    route.end.next = route.end;
    route.start.prev = route.start;
    this.updateRouteData(route);
  }

  private updateRouteData(route: LsRoute): void {
    const p = this.p;
    const d = this.d;
    const N = this.N;
    let node = route.start;
    node.position = 0;
    node.cumDist = 0;
    node.cumRev = 0;
    node.cumLoad = 0;
    node.cumWgt = 0;
    node.pMask = ALL_MASK;
    node.pLo = NO_LO;
    node.pHi = NO_HI;
    let pos = 0;
    let first = -1;
    let minA = 0;
    let maxA = 0;
    while (!node.isDepot || pos === 0) {
      const nx = node.next;
      pos++;
      nx.position = pos;
      nx.route = route;
      const c = nx.cour;
      nx.cumDist = node.cumDist + d[node.cour * N + c]!;
      nx.cumRev = node.cumRev + d[c * N + node.cour]!;
      nx.cumLoad = node.cumLoad + p.demand[c]!;
      nx.cumWgt = node.cumWgt + p.weight[c]!;
      nx.pMask = node.pMask & p.mask[c]!;
      nx.pLo = Math.max(node.pLo, p.windowLo[c]!);
      nx.pHi = Math.min(node.pHi, p.windowHi[c]!);
      if (!nx.isDepot) {
        const a = this.polar[c]!;
        if (first < 0) {
          first = a;
          minA = 0;
          maxA = 0;
        } else {
          // angles relative to the first client, unwrapped into [-32768, 32768)
          let rel = a - first;
          if (rel >= 32768) rel -= 65536;
          if (rel < -32768) rel += 65536;
          if (rel < minA) minA = rel;
          if (rel > maxA) maxA = rel;
        }
      }
      node = nx;
    }
    const end = route.end;
    end.sMask = ALL_MASK;
    end.sLo = NO_LO;
    end.sHi = NO_HI;
    for (let n = end.prev; ; n = n.prev) {
      const c = n.cour;
      n.sMask = n.next.sMask & p.mask[c]!;
      n.sLo = Math.max(n.next.sLo, p.windowLo[c]!);
      n.sHi = Math.min(n.next.sHi, p.windowHi[c]!);
      if (n.isDepot) break;
    }
    route.start.sMask = route.start.next.sMask;
    route.nbCustomers = pos - 1;
    route.dist = end.cumDist;
    route.load = end.cumLoad;
    route.wgt = end.cumWgt;
    route.mask = end.pMask;
    route.lo = end.pLo;
    route.hi = end.pHi;
    route.cost = this.routeCost(route, route.dist);
    route.pen = route.cost - route.dist;
    route.whenLastModified = this.nbMoves;
    if (first >= 0) {
      route.secStart = (first + minA + 65536) & 0xffff;
      route.secEnd = (first + maxA + 65536) & 0xffff;
    } else {
      route.secStart = 0;
      route.secEnd = 0;
    }
  }

  private setU(n: LsNode): void {
    this.u = n;
    this.x = n.next;
    this.rU = n.route;
  }

  private setV(n: LsNode): void {
    this.v = n;
    this.y = n.next;
    this.rV = n.route;
  }

  private dd(a: number, b: number): number {
    return this.d[a * this.N + b]!;
  }

  /** Cost of route: prefix up to a (inclusive) + inserted piece + suffix from b (inclusive). */
  private evalPis(
    route: LsRoute,
    a: LsNode,
    b: LsNode,
    insDist: number,
    insLoad: number,
    insWgt: number,
    insMask: number,
    insLo: number,
    insHi: number,
    insStops: number,
  ): number {
    const dist = a.cumDist + insDist + (route.dist - b.cumDist);
    const load = a.cumLoad + insLoad + (route.load - b.cumLoad + this.p.demand[b.cour]!);
    const stops = a.position + insStops + (route.nbCustomers + 1 - b.position);
    if (this.p.plainCvrp) return this.ev.cost(dist, load, 0, ALL_MASK, 0, 0, stops);
    const wgt = a.cumWgt + insWgt + (route.wgt - b.cumWgt + this.p.weight[b.cour]!);
    const mask = a.pMask & insMask & b.sMask;
    const lo = Math.max(a.pLo, insLo, b.sLo);
    const hi = Math.min(a.pHi, insHi, b.sHi);
    return this.ev.cost(dist, load, wgt, mask, lo, hi, stops);
  }

  /**
   * The cost of a route made of two joined parts (the 2-opt* moves), each a node's prefix (… node)
   * or suffix (node …): their weight, and their pallet masks and time windows combined; plain CVRP
   * counts only distance, load and stops.
   */
  private joinedCost(
    dist: number,
    load: number,
    stops: number,
    wgt: number,
    a: LsNode,
    aPrefix: boolean,
    b: LsNode,
    bPrefix: boolean,
  ): number {
    if (this.p.plainCvrp) return this.ev.cost(dist, load, 0, ALL_MASK, 0, 0, stops);
    const mask = (aPrefix ? a.pMask : a.sMask) & (bPrefix ? b.pMask : b.sMask);
    const lo = Math.max(aPrefix ? a.pLo : a.sLo, bPrefix ? b.pLo : b.sLo);
    const hi = Math.min(aPrefix ? a.pHi : a.sHi, bPrefix ? b.pHi : b.sHi);
    return this.ev.cost(dist, load, wgt, mask, lo, hi, stops);
  }

  /** The cost of a route's clients driven over `dist`. */
  private routeCost(route: LsRoute, dist: number): number {
    return this.ev.cost(dist, route.load, route.wgt, route.mask, route.lo, route.hi, route.nbCustomers);
  }

  private intraDelta(route: LsRoute, distDelta: number): number {
    if (this.p.plainCvrp) return distDelta;
    return this.routeCost(route, route.dist + distDelta) - route.cost;
  }

  private applied(arrU: number[], arrV: number[] | null): boolean {
    return this.commit(this.rU, arrU, arrV ? this.rV : null, arrV ?? []);
  }

  /**
   * Applies a move only when the rebuilt routes really cost less (by EPS / 2): the O(1) evaluations
   * are exact for the moves above, and this keeps every applied move a strict improvement even where
   * an evaluation is an estimate (SWAP*'s insertion next to the removed client), so the search
   * cannot cycle and always ends.
   */
  private commit(r1: LsRoute, a1: number[], r2: LsRoute | null, a2: number[]): boolean {
    const before = r1.cost + (r2 ? r2.cost : 0);
    const old1 = this.routeArray(r1);
    const old2 = r2 ? this.routeArray(r2) : [];
    const when1 = r1.whenLastModified;
    const when2 = r2 ? r2.whenLastModified : 0;
    this.nbMoves++;
    this.setRoute(r1, a1);
    if (r2) this.setRoute(r2, a2);
    if (r1.cost + (r2 ? r2.cost : 0) <= before - EPS / 2) {
      this.searchCompleted = false;
      return true;
    }
    this.nbMoves--;
    this.setRoute(r1, old1);
    r1.whenLastModified = when1;
    if (r2) {
      this.setRoute(r2, old2);
      r2.whenLastModified = when2;
    }
    return false;
  }

  /** Client list of a route with the given edits; insertAfter = -1 means at the start. */
  private rebuild(
    route: LsRoute,
    remove: readonly number[],
    insertAfter: number,
    ins: readonly number[],
  ): number[] {
    const out: number[] = [];
    if (insertAfter === 0) for (const c of ins) out.push(c);
    for (let n = route.start.next; !n.isDepot; n = n.next) {
      if (!remove.includes(n.cour)) out.push(n.cour);
      if (n.cour === insertAfter) for (const c of ins) out.push(c);
    }
    return out;
  }

  /** Relocate U after V. */
  private move1(): boolean {
    const { u, x, v, y, rU, rV } = this;
    if (u === y) return false;
    const up = u.prev.cour;
    const uc = u.cour;
    const dU = this.dd(up, x.cour) - this.dd(up, uc) - this.dd(uc, x.cour);
    const dV = this.dd(v.cour, uc) + this.dd(uc, y.cour) - this.dd(v.cour, y.cour);
    let delta: number;
    if (rU === rV) delta = this.intraDelta(rU, dU + dV);
    else {
      if (this.p.plainCvrp && dU + dV >= rU.pen + rV.pen) return false;
      delta =
        this.evalPis(rU, u.prev, x, this.dd(up, x.cour), 0, 0, ALL_MASK, NO_LO, NO_HI, 0) +
        this.evalOne(rV, v, y, uc, this.dd(v.cour, uc) + this.dd(uc, y.cour)) -
        rU.cost -
        rV.cost;
    }
    if (delta > -EPS) return false;
    if (rU === rV) {
      const arr = this.rebuild(rU, [uc], v.cour, [uc]);
      return this.applied(arr, null);
    }
    return this.applied(this.rebuild(rU, [uc], -2, []), this.rebuild(rV, [], v.cour, [uc]));
  }

  /** Relocate (U, X) after V. */
  private move2(): boolean {
    return this.relocatePair(false);
  }

  /** Relocate (X, U) after V (the pair reversed). */
  private move3(): boolean {
    return this.relocatePair(true);
  }

  /**
   * Relocates the pair (U, X) after V, in its order or reversed. Kept in order the pair's own edge
   * stays out of both sums; reversed it is taken out and put back the other way round.
   */
  private relocatePair(reversed: boolean): boolean {
    const { u, x, v, y, rU, rV } = this;
    if (u === y || v === x || x.isDepot) return false;
    const up = u.prev.cour;
    const uc = u.cour;
    const xc = x.cour;
    const xn = x.next.cour;
    const [a, b] = reversed ? [xc, uc] : [uc, xc];
    const outEdge = reversed ? this.dd(uc, xc) : 0;
    const inEdge = reversed ? this.dd(xc, uc) : 0;
    const dU = this.dd(up, xn) - this.dd(up, uc) - outEdge - this.dd(xc, xn);
    const dV = this.dd(v.cour, a) + inEdge + this.dd(b, y.cour) - this.dd(v.cour, y.cour);
    let delta: number;
    if (rU === rV) delta = this.intraDelta(rU, dU + dV);
    else {
      if (this.p.plainCvrp && dU + dV >= rU.pen + rV.pen) return false;
      delta =
        this.evalPis(rU, u.prev, x.next, this.dd(up, xn), 0, 0, ALL_MASK, NO_LO, NO_HI, 0) +
        this.evalTwo(rV, v, y, uc, xc, this.dd(v.cour, a) + this.dd(a, b) + this.dd(b, y.cour)) -
        rU.cost -
        rV.cost;
    }
    if (delta > -EPS) return false;
    if (rU === rV) return this.applied(this.rebuild(rU, [uc, xc], v.cour, [a, b]), null);
    return this.applied(this.rebuild(rU, [uc, xc], -2, []), this.rebuild(rV, [], v.cour, [a, b]));
  }

  /** Swap U and V. */
  private move4(): boolean {
    const { u, x, v, y, rU, rV } = this;
    if (v.isDepot || u === v.prev || u === y) return false;
    const up = u.prev.cour;
    const vp = v.prev.cour;
    const uc = u.cour;
    const vc = v.cour;
    const dU = this.dd(up, vc) + this.dd(vc, x.cour) - this.dd(up, uc) - this.dd(uc, x.cour);
    const dV = this.dd(vp, uc) + this.dd(uc, y.cour) - this.dd(vp, vc) - this.dd(vc, y.cour);
    let delta: number;
    if (rU === rV) delta = this.intraDelta(rU, dU + dV);
    else {
      if (this.p.plainCvrp && dU + dV >= rU.pen + rV.pen) return false;
      delta =
        this.evalOne(rU, u.prev, x, vc, this.dd(up, vc) + this.dd(vc, x.cour)) +
        this.evalOne(rV, v.prev, y, uc, this.dd(vp, uc) + this.dd(uc, y.cour)) -
        rU.cost -
        rV.cost;
    }
    if (delta > -EPS) return false;
    if (rU === rV) return this.applied(this.swapInArray(this.routeArray(rU), [uc], [vc]), null);
    return this.applied(this.replaceInArray(rU, [uc], [vc]), this.replaceInArray(rV, [vc], [uc]));
  }

  private evalOne(route: LsRoute, a: LsNode, b: LsNode, c: number, insDist: number): number {
    const p = this.p;
    return this.evalPis(
      route,
      a,
      b,
      insDist,
      p.demand[c]!,
      p.weight[c]!,
      p.mask[c]!,
      p.windowLo[c]!,
      p.windowHi[c]!,
      1,
    );
  }

  private evalTwo(route: LsRoute, a: LsNode, b: LsNode, c1: number, c2: number, insDist: number): number {
    const p = this.p;
    return this.evalPis(
      route,
      a,
      b,
      insDist,
      p.demand[c1]! + p.demand[c2]!,
      p.weight[c1]! + p.weight[c2]!,
      p.mask[c1]! & p.mask[c2]!,
      Math.max(p.windowLo[c1]!, p.windowLo[c2]!),
      Math.min(p.windowHi[c1]!, p.windowHi[c2]!),
      2,
    );
  }

  /** Swap (U, X) with V. */
  private move5(): boolean {
    const { u, x, v, y, rU, rV } = this;
    if (v.isDepot || u === v.prev || x === v.prev || u === y || x.isDepot) return false;
    const up = u.prev.cour;
    const vp = v.prev.cour;
    const uc = u.cour;
    const xc = x.cour;
    const vc = v.cour;
    const xn = x.next.cour;
    const dU = this.dd(up, vc) + this.dd(vc, xn) - this.dd(up, uc) - this.dd(uc, xc) - this.dd(xc, xn);
    const dV =
      this.dd(vp, uc) + this.dd(uc, xc) + this.dd(xc, y.cour) - this.dd(vp, vc) - this.dd(vc, y.cour);
    let delta: number;
    if (rU === rV) delta = this.intraDelta(rU, dU + dV);
    else {
      if (this.p.plainCvrp && dU + dV >= rU.pen + rV.pen) return false;
      delta =
        this.evalOne(rU, u.prev, x.next, vc, this.dd(up, vc) + this.dd(vc, xn)) +
        this.evalTwo(rV, v.prev, y, uc, xc, this.dd(vp, uc) + this.dd(uc, xc) + this.dd(xc, y.cour)) -
        rU.cost -
        rV.cost;
    }
    if (delta > -EPS) return false;
    if (rU === rV) return this.applied(this.swapInArray(this.routeArray(rU), [uc, xc], [vc]), null);
    return this.applied(this.replaceInArray(rU, [uc, xc], [vc]), this.replaceInArray(rV, [vc], [uc, xc]));
  }

  /** Swap (U, X) with (V, Y). */
  private move6(): boolean {
    const { u, x, v, y, rU, rV } = this;
    if (v.isDepot || x.isDepot || y.isDepot || y === u.prev || u === y || x === v || v === x.next)
      return false;
    const up = u.prev.cour;
    const vp = v.prev.cour;
    const uc = u.cour;
    const xc = x.cour;
    const vc = v.cour;
    const yc = y.cour;
    const xn = x.next.cour;
    const yn = y.next.cour;
    const dU = this.dd(up, vc) + this.dd(yc, xn) - this.dd(up, uc) - this.dd(xc, xn);
    const dV = this.dd(vp, uc) + this.dd(xc, yn) - this.dd(vp, vc) - this.dd(yc, yn);
    let delta: number;
    if (rU === rV) delta = this.intraDelta(rU, dU + dV);
    else {
      if (this.p.plainCvrp && dU + dV >= rU.pen + rV.pen) return false;
      delta =
        this.evalTwo(rU, u.prev, x.next, vc, yc, this.dd(up, vc) + this.dd(vc, yc) + this.dd(yc, xn)) +
        this.evalTwo(rV, v.prev, y.next, uc, xc, this.dd(vp, uc) + this.dd(uc, xc) + this.dd(xc, yn)) -
        rU.cost -
        rV.cost;
    }
    if (delta > -EPS) return false;
    if (rU === rV) return this.applied(this.swapInArray(this.routeArray(rU), [uc, xc], [vc, yc]), null);
    return this.applied(
      this.replaceInArray(rU, [uc, xc], [vc, yc]),
      this.replaceInArray(rV, [vc, yc], [uc, xc]),
    );
  }

  /** Replaces the contiguous block `from` of a route by `to`. */
  private replaceInArray(route: LsRoute, from: readonly number[], to: readonly number[]): number[] {
    const a = this.routeArray(route);
    const i = a.indexOf(from[0]!);
    a.splice(i, from.length, ...to);
    return a;
  }

  /** Exchanges two disjoint contiguous blocks of one route. */
  private swapInArray(a: number[], b1: readonly number[], b2: readonly number[]): number[] {
    const i1 = a.indexOf(b1[0]!);
    const i2 = a.indexOf(b2[0]!);
    const [fa, fb, sa, sb] = i1 < i2 ? [i1, b1, i2, b2] : [i2, b2, i1, b1];
    const out = a.slice(0, fa);
    out.push(...sb);
    out.push(...a.slice(fa + fb.length, sa));
    out.push(...fb);
    out.push(...a.slice(sa + sb.length));
    return out;
  }

  /** 2-opt inside one route: reverse X … V. */
  private move7(): boolean {
    const { u, x, v, y, rU } = this;
    if (v.isDepot || u.position > v.position || u.next === v) return false;
    // X … V driven backwards: its reversed distance replaces its forward one
    const dist =
      this.dd(u.cour, v.cour) +
      this.dd(x.cour, y.cour) -
      this.dd(u.cour, x.cour) -
      this.dd(v.cour, y.cour) +
      (v.cumRev - x.cumRev) -
      (v.cumDist - x.cumDist);
    if (this.intraDelta(rU, dist) > -EPS) return false;
    const a = this.routeArray(rU);
    const i = x.position - 1;
    const j = v.position - 1;
    const seg = a.slice(i, j + 1).reverse();
    a.splice(i, j - i + 1, ...seg);
    return this.applied(a, null);
  }

  /**
   * 2-opt* between routes U and V, cut after u and after v. Reversed (u→v, x→y): U keeps its prefix
   * then V's prefix driven backwards, V gets U's suffix driven backwards then its own suffix.
   * Straight (u→y, v→x): the routes exchange their tails. U's prefix joins V's prefix (reversed) or
   * V's suffix (straight); U's suffix joins the other part of V.
   */
  private twoOptStar(reversed: boolean): boolean {
    const { u, x, v, y, rU, rV } = this;
    let distU: number;
    let distV: number;
    if (!reversed) {
      distU = u.cumDist + this.dd(u.cour, y.cour) + (rV.dist - y.cumDist);
      distV = v.cumDist + this.dd(v.cour, x.cour) + (rU.dist - x.cumDist);
    } else {
      // reversed V prefix [firstV … v] appended after u
      if (v.isDepot) distU = u.cumDist + this.dd(u.cour, 0);
      else distU = u.cumDist + this.dd(u.cour, v.cour) + v.cumRev;
      // reversed U suffix [lastU … x] placed before y
      if (x.isDepot) distV = this.dd(0, y.cour) + (rV.dist - y.cumDist);
      else distV = rU.end.cumRev - x.cumRev + this.dd(x.cour, y.cour) + (rV.dist - y.cumDist);
    }
    if (this.p.plainCvrp && distU + distV - rU.dist - rV.dist >= rU.pen + rV.pen) return false;
    // the sums as each variant always added them (their rounding decides ties)
    const loadU = reversed ? u.cumLoad + v.cumLoad : u.cumLoad + rV.load - v.cumLoad;
    const loadV = reversed ? rU.load + rV.load - loadU : v.cumLoad + rU.load - u.cumLoad;
    const stopsU = reversed ? u.position + v.position : u.position + rV.nbCustomers - v.position;
    const stopsV = reversed
      ? rU.nbCustomers + rV.nbCustomers - stopsU
      : v.position + rU.nbCustomers - u.position;
    const wgtU = reversed ? u.cumWgt + v.cumWgt : u.cumWgt + rV.wgt - v.cumWgt;
    const wgtV = reversed ? rU.wgt + rV.wgt - wgtU : v.cumWgt + rU.wgt - u.cumWgt;
    // V's prefix (… v) joins U's prefix when reversed, V's suffix (y …) when straight; the other joins U's suffix
    const cU = this.joinedCost(distU, loadU, stopsU, wgtU, u, true, reversed ? v : y, reversed);
    const cV = this.joinedCost(distV, loadV, stopsV, wgtV, x, false, reversed ? y : v, !reversed);
    if (cU + cV - rU.cost - rV.cost > -EPS) return false;
    const a = this.routeArray(rU);
    const b = this.routeArray(rV);
    if (reversed)
      return this.applied(
        a.slice(0, u.position).concat(b.slice(0, v.position).reverse()),
        a.slice(u.position).reverse().concat(b.slice(v.position)),
      );
    return this.applied(
      a.slice(0, u.position).concat(b.slice(v.position)),
      b.slice(0, v.position).concat(a.slice(u.position)),
    );
  }

  private overlap(r1: LsRoute, r2: LsRoute): boolean {
    // circular sectors (HGS CircleSector): positions relative to each sector's start
    return (
      ((r2.secStart - r1.secStart + 65536) & 0xffff) <= ((r1.secEnd - r1.secStart + 65536) & 0xffff) ||
      ((r1.secStart - r2.secStart + 65536) & 0xffff) <= ((r2.secEnd - r2.secStart + 65536) & 0xffff)
    );
  }

  private swapStarLoop(): void {
    shuffleInPlace(this.orderRoutes, this.rng);
    const or = this.orderRoutes;
    for (let i = 0; i < or.length; i++) {
      const routeU = this.routes[or[i]!]!;
      const last = routeU.whenLastTestedSwapStar;
      routeU.whenLastTestedSwapStar = this.nbMoves;
      for (let j = 0; j < or.length; j++) {
        const routeV = this.routes[or[j]!]!;
        if (
          routeU.nbCustomers > 0 &&
          routeV.nbCustomers > 0 &&
          routeU.cour < routeV.cour &&
          (this.loopId === 1 || Math.max(routeU.whenLastModified, routeV.whenLastModified) > last) &&
          this.overlap(routeU, routeV)
        )
          this.swapStar(routeU, routeV);
      }
    }
  }

  /** Cost of removing a client (distance only). */
  private removalDelta(n: LsNode): number {
    return this.dd(n.prev.cour, n.next.cour) - this.dd(n.prev.cour, n.cour) - this.dd(n.cour, n.next.cour);
  }

  // Three best insertion positions of a client into a route, cached per (route, client) until
  // the route changes (HGS's bestInsertClient), valid within one run (epoch).
  private insCache: InsSlot[] = [];
  private epoch = 0;
  private ciCost = 0;
  private ciPos: LsNode | null = null;

  private slot(route: LsRoute, c: number): InsSlot {
    const k = route.cour * this.N + c;
    let s = this.insCache[k];
    if (!s) {
      s = { cost: new Float64Array(3), pos: [null, null, null], epoch: -1, when: -1 };
      this.insCache[k] = s;
    }
    return s;
  }

  private preprocessInsertions(r1: LsRoute, r2: LsRoute): void {
    for (let u = r1.start.next; !u.isDepot; u = u.next) {
      const slot = this.slot(r2, u.cour);
      if (slot.epoch === this.epoch && slot.when >= r2.whenLastModified) continue;
      slot.epoch = this.epoch;
      slot.when = this.nbMoves;
      slot.cost[0] = slot.cost[1] = slot.cost[2] = Number.POSITIVE_INFINITY;
      slot.pos[0] = slot.pos[1] = slot.pos[2] = null;
      const uc = u.cour;
      for (let v = r2.start; ; v = v.next) {
        const c = this.dd(v.cour, uc) + this.dd(uc, v.next.cour) - this.dd(v.cour, v.next.cour);
        if (c < slot.cost[2]!) {
          if (c < slot.cost[1]!) {
            slot.cost[2] = slot.cost[1]!;
            slot.pos[2] = slot.pos[1]!;
            if (c < slot.cost[0]!) {
              slot.cost[1] = slot.cost[0]!;
              slot.pos[1] = slot.pos[0]!;
              slot.cost[0] = c;
              slot.pos[0] = v;
            } else {
              slot.cost[1] = c;
              slot.pos[1] = v;
            }
          } else {
            slot.cost[2] = c;
            slot.pos[2] = v;
          }
        }
        if (v.next.isDepot) break;
      }
    }
  }

  /** Cheapest insertion of u into V's route once v is removed (v's place included); sets ciCost/ciPos. */
  private cheapestInsertAndRemove(u: LsNode, v: LsNode): void {
    const slot = this.slot(v.route, u.cour);
    let bestCost = Number.POSITIVE_INFINITY;
    let bestPos: LsNode = v.prev;
    for (let k = 0; k < 3; k++) {
      const pos = slot.pos[k];
      if (pos && pos !== v && pos.next !== v) {
        bestCost = slot.cost[k]!;
        bestPos = pos;
        break;
      }
    }
    const inPlace =
      this.dd(v.prev.cour, u.cour) + this.dd(u.cour, v.next.cour) - this.dd(v.prev.cour, v.next.cour);
    if (inPlace < bestCost) {
      bestCost = inPlace;
      bestPos = v.prev;
    }
    this.ciCost = bestCost;
    this.ciPos = bestPos;
  }

  /** SWAP* (Vidal 2022): exchange u ∈ R1 and v ∈ R2, each reinserted at its best position in the other route. */
  private swapStar(r1: LsRoute, r2: LsRoute): void {
    if (!this.p.plainCvrp) return;
    this.preprocessInsertions(r1, r2);
    this.preprocessInsertions(r2, r1);
    const p = this.p;
    let bestDelta = 0;
    let bU: LsNode | null = null;
    let bV: LsNode | null = null;
    let bPosU: LsNode | null = null;
    let bPosV: LsNode | null = null;
    const pen = this.ev.penalty;
    const cap = p.vehicles[0]!.capacity;
    for (let u = r1.start.next; !u.isDepot; u = u.next) {
      const remU = this.removalDelta(u);
      for (let v = r2.start.next; !v.isDepot; v = v.next) {
        const dLoad = p.demand[u.cour]! - p.demand[v.cour]!;
        const l1 = r1.load - dLoad;
        const l2 = r2.load + dLoad;
        const penDelta =
          (l1 > cap ? (l1 - cap) * pen : 0) - r1.pen + (l2 > cap ? (l2 - cap) * pen : 0) - r2.pen;
        const remV = this.removalDelta(v);
        if (penDelta + remU + remV >= 0) continue;
        this.cheapestInsertAndRemove(u, v);
        const aCost = this.ciCost;
        const aPos = this.ciPos;
        this.cheapestInsertAndRemove(v, u);
        const delta = penDelta + remU + remV + aCost + this.ciCost;
        if (delta < bestDelta - EPS) {
          bestDelta = delta;
          bU = u;
          bV = v;
          bPosU = aPos;
          bPosV = this.ciPos;
        }
      }
    }
    // relocations only (one direction) are covered by move1; SWAP* applies the exchange
    if (!bU || !bV || !bPosU || !bPosV) return;
    const uc = bU.cour;
    const vc = bV.cour;
    const a1 = this.routeArray(r1).filter((c) => c !== uc);
    const a2 = this.routeArray(r2).filter((c) => c !== vc);
    const insertAfter = (arr: number[], after: LsNode, c: number, removed: number) => {
      let anchor = after;
      if (anchor.cour === removed) anchor = anchor.prev;
      if (anchor.isDepot) arr.unshift(c);
      else arr.splice(arr.indexOf(anchor.cour) + 1, 0, c);
    };
    insertAfter(a2, bPosU, uc, vc);
    insertAfter(a1, bPosV, vc, uc);
    this.commit(r1, a1, r2, a2);
  }
}
