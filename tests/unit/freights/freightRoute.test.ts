import { describe, expect, it } from 'vitest';
import { DEFAULT_FEE_TABLES } from '../../../src/core/fees/defaultFeeTables.ts';
import { priceFreight } from '../../../src/core/fees/priceFreight.ts';
import {
  palletsByTypeOf,
  routeFreight,
  uniqueStops,
  waypointListIssue,
} from '../../../src/core/freights/freightRoute.ts';
import type { DistanceProvider, GeoPoint } from '../../../src/core/planner/planningModel.ts';

// Straight-line "roads" on a grid: 1 degree = 100 km, 1 km = 1 minute; no route east of lon 50.
const grid: DistanceProvider = {
  distanceKm: (a: GeoPoint, b: GeoPoint) =>
    a.lon > 50 || b.lon > 50 ? null : Math.hypot(a.lat - b.lat, a.lon - b.lon) * 100,
  durationMin: (a: GeoPoint, b: GeoPoint) =>
    a.lon > 50 || b.lon > 50 ? null : Math.hypot(a.lat - b.lat, a.lon - b.lon) * 100,
};
const cargo = [
  { orderId: 'A', palletType: 'EUR', pallets: 4 },
  { orderId: 'B', palletType: 'EUR', pallets: 2 },
];
const input = (stops: [number, number][]) => ({
  start: { lat: 0, lon: 0 },
  stops,
  distance: grid,
  fees: DEFAULT_FEE_TABLES,
  feeFactory: { id: 'F', useDefaultFreightCostsSettings: true },
  truckType: 'T24L',
  palletsByType: palletsByTypeOf(cargo),
  unloadMinutesPerPallet: 2,
});

describe('routeFreight', () => {
  it('sums legs in the given order, adds unloading minutes and prices the rounded distance', () => {
    const near: [number, number] = [0, 0.1];
    const far: [number, number] = [0, 0.3];
    const out = routeFreight(input([near, far]))!;
    expect(out.legKm).toEqual([10, 20]);
    expect(out.distanceKm).toBe(30);
    expect(out.durationMin).toBe(30 + 6 * 2);
    expect(out.cost).toEqual(
      priceFreight(
        DEFAULT_FEE_TABLES,
        { id: 'F', useDefaultFreightCostsSettings: true },
        {
          truckType: 'T24L',
          km: 30,
          dropOffs: 2,
          palletsByType: new Map([['EUR', 6]]),
        },
      ),
    );
    const back = routeFreight(input([far, near]))!;
    expect(back.legKm).toEqual([30, 20]);
    expect(back.distanceKm).toBe(50);
  });

  it('is null when a leg has no route', () => {
    expect(
      routeFreight(
        input([
          [0, 0.1],
          [60, 0],
        ]),
      ),
    ).toBeNull();
  });
});

describe('waypointListIssue', () => {
  const at = (orderIds: string[], lng: number) => ({ orderIds, point: [lng, 47] as [number, number] });
  it('accepts every order at one stop, stops without orders, and repeats of one point', () => {
    expect(waypointListIssue([at(['A'], 1), at([], 2), at(['B'], 1)], cargo, 9)).toBeNull();
    expect(uniqueStops([at([], 1).point, at([], 1).point, at([], 2).point])).toBe(2);
  });
  it('names the first problem: too many unique points, foreign or repeated orders, an order left out', () => {
    const ten = Array.from({ length: 10 }, (_, i) => at(i === 0 ? ['A', 'B'] : [], i));
    expect(waypointListIssue(ten, cargo, 9)?.message).toBe(
      'Egy fuvarban legfeljebb 9 egyedi lerakodási pont lehet, a listában 10 van.',
    );
    expect(waypointListIssue([at(['A', 'B', 'X'], 1)], cargo, 9)?.code).toBe('freightWaypoints.unknownOrder');
    expect(waypointListIssue([at(['A', 'B'], 1), at(['A'], 2)], cargo, 9)?.code).toBe(
      'freightWaypoints.orderTwice',
    );
    expect(waypointListIssue([at(['A'], 1)], cargo, 9)?.message).toBe(
      'A(z) B megrendelésnek nem maradt lerakodási pontja!',
    );
  });
});
