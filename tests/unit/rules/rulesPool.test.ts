import { afterAll, describe, expect, it } from 'vitest';
import { compileRuleSet } from '../../../src/core/rules/compileRules.ts';
import { createInlineRulesHost } from '../../../src/core/rules/createRulesPool.ts';
import { evaluateCompiled } from '../../../src/core/rules/evaluateRules.ts';
import { createNodeRulesPool } from '../../../src/server/rules/createNodeRulesPool.ts';
import { loadRuleSet } from '../../../src/server/rules/loadRuleFiles.ts';
import { BENCH_CTX, benchOrderRows } from '../../bench/rulesBenchRows.ts';

describe('rules hosts: Node worker pool and the main-thread fallback', () => {
  const set = loadRuleSet('marka');
  const request = { entity: 'order' as const, rows: benchOrderRows(1000, 3), ctx: BENCH_CTX, trace: true };
  const expected = evaluateCompiled(compileRuleSet(set), request);
  const pool = createNodeRulesPool(2);
  afterAll(() => pool.close());

  it('a pool of two Node workers splits a large request and answers in row order', async () => {
    await pool.load(set);
    expect(await pool.evaluate(request)).toEqual(expected);
    expect(await pool.evaluate({ ...request, rows: request.rows.slice(0, 3) }, 'reference')).toEqual(
      expected.slice(0, 3),
    );
  }, 30_000);

  it('the inline host gives the same answers and reports errors', async () => {
    const inline = createInlineRulesHost();
    await expect(inline.evaluate(request)).rejects.toThrow('No rule set loaded');
    await inline.load(set);
    expect(await inline.evaluate(request)).toEqual(expected);
  });
});
