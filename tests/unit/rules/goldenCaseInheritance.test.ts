import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_MODES } from '../../../src/core/config/config.answers.ts';
import { checkGoldenCase } from '../../../src/core/rules/checkGoldenCase.ts';
import { GoldenCaseError, resolveGoldenCases } from '../../../src/core/rules/goldenCaseInheritance.ts';
import type { GoldenCase } from '../../../src/core/rules/ruleFile.schemas.ts';
import type { EntityResult } from '../../../src/core/rules/ruleResults.ts';
import { checkAllRuleFiles, loadGoldenCases } from '../../../src/server/rules/loadRuleFiles.ts';
import { cleanRuleCopies, copyRules } from './ruleDirs.ts';

cleanRuleCopies();

const base: GoldenCase[] = [
  {
    name: 'a',
    entity: 'baseConfig',
    values: { deliveryInterval: 400, packingAlgorithm: 'x' },
    ctx: { role: 'admin' },
    expect: { fields: { deliveryInterval: 'max 365', packingAlgorithm: 'bad' } },
  },
  { name: 'b', entity: 'freight', values: { status: 'new' }, expect: { warnings: ['past'] } },
  { name: 'c', entity: 'order', values: {}, expect: {} },
];
const baseFiles = [{ file: 'cases/base/common.json', cases: base }];

describe('golden cases inherit the base cases into every mode (issue 17, item 8)', () => {
  it('a mode without files runs every base case', () => {
    expect(resolveGoldenCases(baseFiles, []).map((c) => [c.name, c.file])).toEqual([
      ['a', 'cases/base/common.json'],
      ['b', 'cases/base/common.json'],
      ['c', 'cases/base/common.json'],
    ]);
  });

  it('an override changes only what it names; a removal drops a case; new cases come last', () => {
    const cases = resolveGoldenCases(baseFiles, [
      {
        file: 'cases/marka/overrides.json',
        cases: [
          {
            name: 'a',
            override: true,
            values: { deliveryInterval: 31 },
            expect: { fields: { deliveryInterval: 'max 30', packingAlgorithm: null } },
          },
          { name: 'b', remove: true },
          { name: 'd', entity: 'user', values: {}, expect: {} },
        ],
      },
    ]);
    expect(cases.map((c) => c.name)).toEqual(['a', 'c', 'd']);
    expect(cases[0]).toEqual({
      name: 'a',
      entity: 'baseConfig',
      values: { deliveryInterval: 31, packingAlgorithm: 'x' },
      ctx: { role: 'admin' },
      expect: { fields: { deliveryInterval: 'max 30' } },
      file: 'cases/marka/overrides.json',
      overrides: 'cases/base/common.json',
    });
  });

  it('an override of an unknown case, a new case with a base name and a name used twice are refused', () => {
    const mode = (cases: never[]) => resolveGoldenCases(baseFiles, [{ file: 'cases/marka/x.json', cases }]);
    expect(() => mode([{ name: 'zz', override: true }] as never)).toThrow(GoldenCaseError);
    expect(() => mode([{ name: 'zz', remove: true }] as never)).toThrow(
      /removes a case that rules\/cases\/base/,
    );
    expect(() => mode([{ name: 'a', entity: 'order', values: {}, expect: {} }] as never)).toThrow(
      /give "override": true/,
    );
    expect(() => mode([{ name: 'a', override: true, entity: 'order' }] as never)).toThrow(
      /cannot change the entity/,
    );
    expect(() =>
      mode([
        { name: 'd', entity: 'user', values: {}, expect: {} },
        { name: 'd', entity: 'user', values: {}, expect: {} },
      ] as never),
    ).toThrow(/used twice/);
  });

  it('every mode of the repository inherits the base file (no copied base cases left)', () => {
    const common = loadGoldenCases('logistics').filter((c) => c.file === 'cases/base/common.json').length;
    expect(common).toBeGreaterThan(40);
    for (const mode of CONFIG_MODES) {
      const cases = loadGoldenCases(mode);
      expect(cases.some((c) => c.file.startsWith('cases/base/'))).toBe(true);
      expect(cases.filter((c) => c.file.startsWith(`cases/${mode}/`)).length).toBeLessThan(15);
    }
    // marka's one difference in a base case is an override, topolisz drops the past-date warning.
    expect(loadGoldenCases('marka').find((c) => c.overrides)?.expect.fields?.deliveryInterval).toBe(
      'Kisebb számot adjon meg mint 30!',
    );
    expect(
      loadGoldenCases('topolisz').find((c) => c.name === 'freight warnings: dates')?.expect.warnings,
    ).not.toContain('A szállítási dátum a múltban van!');
  });

  it('a changed base case reaches every mode; a broken mode case file is reported with its place', () => {
    const dir = copyRules();
    const file = path.join(dir, 'cases', 'base', 'common.json');
    const json = JSON.parse(readFileSync(file, 'utf8'));
    json.cases.push({ name: 'new base case', entity: 'order', values: {}, expect: {} });
    writeFileSync(file, JSON.stringify(json));
    for (const mode of CONFIG_MODES)
      expect(loadGoldenCases(mode, dir).some((c) => c.name === 'new base case')).toBe(true);
    expect(checkAllRuleFiles(dir)).toEqual([]);
    writeFileSync(
      path.join(dir, 'cases', 'marka', 'overrides.json'),
      JSON.stringify({ cases: [{ name: 'new base case', override: true, expect: { feilds: {} } }] }),
    );
    expect(checkAllRuleFiles(dir).join('\n')).toMatch(
      /cases\/marka\/overrides\.json.*cases\.0\.expect.*feilds/,
    );
  });
});

describe('a golden case can match a subset of fields and changes', () => {
  const result: EntityResult = {
    fields: { a: { message: 'A', rule: 'r1' }, b: { message: 'B', rule: 'r2' } },
    warnings: [],
    denied: {},
    changes: { x: 1, y: 2 },
  };
  const c = (expect: GoldenCase['expect']): GoldenCase => ({
    name: 'n',
    entity: 'order',
    values: {},
    expect,
  });

  it('exact (the default) needs every field; subset only the named ones', () => {
    expect(checkGoldenCase(c({ fields: { a: 'A' } }), result)).toHaveLength(1);
    expect(checkGoldenCase(c({ fields: { a: 'A' }, match: 'subset' }), result)).toEqual([]);
    expect(checkGoldenCase(c({ fields: { a: 'wrong' }, match: 'subset' }), result)).toHaveLength(1);
    expect(checkGoldenCase(c({ fields: { c: 'C' }, match: 'subset' }), result)).toHaveLength(1);
  });

  it('changes: subset compares the named keys only; warnings and denied stay exact', () => {
    expect(checkGoldenCase(c({ fields: { a: 'A', b: 'B' }, changes: { x: 1 } }), result)).toHaveLength(1);
    expect(checkGoldenCase(c({ changes: { x: 1 }, match: 'subset' }), result)).toEqual([]);
    expect(checkGoldenCase(c({ changes: { x: 2 }, match: 'subset' }), result)).toHaveLength(1);
    expect(checkGoldenCase(c({ match: 'subset', warnings: ['W'] }), result)).toHaveLength(1);
  });
});
