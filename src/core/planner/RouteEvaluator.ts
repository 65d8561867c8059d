import type { RoutingProblem } from './RoutingProblem.ts';

export const ALL_MASK = -1;
export const NO_LO = -1_000_000;
export const NO_HI = 1_000_000;

/**
 * Penalised cost of one route from its aggregates. Capacity, weight, day-window, vehicle-class
 * and stop-count violations are all expressed in capacity units and priced by one adaptive
 * penalty, as in HGS-CVRP, so the search may cross infeasible space.
 */
export class RouteEvaluator {
  penalty = 1;
  /** Violation (capacity units) of the last evaluated route. */
  excess = 0;
  /** Vehicle class chosen by the last evaluation. */
  vehicle = 0;
  readonly capRef: number;
  private readonly p: RoutingProblem;
  private readonly cap0: number;

  constructor(problem: RoutingProblem) {
    this.p = problem;
    this.cap0 = problem.vehicles[0]?.capacity ?? 1;
    let c = 0;
    for (const v of problem.vehicles) c = Math.max(c, v.capacity);
    this.capRef = c;
  }

  /** Penalised route cost; stops = 0 costs nothing. */
  cost(dist: number, load: number, wgt: number, mask: number, lo: number, hi: number, stops: number): number {
    if (stops === 0) {
      this.excess = 0;
      return 0;
    }
    if (this.p.plainCvrp) {
      const e = load - this.cap0;
      this.excess = Math.max(e, 0);
      this.vehicle = 0;
      return dist + this.excess * this.penalty;
    }
    const vs = this.p.vehicles;
    let best = Number.POSITIVE_INFINITY;
    let bestExcess = 0;
    let bestV = 0;
    const m = mask === 0 ? ALL_MASK : mask;
    for (let t = 0; t < vs.length; t++) {
      if ((m & (1 << t)) === 0) continue;
      const v = vs[t]!;
      let e = load - v.capacity;
      if (e < 0) e = 0;
      const we = wgt - v.weightCapacity;
      if (we > 0) e += (we * v.capacity) / v.weightCapacity;
      const c = v.cost(dist, load, stops) + e * this.penalty;
      if (c < best) {
        best = c;
        bestExcess = e;
        bestV = t;
      }
    }
    let extra = 0;
    if (mask === 0) extra += this.capRef;
    if (lo > hi) extra += (lo - hi) * this.capRef;
    if (stops > this.p.maxStops) extra += ((stops - this.p.maxStops) * this.capRef) / 4;
    const p = this.p;
    if (p.maxDuration !== undefined) {
      const dur =
        dist * (p.durationPerDistance ?? 0) +
        load * (p.durationPerLoad ?? 0) +
        stops * (p.durationPerStop ?? 0);
      if (dur > p.maxDuration) extra += ((dur - p.maxDuration) / p.maxDuration) * this.capRef;
    }
    this.excess = bestExcess + extra;
    this.vehicle = bestV;
    return best + extra * this.penalty;
  }
}
