import { describe, expect, it } from 'vitest';
import { isWorkday } from '../../../src/core/calendar/workdays.ts';
import { createRouteFee, priceFreight } from '../../../src/core/fees/priceFreight.ts';
import { createGreatCircleProvider } from '../../../src/core/planner/createGreatCircleProvider.ts';
import { planFreights } from '../../../src/core/planner/planFreights.ts';
import {
  feeFactoryOf,
  type GeoPoint,
  type PlanningInput,
  type PlanResult,
} from '../../../src/core/planner/planningModel.ts';
import {
  buildFeeTables,
  buildPalletFee,
  buildRange,
  buildWaypointCost,
} from '../../factories/fees.factory.ts';
import {
  buildOrder,
  buildPlanningInput,
  buildVehicleTypes,
  generatePlanningWeek,
} from '../../factories/planner.factory.ts';

// Fixed dates: arbitrary inputs of pure functions (no clock), any year would do.

const plan = (input: PlanningInput): PlanResult => planFreights(input, { seed: 1, maxIterations: 30 });
const freightOf = (r: PlanResult, orderId: string) =>
  r.freights.filter((f) => f.cargo.some((c) => c.orderId === orderId));

describe('planFreights constraints', () => {
  it('combines nearby orders into one freight when they fit', () => {
    const a = buildOrder({ deliveryPoint: { lat: 47.6, lon: 19.2 } });
    const b = buildOrder({ deliveryPoint: { lat: 47.61, lon: 19.21 } });
    const r = plan(buildPlanningInput({ orders: [a, b] }));
    expect(r.unplanned).toEqual([]);
    expect(r.freights).toHaveLength(1);
    expect(r.freights[0]!.waypoints).toHaveLength(2);
  });

  it('never exceeds pallet or kg capacity and splits an order too large for one truck by pallets', () => {
    const big = buildOrder({ items: [{ palletType: 'EUR', pallets: 50, kg: 25000 }] });
    const heavy = buildOrder({ items: [{ palletType: 'EUR', pallets: 4, kg: 30000 }] });
    const input = buildPlanningInput({ orders: [big, heavy] });
    const r = plan(input);
    expect(r.unplanned).toEqual([]);
    expect(freightOf(r, big.orderId).length).toBeGreaterThanOrEqual(2);
    const carried = r.freights.flatMap((f) => f.cargo).filter((c) => c.orderId === big.orderId);
    expect(carried.reduce((s, c) => s + c.pallets, 0)).toBe(50);
    for (const f of r.freights) {
      const v = input.vehicleTypes.find((t) => t.truckType === f.truckType)!;
      expect(f.palletPlaces).toBeLessThanOrEqual(v.palletCapacity);
      expect(f.kg).toBeLessThanOrEqual(v.kgCapacity);
    }
  });

  it('keeps orders with disjoint day windows apart and delivers inside every window on a workday', () => {
    const mon = buildOrder({ releaseDate: '2026-11-23', expectedDeadlineDate: '2026-11-23' });
    const thu = buildOrder({
      releaseDate: '2026-11-26',
      expectedDeadlineDate: '2026-11-27',
      deliveryPoint: { lat: 47.531, lon: 19.101 },
    });
    const r = plan(buildPlanningInput({ orders: [mon, thu] }));
    expect(r.freights).toHaveLength(2);
    for (const o of [mon, thu]) {
      const f = freightOf(r, o.orderId)[0]!;
      expect(f.deliveryDate >= o.releaseDate && f.deliveryDate <= o.expectedDeadlineDate).toBe(true);
      expect(isWorkday(f.deliveryDate)).toBe(true);
    }
  });

  it('skips weekends and calendar holidays', () => {
    // Friday 2026-11-27 is a holiday by override; the window Fri … Mon leaves only Monday
    const o = buildOrder({ releaseDate: '2026-11-27', expectedDeadlineDate: '2026-11-30' });
    const r = plan(buildPlanningInput({ orders: [o], calendar: new Map([['2026-11-27', false]]) }));
    expect(r.freights[0]!.deliveryDate).toBe('2026-11-30');
  });

  it('puts at most 9 unique waypoints in a freight', () => {
    const orders = Array.from({ length: 12 }, (_, i) =>
      buildOrder({
        items: [{ palletType: 'EUR', pallets: 1, kg: 100 }],
        deliveryPoint: { lat: 47.6 + i * 0.01, lon: 19.2 },
      }),
    );
    const r = plan(buildPlanningInput({ orders }));
    expect(r.unplanned).toEqual([]);
    expect(r.freights.length).toBeGreaterThanOrEqual(2);
    for (const f of r.freights) expect(f.waypoints.length).toBeLessThanOrEqual(9);
  });

  it('sends deliveries to site with a crane truck and honours preferred trucks', () => {
    const site = buildOrder({ deliveryToSite: true });
    const pref = buildOrder({ preferredTrucks: ['D22L'], deliveryPoint: { lat: 47.54, lon: 19.11 } });
    const input = buildPlanningInput({ orders: [site, pref] });
    const r = plan(input);
    expect(r.unplanned).toEqual([]);
    const crane = input.vehicleTypes.filter((v) => v.crane).map((v) => v.truckType);
    expect(crane).toContain(freightOf(r, site.orderId)[0]!.truckType);
    expect(freightOf(r, pref.orderId)[0]!.truckType).toBe('D22L');
  });

  it('reports a cost equal to the one recomputed from the fee tables', () => {
    const input = generatePlanningWeek(60, 3);
    const r = planFreights(input, { seed: 2, maxIterations: 20 });
    let total = 0;
    for (const f of r.freights) {
      const byType = new Map<string, number>();
      for (const c of f.cargo) byType.set(c.palletType, (byType.get(c.palletType) ?? 0) + c.pallets);
      const factory = input.factories.find((x) => x.shortName === f.factoryShortName)!;
      const c = priceFreight(input.fees, feeFactoryOf(factory), {
        truckType: f.truckType,
        km: f.distanceKm,
        dropOffs: f.waypoints.length,
        palletsByType: byType,
      });
      expect(f.cost).toEqual(c);
      total += f.cost.total;
    }
    expect(r.totalCost).toBeCloseTo(total, 6);
    const planned = new Set(r.freights.flatMap((f) => f.cargo.map((c) => c.orderId)));
    expect(planned.size + r.unplanned.length).toBe(60);
  });
});

describe('planFreights failure statuses', () => {
  it('noOverlappingDeliveryDates: the window holds no workday', () => {
    const o = buildOrder({ releaseDate: '2026-11-28', expectedDeadlineDate: '2026-11-29' });
    const r = plan(buildPlanningInput({ orders: [o] }));
    expect(r.unplanned).toEqual([
      expect.objectContaining({ orderId: o.orderId, status: 'noOverlappingDeliveryDates' }),
    ]);
    expect(r.unplanned[0]!.reason).toMatch(/munkanap/);
  });

  it('doesNotFit: one pallet is heavier than any allowed truck carries', () => {
    const o = buildOrder({ items: [{ palletType: 'EUR', pallets: 1, kg: 50000 }] });
    const r = plan(buildPlanningInput({ orders: [o] }));
    expect(r.unplanned[0]).toMatchObject({ orderId: o.orderId, status: 'doesNotFit' });
  });

  it('noVehicle: no truck type is allowed, or none is free in the window', () => {
    const site = buildOrder({ deliveryToSite: true });
    const noCrane = buildVehicleTypes([{}, {}, { crane: false }, {}]);
    expect(plan(buildPlanningInput({ orders: [site], vehicleTypes: noCrane })).unplanned[0]).toMatchObject({
      status: 'noVehicle',
    });
    const mon = buildOrder({ deliveryToSite: true, expectedDeadlineDate: '2026-11-23' });
    const mon2 = buildOrder({
      deliveryToSite: true,
      expectedDeadlineDate: '2026-11-23',
      items: [{ palletType: 'EUR', pallets: 22, kg: 15000 }],
      deliveryPoint: { lat: 46.25, lon: 20.14 },
    });
    const one = buildVehicleTypes([{}, {}, { availablePerDay: 1 }, {}]);
    const r = plan(buildPlanningInput({ orders: [mon, mon2], vehicleTypes: one }));
    expect(r.freights).toHaveLength(1);
    expect(r.unplanned).toHaveLength(1);
    expect(r.unplanned[0]!.status).toBe('noVehicle');
  });

  it('routeNotFound: the distance provider has no route', () => {
    const o = buildOrder();
    const r = plan(
      buildPlanningInput({ orders: [o], distance: { distanceKm: () => null, durationMin: () => null } }),
    );
    expect(r.unplanned[0]).toMatchObject({ orderId: o.orderId, status: 'routeNotFound' });
  });

  it('never puts two stops with no route between them on one freight', () => {
    // the two would share a freight (see above), but a road table has no route from one to the other
    const a = buildOrder({ deliveryPoint: { lat: 47.6, lon: 19.2 } });
    const b = buildOrder({ deliveryPoint: { lat: 47.61, lon: 19.21 } });
    const roads = createGreatCircleProvider();
    const stops = [a.deliveryPoint, b.deliveryPoint];
    const cut = (p: GeoPoint, q: GeoPoint) => stops.includes(p) && stops.includes(q) && p !== q;
    const distance = {
      distanceKm: (p: GeoPoint, q: GeoPoint) => (cut(p, q) ? null : roads.distanceKm(p, q)),
      durationMin: (p: GeoPoint, q: GeoPoint) => (cut(p, q) ? null : roads.durationMin(p, q)),
    };
    const r = plan(buildPlanningInput({ orders: [a, b], distance }));
    expect(r.unplanned).toEqual([]);
    expect(r.freights).toHaveLength(2);
    for (const f of r.freights) expect(f.distanceKm).toBeLessThan(1000);
  });
});

describe('fee tables', () => {
  it('picks the distance range (endDistance −1 open-ended), drop-off and pallet fees', () => {
    const fees = buildFeeTables({
      freightCosts: [
        buildRange({ startDistance: 0, endDistance: 100, price: 50000 }),
        buildRange({ startDistance: 100, endDistance: -1, price: 600, type: 'perKm' }),
        buildRange({ factoryId: 'OWN', startDistance: 0, endDistance: -1, price: 1 }),
      ],
      waypointCosts: [buildWaypointCost({ pricePerWaypoint: 5000, includedWaypoints: 2 })],
      palletFees: [
        buildPalletFee({ pricePerPallet: 100 }),
        buildPalletFee({ palletType: 'industrial', pricePerPallet: 150 }),
      ],
    });
    const pallets = new Map([
      ['EUR', 10],
      ['industrial', 2],
    ]);
    const tvs = { id: 'TVS', useDefaultFreightCostsSettings: false };
    const own = { id: 'OWN', useDefaultFreightCostsSettings: false };
    const at = (km: number, dropOffs: number, palletsByType = new Map<string, number>()) => ({
      truckType: 'T24L',
      km,
      dropOffs,
      palletsByType,
    });
    expect(priceFreight(fees, tvs, at(99, 1, pallets))).toEqual({
      distanceFee: 50000,
      waypointFee: 0,
      palletFee: 1300,
      total: 51300,
    });
    expect(priceFreight(fees, tvs, at(250, 4)).total).toBe(250 * 600 + 2 * 5000);
    expect(priceFreight(fees, own, at(250, 1)).distanceFee).toBe(1);
    expect(createRouteFee(fees, tvs, 'T24L')(250, 4)).toBe(250 * 600 + 2 * 5000);
  });
});
