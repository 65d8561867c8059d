import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addDays, addWorkdays, isoWeekday } from '../../../src/core/calendar/workdays.ts';
import { DEMO_LIMITS } from '../../../src/core/demo/demo.schemas.ts';
import { withRuleDeadlines } from '../../../src/core/demo/demoDeadlines.ts';
import { createRng } from '../../../src/core/demo/demoRandom.ts';
import {
  type DemoGenerationInput,
  demoDays,
  demoInputProblem,
  generateDemoOrders,
  withGeneratedIds,
  yymmdd,
} from '../../../src/core/demo/generateDemoOrders.ts';
import { createOrderSchema } from '../../../src/core/orders/orders.schemas.ts';
import { loadRuleSet, rulesDir } from '../../../src/server/rules/loadRuleFiles.ts';
import { buildDemoInput, buildDemoProduct, demoRulesEngine } from '../../factories/demo.factory.ts';

// Fixed dates: arbitrary inputs of pure functions, any year would do (today is passed in, never the clock's).

/** Generated orders with the expected deadlines of the rules (logistics mode's files by default), as a run makes them. */
const generateDated = (input: DemoGenerationInput, engine = demoRulesEngine()) =>
  withRuleDeadlines(generateDemoOrders(input), input, engine);

/**
 * A configuration team's tuned deadline in one mode (topolisz): one extra lead day before the
 * delivery interval, a rule file only (the README's example), laid over a copy of rules/.
 */
function topoliszWithLeadDay(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rules-demo-'));
  cpSync(rulesDir(), dir, { recursive: true });
  const rule = {
    name: 'order.expectedDeadline.compute',
    entity: 'order',
    conditions: { all: [{ fact: 'releaseDate', operator: 'isEmpty', value: false }] },
    event: {
      type: 'set',
      params: {
        field: 'expectedDeadlineDate',
        compute: {
          fact: 'dateCalc',
          params: {
            from: 'releaseDate',
            steps: [
              { op: 'addWorkdays', days: 1 },
              { op: 'addInterval', days: 'ctx.deliveryInterval', type: 'ctx.deliveryIntervalType' },
              { op: 'toWorkday', direction: 'next' },
            ],
          },
        },
      },
    },
  };
  writeFileSync(
    path.join(dir, 'modes/topolisz/deadlines.json'),
    JSON.stringify({ family: 'deadlines', rules: [rule] }),
  );
  return dir;
}

const SEEDS = [1, 2, 3, 42, 1234, 99999];
const byDay = <T extends { releaseDate?: string | null }>(orders: T[]) => {
  const m = new Map<string, T[]>();
  for (const o of orders) m.set(o.releaseDate ?? '', [...(m.get(o.releaseDate ?? '') ?? []), o]);
  return m;
};

describe('demo generation days (shell.md §9)', () => {
  it('covers the given calendar days from today and skips weekends', () => {
    // 2026-11-23 is a Monday: 30 days reach 2026-12-22, of which 22 are Monday–Friday.
    const days = demoDays('2026-11-23', 30);
    expect(days).toHaveLength(22);
    expect(days[0]).toBe('2026-11-23');
    expect(days.at(-1)).toBe('2026-12-22');
    expect(days.every((d) => isoWeekday(d) <= 5)).toBe(true);
  });

  it('skips holidays of the calendar, but never turns a Saturday into a generation day', () => {
    const calendar = new Map([
      ['2026-11-25', false],
      ['2026-11-28', true],
    ]);
    const days = demoDays('2026-11-23', 7, calendar);
    expect(days).toEqual(['2026-11-23', '2026-11-24', '2026-11-26', '2026-11-27']);
  });

  it('starts on today when today is a workday, the next Monday when it is a Sunday', () => {
    expect(demoDays('2026-11-22', 1)).toEqual([]);
    expect(demoDays('2026-11-22', 2)).toEqual(['2026-11-23']);
  });
});

describe('generateDemoOrders', () => {
  it('creates 1–6 orders on every generation day, with 1–5 items of 1–20 pallets each', () => {
    for (const seed of SEEDS) {
      const input = buildDemoInput({ rng: createRng(seed) });
      const orders = generateDemoOrders(input);
      const days = byDay(orders);
      expect([...days.keys()].sort()).toEqual(demoDays(input.today, input.days));
      for (const list of days.values()) {
        expect(list.length).toBeGreaterThanOrEqual(DEMO_LIMITS.ordersPerDay.min);
        expect(list.length).toBeLessThanOrEqual(DEMO_LIMITS.ordersPerDay.max);
      }
      for (const o of orders) {
        expect(o.orderItems.length).toBeGreaterThanOrEqual(1);
        expect(o.orderItems.length).toBeLessThanOrEqual(5);
        for (const item of o.orderItems) {
          expect(Number.isInteger(item.palletsCount)).toBe(true);
          expect(item.palletsCount).toBeGreaterThanOrEqual(1);
          expect(item.palletsCount).toBeLessThanOrEqual(20);
        }
      }
    }
  });

  it('reaches every bound over many runs (the counts are really random, not fixed)', () => {
    const orders = SEEDS.flatMap((seed) => generateDemoOrders(buildDemoInput({ rng: createRng(seed) })));
    const perDay = SEEDS.flatMap((seed) =>
      [...byDay(generateDemoOrders(buildDemoInput({ rng: createRng(seed) }))).values()].map((l) => l.length),
    );
    expect(new Set(perDay)).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(new Set(orders.map((o) => o.orderItems.length))).toEqual(new Set([1, 2, 3, 4, 5]));
    const pallets = new Set(orders.flatMap((o) => o.orderItems.map((i) => i.palletsCount ?? 0)));
    expect(Math.min(...pallets)).toBe(1);
    expect(Math.max(...pallets)).toBe(20);
  });

  it('dates: order date 7 days before the day, order deadline 7 after, expected deadline = day + interval', async () => {
    const orders = await generateDated(buildDemoInput());
    for (const o of orders) {
      const day = o.releaseDate as string;
      expect(o.orderDate).toBe(addDays(day, -7));
      expect(o.orderDeadlineDate).toBe(addDays(day, 7));
      expect(o.firstReleaseDateEstimation).toBe(day);
      expect(isoWeekday(o.orderDeadlineDate as string)).toBe(isoWeekday(day));
      expect(o.expectedDeadlineDate).toBe(addWorkdays(day, 5));
    }
  });

  it('moves an order deadline that falls on a holiday to the next workday', () => {
    const orders = generateDemoOrders(
      buildDemoInput({ today: '2026-11-23', days: 1, calendar: [{ date: '2026-11-30', workday: false }] }),
    );
    expect(new Set(orders.map((o) => o.orderDeadlineDate))).toEqual(new Set(['2026-12-01']));
  });

  it('counts the delivery interval in calendar days or workdays as the base config says, with the calendar', async () => {
    const friday = { today: '2026-11-27', days: 1 };
    const workdays = await generateDated(
      buildDemoInput({ ...friday, baseConfig: { deliveryInterval: 2, deliveryIntervalType: 'workday' } }),
    );
    expect(new Set(workdays.map((o) => o.expectedDeadlineDate))).toEqual(new Set(['2026-12-01']));
    const calendarDays = await generateDated(
      buildDemoInput({ ...friday, baseConfig: { deliveryInterval: 2, deliveryIntervalType: 'calendarDay' } }),
    );
    // Friday + 2 calendar days is a Sunday: the deadline moves to the next workday.
    expect(new Set(calendarDays.map((o) => o.expectedDeadlineDate))).toEqual(new Set(['2026-11-30']));
    const holiday = await generateDated(
      buildDemoInput({
        ...friday,
        baseConfig: { deliveryInterval: 2, deliveryIntervalType: 'workday' },
        calendar: [{ date: '2026-11-30', workday: false }],
      }),
    );
    expect(new Set(holiday.map((o) => o.expectedDeadlineDate))).toEqual(new Set(['2026-12-02']));
  });

  it("takes the expected deadline from the active mode's deadline rule: topolisz's extra lead day moves every one", async () => {
    const input = buildDemoInput({ days: 10 });
    const drafts = generateDemoOrders(input);
    // Without an engine's answer the generator itself computes nothing.
    expect(new Set(drafts.map((o) => o.expectedDeadlineDate))).toEqual(new Set([null]));
    const base = await withRuleDeadlines(drafts, input, demoRulesEngine(loadRuleSet('topolisz')));
    const tunedSet = loadRuleSet('topolisz', topoliszWithLeadDay());
    const tuned = await withRuleDeadlines(drafts, input, demoRulesEngine(tunedSet));
    expect(tuned.length).toBeGreaterThan(0);
    for (const [i, o] of tuned.entries()) {
      const day = o.releaseDate as string;
      // Base: day + 5 workdays (the order deadline, day + 7, does not cap it). Tuned: one workday later, uncapped.
      expect(base[i]?.expectedDeadlineDate).toBe(addWorkdays(day, 5));
      expect(o.expectedDeadlineDate).toBe(addWorkdays(day, 6));
    }
  });

  it('order ids are YYMMDD of the day + factory short name + 5 random characters', () => {
    const orders = generateDemoOrders(buildDemoInput());
    for (const o of orders) {
      expect(o.orderId).toMatch(/^\d{6}(TVS|KPS)[A-Z0-9]{5}$/);
      expect(o.orderId.startsWith(yymmdd(o.releaseDate as string) + o.factoryShortName)).toBe(true);
    }
    expect(new Set(orders.map((o) => o.factoryShortName))).toEqual(new Set(['TVS', 'KPS']));
    expect(new Set(orders.map((o) => o.orderId)).size).toBe(orders.length);
  });

  it('item numbers have the form orderNr-productIndex-lineIndex', () => {
    const input = buildDemoInput();
    for (const o of generateDemoOrders(input)) {
      o.orderItems.forEach((item, line) => {
        const productIndex = input.products.findIndex((p) => p.itemId === item.itemId) + 1;
        expect(item.externalIds?.itemNr).toBe(`${o.externalIds.orderNr}-${productIndex}-${line + 1}`);
      });
    }
  });

  it('picks product categories among the first three configured only, and all three of them', () => {
    const orders = generateDemoOrders(buildDemoInput());
    expect(new Set(orders.map((o) => o.productCategory))).toEqual(
      new Set(['Falazóelem', 'Tetőcserép', 'Burkolat']),
    );
  });

  it('takes the items of a category from its own products when the catalogue has categories', () => {
    const products = [
      buildDemoProduct({ itemId: 'A1', category: 'Falazóelem' }),
      buildDemoProduct({ itemId: 'B1', category: 'Tetőcserép' }),
      buildDemoProduct({ itemId: 'C1', category: 'Burkolat' }),
    ];
    for (const o of generateDemoOrders(buildDemoInput({ products }))) {
      const own = products.filter((p) => p.category === o.productCategory).map((p) => p.itemId);
      for (const item of o.orderItems) expect(own).toContain(item.itemId);
    }
  });

  it('derives quantity and weight from the product per pallet', () => {
    const input = buildDemoInput();
    for (const o of generateDemoOrders(input)) {
      for (const item of o.orderItems) {
        const p = input.products.find((x) => x.itemId === item.itemId)!;
        const n = item.palletsCount ?? 0;
        expect(item.quantity).toBe(n * p.unitPerPallet);
        expect(item.kg).toBeCloseTo(n * p.kgPerPallet, 5);
        expect(item.palletType).toBe(p.palletType);
        expect(item.unit).toBe(p.unit);
      }
    }
  });

  it('uses the given real settlements as delivery addresses; site deliveries prefer the crane trucks', () => {
    const input = buildDemoInput();
    const orders = generateDemoOrders(input);
    const addresses = new Set(input.settlements.map((s) => s.address));
    for (const o of orders) expect(addresses.has(o.deliveryAddress as string)).toBe(true);
    const toSite = orders.filter((o) => o.deliveryToSite);
    expect(toSite.length).toBeGreaterThan(0);
    for (const o of toSite) expect(o.preferredTrucks).toEqual(['D22L']);
    const noCrane = generateDemoOrders(
      buildDemoInput({ vehicles: input.vehicles.map((v) => ({ ...v, crane: false })) }),
    );
    expect(noCrane.some((o) => o.deliveryToSite)).toBe(false);
  });

  it('every generated order is a valid create body of the orders API', () => {
    for (const o of generateDemoOrders(buildDemoInput())) {
      const parsed = createOrderSchema.safeParse(o);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
  });

  it('is deterministic for a seed and differs between seeds', () => {
    const a = generateDemoOrders(buildDemoInput({ rng: createRng(7) }));
    const b = generateDemoOrders(buildDemoInput({ rng: createRng(7) }));
    const c = generateDemoOrders(buildDemoInput({ rng: createRng(8) }));
    expect(a).toEqual(b);
    expect(c).not.toEqual(a);
  });

  it('refuses to run without factories, products or settlements', () => {
    expect(demoInputProblem(buildDemoInput({ factories: [] }))).toBe('noFactories');
    expect(demoInputProblem(buildDemoInput({ products: [] }))).toBe('noProducts');
    expect(demoInputProblem(buildDemoInput({ settlements: [] }))).toBe('noSettlements');
    expect(demoInputProblem(buildDemoInput())).toBeNull();
    expect(() => generateDemoOrders(buildDemoInput({ factories: [] }))).toThrow(/noFactories/);
  });
});

describe('withGeneratedIds', () => {
  it('puts the server ids on the order and re-keys every itemNr under the new order number', () => {
    const [draft] = generateDemoOrders(buildDemoInput({ days: 1 }));
    const next = withGeneratedIds(draft!, { orderId: '261123TVSABCDE', orderNr: 'R-0001' });
    expect(next.orderId).toBe('261123TVSABCDE');
    expect(next.externalIds.orderNr).toBe('R-0001');
    next.orderItems.forEach((item, i) => {
      const old = draft!.orderItems[i]!.externalIds!.itemNr as string;
      expect(item.externalIds?.itemNr).toBe(`R-0001${old.slice(draft!.externalIds.orderNr.length)}`);
      expect(item.externalIds?.itemNr).toMatch(/^R-0001-\d+-\d+$/);
    });
    expect(withGeneratedIds(draft!, {})).toEqual(draft);
  });
});
