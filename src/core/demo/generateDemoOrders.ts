import {
  addDays,
  buildCalendar,
  type CalendarOverride,
  isoWeekday,
  isWorkday,
  toWorkday,
  type WorkdayCalendar,
} from '../calendar/workdays.ts';
import {
  DEMO_LIMITS,
  type DemoBaseConfig,
  type DemoOrderDraft,
  type DemoProduct,
  type DemoSettlement,
  type DemoVehicle,
} from './demo.schemas.ts';
import { between, demoCustomer, pick, type Rng, randomChars, randomDigits } from './demoRandom.ts';

/** Everything the generator reads (shell.md §4: basic settings, factories, products) plus today. */
export interface DemoGenerationInput {
  /** Today, YYYY-MM-DD. */
  today: string;
  /** Calendar days from today to cover (weekends and non-workdays are skipped). */
  days: number;
  baseConfig: DemoBaseConfig;
  calendar: readonly CalendarOverride[];
  factories: readonly { shortName: string }[];
  products: readonly DemoProduct[];
  /** The configured product categories (view config); the first three are used. */
  categories: readonly string[];
  vehicles: readonly DemoVehicle[];
  /** Real settlements with geocodable addresses (GET /api/demo/settlements). */
  settlements: readonly DemoSettlement[];
  rng: Rng;
}

/** Why generation cannot start: the master data it needs is missing. */
export type DemoInputProblem = 'noFactories' | 'noProducts' | 'noSettlements';

/** The first missing piece of master data, or null when generation can run. */
export function demoInputProblem(input: {
  factories: readonly unknown[];
  products: readonly unknown[];
  /** Absent for scenarios, whose addresses are fixed. */
  settlements?: readonly unknown[];
}): DemoInputProblem | null {
  if (input.factories.length === 0) return 'noFactories';
  if (input.products.length === 0) return 'noProducts';
  if (input.settlements?.length === 0) return 'noSettlements';
  return null;
}

/** YYMMDD of an ISO date. */
export function yymmdd(iso: string): string {
  return iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);
}

/** Generated order id (shell.md §9): YYMMDD + factory short name + 5 random characters. */
export function demoOrderId(day: string, factoryShortName: string, rng: Rng): string {
  return `${yymmdd(day)}${factoryShortName}${randomChars(rng, DEMO_LIMITS.orderIdRandomChars)}`;
}

/** externalIds.itemNr of an order item (shell.md §3): orderNr-productIndex-lineIndex. */
export function demoItemNr(orderNr: string, productIndex: number, lineIndex: number): string {
  return `${orderNr}-${productIndex}-${lineIndex}`;
}

/** The days orders are generated for: today and the next days−1 calendar days, weekends skipped. */
export function demoDays(today: string, days: number, calendar: WorkdayCalendar = new Map()): string[] {
  const out: string[] = [];
  for (let i = 0; i < days; i++) {
    const day = addDays(today, i);
    // Weekends always (shell.md §9), and holidays the calendar marks as non-workdays.
    if (isoWeekday(day) >= 6 || !isWorkday(day, calendar)) continue;
    out.push(day);
  }
  return out;
}

/** The products of a category; the whole catalogue when no product carries that category. */
export function productsOfCategory(products: readonly DemoProduct[], category: string | null): DemoProduct[] {
  const own = products.filter((p) => category !== null && p.category === category);
  return own.length > 0 ? own : [...products];
}

/** One item line: pallets × the product's per-pallet quantity and weight. */
export function demoItem(
  product: DemoProduct,
  pallets: number,
  itemNr: string,
): DemoOrderDraft['orderItems'][number] {
  return {
    itemId: product.itemId,
    name: product.name,
    unit: product.unit,
    quantity: pallets * product.unitPerPallet,
    kg: Math.round(pallets * product.kgPerPallet * 100) / 100,
    palletsCount: pallets,
    palletType: product.palletType,
    externalIds: { itemNr },
  };
}

/** Active crane vehicles' ids: the preferred trucks of a delivery to a site. */
export function craneVehicleIds(vehicles: readonly DemoVehicle[]): string[] {
  return vehicles.filter((v) => v.active && v.crane).map((v) => v.vehicleId);
}

function generateOrder(input: DemoGenerationInput, day: string, calendar: WorkdayCalendar): DemoOrderDraft {
  const { rng, products } = input;
  const factory = pick(rng, input.factories).shortName;
  const orderId = demoOrderId(day, factory, rng);
  const orderNr = `D${yymmdd(day)}${randomDigits(rng, 5)}`;
  const categories = input.categories.slice(0, DEMO_LIMITS.categoryCount);
  const category = categories.length > 0 ? pick(rng, categories) : null;
  const pool = productsOfCategory(products, category);
  const lines = between(rng, DEMO_LIMITS.itemsPerOrder.min, DEMO_LIMITS.itemsPerOrder.max);
  // Distinct products per order while the pool lasts.
  const unused = [...pool];
  const orderItems = Array.from({ length: lines }, (_, line) => {
    const product = unused.length > 0 ? unused.splice(rng.int(unused.length), 1)[0]! : pick(rng, pool);
    const pallets = between(rng, DEMO_LIMITS.palletsPerItem.min, DEMO_LIMITS.palletsPerItem.max);
    return demoItem(product, pallets, demoItemNr(orderNr, products.indexOf(product) + 1, line + 1));
  });
  const cranes = craneVehicleIds(input.vehicles);
  const toSite = cranes.length > 0 && rng.float() < 0.15;
  const active = input.vehicles.filter((v) => v.active);
  const preferredTrucks = toSite
    ? cranes
    : active.length > 0 && rng.float() < 0.2
      ? [pick(rng, active).vehicleId]
      : [];
  const settlement = pick(rng, input.settlements);
  return {
    orderId,
    type: 'delivery',
    customer: demoCustomer(rng),
    deliveryAddress: settlement.address,
    deliveryToSite: toSite,
    orderDate: addDays(day, -DEMO_LIMITS.orderDateDaysBefore),
    // The order deadline must be a workday (rule order.orderDeadlineDate.workday): a holiday moves it on.
    orderDeadlineDate: toWorkday(addDays(day, DEMO_LIMITS.orderDeadlineDaysAfter), calendar, 1),
    releaseDate: day,
    firstReleaseDateEstimation: day,
    // The deadline rules compute it for the whole batch (demoDeadlines.ts withRuleDeadlines).
    expectedDeadlineDate: null,
    factoryShortName: factory,
    preferredTrucks,
    productCategory: category,
    comment: '',
    externalIds: { orderNr, incoterm: 'DAP', ...(toSite && { deliverySpec: 'Építési terület' }) },
    orderItems,
  };
}

/**
 * The demo orders of shell.md §4/§9, day by day: 1–6 orders on every workday from today, each with
 * 1–5 items of 1–20 pallets, a category among the first three, a real settlement as address, order
 * date 7 days before and order deadline 7 days after the day. The expected deadline is left to the
 * deadline rules of the active mode (withRuleDeadlines), as an order save computes it.
 */
export function generateDemoOrders(input: DemoGenerationInput): DemoOrderDraft[] {
  const problem = demoInputProblem(input);
  if (problem) throw new Error(`demo generation: ${problem}`);
  const calendar = buildCalendar(input.calendar);
  const out: DemoOrderDraft[] = [];
  for (const day of demoDays(input.today, input.days, calendar)) {
    const count = between(input.rng, DEMO_LIMITS.ordersPerDay.min, DEMO_LIMITS.ordersPerDay.max);
    for (let i = 0; i < count; i++) out.push(generateOrder(input, day, calendar));
  }
  return out;
}

/**
 * The draft under the ids the server generated (unique there): the order id, the order number and
 * every item's itemNr, which starts with the order number.
 */
export function withGeneratedIds(
  draft: DemoOrderDraft,
  ids: { orderId?: string | undefined; orderNr?: string | undefined },
): DemoOrderDraft {
  const orderNr = ids.orderNr ?? draft.externalIds.orderNr;
  const old = draft.externalIds.orderNr;
  return {
    ...draft,
    orderId: ids.orderId ?? draft.orderId,
    externalIds: { ...draft.externalIds, orderNr },
    orderItems: draft.orderItems.map((item) => {
      const nr = item.externalIds?.itemNr;
      return typeof nr === 'string' && nr.startsWith(`${old}-`)
        ? { ...item, externalIds: { ...item.externalIds, itemNr: orderNr + nr.slice(old.length) } }
        : item;
    }),
  };
}
