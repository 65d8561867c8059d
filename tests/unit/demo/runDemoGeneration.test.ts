import { describe, expect, it } from 'vitest';
import type { DemoOrderDraft } from '../../../src/core/demo/demo.schemas.ts';
import {
  type DemoPort,
  type DemoProgress,
  type FreightRequest,
  runDemoGeneration,
  submitScenario,
} from '../../../src/core/demo/runDemoGeneration.ts';
import { TEST_ORDER_SCENARIOS } from '../../../src/core/demo/testOrderScenarios.ts';
import { buildDemoInput, demoRulesEngine } from '../../factories/demo.factory.ts';

// Fixed dates: arbitrary inputs of pure functions, any year would do (today is passed in, never the clock's).

/**
 * A recording fake of the demo calls: processing runs for `busyChecks` checks, the planning job for
 * `jobChecks` checks (then it made `freightIds`); `freights: false` makes the request fail.
 */
function fakePort(
  opts: {
    busyChecks?: number;
    jobChecks?: number;
    failOn?: number;
    freights?: boolean;
    factories?: boolean;
    freightIds?: string[];
  } = {},
) {
  const input = buildDemoInput();
  const calls: string[] = [];
  const created: DemoOrderDraft[] = [];
  const waits: number[] = [];
  const errors: string[] = [];
  const freightRequests: FreightRequest[] = [];
  let busy = opts.busyChecks ?? 0;
  let jobBusy = opts.jobChecks ?? 0;
  const record = <T>(call: string, value: T): T => {
    calls.push(call);
    return value;
  };
  let n = 0;
  const port: DemoPort = {
    setAutoProcessing: async (on) => void calls.push(`auto:${on}`),
    baseConfig: async () => record('baseConfig', input.baseConfig),
    calendar: async () => record('calendar', []),
    factories: async () => record('factories', opts.factories === false ? [] : [...input.factories]),
    products: async () => record('products', [...input.products]),
    vehicles: async () => record('vehicles', [...input.vehicles]),
    settlements: async () => record('settlements', [...input.settlements]),
    evaluateOrderRules: demoRulesEngine(),
    generateIds: async (factory, date) => {
      n++;
      return { orderId: `SRV${factory}${date.replaceAll('-', '')}N${n}`, orderNr: `NR${n}` };
    },
    createOrder: async (order) => {
      calls.push('create');
      if (opts.failOn !== undefined && created.length + errors.length === opts.failOn) {
        throw new Error('422');
      }
      created.push(order);
      return order.orderId;
    },
    isProcessing: async () => {
      calls.push('check');
      return busy-- > 0;
    },
    requestFreights: async (r) => {
      calls.push('freights');
      if (opts.freights === false) throw new Error('422');
      freightRequests.push(r);
      return 'job-1';
    },
    checkJob: async (jobId) => {
      calls.push(`job:${jobId}`);
      const active = jobBusy-- > 0;
      return {
        activeJobId: active ? jobId : null,
        lastProcessingResultIds: active ? [] : (opts.freightIds ?? ['1000', '1001']),
      };
    },
    wait: async (ms) => void waits.push(ms),
    logError: (m) => void errors.push(m),
  };
  return { port, calls, created, waits, errors, freightRequests };
}

describe('runDemoGeneration (shell.md §4)', () => {
  it('turns auto-processing off before anything else and creates the orders under server ids', async () => {
    const f = fakePort();
    const out = await runDemoGeneration(f.port, {
      today: '2026-11-23',
      days: 5,
      categories: ['A', 'B', 'C'],
      seed: 3,
    });
    expect(f.calls[0]).toBe('auto:false');
    expect(f.created.length).toBeGreaterThanOrEqual(5);
    expect(f.created.length).toBeLessThanOrEqual(30);
    expect(out.createdIds).toEqual(f.created.map((o) => o.orderId));
    expect(out.createdIds.every((id) => id.startsWith('SRV'))).toBe(true);
    f.created.forEach((o) => {
      for (const item of o.orderItems)
        expect(item.externalIds?.itemNr).toMatch(new RegExp(`^${o.externalIds.orderNr}-`));
    });
    expect(new Set(f.created.map((o) => o.releaseDate))).toEqual(
      new Set(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']),
    );
  });

  it('waits while processing runs, checking every 5 s, then asks for freights and waits for that job', async () => {
    const f = fakePort({ busyChecks: 3, jobChecks: 2 });
    const progress: DemoProgress[] = [];
    const out = await runDemoGeneration(f.port, {
      today: '2026-11-23',
      days: 1,
      categories: ['A'],
      onProgress: (p) => progress.push(p),
    });
    expect(f.waits).toEqual([5000, 5000, 5000, 5000, 5000]);
    expect(f.calls.filter((c) => c === 'check')).toHaveLength(4);
    expect(f.calls.filter((c) => c === 'job:job-1')).toHaveLength(3);
    expect(f.calls.lastIndexOf('create')).toBeLessThan(f.calls.indexOf('check'));
    expect(f.calls.indexOf('freights')).toBeGreaterThan(f.calls.lastIndexOf('check'));
    expect(out).toMatchObject({
      freights: 'created',
      freightIds: ['1000', '1001'],
      processingTimedOut: false,
    });
    expect(progress.map((p) => p.phase)).toEqual(
      expect.arrayContaining(['preparing', 'creating', 'waiting', 'freights', 'planning', 'done']),
    );
    expect(progress.at(-1)).toMatchObject({ phase: 'done', created: out.createdIds.length });
  });

  it('requests freight calculation for the created ids but every 4th, which stays new for the planner', async () => {
    const f = fakePort({ freightIds: ['1005'] });
    // Four workdays of 1–6 orders each: at least four orders, so an every-4th one always exists
    // (three days made fewer in 1 of 216 runs of the clock-seeded generator).
    const out = await runDemoGeneration(f.port, { today: '2026-11-23', days: 4, categories: ['A'] });
    expect(out).toMatchObject({ freights: 'created', freightIds: ['1005'] });
    const waiting = out.createdIds.filter((_, i) => i % 4 === 3);
    expect(out.createdIds.length).toBeGreaterThanOrEqual(4);
    expect(out.waitingIds).toEqual(waiting);
    expect(f.freightRequests).toEqual([
      {
        orderIds: out.createdIds.filter((id) => !waiting.includes(id)),
        options: { forceMerge: false, manual: false, forceDate: false },
      },
    ]);
    expect(f.calls.indexOf('freights')).toBeGreaterThan(f.calls.lastIndexOf('check'));
  });

  it('a refused freight request is logged to the console side; a job still running after 10 minutes is left', async () => {
    const refused = fakePort({ freights: false });
    const out = await runDemoGeneration(refused.port, { today: '2026-11-23', days: 1, categories: ['A'] });
    expect(out).toMatchObject({ freights: 'failed', freightIds: [] });
    expect(refused.errors).toEqual(['demo: freight calculation failed']);
    const slow = fakePort({ jobChecks: 1000 });
    const late = await runDemoGeneration(slow.port, { today: '2026-11-23', days: 1, categories: ['A'] });
    expect(late).toMatchObject({ freights: 'timedOut', freightIds: [] });
    expect(slow.waits.reduce((a, b) => a + b, 0)).toBe(600_000);
  });

  it('logs a refused order to the console side and goes on with the others', async () => {
    const f = fakePort({ failOn: 0 });
    const out = await runDemoGeneration(f.port, { today: '2026-11-23', days: 2, categories: ['A'], seed: 5 });
    expect(out.failedCount).toBe(1);
    expect(f.errors).toHaveLength(1);
    expect(out.createdIds.length).toBe(f.created.length);
    expect(f.created.length).toBeGreaterThanOrEqual(1);
  });

  it('gives up waiting after 10 minutes of processing and says so', async () => {
    const f = fakePort({ busyChecks: 1000 });
    const out = await runDemoGeneration(f.port, { today: '2026-11-23', days: 1, categories: ['A'] });
    expect(out.processingTimedOut).toBe(true);
    expect(f.waits.reduce((a, b) => a + b, 0)).toBe(600_000);
  });

  it('creates nothing without factories', async () => {
    const f = fakePort({ factories: false });
    const out = await runDemoGeneration(f.port, { today: '2026-11-23', days: 5, categories: ['A'] });
    expect(out).toMatchObject({ problem: 'noFactories', createdIds: [], freights: 'skipped' });
    expect(f.calls).not.toContain('create');
  });
});

describe('submitScenario', () => {
  it('creates the scenario’s fixed orders and answers their ids', async () => {
    const f = fakePort();
    const s = TEST_ORDER_SCENARIOS.find((x) => x.id === 'combine-small-orders')!;
    const out = await submitScenario(f.port, s, { today: '2026-11-23', categories: ['A'] });
    expect(out.createdIds).toHaveLength(s.orders.length);
    expect(out.createdIds).toEqual(f.created.map((o) => o.orderId));
    expect(f.calls).not.toContain('auto:false');
    expect(f.created.map((o) => o.deliveryAddress)).toEqual(s.orders.map((o) => o.deliveryAddress));
  });
});
