import { describe, expect, it } from 'vitest';
import type { DemoPort } from '../../../src/core/demo/runDemoGeneration.ts';
import { TEST_ORDER_SCENARIOS } from '../../../src/core/demo/testOrderScenarios.ts';
import { demoState, startDemoGeneration, startScenario } from '../../../src/web/features/demo/demoState.ts';
import { buildDemoInput, demoRulesEngine } from '../../factories/demo.factory.ts';

/** A port whose create call waits for `release` (to hold a run open) or fails. */
function port(opts: { fail?: boolean } = {}) {
  const input = buildDemoInput();
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => {
    release = r;
  });
  const errors: string[] = [];
  const created: string[] = [];
  const p: DemoPort = {
    setAutoProcessing: async () => {
      if (opts.fail) throw new Error('503');
    },
    baseConfig: async () => input.baseConfig,
    calendar: async () => [],
    factories: async () => [...input.factories],
    products: async () => [...input.products],
    vehicles: async () => [...input.vehicles],
    settlements: async () => [...input.settlements],
    generateIds: async () => ({}),
    evaluateOrderRules: demoRulesEngine(),
    createOrder: async (o) => {
      await gate;
      created.push(o.orderId);
      return o.orderId;
    },
    isProcessing: async () => false,
    requestFreights: async () => 'job-1',
    checkJob: async () => ({
      activeJobId: null,
      lastProcessingResultIds: ['1000'],
    }),
    wait: async () => {},
    logError: (m) => void errors.push(m),
  };
  return { port: p, release: () => release(), errors, created };
}

describe('demo dialog state', () => {
  it('runs one generation at a time and keeps the outcome for the dialog', async () => {
    demoState.days = 7; // a week from today holds five workdays, whatever today is
    const f = port();
    const first = startDemoGeneration(f.port, ['A']);
    expect(demoState.running).toBe(true);
    await startDemoGeneration(f.port, ['A']); // ignored while the first runs
    f.release();
    await first;
    expect(demoState.running).toBe(false);
    expect(demoState.failed).toBe(false);
    expect(demoState.outcome?.freights).toBe('created');
    expect(demoState.outcome?.freightIds).toEqual(['1000']);
    expect(demoState.outcome?.createdIds.length).toBeGreaterThan(0);
    expect(f.created).toHaveLength(demoState.outcome?.createdIds.length ?? -1);
    expect(demoState.progress?.phase).toBe('done');
  });

  it('does not start without a valid number of days; a failed run says so and logs to the console side', async () => {
    demoState.days = null;
    const f = port({ fail: true });
    await startDemoGeneration(f.port, ['A']);
    expect(demoState.running).toBe(false);
    expect(f.errors).toEqual([]);
    demoState.days = 3;
    await startDemoGeneration(f.port, ['A']);
    expect(demoState.failed).toBe(true);
    expect(demoState.outcome).toBeNull();
    expect(f.errors).toEqual(['demo: generation stopped']);
  });

  it('submits one scenario at a time and answers its ids', async () => {
    const f = port();
    const scenario = TEST_ORDER_SCENARIOS[0]!;
    const first = startScenario(f.port, scenario, ['A']);
    expect(demoState.submitting).toBe(scenario.id);
    expect(await startScenario(f.port, scenario, ['A'])).toBeNull();
    f.release();
    const out = await first;
    expect(out?.createdIds).toHaveLength(scenario.orders.length);
    expect(demoState.submitting).toBeNull();
  });
});
