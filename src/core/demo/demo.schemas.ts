import { z } from 'zod';
import type { DELIVERY_INTERVAL_TYPES } from '../config/enums.ts';
import type { CreateOrderInput } from '../orders/orders.schemas.ts';
import { RULE_MESSAGES } from '../validation/generalRules.ts';
import type { demoSettlementAnswer, demoSettlementsAnswer } from './demo.answers.ts';
/**
 * The demo generator and test scenarios (shell.md §2 demo dialog, §4 demo generation, §9 demo
 * constants). Everything here is pure data and types; the generator is generateDemoOrders.ts.
 */

/** shell.md §9: generation defaults to 30 days, at most 180. */
export const DEMO_DAYS_DEFAULT = 30;
export const DEMO_DAYS_MAX = 180;
/** shell.md §9: 1–6 orders per day, 1–5 items per order, 1–20 pallets per item. */
export const DEMO_LIMITS = {
  ordersPerDay: { min: 1, max: 6 },
  itemsPerOrder: { min: 1, max: 5 },
  palletsPerItem: { min: 1, max: 20 },
  /** Product categories are chosen among the first three configured. */
  categoryCount: 3,
  /** Order date this many days before the day, order deadline this many after. */
  orderDateDaysBefore: 7,
  orderDeadlineDaysAfter: 7,
  /** Scenario orders: order deadline this many days from today. */
  scenarioDeadlineDays: 14,
  /** Random characters after YYMMDD + factory short name in a generated order id. */
  orderIdRandomChars: 5,
} as const;
/** shell.md §4: processing is checked every 5 seconds while it runs. */
export const DEMO_PROCESSING_POLL_MS = 5000;
/**
 * Every this-many-th created demo order is left out of the freight request: it stays new, waiting
 * for the planner (issue 35: the planning loop can be tried right after a run).
 */
export const DEMO_LEFT_WAITING_EVERY = 4;

/** The created ids the demo run plans, and those it leaves new for the planner (DEMO_LEFT_WAITING_EVERY). */
export function splitDemoPlanning(ids: readonly string[]): { planned: string[]; waiting: string[] } {
  const waiting = (_: string, i: number) => i % DEMO_LEFT_WAITING_EVERY === DEMO_LEFT_WAITING_EVERY - 1;
  return { planned: ids.filter((id, i) => !waiting(id, i)), waiting: ids.filter(waiting) };
}

/** The demo days input of shell.md §5: a whole number from 1 to 180. */
export const demoDaysSchema = z
  .number(RULE_MESSAGES.positiveInteger)
  .int(RULE_MESSAGES.positiveInteger)
  .min(1, RULE_MESSAGES.positiveInteger)
  .max(DEMO_DAYS_MAX, RULE_MESSAGES.maxValue.replace('{n}', String(DEMO_DAYS_MAX)));

/** GET /api/demo/settlements: how many random settlements of the gazetteer. */
export const DEMO_SETTLEMENTS_MAX = 500;
export const demoSettlementsQuerySchema = z.object({
  count: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : Number(v)),
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? RULE_MESSAGES.required : RULE_MESSAGES.positiveInteger,
      })
      .int(RULE_MESSAGES.positiveInteger)
      .min(1, RULE_MESSAGES.positiveInteger)
      .max(DEMO_SETTLEMENTS_MAX, RULE_MESSAGES.maxValue.replace('{n}', String(DEMO_SETTLEMENTS_MAX))),
  ),
});

/** A real settlement of the gazetteer with a delivery address the server geocodes to it. */
export type DemoSettlement = z.output<typeof demoSettlementAnswer>;
export type DemoSettlementsResponse = z.output<typeof demoSettlementsAnswer>;

/** What the generator needs of a product (catalogue row); `category` when the catalogue has one. */
export interface DemoProduct {
  itemId: string;
  name: string;
  unit: string;
  unitPerPallet: number;
  kgPerPallet: number;
  palletType: string;
  category?: string | null;
}

/** What the generator needs of a vehicle (truck type). */
export interface DemoVehicle {
  vehicleId: string;
  crane: boolean;
  palletCapacity: number;
  active: boolean;
}

/** Base config of the expected-deadline rule. */
export interface DemoBaseConfig {
  deliveryInterval: number;
  deliveryIntervalType: (typeof DELIVERY_INTERVAL_TYPES)[number];
}

/** An order ready to POST (force=true): the create body with its id, and the day it belongs to. */
export type DemoOrderDraft = CreateOrderInput & {
  orderId: string;
  externalIds: { orderNr: string; incoterm?: string; deliverySpec?: string };
  orderItems: NonNullable<CreateOrderInput['orderItems']>;
};

/** One item of a scenario order: a catalogue product (index, wraps) and pallets or a truck share. */
const scenarioItemSchema = z
  .object({
    product: z.number().int().min(0),
    /** Fixed pallet count … */
    pallets: z.number().int().min(1).max(200).optional(),
    /** … or a share of the largest active vehicle's pallet capacity (1 = exactly full). */
    truckShare: z.number().gt(0).max(5).optional(),
  })
  .strict()
  .refine((i) => (i.pallets === undefined) !== (i.truckShare === undefined), {
    message: 'pallets or truckShare, exactly one',
  });

const scenarioOrderSchema = z
  .object({
    customer: z.object({ name: z.string().min(1), phone: z.string(), email: z.string() }).strict(),
    deliveryAddress: z.string().min(1),
    /** Release date: this many days from today (the order date follows the §9 scenario rule). */
    releaseInDays: z.number().int().min(0).max(60),
    deliveryToSite: z.boolean().optional(),
    /** Delivery interval of this order (overrides the base config), e.g. for disjoint windows. */
    deliveryInterval: z.number().int().min(0).max(30).optional(),
    comment: z.string().optional(),
    items: z.array(scenarioItemSchema).min(1).max(5),
  })
  .strict();

/** One demo scenario of the "Teszt forgatókönyvek" list: a fixed, meaningful set of orders. */
export const testOrderScenarioSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(1),
    description: z.string().min(1),
    orders: z.array(scenarioOrderSchema).min(1).max(20),
  })
  .strict();
export type TestOrderScenario = z.infer<typeof testOrderScenarioSchema>;
export type TestOrderScenarioOrder = TestOrderScenario['orders'][number];
export const testOrderScenariosSchema = z.array(testOrderScenarioSchema).length(5);
