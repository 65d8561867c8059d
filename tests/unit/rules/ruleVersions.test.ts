import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRuleSet } from '../../../src/core/rules/compileRules.ts';
import { type EvaluateRequest, evaluateCompiled } from '../../../src/core/rules/evaluateRules.ts';
import { createReferenceEngine } from '../../../src/core/rules/referenceEngine.ts';
import { checkAllRuleFiles, loadRuleSet } from '../../../src/server/rules/loadRuleFiles.ts';
import { addRules, cleanRuleCopies, copyRules } from './ruleDirs.ts';

// Fixed dates: arbitrary inputs of pure functions, any year would do (today is passed in, never the clock's).

cleanRuleCopies();

/** A copy of rules/ with extra rules appended to a file. */
function rulesWith(file: string, rules: unknown[]): string {
  const dir = copyRules();
  addRules(dir, file, rules);
  return dir;
}

/** The item quantity limit: 500 until the end of June, 300 from July. */
const quantityLimit = (
  max: number,
  range: { validFrom?: string; validTo?: string },
  entity = 'orderItem',
) => ({
  name: 'orderItem.quantity.limit',
  entity,
  ...range,
  conditions: { all: [{ fact: 'quantity', operator: 'greaterThan', value: max }] },
  event: { type: 'fieldError', params: { field: 'quantity', message: `Legfeljebb ${max}!` } },
});
const twoVersions = [
  quantityLimit(500, { validTo: '2026-06-30' }),
  quantityLimit(300, { validFrom: '2026-07-01' }),
];

async function both(dir: string, mode: string, request: EvaluateRequest) {
  const set = loadRuleSet(mode, dir);
  const fast = evaluateCompiled(compileRuleSet(set), request);
  const ref = await createReferenceEngine(set).evaluate(request);
  expect(ref).toEqual(fast);
  return fast;
}

/** An order entered on `orderDate` (its date of entry), due on `orderDeadlineDate`. */
const order = (orderDate: string, item: Record<string, unknown>, orderDeadlineDate = '2026-09-30') => ({
  orderDate,
  orderDeadlineDate,
  orderItems: [{ itemId: 'T', quantity: 400, ...item }],
});

describe('rule versions with effective dates (issue 17, item 6; selecting date per family, issue 36)', () => {
  it("across the boundary: the order's date of entry picks the version of the validation rules, in both engines", async () => {
    const dir = rulesWith('modes/marka/validation.json', twoVersions);
    expect(checkAllRuleFiles(dir)).toEqual([]);
    const request: EvaluateRequest = {
      entity: 'order',
      rows: [order('2026-06-30', {}), order('2026-07-01', {}), order('2026-07-01', { quantity: 250 })],
      families: ['validation'],
    };
    const [june, july, small] = await both(dir, 'marka', request);
    expect(june?.fields['orderItems.0.quantity']).toBeUndefined();
    expect(july?.fields['orderItems.0.quantity']?.message).toBe('Legfeljebb 300!');
    expect(small?.fields['orderItems.0.quantity']).toBeUndefined();
    // A mode without the versions is untouched.
    const [other] = await both(dir, 'logistics', { ...request, rows: [order('2026-07-01', {})] });
    expect(other?.fields['orderItems.0.quantity']).toBeUndefined();
  });

  it("neither the deadline nor an item's deadline picks the version: an order entered before the new version keeps the old one", async () => {
    const dir = rulesWith('modes/marka/validation.json', twoVersions);
    const request = (rows: Record<string, unknown>[], today = '2026-01-05'): EvaluateRequest => ({
      entity: 'order',
      rows,
      ctx: { today },
      families: ['validation'],
    });
    // Entered in June, due (and its item due) in August: the June version judges it.
    const [june] = await both(
      dir,
      'marka',
      request([order('2026-06-29', { deadlineDate: '2026-08-03' }, '2026-08-03')], '2026-06-29'),
    );
    expect(june?.fields['orderItems.0.quantity']).toBeUndefined();
    // A defaulted (empty) deadline does not matter either; without a date of entry, today is the day.
    const [noDates] = await both(dir, 'marka', request([order('', {}, '')], '2026-08-01'));
    expect(noDates?.fields['orderItems.0.quantity']?.message).toBe('Legfeljebb 300!');
    const [beforeJuly] = await both(dir, 'marka', request([order('', {}, '')], '2026-06-30'));
    expect(beforeJuly?.fields['orderItems.0.quantity']).toBeUndefined();
  });

  it("permission rules go by the day of the change, not the order's dates", () => {
    const dir = rulesWith('modes/marka/permissions.json', [
      {
        name: 'order.releaseDate.frozen',
        entity: 'order',
        validFrom: '2026-07-01',
        conditions: { all: [{ fact: 'ctx', path: '$.role', operator: 'equal', value: 'logistics_manager' }] },
        event: { type: 'denyFields', params: { fields: ['releaseDate'] } },
      },
    ]);
    const set = compileRuleSet(loadRuleSet('marka', dir));
    const at = (today: string) =>
      evaluateCompiled(set, {
        entity: 'order',
        rows: [{ ...order('2026-06-01', {}), releaseDate: '2026-06-02' }],
        ctx: { today, role: 'logistics_manager' },
        families: ['permissions'],
      })[0]?.denied.releaseDate;
    expect(at('2026-06-30')).toBeUndefined();
    expect(at('2026-07-01')).toBeDefined();
  });

  it('the trace shows which version applied, the date that chose it and what gave the date; the other version is not listed', () => {
    const dir = rulesWith('modes/marka/validation.json', twoVersions);
    const [result] = evaluateCompiled(compileRuleSet(loadRuleSet('marka', dir)), {
      entity: 'order',
      rows: [order('2026-07-01', {})],
      trace: true,
    });
    const entries = result?.trace?.filter((t) => t.rule.startsWith('orderItem.quantity.limit')) ?? [];
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      fired: true,
      version: { validFrom: '2026-07-01', relevantDate: '2026-07-01', selectedBy: 'parent' },
      file: 'modes/marka/validation.json',
    });
  });

  it('an import row goes by its delivery date', async () => {
    const rule = (max: number, range: { validFrom?: string; validTo?: string }) => ({
      ...quantityLimit(max, range, 'importRow'),
      name: 'importRow.palletsCount.limit',
      conditions: { all: [{ fact: 'palletsCount', operator: 'greaterThan', value: max }] },
      event: { type: 'fieldError', params: { field: 'palletsCount', message: `Legfeljebb ${max} raklap!` } },
    });
    const dir = rulesWith('modes/marka/validation.json', [
      rule(20, { validTo: '2026-03-31' }),
      rule(10, { validFrom: '2026-04-01', validTo: '2026-04-30' }),
    ]);
    const rows = ['2026-03-31', '2026-04-01', '2026-05-01'].map((deliveryDate) => ({
      deliveryDate,
      palletsCount: 15,
    }));
    const results = await both(dir, 'marka', { entity: 'importRow', rows, families: ['validation'] });
    expect(results.map((r) => r.fields.palletsCount?.message ?? null)).toEqual([
      null,
      'Legfeljebb 10 raklap!',
      null,
    ]);
  });

  it('a mode rule of the same name replaces every base version', async () => {
    const dir = rulesWith('base/validation.json', twoVersions);
    const mode = path.join(dir, 'modes', 'topolisz', 'validation.json');
    writeFileSync(mode, JSON.stringify({ family: 'validation', rules: [quantityLimit(100, {})] }));
    const request: EvaluateRequest = {
      entity: 'order',
      rows: [order('2026-06-01', { quantity: 200 })],
      families: ['validation'],
    };
    const [base] = await both(dir, 'marka', request);
    expect(base?.fields['orderItems.0.quantity']).toBeUndefined();
    const [own] = await both(dir, 'topolisz', request);
    expect(own?.fields['orderItems.0.quantity']?.message).toBe('Legfeljebb 100!');
  });

  it.each([
    [
      'overlapping ranges',
      [quantityLimit(500, { validTo: '2026-07-01' }), quantityLimit(300, { validFrom: '2026-07-01' })],
      /overlaps the version/,
    ],
    [
      'two open versions',
      [quantityLimit(500, { validFrom: '2026-01-01' }), quantityLimit(300, { validFrom: '2026-07-01' })],
      /overlaps/,
    ],
    [
      'from after to',
      [quantityLimit(500, { validFrom: '2026-07-01', validTo: '2026-06-30' })],
      /validFrom 2026-07-01 is after validTo 2026-06-30/,
    ],
    [
      'a version beside a rule without range',
      [quantityLimit(500, {}), quantityLimit(300, { validFrom: '2026-07-01' })],
      /used twice in this file/,
    ],
    ['no calendar date', [quantityLimit(500, { validFrom: '2026-02-30' })], /validFrom: not a calendar date/],
    [
      'versions of different entities',
      [
        quantityLimit(500, { validTo: '2026-06-30' }),
        quantityLimit(300, { validFrom: '2026-07-01' }, 'importRow'),
      ],
      /same entity/,
    ],
  ] as const)('static check: %s', (_label, rules, message) => {
    const dir = rulesWith('modes/marka/validation.json', [...rules]);
    const problems = checkAllRuleFiles(dir);
    expect(problems.join('\n')).toMatch(
      /rules\/modes\/marka\/validation\.json:\d+:\d+ rule "orderItem\.quantity\.limit"/,
    );
    expect(problems.join('\n')).toMatch(message);
    expect(() => loadRuleSet('marka', dir)).toThrow(message);
  });
});
