import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRuleSet } from '../../../src/core/rules/compileRules.ts';
import { evaluateCompiled, resolveContext } from '../../../src/core/rules/evaluateRules.ts';
import { createReferenceEngine } from '../../../src/core/rules/referenceEngine.ts';
import { rowFacts } from '../../../src/core/rules/ruleComputedFacts.ts';
import { dateCalc, explainDateCalc } from '../../../src/core/rules/ruleDateCalc.ts';
import type { RulesContextInput } from '../../../src/core/rules/ruleFacts.schemas.ts';
import { checkAllRuleFiles, loadRuleSet } from '../../../src/server/rules/loadRuleFiles.ts';
import { cleanRuleCopies, copyRules } from './ruleDirs.ts';

// Fixed dates: arbitrary inputs of pure functions, any year would do (today is passed in, never the clock's).

cleanRuleCopies();

/** The base deadlines rules of a rule set, on one order. */
function deadlines(
  values: Record<string, unknown>,
  ctx: RulesContextInput = {},
  dir?: string,
  mode = 'logistics',
) {
  const set = compileRuleSet(loadRuleSet(mode, dir));
  const [result] = evaluateCompiled(set, {
    entity: 'order',
    rows: [{ orderItems: [], ...values }],
    ctx: { today: '2026-01-05', ...ctx },
    families: ['deadlines'],
    trace: true,
  });
  return result as NonNullable<typeof result>;
}

describe('the deadline family is rule files (issue 17, item 3): same results as the former TypeScript formula', () => {
  it.each([
    // workdays: 5 workdays after Wed 7 Jan is Wed 14 Jan
    [{ releaseDate: '2026-01-07' }, { deliveryInterval: 5, deliveryIntervalType: 'workday' }, '2026-01-14'],
    // calendar days: Fri 9 Jan + 1 = Sat → Monday
    [
      { releaseDate: '2026-01-09' },
      { deliveryInterval: 1, deliveryIntervalType: 'calendarDay' },
      '2026-01-12',
    ],
    // capped by the order deadline
    [{ releaseDate: '2026-01-07', orderDeadlineDate: '2026-01-09' }, { deliveryInterval: 5 }, '2026-01-09'],
    // release after the deadline: release + interval, no cap
    [{ releaseDate: '2026-01-12', orderDeadlineDate: '2026-01-09' }, { deliveryInterval: 2 }, '2026-01-14'],
    // a holiday in the calendar is skipped
    [
      { releaseDate: '2026-01-07' },
      { deliveryInterval: 2, calendar: [{ date: '2026-01-09', workday: false }] },
      '2026-01-12',
    ],
    // interval 0 on a Saturday lands on Monday
    [
      { releaseDate: '2026-01-10' },
      { deliveryInterval: 0, deliveryIntervalType: 'calendarDay' },
      '2026-01-12',
    ],
  ] as const)('expected deadline %j %j → %s', (values, ctx, expected) => {
    expect(
      deadlines({ orderDeadlineDate: '2026-12-31', ...values }, ctx as RulesContextInput).changes
        .expectedDeadlineDate,
    ).toBe(expected);
  });

  it.each([
    [{ deliveryInterval: 4, deliveryIntervalType: 'calendarDay', today: '2026-01-06' }, '2026-01-09'],
    [{ deliveryInterval: 5, deliveryIntervalType: 'calendarDay', today: '2026-01-06' }, '2026-01-09'],
    [{ deliveryInterval: 3, deliveryIntervalType: 'workday', today: '2026-01-08' }, '2026-01-13'],
  ] as const)('default order deadline %j → %s', (ctx, expected) => {
    expect(deadlines({ orderDeadlineDate: '' }, ctx).changes.orderDeadlineDate).toBe(expected);
  });

  it('no release date: no expected deadline', () => {
    expect(deadlines({ releaseDate: null, orderDeadlineDate: '2026-01-20' }).changes).toEqual({});
  });

  it('the trace shows the inputs and each step of a computed date (Miért?)', () => {
    const result = deadlines(
      { releaseDate: '2026-01-07', orderDeadlineDate: '2026-01-09' },
      { deliveryInterval: 5, deliveryIntervalType: 'workday' },
    );
    const entry = result.trace?.find((t) => t.rule === 'order.expectedDeadline.compute');
    expect(entry?.computed).toEqual({
      from: 'releaseDate',
      inputs: {
        releaseDate: '2026-01-07',
        'ctx.deliveryInterval': 5,
        'ctx.deliveryIntervalType': 'workday',
        orderDeadlineDate: '2026-01-09',
      },
      steps: [
        { op: 'addInterval', args: { days: 5, type: 'workday' }, before: '2026-01-07', after: '2026-01-14' },
        { op: 'toWorkday', args: { direction: 'next' }, before: '2026-01-14', after: '2026-01-14' },
        {
          op: 'capAt',
          args: { date: '2026-01-09', ifFromNotLater: true, skipped: false },
          before: '2026-01-14',
          after: '2026-01-09',
        },
      ],
      value: '2026-01-09',
    });
    // Rules that did not fire carry no computation.
    expect(result.trace?.find((t) => t.rule === 'order.orderDeadline.default')?.computed).toBeUndefined();
  });

  it('the reference engine traces the same computation', async () => {
    const set = loadRuleSet('logistics');
    const request = {
      entity: 'order' as const,
      rows: [{ releaseDate: '2026-01-07', orderDeadlineDate: '2026-01-30', orderItems: [] }],
      families: ['deadlines' as const],
      trace: true,
    };
    const [ref] = await createReferenceEngine(set).evaluate(request);
    const [fast] = evaluateCompiled(compileRuleSet(set), request);
    expect(ref).toEqual(fast);
    expect(fast?.trace?.[0]?.computed?.value).toBe('2026-01-14');
  });
});

describe('date arithmetic steps', () => {
  const row = (values: Record<string, unknown>, ctx: RulesContextInput = {}) =>
    rowFacts(values, resolveContext({ today: '2026-01-05', ...ctx }));

  it('addWorkdays forwards and back over a holiday, addDays, notBefore, a settings reference', () => {
    const calendar = [{ date: '2026-01-09', workday: false }];
    const r = row({ d: '2026-01-08' }, { calendar, settings: { leadDays: 2 } });
    expect(dateCalc({ from: 'd', steps: [{ op: 'addWorkdays', days: 1 }] }, r)).toBe('2026-01-12');
    expect(dateCalc({ from: 'd', steps: [{ op: 'addWorkdays', days: -4 }] }, r)).toBe('2026-01-02');
    expect(dateCalc({ from: 'd', steps: [{ op: 'addDays', days: 'ctx.settings.leadDays' }] }, r)).toBe(
      '2026-01-10',
    );
    expect(dateCalc({ from: 'ctx.today', steps: [{ op: 'notBefore', date: 'd' }] }, r)).toBe('2026-01-08');
  });

  it('a missing input makes the result null and the trace says where it stopped', () => {
    const r = row({ d: '2026-01-08' });
    const trace = explainDateCalc({ from: 'd', steps: [{ op: 'addDays', days: 'ctx.settings.none' }] }, r);
    expect(trace.value).toBeNull();
    expect(trace.steps).toEqual([{ op: 'addDays', args: { days: null }, before: '2026-01-08', after: '' }]);
    expect(dateCalc({ from: 'd', steps: [] }, row({ d: '' }))).toBeNull();
  });
});

/** Writes a mode file of the copy. */
function writeModeFile(dir: string, mode: string, family: string, rules: unknown[]) {
  mkdirSync(path.join(dir, 'modes', mode), { recursive: true });
  writeFileSync(
    path.join(dir, 'modes', mode, `${family}.json`),
    JSON.stringify({ $schema: '../../rule-file.schema.json', family, rules }, null, 2),
  );
}

/** The base expected-deadline rule with other steps. */
function expectedDeadlineRule(dir: string, steps: unknown[]) {
  const base = JSON.parse(readFileSync(path.join(dir, 'base', 'deadlines.json'), 'utf8'));
  const rule = base.rules.find((r: { name: string }) => r.name === 'order.expectedDeadline.compute');
  rule.event.params.compute.params.steps = steps;
  return rule;
}

describe('a mode tunes its deadlines in a rule file only', () => {
  it('topolisz: one extra lead day is a rule-file change; the other modes keep theirs', () => {
    const dir = copyRules();
    writeModeFile(dir, 'topolisz', 'deadlines', [
      expectedDeadlineRule(dir, [
        { op: 'addWorkdays', days: 1 },
        { op: 'addInterval', days: 'ctx.deliveryInterval', type: 'ctx.deliveryIntervalType' },
        { op: 'toWorkday', direction: 'next' },
        { op: 'capAt', date: 'orderDeadlineDate', ifFromNotLater: true },
      ]),
    ]);
    expect(checkAllRuleFiles(dir)).toEqual([]);
    const order = { releaseDate: '2026-01-07', orderDeadlineDate: '2026-01-30' };
    const ctx = { deliveryInterval: 5, deliveryIntervalType: 'workday' } as const;
    expect(deadlines(order, ctx, dir, 'topolisz').changes.expectedDeadlineDate).toBe('2026-01-15');
    expect(deadlines(order, ctx, dir, 'marka').changes.expectedDeadlineDate).toBe('2026-01-14');
    expect(deadlines(order, ctx, undefined, 'topolisz').changes.expectedDeadlineDate).toBe('2026-01-14');
  });

  it('a fixed interval of calendar days and no cap', () => {
    const dir = copyRules();
    writeModeFile(dir, 'marka', 'deadlines', [
      expectedDeadlineRule(dir, [
        { op: 'addInterval', days: 10, type: 'calendarDay' },
        { op: 'toWorkday', direction: 'previous' },
      ]),
    ]);
    const order = { releaseDate: '2026-01-07', orderDeadlineDate: '2026-01-09' };
    // 17 Jan is a Saturday → Friday 16 Jan; the order deadline no longer caps.
    expect(deadlines(order, {}, dir, 'marka').changes.expectedDeadlineDate).toBe('2026-01-16');
  });

  it('misspelled steps, keys and references are refused at load with their place', () => {
    const dir = copyRules();
    writeModeFile(dir, 'marka', 'deadlines', [
      expectedDeadlineRule(dir, [
        { op: 'addWorkday', days: 1 },
        { op: 'addInterval', days: 'ctx.deliveryIntervall' },
        { op: 'capAt', date: 'orderDeadline' },
        { op: 'toWorkday', direction: 'next', days: 1 },
        { op: 'addDays', days: 1.5 },
      ]),
    ]);
    const problems = checkAllRuleFiles(dir).join('\n');
    expect(problems).toMatch(/modes\/marka\/deadlines\.json:\d+:\d+ .*steps\.0: unknown op "addWorkday"/);
    expect(problems).toContain('steps.1.days: unknown ctx key "deliveryIntervall"');
    expect(problems).toContain('steps.2.date: unknown field "orderDeadline"');
    expect(problems).toContain('steps.3: toWorkday takes no "days"');
    expect(problems).toContain('steps.4.days: a whole number is needed');
    expect(() => loadRuleSet('marka', dir)).toThrow(/unknown op "addWorkday"/);
  });

  it('a dateCalc without steps or from is refused', () => {
    const dir = copyRules();
    const rule = expectedDeadlineRule(dir, []);
    rule.event.params.compute.params = { from: 'releaseDat' };
    writeModeFile(dir, 'marka', 'deadlines', [rule]);
    const problems = checkAllRuleFiles(dir).join('\n');
    expect(problems).toContain('from: unknown field "releaseDat"');
    expect(problems).toContain('computed fact "dateCalc" needs param "steps"');
  });
});
