import { describe, expect, it } from 'vitest';
import { CONFIG_MODES } from '../../../src/core/config/config.answers.ts';
import { resolveRuleSet } from '../../../src/core/rules/resolveRuleSet.ts';
import { RULE_ENTITIES } from '../../../src/core/rules/ruleFile.schemas.ts';
import { isEvaluatedByProduct, unevaluatedRules } from '../../../src/core/rules/ruleProductPaths.ts';
import { readRuleFiles } from '../../../src/server/rules/loadRuleFiles.ts';

// Part of `npm run rules:test`: a rule that no product path evaluates is named (a dead rule).
describe.each(CONFIG_MODES)('rules of %s that no product path evaluates', (mode) => {
  it('none: every rule judges some real save', () => {
    const dead = unevaluatedRules(resolveRuleSet(readRuleFiles(), mode).rules).map(
      (r) => `rules/${r.file}: "${r.name}" (${r.entity}, ${r.family}) is evaluated by no product path`,
    );
    for (const line of dead) console.warn(line);
    expect(dead).toEqual([]);
  });
});

describe('the registry of evaluated entity/family pairs', () => {
  it('names a rule of a family its entity is not evaluated in', () => {
    const files = [
      ...readRuleFiles(),
      {
        file: 'modes/marka/permissions.json',
        content: {
          family: 'permissions',
          rules: [
            {
              name: 'importRow.viewers.noImport',
              entity: 'importRow',
              conditions: {
                all: [{ fact: 'ctx', path: '$.role', operator: 'inRoleGroup', value: 'viewerRoles' }],
              },
              event: { type: 'denyFields', params: { fields: ['*'] } },
            },
          ],
        },
      },
    ];
    expect(unevaluatedRules(resolveRuleSet(files, 'marka').rules).map((r) => r.name)).toEqual([
      'importRow.viewers.noImport',
    ]);
  });

  it('every entity that a save path evaluates is in it (the import only for validation and capacity)', () => {
    const unlisted = RULE_ENTITIES.filter((e) => !isEvaluatedByProduct(e, 'validation'));
    expect(unlisted).toEqual([]);
    expect(isEvaluatedByProduct('importRow', 'freightWarnings')).toBe(false);
  });
});
