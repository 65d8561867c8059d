import { describe, expect, it } from 'vitest';
import { PLANNER_MESSAGES } from '../../../src/core/planner/plannerMessages.ts';
import { DEFAULT_PLANNING_SETTINGS } from '../../../src/core/planner/planningModel.ts';
import { type PickupOrder, planPickups } from '../../../src/core/planner/planPickups.ts';
import { buildOrder, buildVehicleTypes } from '../../factories/planner.factory.ts';

// Fixed dates: arbitrary inputs of pure functions (no clock), any year would do.

const pickup = (over: Partial<PickupOrder> = {}): PickupOrder => ({
  ...buildOrder(),
  customerCode: 'C1',
  customerName: 'Első Kft.',
  ...over,
});
const plan = (orders: PickupOrder[], calendar = new Map<string, boolean>()) =>
  planPickups(orders, buildVehicleTypes(), calendar, DEFAULT_PLANNING_SETTINGS);

describe('planPickups', () => {
  it('groups one customer’s orders of one factory and day into one pickup', () => {
    const a = pickup();
    const b = pickup();
    const r = plan([a, b]);
    expect(r.unplanned).toEqual([]);
    expect(r.pickups).toHaveLength(1);
    expect(r.pickups[0]).toMatchObject({
      factoryShortName: 'TVS',
      customerCode: 'C1',
      date: '2026-11-23',
      pallets: 8,
      kg: 4000,
    });
    expect(r.pickups[0]!.orderIds.sort()).toEqual([a.orderId, b.orderId].sort());
  });

  it('keeps customers, factories and collection days apart', () => {
    const r = plan([
      pickup(),
      pickup({ customerCode: 'C2', customerName: 'Második Kft.' }),
      pickup({ factoryShortName: 'OTHER' }),
      pickup({ releaseDate: '2026-11-24' }),
    ]);
    expect(r.pickups).toHaveLength(4);
  });

  it('splits a group that does not fit the largest truck (33 places)', () => {
    const orders = [1, 2, 3].map(() => pickup({ items: [{ palletType: 'EUR', pallets: 15, kg: 3000 }] }));
    const r = plan(orders);
    expect(r.pickups.map((p) => p.pallets).sort()).toEqual([15, 30]);
  });

  it('collects on the first workday of the window (weekend and holiday skipped)', () => {
    const r = plan(
      [pickup({ releaseDate: '2026-11-21', expectedDeadlineDate: '2026-11-27' })],
      new Map([['2026-11-23', false]]),
    );
    expect(r.pickups[0]!.date).toBe('2026-11-24');
  });

  it('refuses an order with no workday in its window and one that fits no truck', () => {
    const weekend = pickup({ releaseDate: '2026-11-21', expectedDeadlineDate: '2026-11-22' });
    const huge = pickup({ items: [{ palletType: 'EUR', pallets: 40, kg: 3000 }] });
    const r = plan([weekend, huge]);
    expect(r.pickups).toEqual([]);
    expect(r.unplanned).toEqual([
      {
        orderId: weekend.orderId,
        status: 'noOverlappingDeliveryDates',
        reason: PLANNER_MESSAGES.noWorkdayInWindow,
      },
      { orderId: huge.orderId, status: 'doesNotFit', reason: PLANNER_MESSAGES.orderDoesNotFit },
    ]);
  });

  it('keeps the truck types every order of a pickup accepts', () => {
    const r = plan([
      pickup({ preferredTrucks: ['D22S', 'T24L'] }),
      pickup({ preferredTrucks: ['T24L'] }),
      pickup(),
    ]);
    expect(r.pickups[0]!.preferredTrucks).toEqual(['T24L']);
  });
});
