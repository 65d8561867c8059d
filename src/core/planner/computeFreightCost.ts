import type { FeeTables, FreightCost } from './planningModel.ts';

const pickRanges = (fees: FeeTables, factory: string, truckType: string) => {
  const own = fees.freightCosts.filter((r) => r.factoryShortName === factory);
  const base = own.length > 0 ? own : fees.freightCosts.filter((r) => r.factoryShortName === undefined);
  const typed = base.filter((r) => r.truckType === truckType);
  return typed.length > 0 ? typed : base.filter((r) => r.truckType === undefined);
};

/** Distance fee of one freight: the range holding the distance (endDistance −1 = open-ended). */
export function distanceFee(fees: FeeTables, factory: string, truckType: string, km: number): number {
  for (const r of pickRanges(fees, factory, truckType)) {
    if (km >= r.startDistance && (r.endDistance === -1 || km < r.endDistance))
      return r.perKm ? r.price * km : r.price;
  }
  return 0;
}

/** A precomputed distance + drop-off fee of one factory and truck type (the solver calls it per move). */
export function createRouteFee(
  fees: FeeTables,
  factory: string,
  truckType: string,
): (km: number, waypoints: number) => number {
  const ranges = pickRanges(fees, factory, truckType);
  const starts = Float64Array.from(ranges.map((r) => r.startDistance));
  const ends = Float64Array.from(
    ranges.map((r) => (r.endDistance === -1 ? Number.POSITIVE_INFINITY : r.endDistance)),
  );
  const prices = Float64Array.from(ranges.map((r) => r.price));
  const perKm = ranges.map((r) => r.perKm === true);
  const wp = findWaypointFee(fees, factory, truckType);
  const included = wp?.includedWaypoints ?? 1;
  const perWaypoint = wp?.pricePerWaypoint ?? 0;
  return (km, waypoints) => {
    let fee = 0;
    for (let i = 0; i < starts.length; i++)
      if (km >= starts[i]! && km < ends[i]!) {
        fee = perKm[i] ? prices[i]! * km : prices[i]!;
        break;
      }
    if (perWaypoint > 0 && waypoints > included) fee += (waypoints - included) * perWaypoint;
    return fee;
  };
}

const findWaypointFee = (fees: FeeTables, factory: string, truckType: string) =>
  fees.waypointFees.find((w) => w.factoryShortName === factory && w.truckType === truckType) ??
  fees.waypointFees.find((w) => w.factoryShortName === factory && w.truckType === undefined) ??
  fees.waypointFees.find((w) => w.factoryShortName === undefined && w.truckType === truckType) ??
  fees.waypointFees.find((w) => w.factoryShortName === undefined && w.truckType === undefined);

/** Drop-off fee for the waypoints after the included ones. */
export function waypointFee(fees: FeeTables, factory: string, truckType: string, waypoints: number): number {
  const match = findWaypointFee(fees, factory, truckType);
  if (!match) return 0;
  return Math.max(0, waypoints - (match.includedWaypoints ?? 1)) * match.pricePerWaypoint;
}

/** Pallet fee: per pallet by pallet type, factory-specific first. */
export function palletFee(fees: FeeTables, factory: string, palletType: string, pallets: number): number {
  const match =
    fees.palletFees.find((p) => p.factoryShortName === factory && p.palletType === palletType) ??
    fees.palletFees.find((p) => p.factoryShortName === factory && p.palletType === undefined) ??
    fees.palletFees.find((p) => p.factoryShortName === undefined && p.palletType === palletType) ??
    fees.palletFees.find((p) => p.factoryShortName === undefined && p.palletType === undefined);
  return match ? match.pricePerPallet * pallets : 0;
}

/** The full fee of a freight from the fee tables. */
export function computeFreightCost(
  fees: FeeTables,
  factory: string,
  truckType: string,
  km: number,
  waypoints: number,
  palletsByType: ReadonlyMap<string, number>,
): FreightCost {
  const d = distanceFee(fees, factory, truckType, km);
  const w = waypointFee(fees, factory, truckType, waypoints);
  let p = 0;
  for (const [type, n] of palletsByType) p += palletFee(fees, factory, type, n);
  return { distanceFee: d, waypointFee: w, palletFee: p, total: d + w + p };
}
