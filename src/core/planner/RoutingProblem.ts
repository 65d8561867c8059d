/**
 * The solver's internal problem: node 0 is the depot, nodes 1..n are clients (one unloading
 * waypoint each). Every route is served by one vehicle class chosen among the classes that every
 * client on it allows (bit mask); all clients of a route must share at least one day of their
 * day windows. The route's cost is the class's cost function of its driven distance.
 */
export interface VehicleClass {
  /** Capacity in demand units (pallet places for freights, plain demand for CVRP). */
  capacity: number;
  /** Weight capacity in kg; Infinity when weight does not bind. */
  weightCapacity: number;
  /** Cost of one route of this class: fee, trucks and distance tie-breaks already combined. */
  cost(distance: number, load: number, stops: number): number;
}

export interface RoutingProblem {
  /** Number of clients; nodes are 0 (depot) … n. */
  n: number;
  /** Directed distances, row-major (n + 1)²; may be asymmetric (road tables), the search prices each leg in its direction. */
  dist: Float64Array;
  /** Optional coordinates (x, y) per node, used to order routes by polar sector. */
  x?: Float64Array;
  y?: Float64Array;
  demand: Float64Array;
  weight: Float64Array;
  /** Allowed vehicle classes per node (bit i = class i); the depot allows all. */
  mask: Int32Array;
  /** Day window per node as day indices (inclusive). */
  windowLo: Int32Array;
  windowHi: Int32Array;
  vehicles: VehicleClass[];
  /** Maximum clients per route (Infinity for none). */
  maxStops: number;
  /** Route duration = distance × durationPerDistance + load × durationPerLoad + stops × durationPerStop, capped by maxDuration. */
  maxDuration?: number;
  durationPerDistance?: number;
  durationPerLoad?: number;
  durationPerStop?: number;
  /** True when the problem is plain CVRP (one class, cost = distance): enables the fast path. */
  plainCvrp: boolean;
}

/** Builds a plain CVRP problem from a symmetric distance matrix and demands (node 0 = depot). */
export function buildCvrpProblem(
  dist: Float64Array,
  demand: Float64Array,
  capacity: number,
  x?: Float64Array,
  y?: Float64Array,
): RoutingProblem {
  const size = demand.length;
  const windowLo = new Int32Array(size);
  const windowHi = new Int32Array(size);
  const mask = new Int32Array(size).fill(1);
  mask[0] = -1;
  const problem: RoutingProblem = {
    n: size - 1,
    dist,
    demand,
    weight: new Float64Array(size),
    mask,
    windowLo,
    windowHi,
    vehicles: [{ capacity, weightCapacity: Number.POSITIVE_INFINITY, cost: (d) => d }],
    maxStops: Number.POSITIVE_INFINITY,
    plainCvrp: true,
  };
  if (x) problem.x = x;
  if (y) problem.y = y;
  return problem;
}
