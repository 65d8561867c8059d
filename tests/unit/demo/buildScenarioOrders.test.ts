import { describe, expect, it } from 'vitest';
import { addDays, addWorkdays, isWorkday, toWorkday } from '../../../src/core/calendar/workdays.ts';
import {
  buildScenarioOrders,
  largestTruckPallets,
  scenarioOrderDate,
} from '../../../src/core/demo/buildScenarioOrders.ts';
import { testOrderScenariosSchema } from '../../../src/core/demo/demo.schemas.ts';
import { withRuleDeadlines } from '../../../src/core/demo/demoDeadlines.ts';
import { TEST_ORDER_SCENARIOS } from '../../../src/core/demo/testOrderScenarios.ts';
import { createOrderSchema } from '../../../src/core/orders/orders.schemas.ts';
import { buildDemoInput, demoRulesEngine } from '../../factories/demo.factory.ts';

// Fixed dates: arbitrary inputs of pure functions, any year would do (today is passed in, never the clock's).

const scenario = (id: string) => {
  const s = TEST_ORDER_SCENARIOS.find((x) => x.id === id);
  if (!s) throw new Error(`no scenario ${id}`);
  return s;
};
const pallets = (o: { orderItems: { palletsCount?: number }[] }) =>
  o.orderItems.reduce((sum, i) => sum + (i.palletsCount ?? 0), 0);

describe('scenario order date (shell.md §9)', () => {
  it('is 1 day before the release, 3 days before a Monday and 2 before a Sunday', () => {
    expect(scenarioOrderDate('2026-11-25')).toBe('2026-11-24'); // Wednesday → Tuesday
    expect(scenarioOrderDate('2026-11-24')).toBe('2026-11-23'); // Tuesday → Monday
    expect(scenarioOrderDate('2026-11-23')).toBe('2026-11-20'); // Monday → Friday
    expect(scenarioOrderDate('2026-11-22')).toBe('2026-11-20'); // Sunday → Friday
    expect(scenarioOrderDate('2026-11-21')).toBe('2026-11-20'); // Saturday → Friday
  });
});

describe('the five test scenarios', () => {
  it('are five distinct, valid scenarios', () => {
    expect(TEST_ORDER_SCENARIOS).toHaveLength(5);
    expect(new Set(TEST_ORDER_SCENARIOS.map((s) => s.id)).size).toBe(5);
    expect(() => testOrderScenariosSchema.parse(TEST_ORDER_SCENARIOS)).not.toThrow();
    expect(() => testOrderScenariosSchema.parse(TEST_ORDER_SCENARIOS.slice(1))).toThrow();
  });

  it('build valid create bodies dated relative to today: deadline in 14 days (on a workday), release on a workday', () => {
    // 2026-11-22 + 14 is a Sunday: the deadline moves to Monday.
    for (const today of ['2026-11-22', '2026-11-23', '2026-11-27']) {
      const input = buildDemoInput({ today });
      for (const s of TEST_ORDER_SCENARIOS) {
        const orders = buildScenarioOrders(s, input);
        expect(orders).toHaveLength(s.orders.length);
        for (const o of orders) {
          const parsed = createOrderSchema.safeParse(o);
          expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
          expect(o.orderDeadlineDate).toBe(toWorkday(addDays(today, 14)));
          expect(isWorkday(o.orderDeadlineDate as string)).toBe(true);
          expect(isWorkday(o.releaseDate as string)).toBe(true);
          expect(o.releaseDate! > today).toBe(true);
          expect(o.orderDate).toBe(scenarioOrderDate(o.releaseDate as string));
          expect(o.orderId).toMatch(/^\d{6}TVS[A-Z0-9]{5}$/);
          expect(o.factoryShortName).toBe('TVS');
          o.orderItems.forEach((item, line) => {
            expect(item.externalIds?.itemNr).toMatch(
              new RegExp(`^${o.externalIds.orderNr}-\\d+-${line + 1}$`),
            );
          });
        }
      }
    }
  });

  it('one full truck: exactly the largest active vehicle’s pallet capacity', () => {
    const input = buildDemoInput();
    expect(largestTruckPallets(input.vehicles)).toBe(33);
    const [order] = buildScenarioOrders(scenario('single-full-truck'), input);
    expect(pallets(order!)).toBe(33);
    const small = buildDemoInput({
      vehicles: [{ vehicleId: 'X', crane: false, palletCapacity: 24, active: true }],
    });
    expect(pallets(buildScenarioOrders(scenario('single-full-truck'), small)[0]!)).toBe(24);
  });

  it('an order too big for one truck', () => {
    const orders = buildScenarioOrders(scenario('oversized-order'), buildDemoInput());
    expect(orders).toHaveLength(1);
    expect(pallets(orders[0]!)).toBeGreaterThan(33);
  });

  it('several small orders to one region on one day that fit one truck together', () => {
    const orders = buildScenarioOrders(scenario('combine-small-orders'), buildDemoInput());
    expect(orders.length).toBeGreaterThanOrEqual(3);
    expect(new Set(orders.map((o) => o.releaseDate)).size).toBe(1);
    expect(orders.reduce((sum, o) => sum + pallets(o), 0)).toBeLessThanOrEqual(33);
    expect(new Set(orders.map((o) => o.deliveryAddress)).size).toBe(orders.length);
  });

  it('deliveries to a site prefer the crane trucks', () => {
    const orders = buildScenarioOrders(scenario('crane-site-delivery'), buildDemoInput());
    for (const o of orders) {
      expect(o.deliveryToSite).toBe(true);
      expect(o.preferredTrucks).toEqual(['D22L']);
    }
  });

  it("orders whose delivery windows do not overlap (deadlines by the rules, each order's own interval)", async () => {
    const input = buildDemoInput();
    const [a, b] = await withRuleDeadlines(
      buildScenarioOrders(scenario('disjoint-windows'), input),
      input,
      demoRulesEngine(),
    );
    // Release + 1 workday (the order's own interval, not the base config's 5).
    expect(a!.expectedDeadlineDate).toBe(addWorkdays(a!.releaseDate!, 1));
    expect(a!.expectedDeadlineDate! < b!.releaseDate!).toBe(true);
    expect(a!.deliveryInterval).toBe(1);
  });

  it('refuses without factories or products', () => {
    const s = scenario('single-full-truck');
    expect(() => buildScenarioOrders(s, buildDemoInput({ factories: [] }))).toThrow(/noFactories/);
    expect(() => buildScenarioOrders(s, buildDemoInput({ products: [] }))).toThrow(/noProducts/);
  });
});
