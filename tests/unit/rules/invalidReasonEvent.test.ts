import { describe, expect, it } from 'vitest';
import { compileRuleSet } from '../../../src/core/rules/compileRules.ts';
import { evaluateCompiled } from '../../../src/core/rules/evaluateRules.ts';
import { createReferenceEngine } from '../../../src/core/rules/referenceEngine.ts';
import { checkRuleFiles, type RawRuleFile, resolveRuleSet } from '../../../src/core/rules/resolveRuleSet.ts';
import { readRuleFiles } from '../../../src/server/rules/loadRuleFiles.ts';

const customerNameInvalid = {
  name: 'order.customer.name.invalid',
  entity: 'order',
  conditions: { all: [{ fact: 'customer', path: '$.name', operator: 'violates', value: 'required' }] },
  event: {
    type: 'invalidReason',
    params: { field: 'customer.name', code: 'MISSING_REQUIRED_FIELD', messageKey: 'required' },
  },
};
const withMode = (rules: unknown[]): RawRuleFile[] => [
  ...readRuleFiles(),
  { file: 'modes/marka/validation.json', content: { family: 'validation', rules } },
];
const order = (over: Record<string, unknown> = {}) => ({
  type: 'delivery',
  customer: { name: 'Kovács Kft.' },
  deliveryAddress: 'Debrecen, Piac utca 1.',
  geocoded: true,
  unknownItemNumbers: [],
  orderItems: [{ itemId: 'A1', quantity: 1 }],
  ...over,
});

describe('invalidReason events: the rule files say which messages make an order invalid', () => {
  it('the base rules give the five invalid-order reasons with their codes', () => {
    const set = compileRuleSet(resolveRuleSet(readRuleFiles(), 'logistics'));
    const [result] = evaluateCompiled(set, {
      entity: 'order',
      rows: [order({ geocoded: false, unknownItemNumbers: ['X9'], type: 'boat' })],
    });
    const codes = Object.fromEntries(
      Object.entries(result?.fields ?? {}).map(([f, m]) => [f, m.invalidReason ?? null]),
    );
    expect(codes).toMatchObject({
      deliveryAddress: 'CANNOT_BE_GEOCODED',
      orderItems: 'PRODUCT_NOT_FOUND',
      type: 'INVALID_VALUE',
    });
  });

  it("a mode's new invalidReason rule makes its message a reason (compiled and reference engine agree)", async () => {
    const resolved = resolveRuleSet(withMode([customerNameInvalid]), 'marka');
    const row = order({ customer: { name: '' } });
    const [compiled] = evaluateCompiled(compileRuleSet(resolved), { entity: 'order', rows: [row] });
    expect(compiled?.fields['customer.name']).toMatchObject({
      invalidReason: 'MISSING_REQUIRED_FIELD',
      rule: 'order.customer.name.invalid',
    });
    const [reference] = await createReferenceEngine(resolved).evaluate({ entity: 'order', rows: [row] });
    expect(reference?.fields['customer.name']).toEqual(compiled?.fields['customer.name']);
  });

  it('a mode that turns a reason into a fieldError makes it refuse instead (no reason code)', () => {
    const geocodable = {
      name: 'order.deliveryAddress.geocodable',
      entity: 'order',
      conditions: { all: [{ fact: 'geocoded', operator: 'equal', value: false }] },
      event: { type: 'fieldError', params: { field: 'deliveryAddress', message: 'Nem geokódolható cím!' } },
    };
    const set = compileRuleSet(resolveRuleSet(withMode([geocodable]), 'marka'));
    const [result] = evaluateCompiled(set, { entity: 'order', rows: [order({ geocoded: false })] });
    expect(result?.fields.deliveryAddress).toEqual({
      message: 'Nem geokódolható cím!',
      rule: 'order.deliveryAddress.geocodable',
    });
  });

  it('an unknown code or an entity other than order does not load', () => {
    const badCode = {
      ...customerNameInvalid,
      event: { ...customerNameInvalid.event, params: { ...customerNameInvalid.event.params, code: 'NOPE' } },
    };
    const onUser = {
      name: 'user.email.invalid',
      entity: 'user',
      conditions: { all: [{ fact: 'email', operator: 'violates', value: 'email' }] },
      event: {
        type: 'invalidReason',
        params: { field: 'email', code: 'INVALID_VALUE', messageKey: 'email' },
      },
    };
    // A file stops at its first broken rule: one file each.
    const issuesOf = (rule: unknown) =>
      checkRuleFiles(withMode([rule])).issues.map((i) => `${i.rule}: ${i.message}`);
    expect(issuesOf(badCode)).toEqual([
      expect.stringMatching(/^order\.customer\.name\.invalid: .*unknown invalid-order code "NOPE"/),
    ]);
    expect(issuesOf(onUser)).toEqual([
      expect.stringMatching(/^user\.email\.invalid: an invalidReason event is for entity order only/),
    ]);
  });
});
