import { type ErrorEntry, withParams } from '../errors/catalogue.ts';
import type { FeeFactory, FeeTables, FreightCost } from '../fees/feeModel.ts';
import { priceFreight } from '../fees/priceFreight.ts';
import type { DistanceProvider, GeoPoint } from '../planner/planningModel.ts';
import type { FreightCargoLine } from './freights.schemas.ts';
import { FREIGHT_WAYPOINT_ERRORS } from './freightWaypoints.api.ts';

/** A stop's place: GeoJSON [lng, lat]. */
type LngLat = readonly [number, number];

/** Stops at one point (to 6 decimals) are one unloading point, as the planner counts them. */
export const stopKey = ([lng, lat]: LngLat): string => `${lat.toFixed(6)},${lng.toFixed(6)}`;

/** Unique unloading points of a stop list. */
export function uniqueStops(points: readonly LngLat[]): number {
  return new Set(points.map(stopKey)).size;
}

/**
 * Why a stop list cannot be the freight's (null when it can): more than `max` unique points, an
 * order not on the freight, an order at two stops, or an order of the cargo left without a stop.
 */
export function waypointListIssue(
  stops: readonly { orderIds: readonly string[]; point: LngLat }[],
  cargo: readonly Pick<FreightCargoLine, 'orderId'>[],
  max: number,
): ErrorEntry | null {
  const count = uniqueStops(stops.map((s) => s.point));
  if (count > max) return withParams(FREIGHT_WAYPOINT_ERRORS.tooMany, { max, count });
  const carried = new Set(cargo.map((c) => c.orderId));
  const seen = new Set<string>();
  for (const orderId of stops.flatMap((s) => s.orderIds)) {
    if (!carried.has(orderId)) return withParams(FREIGHT_WAYPOINT_ERRORS.unknownOrder, { orderId });
    if (seen.has(orderId)) return withParams(FREIGHT_WAYPOINT_ERRORS.orderTwice, { orderId });
    seen.add(orderId);
  }
  const missing = [...carried].find((id) => !seen.has(id));
  return missing === undefined
    ? null
    : withParams(FREIGHT_WAYPOINT_ERRORS.orderWithoutStop, { orderId: missing });
}

/** What routing a freight's stops needs: where it starts, how far legs are, and how it is priced. */
export interface FreightRouteInput {
  /** The factory the truck is loaded at. */
  start: GeoPoint;
  stops: readonly LngLat[];
  distance: DistanceProvider;
  fees: FeeTables;
  feeFactory: FeeFactory;
  truckType: string | null;
  palletsByType: ReadonlyMap<string, number>;
  unloadMinutesPerPallet: number;
}

/** Legs, distance, duration and cost of a stop list. */
export interface FreightRoute {
  /** Driving km from the previous stop (the factory for the first), to 0.1 km. */
  legKm: number[];
  distanceKm: number;
  durationMin: number;
  cost: FreightCost;
}

/**
 * Routes the stops in the given order from the factory and prices the freight the way the planner
 * builds one (buildFreight): one-way distance factory → last stop, driving plus unloading minutes,
 * the fee of the reported (rounded) distance with one drop-off per stop. Null when a leg has no route.
 */
export function routeFreight(input: FreightRouteInput): FreightRoute | null {
  const legKm: number[] = [];
  let prev = input.start;
  let km = 0;
  let minutes = 0;
  for (const [lon, lat] of input.stops) {
    const next = { lat, lon };
    const legDistance = input.distance.distanceKm(prev, next);
    const legMinutes = input.distance.durationMin(prev, next);
    if (legDistance === null || legMinutes === null) return null;
    km += legDistance;
    minutes += legMinutes;
    legKm.push(Math.round(legDistance * 10) / 10);
    prev = next;
  }
  let pallets = 0;
  for (const n of input.palletsByType.values()) pallets += n;
  minutes += pallets * input.unloadMinutesPerPallet;
  const distanceKm = Math.round(km * 10) / 10;
  const cost = priceFreight(input.fees, input.feeFactory, {
    truckType: input.truckType,
    km: distanceKm,
    dropOffs: input.stops.length,
    palletsByType: input.palletsByType,
  });
  return { legKm, distanceKm, durationMin: Math.round(minutes), cost };
}

/** Pallets by type of a freight's cargo (what the pallet fee and the unloading time count). */
export function palletsByTypeOf(cargo: readonly Pick<FreightCargoLine, 'palletType' | 'pallets'>[]) {
  const byType = new Map<string, number>();
  for (const c of cargo) byType.set(c.palletType, (byType.get(c.palletType) ?? 0) + c.pallets);
  return byType;
}
