import { describe, expect, it } from 'vitest';
import { compileRuleSet } from '../../../src/core/rules/compileRules.ts';
import { evaluateCompiled } from '../../../src/core/rules/evaluateRules.ts';
import { checkRuleFiles, type RawRuleFile, resolveRuleSet } from '../../../src/core/rules/resolveRuleSet.ts';
import { readRuleFiles } from '../../../src/server/rules/loadRuleFiles.ts';

/** A mode's warning naming the order's item count three ways: as is, grouped, and a literal. */
const manyItems = (format: unknown = 'number') => ({
  name: 'order.items.many',
  entity: 'order',
  conditions: { all: [{ fact: 'itemCount', operator: 'greaterThan', value: 999 }] },
  event: {
    type: 'warning',
    params: {
      code: 'MANY_ITEMS',
      message: '{plain} / {grouped} tétel, legfeljebb {limit}',
      messageParams: {
        plain: { fact: 'itemCount' },
        grouped: { fact: 'itemCount', format },
        limit: 100000,
      },
    },
  },
});
const withMode = (rules: unknown[]): RawRuleFile[] => [
  ...readRuleFiles(),
  { file: 'modes/marka/validation.json', content: { family: 'validation', rules } },
];
const order = (items: number) => ({
  type: 'delivery',
  customer: { name: 'Kovács Kft.' },
  deliveryAddress: 'Debrecen, Piac utca 1.',
  geocoded: true,
  unknownItemNumbers: [],
  orderItems: Array.from({ length: items }, (_, i) => ({ itemId: `A${i}`, quantity: 1 })),
});
const warningOf = (items: number) => {
  const set = compileRuleSet(resolveRuleSet(withMode([manyItems()]), 'marka'));
  const [result] = evaluateCompiled(set, { entity: 'order', rows: [order(items)] });
  return result?.warnings.find((w) => w.code === 'MANY_ITEMS')?.message;
};

describe('message params: "format": "number" groups digits the Hungarian way', () => {
  it('a grouped fact reads "12 345" (no-break space), four digits stay together; others are untouched', () => {
    expect(warningOf(12_345)).toBe('12345 / 12\u00a0345 tétel, legfeljebb 100000');
    expect(warningOf(1234)).toBe('1234 / 1234 tétel, legfeljebb 100000');
  });

  it('an unknown format does not load', () => {
    const issues = checkRuleFiles(withMode([manyItems('money')])).issues.map(
      (i) => `${i.rule}: ${i.message}`,
    );
    expect(issues).toEqual([
      expect.stringMatching(
        /^order\.items\.many: event\.params\.messageParams\.grouped: .*\(format: number\)/,
      ),
    ]);
  });
});
