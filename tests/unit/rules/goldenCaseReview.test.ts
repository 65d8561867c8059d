import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkAllRuleFiles } from '../../../src/server/rules/loadRuleFiles.ts';
import { parseCasesArgs, reviewCases, runCases } from '../../../src/server/rules/rulesCasesCli.ts';
import { addRules, cleanRuleCopies, copyRules } from './ruleDirs.ts';

cleanRuleCopies();

/** Marka's team moves the expected deadline one workday later (the scenario: 14+ inherited cases). */
function markaDeadlineOneDayLater(dir: string): void {
  const base = JSON.parse(readFileSync(path.join(dir, 'base/deadlines.json'), 'utf8'));
  const rule = base.rules.find((r: { name: string }) => r.name === 'order.expectedDeadline.compute');
  rule.event.params.compute.params.steps.unshift({ op: 'addWorkdays', days: 1 });
  addRules(dir, 'modes/marka/deadlines.json', [rule]);
}

describe('golden cases for people: rules:cases --review / --accept (issue 36)', () => {
  it('reviews the inherited cases a new mode rule changes as a table, and --accept writes the overrides', () => {
    const dir = copyRules();
    markaDeadlineOneDayLater(dir);
    const { differences } = reviewCases('marka', dir);
    expect(differences.length).toBeGreaterThan(10);
    const moved = (d: (typeof differences)[number]) =>
      d.aspect === 'changes' && d.key === 'expectedDeadlineDate';
    expect(differences.every(moved)).toBe(true);
    expect(differences.filter((d) => d.inherited).length).toBeGreaterThan(10);

    const review = runCases({ mode: 'marka', accept: false }, dir);
    expect(review.ok).toBe(false);
    expect(review.lines[1]).toMatch(/^\| case +\| from +\| what +\| expected +\| actual +\|$/);
    expect(
      review.lines.some(
        (l) => l.includes('inherited rules/cases/base/') && l.includes('changes.expectedDeadlineDate'),
      ),
    ).toBe(true);

    const accepted = runCases({ mode: 'marka', accept: true }, dir);
    expect(accepted.ok).toBe(true);
    expect(accepted.lines.at(-1)).toMatch(
      /Accepted into rules\/cases\/marka\/overrides\.json; 0 difference\(s\) left\./,
    );
    expect(reviewCases('marka', dir).differences).toEqual([]);
    expect(checkAllRuleFiles(dir)).toEqual([]);
    // An override gives only what differs, like one written by hand.
    const file = JSON.parse(readFileSync(path.join(dir, 'cases/marka/overrides.json'), 'utf8'));
    const written = file.cases.find((c: { name: string }) => c.name === differences[0]?.case);
    expect(written).toEqual({
      name: differences[0]?.case,
      override: true,
      expect: { changes: { expectedDeadlineDate: differences[0]?.actual } },
    });
    // The other modes still run the base cases as they are.
    expect(reviewCases('logistics', dir).differences).toEqual([]);
  });

  it('takes --mode and --review / --accept; refuses an unknown mode or argument', () => {
    expect(parseCasesArgs(['--mode', 'marka', '--review'], 'logistics')).toEqual({
      mode: 'marka',
      accept: false,
    });
    expect(parseCasesArgs(['--accept'], 'topolisz')).toEqual({ mode: 'topolisz', accept: true });
    expect(() => parseCasesArgs(['--mode', 'makra'], 'logistics')).toThrow(/unknown mode "makra"/);
    expect(() => parseCasesArgs(['--force'], 'logistics')).toThrow(/unknown argument --force/);
  });
});
