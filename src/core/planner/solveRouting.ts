import { createRng, type Rng, shuffleInPlace } from './createRng.ts';
import { LocalSearch } from './LocalSearch.ts';
import { ALL_MASK, NO_HI, NO_LO, RouteEvaluator } from './RouteEvaluator.ts';
import type { RoutingProblem } from './RoutingProblem.ts';

export interface SolveRoutingOptions {
  seed?: number;
  /** Wall-clock budget in ms (the search stops at the first check after it). */
  timeLimitMs?: number;
  /** Iteration cap (tests use it to stay deterministic and fast). */
  maxIterations?: number;
  /** Iterations without improvement before the population restarts (HGS: 20,000). */
  restartAfter?: number;
  /** Called with the best feasible solution whenever it improves, and every 500 iterations. */
  onProgress?: (p: RoutingProgress) => void;
  /** Clock in ms; injectable for tests. */
  now?: () => number;
  /** Polled once per iteration: true stops the search and returns the best so far (cancel). */
  shouldStop?: () => boolean;
  /** Granular neighbourhood size (HGS: 20). */
  granularity?: number;
}

export interface RoutingProgress {
  iteration: number;
  elapsedMs: number;
  bestCost: number;
  feasible: boolean;
}

export interface RoutingSolution {
  routes: number[][];
  /** Unpenalised cost (sum of route costs) of the routes. */
  cost: number;
  feasible: boolean;
  iterations: number;
  elapsedMs: number;
}

/** A route's totals, client by client from the depot: what the route evaluator prices. */
class RouteTotals {
  dist = 0;
  load = 0;
  wgt = 0;
  mask = ALL_MASK;
  lo = NO_LO;
  hi = NO_HI;
  stops = 0;
  private last = 0;

  constructor(private readonly p: RoutingProblem) {}

  /** Drives on to client `c`. */
  add(c: number): void {
    const p = this.p;
    this.dist += p.dist[this.last * (p.n + 1) + c]!;
    this.load += p.demand[c]!;
    this.wgt += p.weight[c]!;
    this.mask &= p.mask[c]!;
    this.lo = Math.max(this.lo, p.windowLo[c]!);
    this.hi = Math.min(this.hi, p.windowHi[c]!);
    this.stops++;
    this.last = c;
  }

  /** The cost of the route driven back to the depot from its last client. */
  cost(ev: RouteEvaluator): number {
    const back = this.p.dist[this.last * (this.p.n + 1)]!;
    return ev.cost(this.dist + back, this.load, this.wgt, this.mask, this.lo, this.hi, this.stops);
  }
}

interface Individual {
  tour: Int32Array;
  routes: number[][];
  cost: number;
  excess: number;
  feasible: boolean;
  succ: Int32Array;
  pred: Int32Array;
  biased: number;
  /** Other members sorted by broken-pairs distance. */
  prox: { d: number; ind: Individual }[];
}

const MU = 25;
const LAMBDA = 40;
const NB_ELITE = 4;
const NB_CLOSE = 5;
const TARGET_FEASIBLE = 0.2;
const EPS = 1e-5;
const INIT_SHARE = 0.1;

/**
 * Hybrid genetic search for vehicle routing after Vidal (2022) "Hybrid genetic search for the
 * CVRP: open-source implementation and SWAP* neighborhood": giant-tour chromosomes, OX
 * crossover, Split, granular local search, feasible and infeasible subpopulations with biased
 * fitness (cost rank + diversity rank), adaptive penalties and restarts. Deterministic for a seed
 * when bounded by iterations; anytime when bounded by time.
 */
export function solveRouting(problem: RoutingProblem, options: SolveRoutingOptions = {}): RoutingSolution {
  const solver = new Hgs(problem, options);
  return solver.run();
}

class Hgs {
  private readonly p: RoutingProblem;
  private readonly o: SolveRoutingOptions;
  private readonly rng: Rng;
  private readonly ev: RouteEvaluator;
  private readonly ls: LocalSearch;
  private readonly now: () => number;
  private readonly t0: number;
  private penalty: number;
  private feasibleSub: Individual[] = [];
  private infeasibleSub: Individual[] = [];
  private feasHistory: boolean[] = [];
  private bestRestart: Individual | null = null;
  private best: Individual | null = null;
  private bestAny: Individual | null = null;
  private iter = 0;

  constructor(problem: RoutingProblem, options: SolveRoutingOptions) {
    this.p = problem;
    this.o = options;
    this.rng = createRng(options.seed ?? 1);
    this.ev = new RouteEvaluator(problem);
    this.now = options.now ?? (() => performance.now());
    this.t0 = this.now();
    const N = problem.n + 1;
    const k = Math.min(options.granularity ?? 20, problem.n - 1);
    const sets: Set<number>[] = [];
    for (let i = 0; i < N; i++) sets.push(new Set());
    const idx: number[] = [];
    for (let i = 1; i < N; i++) {
      idx.length = 0;
      for (let j = 1; j < N; j++) if (j !== i) idx.push(j);
      idx.sort((a, b) => problem.dist[a * N + i]! - problem.dist[b * N + i]!);
      for (let q = 0; q < k; q++) {
        const j = idx[q]!;
        sets[i]!.add(j);
        sets[j]!.add(i);
      }
    }
    const neighbors = sets.map((s) => Int32Array.from(s));
    this.ls = new LocalSearch(problem, this.ev, neighbors, this.rng);
    let maxDist = 0;
    let maxDemand = 0;
    for (let i = 0; i < problem.dist.length; i++) maxDist = Math.max(maxDist, problem.dist[i]!);
    for (let i = 1; i < N; i++) maxDemand = Math.max(maxDemand, problem.demand[i]!);
    this.penalty = Math.max(0.1, Math.min(1000, maxDist / Math.max(maxDemand, 1e-9)));
    if (!problem.plainCvrp) {
      // fee-based costs: price violations like an expensive route
      let maxCost = 0;
      for (const v of problem.vehicles) maxCost = Math.max(maxCost, v.cost(maxDist * 2, v.capacity, 2));
      this.penalty = Math.max(this.penalty, maxCost / Math.max(this.ev.capRef, 1));
    }
  }

  private elapsed(): number {
    return this.now() - this.t0;
  }

  private timeUp(): boolean {
    const o = this.o;
    if (o.maxIterations !== undefined && this.iter >= o.maxIterations) return true;
    if (o.shouldStop?.() && (this.best || this.bestAny)) return true;
    // The time limit never ends the search before it holds one solution: on a starved machine the
    // limit can pass before the first individual (the caller then got no routes at all).
    return (
      o.timeLimitMs !== undefined &&
      this.elapsed() >= o.timeLimitMs &&
      (this.best !== null || this.bestAny !== null)
    );
  }

  run(): RoutingSolution {
    const n = this.p.n;
    if (n === 0) return { routes: [], cost: 0, feasible: true, iterations: 0, elapsedMs: 0 };
    if (n === 1) {
      const ind = this.makeIndividual([[1]]);
      return {
        routes: ind.routes,
        cost: this.plainCost(ind.routes),
        feasible: ind.feasible,
        iterations: 0,
        elapsedMs: 0,
      };
    }
    const restartAfter = this.o.restartAfter ?? 20000;
    this.initialPopulation();
    let nonProd = 1;
    while (!this.timeUp()) {
      this.iter++;
      const child = this.crossover(this.tournament(), this.tournament());
      this.educate(child, this.penalty);
      let improved = this.add(child, true);
      if (!child.feasible && this.rng.int(2) === 0) {
        this.educate(child, this.penalty * 10);
        if (child.feasible) improved = this.add(child, false) || improved;
      }
      nonProd = improved ? 1 : nonProd + 1;
      if (this.iter % 100 === 0) this.managePenalties();
      if (this.iter % 500 === 0) this.progress();
      if (nonProd >= restartAfter) {
        this.restart();
        nonProd = 1;
      }
    }
    const bestInd = this.best ?? this.bestAny;
    if (!bestInd) throw new Error('solveRouting: the search ended without a solution');
    const routes = bestInd.routes.map((r) => r.slice());
    return {
      routes,
      cost: this.plainCost(routes),
      feasible: bestInd.feasible,
      iterations: this.iter,
      elapsedMs: this.elapsed(),
    };
  }

  private progress(): void {
    const b = this.best ?? this.bestAny;
    if (!b || !this.o.onProgress) return;
    this.o.onProgress({
      iteration: this.iter,
      elapsedMs: this.elapsed(),
      bestCost: this.plainCost(b.routes),
      feasible: b.feasible,
    });
  }

  /** Route costs without penalties (penalty 0 leaves only the cost functions). */
  plainCost(routes: number[][]): number {
    const saved = this.ev.penalty;
    this.ev.penalty = 0;
    let c = 0;
    for (const r of routes) c += this.routeCost(r);
    this.ev.penalty = saved;
    return c;
  }

  private routeCost(r: readonly number[]): number {
    const totals = new RouteTotals(this.p);
    for (const c of r) totals.add(c);
    return totals.cost(this.ev);
  }

  private initialPopulation(): void {
    const n = this.p.n;
    const limit = this.o.timeLimitMs;
    const start = this.elapsed();
    // an iteration cap (tests) also caps the initial population, keeping small runs small
    const cap = this.o.maxIterations;
    const count = cap === undefined ? 4 * MU : Math.min(4 * MU, Math.max(10, cap));
    for (let k = 0; k < count && !this.timeUp(); k++) {
      // short budgets: do not spend more than a tenth of the time on the initial population
      if (limit !== undefined && k >= 10 && this.elapsed() - start > limit * INIT_SHARE) break;
      const tour = new Int32Array(n);
      for (let i = 0; i < n; i++) tour[i] = i + 1;
      shuffleInPlace(tour, this.rng);
      const ind = this.fromTour(tour);
      this.educate(ind, this.penalty);
      this.add(ind, true);
      if (!ind.feasible && this.rng.int(2) === 0) {
        this.educate(ind, this.penalty * 10);
        if (ind.feasible) this.add(ind, false);
      }
      if (k === 0 && (this.o.maxIterations !== undefined || this.o.timeLimitMs !== undefined))
        this.progress();
    }
  }

  private restart(): void {
    this.feasibleSub = [];
    this.infeasibleSub = [];
    this.bestRestart = null;
    this.initialPopulation();
  }

  private fromTour(tour: Int32Array): Individual {
    const routes = this.split(tour);
    return this.makeIndividual(routes, tour);
  }

  private makeIndividual(routes: number[][], tour?: Int32Array): Individual {
    const N = this.p.n + 1;
    const ind: Individual = {
      tour: tour ?? new Int32Array(this.p.n),
      routes,
      cost: 0,
      excess: 0,
      feasible: true,
      succ: new Int32Array(N),
      pred: new Int32Array(N),
      biased: 0,
      prox: [],
    };
    this.evaluate(ind);
    return ind;
  }

  private evaluate(ind: Individual): void {
    let cost = 0;
    let excess = 0;
    let pos = 0;
    ind.succ.fill(0);
    ind.pred.fill(0);
    for (const r of ind.routes) {
      cost += this.routeCost(r);
      excess += this.ev.excess;
      for (let i = 0; i < r.length; i++) {
        const c = r[i]!;
        ind.tour[pos++] = c;
        ind.pred[c] = i === 0 ? 0 : r[i - 1]!;
        ind.succ[c] = i === r.length - 1 ? 0 : r[i + 1]!;
      }
    }
    ind.cost = cost;
    ind.excess = excess;
    ind.feasible = excess < EPS;
  }

  /**
   * Split (Prins 2004 / Vidal 2016): optimal cutting of the giant tour into routes for the current
   * penalty; routes are cut off once their load passes 1.5 × the largest capacity.
   */
  private split(tour: Int32Array): number[][] {
    const p = this.p;
    const n = p.n;
    const pot = new Float64Array(n + 1).fill(Number.POSITIVE_INFINITY);
    const pred = new Int32Array(n + 1);
    pot[0] = 0;
    const limit = 1.5 * this.ev.capRef;
    const maxStops = Number.isFinite(p.maxStops) ? p.maxStops * 2 : n;
    for (let i = 0; i < n; i++) {
      const base = pot[i]!;
      if (!Number.isFinite(base)) continue;
      const totals = new RouteTotals(p);
      for (let j = i + 1; j <= n; j++) {
        totals.add(tour[j - 1]!);
        if (j > i + 1 && (totals.load > limit || j - i > maxStops)) break;
        const cost = base + totals.cost(this.ev);
        if (cost < pot[j]!) {
          pot[j] = cost;
          pred[j] = i;
        }
      }
    }
    const routes: number[][] = [];
    for (let j = n; j > 0; ) {
      const i = pred[j]!;
      routes.push(Array.from(tour.subarray(i, j)));
      j = i;
    }
    routes.reverse();
    return routes;
  }

  private educate(ind: Individual, penalty: number): void {
    ind.routes = this.ls.run(ind.routes, penalty);
    this.ev.penalty = this.penalty;
    this.evaluate(ind);
  }

  private crossover(a: Individual, b: Individual): Individual {
    const n = this.p.n;
    const rng = this.rng;
    const start = rng.int(n);
    let end = rng.int(n);
    while (end === start) end = rng.int(n);
    const seen = new Uint8Array(n + 1);
    const child = new Int32Array(n);
    let j = start;
    while (j % n !== (end + 1) % n) {
      const c = a.tour[j % n]!;
      child[j % n] = c;
      seen[c] = 1;
      j++;
    }
    for (let i = 1; i <= n; i++) {
      const c = b.tour[(end + i) % n]!;
      if (seen[c] === 0) {
        child[j % n] = c;
        j++;
      }
    }
    this.ev.penalty = this.penalty;
    return this.fromTour(child);
  }

  private brokenPairs(a: Individual, b: Individual): number {
    const n = this.p.n;
    let diff = 0;
    for (let j = 1; j <= n; j++) {
      if (a.succ[j] !== b.succ[j] && a.succ[j] !== b.pred[j]) diff++;
      if (a.pred[j] === 0 && b.pred[j] !== 0 && b.succ[j] !== 0) diff++;
    }
    return diff / n;
  }

  private avgClosest(ind: Individual, k: number): number {
    const m = Math.min(k, ind.prox.length);
    if (m === 0) return 0;
    let s = 0;
    for (let i = 0; i < m; i++) s += ind.prox[i]!.d;
    return s / m;
  }

  private clone(ind: Individual): Individual {
    return {
      tour: ind.tour.slice(),
      routes: ind.routes.map((r) => r.slice()),
      cost: ind.cost,
      excess: ind.excess,
      feasible: ind.feasible,
      succ: ind.succ.slice(),
      pred: ind.pred.slice(),
      biased: 0,
      prox: [],
    };
  }

  private insertProx(ind: Individual, d: number, other: Individual): void {
    const list = ind.prox;
    let i = list.length;
    list.push({ d, ind: other });
    while (i > 0 && list[i - 1]!.d > d) {
      list[i] = list[i - 1]!;
      i--;
    }
    list[i] = { d, ind: other };
  }

  private add(indiv: Individual, updateFeasible: boolean): boolean {
    if (updateFeasible) {
      this.feasHistory.push(indiv.feasible);
      if (this.feasHistory.length > 100) this.feasHistory.shift();
    }
    const sub = indiv.feasible ? this.feasibleSub : this.infeasibleSub;
    const my = this.clone(indiv);
    for (const other of sub) {
      const d = this.brokenPairs(my, other);
      this.insertProx(other, d, my);
      this.insertProx(my, d, other);
    }
    let place = sub.length;
    sub.push(my);
    while (place > 0 && sub[place - 1]!.cost > my.cost - EPS) {
      sub[place] = sub[place - 1]!;
      place--;
    }
    sub[place] = my;
    if (sub.length > MU + LAMBDA) while (sub.length > MU) this.removeWorst(sub);
    if (
      !this.bestAny ||
      my.excess < this.bestAny.excess - EPS ||
      (my.excess < this.bestAny.excess + EPS && my.cost < this.bestAny.cost)
    )
      this.bestAny = my;
    if (my.feasible && (!this.bestRestart || my.cost < this.bestRestart.cost - EPS)) {
      this.bestRestart = my;
      if (!this.best || my.cost < this.best.cost - EPS) {
        this.best = this.clone(my);
        this.progress();
        return true;
      }
    }
    return false;
  }

  private updateBiased(sub: Individual[]): void {
    const size = sub.length;
    if (size === 1) {
      sub[0]!.biased = 0;
      return;
    }
    const ranking = sub.map((ind, i) => ({ div: -this.avgClosest(ind, NB_CLOSE), i }));
    ranking.sort((a, b) => a.div - b.div);
    for (let i = 0; i < size; i++) {
      const divRank = i / (size - 1);
      const r = ranking[i]!;
      const fitRank = r.i / (size - 1);
      const ind = sub[r.i]!;
      ind.biased = size <= NB_ELITE ? fitRank : fitRank + (1 - NB_ELITE / size) * divRank;
    }
  }

  private removeWorst(sub: Individual[]): void {
    this.updateBiased(sub);
    let worstPos = 1;
    let worstClone = false;
    let worstFit = -1;
    for (let i = 1; i < sub.length; i++) {
      const ind = sub[i]!;
      const isClone = this.avgClosest(ind, 1) < EPS;
      if ((isClone && !worstClone) || (isClone === worstClone && ind.biased > worstFit)) {
        worstClone = isClone;
        worstFit = ind.biased;
        worstPos = i;
      }
    }
    const [worst] = sub.splice(worstPos, 1);
    for (const other of sub) {
      const k = other.prox.findIndex((e) => e.ind === worst);
      if (k >= 0) other.prox.splice(k, 1);
    }
  }

  private tournament(): Individual {
    const f = this.feasibleSub;
    const inf = this.infeasibleSub;
    this.updateBiased(f);
    this.updateBiased(inf);
    const total = f.length + inf.length;
    const pick = (): Individual => {
      const k = this.rng.int(total);
      return k < f.length ? f[k]! : inf[k - f.length]!;
    };
    const a = pick();
    const b = pick();
    return a.biased < b.biased ? a : b;
  }

  private managePenalties(): void {
    const h = this.feasHistory;
    if (h.length === 0) return;
    let feas = 0;
    for (const x of h) if (x) feas++;
    const frac = feas / h.length;
    if (frac < TARGET_FEASIBLE - 0.05 && this.penalty < 100000)
      this.penalty = Math.min(this.penalty * 1.2, 100000);
    else if (frac > TARGET_FEASIBLE + 0.05 && this.penalty > 0.1)
      this.penalty = Math.max(this.penalty * 0.85, 0.1);
    this.ev.penalty = this.penalty;
    for (const ind of this.infeasibleSub) {
      let c = 0;
      for (const r of ind.routes) c += this.routeCost(r);
      ind.cost = c;
    }
    this.infeasibleSub.sort((a, b) => a.cost - b.cost);
  }
}
