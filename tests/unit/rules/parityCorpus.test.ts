import { describe, expect, it } from 'vitest';
import { compileRuleSet } from '../../../src/core/rules/compileRules.ts';
import { evaluateCompiled } from '../../../src/core/rules/evaluateRules.ts';
import type { ConditionTrace, EntityResult } from '../../../src/core/rules/ruleResults.ts';
import { loadRuleSet } from '../../../src/server/rules/loadRuleFiles.ts';
import { BENCH_CTX, benchOrderRows, PARITY_CORPUS_ROWS, parityCorpus } from '../../bench/rulesBenchRows.ts';

/** A condition tree's outcome without its values: each node's result, a leaf by fact and operator. */
function shape(c: ConditionTrace | undefined): string {
  if (!c) return '';
  if ('all' in c) return `all(${c.all.map(shape).join(',')})=${c.result}`;
  if ('any' in c) return `any(${c.any.map(shape).join(',')})=${c.result}`;
  if ('not' in c) return `not(${shape(c.not)})=${c.result}`;
  return `${c.fact}${c.path ?? ''} ${c.operator}=${c.result}`;
}

/** Every branch outcome the rows reached: a rule, whether it fired, and its conditions' results. */
function branchOutcomes(results: EntityResult[]): Set<string> {
  const seen = new Set<string>();
  for (const r of results)
    for (const t of r.trace ?? []) seen.add(`${t.rule} fired=${t.fired} ${shape(t.conditions)}`);
  return seen;
}

describe('the parity corpus reaches what a corpus six times its size reaches', () => {
  for (const mode of ['logistics', 'marka', 'wienerberger', 'topolisz', 'barabas'] as const) {
    it(mode, () => {
      const compiled = compileRuleSet(loadRuleSet(mode));
      const outcomes = (rows: Record<string, unknown>[]) =>
        branchOutcomes(evaluateCompiled(compiled, { entity: 'order', rows, ctx: BENCH_CTX, trace: true }));
      const corpus = outcomes(parityCorpus(mode));
      const wide = outcomes(benchOrderRows(6 * PARITY_CORPUS_ROWS, mode.length));
      // Rules of orders are there and branch both ways, so the comparison is about something.
      expect(wide.size).toBeGreaterThan(40);
      expect([...wide].filter((o) => !corpus.has(o))).toEqual([]);
    });
  }
});
