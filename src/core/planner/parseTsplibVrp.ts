import { buildCvrpProblem, type RoutingProblem } from './RoutingProblem.ts';

export interface TsplibVrp {
  name: string;
  capacity: number;
  /** Coordinates and demands, index 0 = depot (TSPLIB node 1 by CVRPLIB convention). */
  x: Float64Array;
  y: Float64Array;
  demand: Float64Array;
}

/** Parses a TSPLIB CVRP file with EUC_2D coordinates (the CVRPLIB A and X sets). */
export function parseTsplibVrp(text: string): TsplibVrp {
  const lines = text.split(/\r?\n/);
  let name = '';
  let dim = 0;
  let capacity = 0;
  let section = '';
  let depot = 1;
  let depotRead = false;
  let x = new Float64Array(0);
  let y = new Float64Array(0);
  let demand = new Float64Array(0);
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '' || line === 'EOF') continue;
    const kv = /^([A-Z_]+)\s*:\s*(.*)$/.exec(line);
    if (kv) {
      const key = kv[1]!;
      const val = kv[2]!.trim();
      if (key === 'NAME') name = val;
      else if (key === 'DIMENSION') {
        dim = Number(val);
        x = new Float64Array(dim);
        y = new Float64Array(dim);
        demand = new Float64Array(dim);
      } else if (key === 'CAPACITY') capacity = Number(val);
      continue;
    }
    if (/^[A-Z_]+(_SECTION)?$/.test(line)) {
      section = line;
      continue;
    }
    const parts = line.split(/\s+/).map(Number);
    if (section === 'NODE_COORD_SECTION') {
      const i = parts[0]! - 1;
      x[i] = parts[1]!;
      y[i] = parts[2]!;
    } else if (section === 'DEMAND_SECTION') demand[parts[0]! - 1] = parts[1]!;
    else if (section === 'DEPOT_SECTION' && !depotRead && parts[0]! > 0) {
      depot = parts[0]!;
      depotRead = true;
    }
  }
  if (depot !== 1) throw new Error(`${name}: depot must be node 1 (CVRPLIB convention), got ${depot}`);
  return { name, capacity, x, y, demand };
}

/** Maps a TSPLIB instance onto the solver: rounded Euclidean distances, one vehicle type, no stop cap. */
export function tsplibToProblem(vrp: TsplibVrp): RoutingProblem {
  const N = vrp.x.length;
  const dist = new Float64Array(N * N);
  for (let i = 0; i < N; i++)
    for (let j = 0; j < N; j++) {
      const dx = vrp.x[i]! - vrp.x[j]!;
      const dy = vrp.y[i]! - vrp.y[j]!;
      dist[i * N + j] = Math.round(Math.sqrt(dx * dx + dy * dy));
    }
  const demand = vrp.demand.slice();
  demand[0] = 0;
  return buildCvrpProblem(dist, demand, vrp.capacity, vrp.x, vrp.y);
}
