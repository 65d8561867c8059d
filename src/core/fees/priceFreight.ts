import {
  type FeeFactory,
  type FeeTables,
  type FreightCost,
  type FreightCostRange,
  type FreightToPrice,
  OPEN_END,
} from './feeModel.ts';

/** Rows of the factory's own table (unless it uses the default), else of the default table. */
function tableOf<T extends { factoryId: string | null }>(rows: readonly T[], factory: FeeFactory): T[] {
  const own = factory.useDefaultFreightCostsSettings ? [] : rows.filter((r) => r.factoryId === factory.id);
  return own.length > 0 ? own : rows.filter((r) => r.factoryId === null);
}

/** The distance ranges that price a factory's freights on a truck type, by start. */
export function rangesFor(
  tables: FeeTables,
  factory: FeeFactory,
  truckType: string | null,
): FreightCostRange[] {
  const table = tableOf(tables.freightCosts, factory);
  const typed = truckType === null ? [] : table.filter((r) => r.truckType === truckType);
  const ranges = typed.length > 0 ? typed : table.filter((r) => r.truckType === null);
  return ranges.sort((a, b) => a.startDistance - b.startDistance);
}

/**
 * Distance ranges as affine pieces fee = base + rate × km over [start, end): an overRanges range
 * carries the full fee of the range below, so the fee at any km is one multiply-add.
 */
export interface CompiledRanges {
  starts: Float64Array;
  ends: Float64Array;
  bases: Float64Array;
  rates: Float64Array;
}

/** Compiles sorted ranges (see rangesFor); the last closed range also holds its end. */
export function compileRanges(ranges: readonly FreightCostRange[]): CompiledRanges {
  const n = ranges.length;
  const c: CompiledRanges = {
    starts: new Float64Array(n),
    ends: new Float64Array(n),
    bases: new Float64Array(n),
    rates: new Float64Array(n),
  };
  let below = 0;
  for (let i = 0; i < n; i++) {
    const r = ranges[i]!;
    const perKm = r.type === 'perKm';
    const carried = r.overRanges ? below : 0;
    c.starts[i] = r.startDistance;
    c.ends[i] = r.endDistance === OPEN_END ? Number.POSITIVE_INFINITY : r.endDistance;
    c.rates[i] = perKm ? r.price : 0;
    c.bases[i] = carried + (perKm ? (r.overRanges ? -r.price * r.startDistance : 0) : r.price);
    if (r.endDistance !== OPEN_END) below = c.bases[i]! + c.rates[i]! * r.endDistance;
  }
  return c;
}

/** Index of the compiled range holding km (the last closed range holds its end too); -1 when none. */
export function rangeIndexAt(c: CompiledRanges, km: number): number {
  const last = c.starts.length - 1;
  for (let i = 0; i <= last; i++) {
    if (km >= c.starts[i]! && (km < c.ends[i]! || (i === last && km === c.ends[i]!))) return i;
  }
  return -1;
}

/** Fee of km on compiled ranges; 0 when no range holds the distance. */
export function feeAt(c: CompiledRanges, km: number): number {
  const i = rangeIndexAt(c, km);
  return i < 0 ? 0 : c.bases[i]! + c.rates[i]! * km;
}

/** Distance fee of a freight: the range holding the distance (endDistance −1 = open-ended). */
export function distanceFee(
  tables: FeeTables,
  factory: FeeFactory,
  truckType: string | null,
  km: number,
): number {
  return feeAt(compileRanges(rangesFor(tables, factory, truckType)), km);
}

/** The drop-off fee row of a factory and truck type: own before default, typed before any-type. */
export function findWaypointCost(tables: FeeTables, factory: FeeFactory, truckType: string | null) {
  const table = tableOf(tables.waypointCosts, factory);
  return (
    (truckType === null ? undefined : table.find((w) => w.truckType === truckType)) ??
    table.find((w) => w.truckType === null)
  );
}

/** Drop-off fee for the unique waypoints after the included ones. */
export function waypointFee(
  tables: FeeTables,
  factory: FeeFactory,
  truckType: string | null,
  dropOffs: number,
): number {
  const row = findWaypointCost(tables, factory, truckType);
  return row ? Math.max(0, dropOffs - row.includedWaypoints) * row.pricePerWaypoint : 0;
}

/** Pallet fee: per pallet by type; a type without its own fee takes the any-type row. */
export function palletFee(
  tables: FeeTables,
  factory: FeeFactory,
  palletsByType: ReadonlyMap<string, number>,
): number {
  let fee = 0;
  for (const [type, pallets] of palletsByType) {
    const row = palletFeeRow(tables, factory, type);
    if (row) fee += row.pricePerPallet * pallets;
  }
  return fee;
}

/** The pallet fee row that prices a pallet type: the type's own, else the any-type row. */
export function palletFeeRow(tables: FeeTables, factory: FeeFactory, palletType: string) {
  const table = tableOf(tables.palletFees, factory);
  return table.find((p) => p.palletType === palletType) ?? table.find((p) => p.palletType === null);
}

/** The full fee of a freight from the fee tables: distance range + drop-offs + pallets. */
export function priceFreight(tables: FeeTables, factory: FeeFactory, freight: FreightToPrice): FreightCost {
  const d = distanceFee(tables, factory, freight.truckType, freight.km);
  const w = waypointFee(tables, factory, freight.truckType, freight.dropOffs);
  const p = palletFee(tables, factory, freight.palletsByType);
  return { distanceFee: d, waypointFee: w, palletFee: p, total: d + w + p };
}

/**
 * Distance + drop-off fee of one factory and truck type, precomputed: the planner's solver calls
 * it for every move, so it must agree with priceFreight and cost one scan.
 */
export function createRouteFee(
  tables: FeeTables,
  factory: FeeFactory,
  truckType: string | null,
): (km: number, dropOffs: number) => number {
  const compiled = compileRanges(rangesFor(tables, factory, truckType));
  const row = findWaypointCost(tables, factory, truckType);
  const included = row?.includedWaypoints ?? 0;
  const perWaypoint = row?.pricePerWaypoint ?? 0;
  return (km, dropOffs) =>
    feeAt(compiled, km) + (dropOffs > included ? (dropOffs - included) * perWaypoint : 0);
}
