import { afterAll, describe, expect, it } from 'vitest';
import { compileRuleSet } from '../../../src/core/rules/compileRules.ts';
import { createInlineRulesHost, createRulesPool } from '../../../src/core/rules/createRulesPool.ts';
import { evaluateCompiled } from '../../../src/core/rules/evaluateRules.ts';
import { createNodeRulesPool } from '../../../src/server/rules/createNodeRulesPool.ts';
import { loadRuleSet } from '../../../src/server/rules/loadRuleFiles.ts';
import { BENCH_CTX, benchOrderRows } from '../../bench/rulesBenchRows.ts';
import { expectEqual } from '../../support/expectEqual.ts';

describe('rules hosts: Node worker pool and the main-thread fallback', () => {
  const set = loadRuleSet('marka');
  const request = { entity: 'order' as const, rows: benchOrderRows(1000, 3), ctx: BENCH_CTX, trace: true };
  const expected = evaluateCompiled(compileRuleSet(set), request);
  const pool = createNodeRulesPool(2);
  afterAll(() => pool.close());

  it('a pool of two Node workers splits a large request and answers in row order', async () => {
    await pool.load(set);
    expectEqual(await pool.evaluate(request), expected);
    expect(await pool.evaluate({ ...request, rows: request.rows.slice(0, 3) }, 'reference')).toEqual(
      expected.slice(0, 3),
    );
  });

  it('per-row context: one call answers as each row evaluated alone under its own context', async () => {
    const rows = benchOrderRows(400, 5).map((r) => ({
      ...r,
      orderDeadlineDate: '',
      expectedDeadlineDate: '',
    }));
    const rowCtx = rows.map((_, i) =>
      i % 3 === 0 ? { deliveryInterval: 12, deliveryIntervalType: 'calendarDay' as const } : null,
    );
    const alone = rows.map(
      (row, i) =>
        evaluateCompiled(compileRuleSet(set), {
          entity: 'order',
          rows: [row],
          ctx: { ...BENCH_CTX, ...rowCtx[i] },
        })[0],
    );
    const batch = { entity: 'order' as const, rows, ctx: BENCH_CTX, rowCtx };
    await pool.load(set);
    const pooled = await pool.evaluate(batch);
    expectEqual(pooled, alone);
    // The overrides matter: the rows with their own interval get other deadlines than the rest.
    expect(pooled[0]?.changes.orderDeadlineDate).not.toEqual(pooled[1]?.changes.orderDeadlineDate);
    expect(
      await pool.evaluate({ ...batch, rows: rows.slice(0, 4), rowCtx: rowCtx.slice(0, 4) }, 'reference'),
    ).toEqual(alone.slice(0, 4));
  });

  it('the inline host gives the same answers and reports errors', async () => {
    const inline = createInlineRulesHost();
    await expect(inline.evaluate(request)).rejects.toThrow('No rule set loaded');
    await inline.load(set);
    expectEqual(await inline.evaluate(request), expected);
  });
});

describe('a worker that fails or hangs', () => {
  const set = loadRuleSet('logistics');
  /** A fake worker: answers through the real handler unless told to hang or crash. */
  function fakeWorkers(behaviour: ('ok' | 'hang' | 'crash')[]) {
    const made: { terminated: boolean }[] = [];
    const make = () => {
      const mode = behaviour[made.length] ?? 'ok';
      const state = { terminated: false };
      made.push(state);
      const listeners: Record<string, ((e: unknown) => void)[]> = { message: [], error: [] };
      const inline = createInlineRulesHost();
      // A real worker handles its messages in order; so does the fake.
      let queue: Promise<unknown> = Promise.resolve();
      return {
        addEventListener: (type: 'message' | 'error', fn: (e: never) => void) =>
          listeners[type]?.push(fn as never),
        terminate: () => {
          state.terminated = true;
        },
        postMessage: (m: unknown) => {
          const msg = m as { id: number; type: string; set?: never; request?: never };
          if (mode === 'hang' && msg.type === 'evaluate') return;
          if (mode === 'crash' && msg.type === 'evaluate') {
            setTimeout(() => {
              for (const l of listeners.error ?? []) l({ message: 'boom' });
            }, 0);
            return;
          }
          queue = queue.then(async () => {
            const results =
              msg.type === 'load'
                ? await inline.load(msg.set as never).then(() => [])
                : await inline.evaluate(msg.request as never);
            for (const l of listeners.message ?? []) l({ data: { id: msg.id, ok: true, results } });
          });
        },
      };
    };
    return { make, made };
  }
  const request = { entity: 'user' as const, rows: [{ username: '' }] };

  it('a hanging worker times out, is replaced, and the next call succeeds', async () => {
    const { make, made } = fakeWorkers(['hang']);
    const pool = createRulesPool(make, 1, { timeoutMs: 50 });
    await pool.load(set);
    await expect(pool.evaluate(request)).rejects.toThrow('did not answer within 50 ms');
    expect(made[0]?.terminated).toBe(true);
    const [result] = await pool.evaluate(request);
    expect(result?.fields.username?.message).toBe('A mező kitöltése kötelező!');
    await pool.close();
  });

  it('a crashing worker rejects its call with the error and is replaced', async () => {
    const { make, made } = fakeWorkers(['crash']);
    const pool = createRulesPool(make, 1, { timeoutMs: 5000 });
    await pool.load(set);
    await expect(pool.evaluate(request)).rejects.toThrow('boom');
    expect(made).toHaveLength(2);
    expect((await pool.evaluate(request)).length).toBe(1);
    await pool.close();
  });

  it('a pool started with one worker adds one only when calls overlap, each with the loaded set', async () => {
    const { make, made } = fakeWorkers([]);
    const pool = createRulesPool(make, 3, { initial: 1 });
    expect(made).toHaveLength(1);
    await pool.load(set);
    // One call after another: the first worker is idle each time.
    for (let i = 0; i < 3; i++) await pool.evaluate(request);
    expect(made).toHaveLength(1);
    // Two at once: a second worker, given the set before the call (else "No rule set loaded").
    const both = await Promise.all([pool.evaluate(request), pool.evaluate(request)]);
    expect(made).toHaveLength(2);
    for (const [result] of both) expect(result?.fields.username?.message).toBe('A mező kitöltése kötelező!');
    // Never more than the size: five at once share the three.
    await Promise.all(Array.from({ length: 5 }, () => pool.evaluate(request)));
    expect(made).toHaveLength(3);
    await pool.close();
  });

  it('a large request starts the remaining workers and is split over all of them', async () => {
    const { make, made } = fakeWorkers([]);
    const pool = createRulesPool(make, 2, { initial: 1 });
    await pool.load(set);
    const rows = Array.from({ length: 400 }, (_, i) => ({ username: i % 2 ? `user${i}` : '' }));
    const results = await pool.evaluate({ entity: 'user', rows });
    expect(made).toHaveLength(2);
    expect(results).toHaveLength(400);
    expect(results.map((r) => Boolean(r.fields.username))).toEqual(rows.map((r) => r.username === ''));
    await pool.close();
  });

  it('without `initial` every worker starts with the pool (the server keeps its pool warm)', () => {
    const { make, made } = fakeWorkers([]);
    const pool = createRulesPool(make, 3);
    expect(made).toHaveLength(3);
    void pool.close();
  });
});
