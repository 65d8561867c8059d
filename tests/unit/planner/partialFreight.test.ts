import { describe, expect, it } from 'vitest';
import { freightIncome } from '../../../src/core/planner/freightIncome.ts';
import { isPartialFreight, PARTIAL_FILL_LIMIT } from '../../../src/core/planner/partialFreight.ts';
import { planFreights } from '../../../src/core/planner/planFreights.ts';
import { buildFeeTables, buildRange } from '../../factories/fees.factory.ts';
import { buildOrder, buildPlanningInput, FACTORY } from '../../factories/planner.factory.ts';

// Fixed dates: arbitrary inputs of pure functions (no clock), any year would do.

const cargo = [{ orderId: 'A', palletType: 'EUR', pallets: 4, kg: 100 }];
const orders = (deadline: string) => new Map([['A', { expectedDeadlineDate: deadline }]]);

describe('partial freight (törtfuvar)', () => {
  it('is below the fill limit with orders that can wait past the next workday', () => {
    // Friday 2026-11-27: the next workday is Monday 11-30
    expect(
      isPartialFreight({ palletPlaces: 4, cargo }, 33, orders('2026-12-01'), '2026-11-27', new Map()),
    ).toBe(true);
  });

  it('is not partial when filled at the limit or above', () => {
    const places = PARTIAL_FILL_LIMIT * 33;
    expect(
      isPartialFreight({ palletPlaces: places, cargo }, 33, orders('2026-12-01'), '2026-11-27', new Map()),
    ).toBe(false);
  });

  it('is not partial when an order is due by the next workday', () => {
    expect(
      isPartialFreight({ palletPlaces: 4, cargo }, 33, orders('2026-11-30'), '2026-11-27', new Map()),
    ).toBe(false);
    // a holiday on Monday moves the next workday to Tuesday
    expect(
      isPartialFreight(
        { palletPlaces: 4, cargo },
        33,
        orders('2026-11-30'),
        '2026-11-26',
        new Map([['2026-11-27', false]]),
      ),
    ).toBe(false);
    expect(
      isPartialFreight({ palletPlaces: 4, cargo }, 33, orders('2026-12-01'), '2026-11-26', new Map()),
    ).toBe(true);
  });
});

describe('freight income', () => {
  const fees = buildFeeTables({
    freightCosts: [buildRange({ startDistance: 0, endDistance: -1, price: 100, type: 'perKm' })],
  });

  it('is the sum of each order delivered alone, so consolidation earns income − cost ≥ 0', () => {
    const a = buildOrder({ deliveryPoint: { lat: 47.6, lon: 19.3 } });
    const b = buildOrder({ deliveryPoint: { lat: 47.9, lon: 20.4 } });
    const input = buildPlanningInput({ orders: [a, b], fees });
    const plan = planFreights(input, { maxIterations: 200 });
    expect(plan.freights).toHaveLength(1);
    const f = plan.freights[0]!;
    const byId = new Map([a, b].map((o) => [o.orderId, o]));
    const alone = (o: typeof a) =>
      planFreights(buildPlanningInput({ orders: [o], fees }), { maxIterations: 50 }).freights[0]!.cost.total;
    const income = freightIncome(input, FACTORY, f, byId);
    expect(income).toBeCloseTo(alone(a) + alone(b), 1);
    expect(income).toBeGreaterThanOrEqual(f.cost.total);
  });

  it('adds nothing for an order no truck type can carry alone', () => {
    const a = buildOrder({ preferredTrucks: ['NOPE'] });
    const input = buildPlanningInput({ orders: [a], fees });
    const f = {
      deliveryDate: '2026-11-23',
      cargo: [{ orderId: a.orderId, palletType: 'EUR', pallets: 4, kg: 2000 }],
    };
    expect(freightIncome(input, FACTORY, f, new Map([[a.orderId, a]]))).toBe(0);
  });
});
