import { describe, expect, it } from 'vitest';
import { MODULE_KEYS } from '../../../src/core/config/config.answers.ts';
import { USER_ROLES } from '../../../src/core/permissions/roles.ts';
import { compileRuleSet } from '../../../src/core/rules/compileRules.ts';
import type { ResolvedRuleSet } from '../../../src/core/rules/ruleFile.schemas.ts';
import { fieldEditSettings, rulesLetChange } from '../../../src/core/rules/rulePermissionProbes.ts';
import { type PolicyId, SERVER_POLICIES } from '../../../src/server/areas/serverAreas.ts';
import type { Actor } from '../../../src/server/policies/actor.ts';
import { loadRuleSet } from '../../../src/server/rules/loadRuleFiles.ts';

// Issue 36 item 2: who may change orders, bills and cargo (the read-only roles included) is the
// permission rules' answer; the route policies and the screens read it, no role list in TypeScript.

const settingsOf = (set: ResolvedRuleSet) => fieldEditSettings(compileRuleSet(set));
const actor = (role: string): Actor => ({
  role: role as Actor['role'],
  userId: 'u',
  username: 'u',
  transporterId: null,
  synthetic: false,
});
const allowedBy = (id: PolicyId, set: ResolvedRuleSet) => {
  const settings = settingsOf(set);
  const access = { activeModules: [...MODULE_KEYS], authDisabled: false };
  return USER_ROLES.filter((role) =>
    SERVER_POLICIES[id].allows({ actor: actor(role), access, params: {}, fieldEdit: () => settings }),
  );
};
/** The base set with one more permission rule (what a mode's permissions.json adds). */
const withRule = (set: ResolvedRuleSet, rule: Record<string, unknown>): ResolvedRuleSet =>
  ({ ...set, rules: [...set.rules, { family: 'permissions', priority: 1, ...rule }] }) as ResolvedRuleSet;

describe('edit policies go by the permission rules', () => {
  const base = loadRuleSet('logistics');

  it('the base rules give the roles of business.md §6 (viewers, transporters and the gate read only)', () => {
    const settings = settingsOf(base);
    const who = (entity: 'order' | 'freight' | 'pickup', field?: string) =>
      USER_ROLES.filter((r) => rulesLetChange(settings, entity, r, field));
    expect(who('order')).toEqual(['superadmin', 'admin', 'logistics_manager', 'production_manager']);
    expect(who('freight', 'bill')).toEqual(['superadmin', 'admin', 'logistics_manager']);
    const cargo = ['superadmin', 'admin', 'logistics_manager', 'production_manager', 'transporter_manager'];
    expect(who('freight', 'cargo')).toEqual(cargo);
    expect(who('freight', 'comment')).toEqual(cargo);
    expect(allowedBy('ordersEditors', base)).toEqual(who('order'));
    expect(allowedBy('freightBillEditors', base)).toEqual(who('freight', 'bill'));
    expect(allowedBy('cargoSplit', base)).toEqual(cargo);
    // Transporters never reach pickups (accessPickups), whatever the rules say of the field.
    expect(allowedBy('pickupCargoSplit', base)).toEqual([
      'superadmin',
      'admin',
      'logistics_manager',
      'production_manager',
    ]);
  });

  it("a mode's permission rule narrows the policy: no order edits for the production manager", () => {
    const set = withRule(base, {
      name: 'order.productionManager.readOnly',
      entity: 'order',
      conditions: { all: [{ fact: 'ctx', path: '$.role', operator: 'equal', value: 'production_manager' }] },
      event: { type: 'denyFields', params: { fields: ['*'] } },
    });
    expect(allowedBy('ordersEditors', set)).toEqual(['superadmin', 'admin', 'logistics_manager']);
    expect(allowedBy('pickupCargoSplit', set)).toContain('production_manager');
  });

  it("a mode's permission rule takes bills and cargo from the logistics manager", () => {
    const set = withRule(base, {
      name: 'freight.logisticsManager.noBillNoCargo',
      entity: 'freight',
      conditions: { all: [{ fact: 'ctx', path: '$.role', operator: 'equal', value: 'logistics_manager' }] },
      event: { type: 'denyFields', params: { fields: ['bill', 'cargo'] } },
    });
    expect(allowedBy('freightBillEditors', set)).toEqual(['superadmin', 'admin']);
    expect(allowedBy('cargoSplit', set)).not.toContain('logistics_manager');
    expect(allowedBy('ordersEditors', set)).toContain('logistics_manager');
  });

  it('without the rules answer no role may edit', () => {
    const access = { activeModules: [...MODULE_KEYS], authDisabled: false };
    expect(SERVER_POLICIES.ordersEditors.allows({ actor: actor('admin'), access, params: {} })).toBe(false);
  });
});
