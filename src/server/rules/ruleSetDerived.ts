import { type CompiledRuleSet, compileRuleSet } from '../../core/rules/compileRules.ts';
import type { ResolvedRuleSet, RuleEntity } from '../../core/rules/ruleFile.schemas.ts';
import {
  editableStatuses,
  type FieldEditSettings,
  fieldEditSettings,
} from '../../core/rules/rulePermissionProbes.ts';
import type { RulesService } from './rulesService.ts';

interface Derived {
  compiled: CompiledRuleSet;
  settings?: FieldEditSettings;
  statuses: Map<string, readonly string[]>;
}

// Keyed by the set in force: a reload brings a new set object, so nothing stale is served.
const derived = new WeakMap<ResolvedRuleSet, Derived>();

function derivedOf(rules: RulesService): Derived {
  const set = rules.set;
  let d = derived.get(set);
  if (!d) {
    d = { compiled: compileRuleSet(set), statuses: new Map() };
    derived.set(set, d);
  }
  return d;
}

/** GET /api/config's `fieldEditSettings`: what the permission rules of the set in force let each role change. */
export function fieldEditSettingsOf(rules: RulesService): FieldEditSettings {
  const d = derivedOf(rules);
  d.settings ??= fieldEditSettings(d.compiled);
  return d.settings;
}

/**
 * The statuses in which the permission rules let `role` change a record of `entity` (orders: new
 * and invalid in the base rules, `order.notEditable`), computed once per rule set and role.
 */
export function editableStatusesOf(rules: RulesService, entity: RuleEntity, role: string): readonly string[] {
  const d = derivedOf(rules);
  const key = `${entity}:${role}`;
  let list = d.statuses.get(key);
  if (!list) {
    list = editableStatuses(d.compiled, entity, role);
    d.statuses.set(key, list);
  }
  return list;
}
