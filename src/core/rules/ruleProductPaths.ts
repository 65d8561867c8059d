import type { ResolvedRule, RuleEntity, RuleFamily } from './ruleFile.schemas.ts';

/** One product path that evaluates an entity's rules: which families it asks for and where it is. */
export interface ProductRulePath {
  entity: RuleEntity;
  /** The families the path evaluates; 'all' when it asks for every family of the entity. */
  families: readonly RuleFamily[] | 'all';
  /** Where in the product (for the listing of `rules:test`). */
  path: string;
}

/**
 * The registry of entity/family pairs that some product path evaluates. A rule outside every
 * pair loads and passes its golden cases but never judges a real save: `rules:test` names it.
 * A new save path that evaluates rules adds its line here.
 */
export const PRODUCT_RULE_PATHS: readonly ProductRulePath[] = [
  { entity: 'user', families: 'all', path: 'users.routes.ts (create, update, bulk: enforceRules)' },
  { entity: 'baseConfig', families: 'all', path: 'baseConfig.routes.ts (save: enforceRules)' },
  { entity: 'vehicle', families: 'all', path: 'vehicles.routes.ts (create, update, bulk: enforceRules)' },
  { entity: 'calendarOverride', families: 'all', path: 'calendar.routes.ts (enforceRules)' },
  { entity: 'freightCost', families: 'all', path: 'fees.routes.ts (enforceRules)' },
  { entity: 'waypointCost', families: 'all', path: 'fees.routes.ts (enforceRules)' },
  { entity: 'palletFee', families: 'all', path: 'fees.routes.ts (enforceRules)' },
  { entity: 'product', families: 'all', path: 'products.routes.ts and the product upload (productRules.ts)' },
  { entity: 'order', families: 'all', path: 'prepareOrder.ts (order create, update, bulk)' },
  { entity: 'orderItem', families: 'all', path: 'prepareOrder.ts (every item of an order)' },
  {
    entity: 'importRow',
    families: ['validation', 'capacity'],
    path: 'the Excel import (checkImportRows.ts importRulesRequest)',
  },
  { entity: 'freight', families: 'all', path: 'truckJob.commands.ts judgeTruckJobChanges (freight saves)' },
  { entity: 'pickup', families: 'all', path: 'truckJob.commands.ts judgeTruckJobChanges (pickup saves)' },
  {
    entity: 'transporter',
    families: 'all',
    path: 'transporters.routes.ts (create, update, bulk: enforceRows)',
  },
  { entity: 'fleet', families: 'all', path: 'fleet.routes.ts (create, update, bulk: enforceRows)' },
  { entity: 'depot', families: 'all', path: 'sites.routes.ts (depot create, update, bulk: enforceRules)' },
  { entity: 'factory', families: 'all', path: 'sites.routes.ts (factory create, update: enforceRules)' },
  { entity: 'externalIdName', families: 'all', path: 'externalIdNames.routes.ts (every name: enforceRows)' },
];

/** Whether some product path evaluates rules of this entity and family. */
export function isEvaluatedByProduct(entity: string, family: string): boolean {
  return PRODUCT_RULE_PATHS.some(
    (p) =>
      p.entity === entity && (p.families === 'all' || (p.families as readonly string[]).includes(family)),
  );
}

/** The rules of a set that no product path evaluates (dead rules), in set order. */
export function unevaluatedRules(rules: readonly ResolvedRule[]): ResolvedRule[] {
  return rules.filter((r) => !isEvaluatedByProduct(r.entity, r.family));
}
