import { describe, expect, it } from 'vitest';
import { checkRuleFiles, type RawRuleFile, resolveRuleSet } from '../../../src/core/rules/resolveRuleSet.ts';
import { readRuleFiles } from '../../../src/server/rules/loadRuleFiles.ts';

const withMode = (rules: unknown[]): RawRuleFile[] => [
  ...readRuleFiles(),
  { file: 'modes/marka/permissions.json', content: { family: 'permissions', rules } },
];
const relaxedViewers = {
  name: 'order.viewers.noEdit',
  entity: 'order',
  conditions: { all: [{ fact: 'ctx', path: '$.role', operator: 'equal', value: 'nobody' }] },
  event: { type: 'denyFields', params: { fields: ['*'] } },
};

describe('locked guards: a base rule a mode may not relax', () => {
  it('the base locks the role guards of the spec', () => {
    const locked = resolveRuleSet(readRuleFiles(), 'logistics')
      .rules.filter((r) => r.locked)
      .map((r) => r.name)
      .sort();
    expect(locked).toEqual([
      'baseConfig.superadminOnlyFields',
      'freight.viewers.noEdit',
      'order.viewers.noEdit',
      'pickup.viewers.noEdit',
      'user.account.adminsOnly',
      'user.role.adminsOnly',
      'user.role.superadminBySuperadmin',
    ]);
  });

  it('a mode file that replaces or removes a locked rule fails the check and the load, saying so', () => {
    const messages = (rules: unknown[]) =>
      checkRuleFiles(withMode(rules)).issues.map((i) => `${i.file} ${i.rule}: ${i.message}`);
    expect(messages([relaxedViewers])).toEqual([
      'modes/marka/permissions.json order.viewers.noEdit: the rule is locked in rules/base/permissions.json: a mode may not replace it (a guard no mode relaxes)',
    ]);
    expect(messages([{ name: 'user.role.adminsOnly', remove: true }])).toEqual([
      'modes/marka/permissions.json user.role.adminsOnly: the rule is locked in rules/base/permissions.json: a mode may not remove it (a guard no mode relaxes)',
    ]);
    expect(() => resolveRuleSet(withMode([relaxedViewers]), 'marka')).toThrow(/locked/);
    // Another mode is not stopped by marka's file.
    expect(resolveRuleSet(withMode([relaxedViewers]), 'logistics').mode).toBe('logistics');
  });

  it('only base files lock; an unlocked base rule stays replaceable', () => {
    const lockedInMode = {
      name: 'order.extra.guard',
      entity: 'order',
      locked: true,
      conditions: { all: [{ fact: 'ctx', path: '$.role', operator: 'equal', value: 'admin' }] },
      event: { type: 'denyFields', params: { fields: ['preferredTrucks'] } },
    };
    expect(checkRuleFiles(withMode([lockedInMode])).issues.map((i) => i.message)).toEqual([
      'only base files lock rules',
    ]);
    const notEditable = { ...relaxedViewers, name: 'order.notEditable' };
    expect(checkRuleFiles(withMode([notEditable])).issues).toEqual([]);
  });
});
