import { describe, expect, it } from 'vitest';
import { combineFreights, combineOrders } from '../../../src/core/planner/combineFreight.ts';
import { planFreights } from '../../../src/core/planner/planFreights.ts';
import { PLANNER_MESSAGES } from '../../../src/core/planner/plannerMessages.ts';
import { buildFeeTables, buildRange } from '../../factories/fees.factory.ts';
import { buildOrder, buildPlanningInput } from '../../factories/planner.factory.ts';

// Fixed dates: arbitrary inputs of pure functions (no clock), any year would do.

describe('manual combination', () => {
  it('builds the cheapest single freight with waypoints in driving order', () => {
    const far = buildOrder({ deliveryPoint: { lat: 47.9, lon: 20.4 } });
    const near = buildOrder({ deliveryPoint: { lat: 47.6, lon: 19.3 } });
    const input = buildPlanningInput({
      orders: [far, near],
      fees: buildFeeTables({
        freightCosts: [buildRange({ startDistance: 0, endDistance: -1, price: 100, type: 'perKm' })],
      }),
    });
    const r = combineOrders(input, [far, near]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.freight.waypoints.map((w) => w.orderIds[0])).toEqual([near.orderId, far.orderId]);
    expect(r.freight.truckType).toBe('D22S');
    expect(r.freight.deliveryDate).toBe('2026-11-23');
  });

  it('doesNotFit: the orders do not fit one vehicle', () => {
    const a = buildOrder({ items: [{ palletType: 'EUR', pallets: 20, kg: 1000 }] });
    const b = buildOrder({ items: [{ palletType: 'EUR', pallets: 20, kg: 1000 }] });
    expect(combineOrders(buildPlanningInput(), [a, b])).toEqual({
      ok: false,
      status: 'doesNotFit',
      message: PLANNER_MESSAGES.doesNotFit,
    });
  });

  it('noOverlappingDeliveryDates: the delivery intervals do not overlap', () => {
    const a = buildOrder({ expectedDeadlineDate: '2026-11-24' });
    const b = buildOrder({ releaseDate: '2026-11-25' });
    expect(combineOrders(buildPlanningInput(), [a, b])).toMatchObject({
      ok: false,
      status: 'noOverlappingDeliveryDates',
    });
  });

  it('tooManyWaypoints: more than 9 unique waypoints', () => {
    const orders = Array.from({ length: 10 }, (_, i) =>
      buildOrder({
        items: [{ palletType: 'EUR', pallets: 1, kg: 10 }],
        deliveryPoint: { lat: 47 + i / 100, lon: 19 },
      }),
    );
    const r = combineOrders(buildPlanningInput(), orders);
    expect(r).toMatchObject({ ok: false, status: 'tooManyWaypoints' });
    if (!r.ok) expect(r.message).toContain('9');
    // two orders at one point count once
    const same = [...orders.slice(0, 9), buildOrder({ ...orders[0]!, orderId: 'X1' })];
    expect(combineOrders(buildPlanningInput(), same).ok).toBe(true);
  });

  it('routeNotFound: no route between the points', () => {
    const input = buildPlanningInput({ distance: { distanceKm: () => null, durationMin: () => null } });
    expect(combineOrders(input, [buildOrder()])).toMatchObject({ ok: false, status: 'routeNotFound' });
  });

  it('noVehicle: the allowed vehicles cannot fulfil the orders', () => {
    const a = buildOrder({ preferredTrucks: ['D22S'] });
    const b = buildOrder({ deliveryToSite: true });
    expect(combineOrders(buildPlanningInput(), [a, b])).toMatchObject({
      ok: false,
      status: 'noVehicle',
      message: PLANNER_MESSAGES.noVehicle,
    });
  });

  it('orderCoverageError: a selected freight carries only part of an order', () => {
    const big = buildOrder({ items: [{ palletType: 'EUR', pallets: 40, kg: 10000 }] });
    const input = buildPlanningInput({ orders: [big] });
    const planned = planFreights(input, { maxIterations: 5 });
    expect(planned.freights.length).toBe(2);
    expect(combineFreights(input, [planned.freights[0]!])).toMatchObject({
      ok: false,
      status: 'orderCoverageError',
    });
  });
});
