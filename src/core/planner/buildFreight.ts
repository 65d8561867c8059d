import type { FeeTables } from '../fees/feeModel.ts';
import { priceFreight } from '../fees/priceFreight.ts';
import {
  type DistanceProvider,
  type FreightWaypoint,
  feeFactoryOf,
  type PlannedFreight,
  type PlanningFactory,
} from './planningModel.ts';
import type { OrderChunk } from './splitOrder.ts';

const pointKey = (c: OrderChunk) =>
  `${c.order.deliveryPoint.lat.toFixed(6)},${c.order.deliveryPoint.lon.toFixed(6)}`;

/** Number of unique unloading points among chunks (orders at the same point share one). */
export function uniqueWaypoints(chunks: readonly OrderChunk[]): number {
  return new Set(chunks.map(pointKey)).size;
}

/**
 * Builds a freight from chunks in driving order: consecutive chunks at one point share a waypoint;
 * distance is factory → last waypoint (one-way, the fee distance); cost from the fee tables.
 */
export function buildFreight(
  freightId: string,
  factory: PlanningFactory,
  truckType: string,
  deliveryDate: string,
  chunks: readonly OrderChunk[],
  fees: FeeTables,
  distance: DistanceProvider,
  unloadMinutesPerPallet: number,
): PlannedFreight {
  const waypoints: FreightWaypoint[] = [];
  let prevKey = '';
  let prev = factory.point;
  let km = 0;
  let minutes = 0;
  let places = 0;
  let kg = 0;
  const palletsByType = new Map<string, number>();
  const cargo = [];
  for (const c of chunks) {
    const key = pointKey(c);
    if (key !== prevKey) {
      const leg = distance.distanceKm(prev, c.order.deliveryPoint) ?? 0;
      km += leg;
      minutes += distance.durationMin(prev, c.order.deliveryPoint) ?? 0;
      const wp: FreightWaypoint = {
        point: c.order.deliveryPoint,
        orderIds: [],
        legKm: Math.round(leg * 10) / 10,
      };
      if (c.order.deliveryAddress) wp.address = c.order.deliveryAddress;
      waypoints.push(wp);
      prevKey = key;
      prev = c.order.deliveryPoint;
    }
    const wp = waypoints[waypoints.length - 1]!;
    if (!wp.orderIds.includes(c.order.orderId)) wp.orderIds.push(c.order.orderId);
    places += c.places;
    kg += c.kg;
    for (const line of c.cargo) {
      cargo.push({ ...line });
      palletsByType.set(line.palletType, (palletsByType.get(line.palletType) ?? 0) + line.pallets);
      minutes += line.pallets * unloadMinutesPerPallet;
    }
  }
  // the fee is computed from the distance as reported, so it can be recomputed from the freight
  const reportedKm = Math.round(km * 10) / 10;
  const cost = priceFreight(fees, feeFactoryOf(factory), {
    truckType,
    km: reportedKm,
    dropOffs: waypoints.length,
    palletsByType,
  });
  return {
    freightId,
    factoryShortName: factory.shortName,
    truckType,
    deliveryDate,
    waypoints,
    cargo,
    palletPlaces: Math.round(places * 10) / 10,
    kg: Math.round(kg * 1000) / 1000,
    distanceKm: reportedKm,
    durationMin: Math.round(minutes),
    cost,
  };
}
