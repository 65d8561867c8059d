import { addDays, buildCalendar, isoWeekday, toWorkday } from '../calendar/workdays.ts';
import { DEMO_LIMITS, type DemoOrderDraft, type TestOrderScenario } from './demo.schemas.ts';
import type { Rng } from './demoRandom.ts';
import { randomDigits } from './demoRandom.ts';
import {
  craneVehicleIds,
  type DemoGenerationInput,
  demoItem,
  demoItemNr,
  demoOrderId,
  yymmdd,
} from './generateDemoOrders.ts';

/** A standard 13.6 m semi-trailer takes 33 EUR pallets: the truck when no vehicle is configured. */
const STANDARD_TRUCK_PALLETS = 33;

/**
 * Order date of a scenario order (shell.md §9): 1 day before the release date, or 3 days when the
 * release falls on a Monday and 2 on a Sunday (the Friday before either way).
 */
export function scenarioOrderDate(release: string): string {
  const weekday = isoWeekday(release);
  return addDays(release, weekday === 1 ? -3 : weekday === 7 ? -2 : -1);
}

/** What a scenario needs: today, base config, calendar, factories, products, categories, vehicles. */
export type ScenarioInput = Omit<DemoGenerationInput, 'days' | 'settlements' | 'rng'> & { rng: Rng };

/** The largest active vehicle's pallet capacity ("one full truck"). */
export function largestTruckPallets(vehicles: ScenarioInput['vehicles']): number {
  const caps = vehicles.filter((v) => v.active && v.palletCapacity > 0).map((v) => v.palletCapacity);
  return caps.length > 0 ? Math.max(...caps) : STANDARD_TRUCK_PALLETS;
}

/**
 * The orders of one scenario, dated relative to today: release = today + releaseInDays moved to a
 * workday, order date by the scenario rule, order deadline 14 days from today (on a workday), the
 * order's own delivery interval where the scenario gives one; the expected deadline is left to the
 * deadline rules (withRuleDeadlines). Items name catalogue products by index (wrapping) and pallets
 * either fixed or as a share of the largest truck.
 */
export function buildScenarioOrders(scenario: TestOrderScenario, input: ScenarioInput): DemoOrderDraft[] {
  const factory = input.factories[0]?.shortName;
  if (!factory) throw new Error('demo scenario: noFactories');
  if (input.products.length === 0) throw new Error('demo scenario: noProducts');
  const calendar = buildCalendar(input.calendar);
  const truck = largestTruckPallets(input.vehicles);
  const category = input.categories[0] ?? null;
  return scenario.orders.map((o) => {
    const release = toWorkday(addDays(input.today, o.releaseInDays), calendar, 1);
    const orderNr = `S${yymmdd(input.today)}${randomDigits(input.rng, 5)}`;
    const toSite = o.deliveryToSite === true;
    return {
      orderId: demoOrderId(release, factory, input.rng),
      type: 'delivery',
      customer: { ...o.customer, customerCode: '' },
      deliveryAddress: o.deliveryAddress,
      deliveryToSite: toSite,
      orderDate: scenarioOrderDate(release),
      // 14 days from today; the order deadline must be a workday (rule order.orderDeadlineDate.workday).
      orderDeadlineDate: toWorkday(addDays(input.today, DEMO_LIMITS.scenarioDeadlineDays), calendar, 1),
      releaseDate: release,
      firstReleaseDateEstimation: release,
      // The deadline rules compute it with the order's own interval (demoDeadlines.ts withRuleDeadlines).
      expectedDeadlineDate: null,
      factoryShortName: factory,
      preferredTrucks: toSite ? craneVehicleIds(input.vehicles) : [],
      productCategory: category,
      comment: o.comment ?? scenario.name,
      deliveryInterval: o.deliveryInterval ?? null,
      deliveryIntervalType: o.deliveryInterval === undefined ? null : input.baseConfig.deliveryIntervalType,
      externalIds: { orderNr, incoterm: 'DAP', ...(toSite && { deliverySpec: 'Építési terület' }) },
      orderItems: o.items.map((item, line) => {
        const index = item.product % input.products.length;
        const product = input.products[index]!;
        const pallets = item.pallets ?? Math.max(1, Math.round((item.truckShare ?? 1) * truck));
        return demoItem(product, pallets, demoItemNr(orderNr, index + 1, line + 1));
      }),
    };
  });
}
