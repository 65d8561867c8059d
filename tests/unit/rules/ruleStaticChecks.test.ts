import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { isImportColumnsFile } from '../../../src/core/rules/importColumnFiles.ts';
import { parseJsonWithPositions, positionOf } from '../../../src/core/rules/jsonPositions.ts';
import { ruleFileJsonSchema } from '../../../src/core/rules/ruleFileJsonSchema.ts';
import { didYouMean } from '../../../src/core/rules/ruleStaticChecks.ts';
import {
  checkAllRuleFiles,
  loadRuleSet,
  readRuleFiles,
  rulesDir,
  unknownModeFolders,
} from '../../../src/server/rules/loadRuleFiles.ts';
import { addRules, cleanRuleCopies, copyRules } from './ruleDirs.ts';

cleanRuleCopies();

/** Adds a rule to a file of the copy, pretty-printed so its position is predictable. */
const addRule = (dir: string, file: string, rule: unknown) => addRules(dir, file, [rule]);

const quantityMax = (fact: string, field = 'quantity', params?: Record<string, unknown>) => ({
  name: 'orderItem.quantity.max500',
  entity: 'orderItem',
  conditions: {
    all: [{ fact, ...(params ? { params } : {}), operator: 'greaterThan', value: 500 }],
  },
  event: { type: 'fieldError', params: { field, message: 'Legfeljebb 500!' } },
});

describe('static checks of rule files (issue 17: silent no-ops fail loudly)', () => {
  it('the repository rule files pass', () => {
    expect(checkAllRuleFiles()).toEqual([]);
  });

  it('a rule on an unknown fact ("quantiy") stops the load with file:line:column and did you mean', () => {
    const dir = copyRules();
    addRule(dir, 'modes/marka/validation.json', quantityMax('quantiy'));
    const problems = checkAllRuleFiles(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^rules\/modes\/marka\/validation\.json:\d+:\d+ rule "orderItem\.quantity\.max500": unknown fact "quantiy" for entity orderItem \(did you mean "quantity"\?\)$/,
    );
    // The line and column point at the misspelled value in the file.
    const [, line, column] = /:(\d+):(\d+) /.exec(problems[0] as string) ?? [];
    const text = readFileSync(path.join(dir, 'modes/marka/validation.json'), 'utf8').split('\n');
    expect(text[Number(line) - 1]?.slice(Number(column) - 1)).toMatch(/^"quantiy"/);
    expect(() => loadRuleSet('marka', dir)).toThrow(/unknown fact "quantiy"/);
    // Another mode is not stopped by marka's broken file.
    expect(loadRuleSet('logistics', dir).rules.length).toBeGreaterThan(50);
  });

  it('reports every problem of a file in one run: an unknown operator and an unknown fact, also in one rule (issue 36)', () => {
    const dir = copyRules();
    const withOperator = (name: string, fact: string, operator: string) => ({
      ...quantityMax(fact),
      name,
      conditions: { all: [{ fact, operator, value: 500 }] },
    });
    addRules(dir, 'modes/marka/validation.json', [
      withOperator('a.operator', 'quantity', 'greaterThen'),
      withOperator('b.fact', 'quantiy', 'greaterThan'),
      withOperator('c.both', 'kgg', 'lessThen'),
    ]);
    const problems = checkAllRuleFiles(dir);
    expect(problems).toEqual([
      expect.stringMatching(
        /validation\.json:\d+:\d+ rule "a\.operator": .*unknown operator "greaterThen" \(did you mean "greaterThan"\?\)$/,
      ),
      expect.stringMatching(
        /validation\.json:\d+:\d+ rule "b\.fact": unknown fact "quantiy" .*\(did you mean "quantity"\?\)$/,
      ),
      expect.stringMatching(
        /validation\.json:\d+:\d+ rule "c\.both": .*unknown operator "lessThen" \(did you mean "lessThan"\?\)$/,
      ),
      expect.stringMatching(
        /validation\.json:\d+:\d+ rule "c\.both": unknown fact "kgg" .*\(did you mean "kg"\?\)$/,
      ),
    ]);
    // The same checks guard a load (and so a reload): every problem is in its message.
    let message = '';
    try {
      loadRuleSet('marka', dir);
    } catch (err) {
      message = (err as Error).message;
    }
    for (const bit of ['"greaterThen"', '"quantiy"', '"lessThen"', '"kgg"']) expect(message).toContain(bit);
  });

  it('the same rule spelled right loads and fires (the check is not a blanket refusal)', () => {
    const dir = copyRules();
    addRule(dir, 'modes/marka/validation.json', quantityMax('quantity'));
    expect(checkAllRuleFiles(dir)).toEqual([]);
    expect(loadRuleSet('marka', dir).rules.some((r) => r.name === 'orderItem.quantity.max500')).toBe(true);
  });

  it('a misspelled event field is refused', () => {
    const dir = copyRules();
    addRule(dir, 'modes/marka/validation.json', quantityMax('quantity', 'quantiy'));
    expect(checkAllRuleFiles(dir)).toEqual([
      expect.stringMatching(
        /validation\.json:\d+:\d+ .*unknown field "quantiy" of entity orderItem \(did you mean "quantity"\?\)/,
      ),
    ]);
  });

  it('unknown computed-fact params, a missing one and a bad value are refused', () => {
    const dir = copyRules();
    addRule(dir, 'base/validation.json', {
      name: 'importRow.deliveryDate.workday2',
      entity: 'importRow',
      conditions: {
        all: [
          { fact: 'isWorkday', params: { feild: 'deliveryDate' }, operator: 'equal', value: false },
          { fact: 'moduleActive', params: { module: 'tiemSlots' }, operator: 'equal', value: true },
          { fact: 'ctx', path: '$.todya', operator: 'equal', value: 'x' },
          { fact: 'palletsCount', params: { x: 1 }, operator: 'equal', value: 1 },
        ],
      },
      event: { type: 'fieldError', params: { field: 'deliveryDate', messageKey: 'workday' } },
    });
    const problems = checkAllRuleFiles(dir).join('\n');
    expect(problems).toMatch(/computed fact "isWorkday" has no param "feild" \(did you mean "field"\?\)/);
    expect(problems).toMatch(/computed fact "isWorkday" needs param "field"/);
    expect(problems).toMatch(/"tiemSlots" is not a valid module/);
    expect(problems).toMatch(/unknown ctx key "todya" \(did you mean "today"\?\)/);
    expect(problems).toMatch(/"palletsCount" is a field, not a computed fact/);
    // A base file problem stops every mode.
    expect(() => loadRuleSet('topolisz', dir)).toThrow(
      /Broken rule files:\n {2}rules\/base\/validation\.json:\d+:\d+/,
    );
  });

  it('a misspelled mode folder is reported (and warned at load), the real modes still load', () => {
    const dir = copyRules();
    renameSync(path.join(dir, 'modes/marka'), path.join(dir, 'modes/makra'));
    expect(checkAllRuleFiles(dir)).toEqual([
      expect.stringMatching(
        /rules\/modes\/makra\/\w+\.json:1:1: "makra" is not a config mode \(did you mean "marka"\?\)/,
      ),
    ]);
    expect(unknownModeFolders(dir)).toEqual([expect.stringMatching(/"makra" is not a config mode/)]);
    expect(loadRuleSet('logistics', dir).rules.length).toBeGreaterThan(50);
  });

  it('bad JSON is reported with its line and column', () => {
    const dir = copyRules();
    writeFileSync(
      path.join(dir, 'modes/marka/validation.json'),
      '{\n  "family": "validation",\n  "rules": [,]\n}\n',
    );
    expect(checkAllRuleFiles(dir)).toEqual([
      'rules/modes/marka/validation.json: not valid JSON: unexpected "," (line 3, column 13)',
    ]);
    expect(() => loadRuleSet('marka', dir)).toThrow(/line 3, column 13/);
    expect(loadRuleSet('wienerberger', dir).rules.length).toBeGreaterThan(50);
  });
});

describe('JSON positions and did you mean', () => {
  it('records where each value starts and parses like JSON.parse', () => {
    const text = '{\n  "a": [1, {"b": "x"}],\n  "c": null\n}';
    const json = parseJsonWithPositions(text);
    expect(json.value).toEqual(JSON.parse(text));
    expect(positionOf(json, ['a', 1, 'b'])).toEqual({ line: 2, column: 18 });
    expect(positionOf(json, ['c'])).toEqual({ line: 3, column: 8 });
    expect(positionOf(json, ['c', 'missing'])).toEqual({ line: 3, column: 8 });
  });
  it('suggests only close names', () => {
    expect(didYouMean('quantiy', ['quantity', 'kg'])).toBe(' (did you mean "quantity"?)');
    expect(didYouMean('x', ['id', 'kg'])).toBe('');
  });
});

describe('the JSON Schema of rule files (editors complete and underline)', () => {
  const schemaFile = path.join(rulesDir(), 'rule-file.schema.json');
  const schema = JSON.parse(readFileSync(schemaFile, 'utf8'));

  it('is up to date (npm run rules:schema)', () => {
    expect(schema).toEqual(JSON.parse(JSON.stringify(ruleFileJsonSchema())));
  });

  it('every rule file names it and passes it; a misspelled fact or field does not', () => {
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
    // The import columns files have their own schema (tests/unit/rules/importColumnFiles.test.ts).
    for (const { file, content } of readRuleFiles().filter((f) => !isImportColumnsFile(f.file))) {
      expect((content as { $schema?: string }).$schema, file).toMatch(/rule-file\.schema\.json$/);
      expect(validate(content), `${file}: ${JSON.stringify(validate.errors?.slice(0, 2))}`).toBe(true);
    }
    const file = { family: 'validation', rules: [quantityMax('quantiy')] };
    expect(validate(file)).toBe(false);
    expect(validate({ family: 'validation', rules: [quantityMax('quantity', 'quantiy')] })).toBe(false);
    expect(validate({ family: 'validation', rules: [quantityMax('quantity')] })).toBe(true);
    // Compiling the schema takes seconds on a busy machine.
  });
});
