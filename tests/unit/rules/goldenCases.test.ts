import { describe, expect, it } from 'vitest';
import { CONFIG_MODES } from '../../../src/core/config/config.answers.ts';
import { checkGoldenCase } from '../../../src/core/rules/checkGoldenCase.ts';
import { compileRuleSet } from '../../../src/core/rules/compileRules.ts';
import { evaluateCompiled } from '../../../src/core/rules/evaluateRules.ts';
import { createReferenceEngine } from '../../../src/core/rules/referenceEngine.ts';
import { ENTITY_FACT_SCHEMAS, rulesContextSchema } from '../../../src/core/rules/ruleFacts.schemas.ts';
import { loadGoldenCases, loadRuleSet } from '../../../src/server/rules/loadRuleFiles.ts';

// `npm run rules:test`: every mode's golden cases through the compiled path and json-rules-engine.
describe.each(CONFIG_MODES)('golden cases of %s', (mode) => {
  const set = loadRuleSet(mode);
  const compiled = compileRuleSet(set);
  const reference = createReferenceEngine(set);
  const cases = loadGoldenCases(mode);

  it('has golden cases whose values and context fit the documented fact shapes', () => {
    expect(cases.length).toBeGreaterThan(0);
    for (const c of cases) {
      const shape = ENTITY_FACT_SCHEMAS[c.entity as keyof typeof ENTITY_FACT_SCHEMAS];
      if (shape) expect(shape.safeParse(c.values).error?.issues ?? [], c.name).toEqual([]);
      expect(rulesContextSchema.safeParse(c.ctx ?? {}).error?.issues ?? [], c.name).toEqual([]);
    }
  });

  it.each(cases.map((c) => [`${c.file}: ${c.name}`, c] as const))('%s', async (_label, c) => {
    const request = { entity: c.entity, rows: [c.values], ctx: c.ctx };
    const [fast] = evaluateCompiled(compiled, request);
    const [ref] = await reference.evaluate(request);
    expect(checkGoldenCase(c, fast as never)).toEqual([]);
    expect(ref).toEqual(fast);
  });
});

// Table-driven coverage: each rule of each mode fires in at least one of that mode's golden cases.
describe.each(CONFIG_MODES)('golden cases of %s cover', (mode) => {
  it('every rule of the mode at least once', () => {
    const set = loadRuleSet(mode);
    const compiled = compileRuleSet(set);
    const fired = new Set<string>();
    for (const c of loadGoldenCases(mode)) {
      const [result] = evaluateCompiled(compiled, {
        entity: c.entity,
        rows: [c.values],
        ctx: c.ctx,
        trace: true,
      });
      for (const t of result?.trace ?? []) if (t.fired) fired.add(t.rule.replace(/ \[.*\]$/, ''));
    }
    expect(set.rules.map((r) => r.name).filter((n) => !fired.has(n))).toEqual([]);
  });
});
