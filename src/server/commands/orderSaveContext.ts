import type { ExternalIdName } from '../../core/externalIds/externalIdNames.schemas.ts';
import { IMPORT_PALLET_TYPES } from '../../core/orders/import/importPalletTypes.ts';
import { importVehicleFact } from '../../core/orders/import/importVehicles.ts';
import type { RulesContextInput } from '../../core/rules/ruleFacts.schemas.ts';
import type { RuleFamily } from '../../core/rules/ruleFile.schemas.ts';
import type { EntityResult } from '../../core/rules/ruleResults.ts';
import type { AppServices } from '../appServices.ts';
import { getBaseConfig } from '../db/repositories/baseConfig.repository.ts';
import { listCalendarOverrides } from '../db/repositories/calendar.repository.ts';
import { getExternalIdNames } from '../db/repositories/externalIdNames.repository.ts';
import { productUnitsPerPallet } from '../db/repositories/products.repository.ts';
import type { Gazetteer } from '../geo/gazetteer.ts';
import { gazetteerFor } from '../geo/gazetteerService.ts';
import { listAllVehicles } from '../queries/vehicles.queries.ts';
import { rulesContextFor } from '../rules/enforceRules.ts';
import type { WriteScope } from './writeScope.ts';

/** One row for the rules: its facts and, when it has them, its own context (an order's own interval). */
export interface OrderRuleRow {
  facts: Record<string, unknown>;
  ctx?: Partial<RulesContextInput>;
}

/** What saving orders needs besides the database: the caller's rules, the gazetteer, the catalogue. */
export interface OrderSaveContext {
  /** Runs the config mode's order rules on every row in ONE rules-pool call, answers in row order. */
  evaluate(rows: readonly OrderRuleRow[]): Promise<EntityResult[]>;
  gazetteer: Gazetteer;
  /** Units per pallet by item id; null when there is no product catalogue (pallets are then kept as sent). */
  products(itemIds: readonly string[]): Promise<Map<string, number> | null>;
  /** The caller's role (external id edit roles). */
  role: string;
  /** The configured external id names of orders and their items (who may edit each). */
  externalIdNames: { order: readonly ExternalIdName[]; orderItem: readonly ExternalIdName[] };
}

/** A save context on a transaction with a given evaluation (the first start's demo orders): catalogue from `db`, no external id names. */
export function orderSaveContextFor(
  db: AppServices['db'],
  parts: Pick<OrderSaveContext, 'evaluate' | 'gazetteer' | 'role'>,
): OrderSaveContext {
  return {
    ...parts,
    externalIdNames: { order: [], orderItem: [] },
    products: (itemIds) => productUnitsPerPallet(db, itemIds),
  };
}

/**
 * The rules context, gazetteer and catalogue of a caller's order saves: the caller's role and
 * modules, the calendar overrides, the active vehicles and pallet types (capacity) and the base
 * config's delivery interval (an order's own interval
 * wins, per row), evaluated in the rules worker pool like every other save.
 */
export async function orderSaveContext(
  scope: WriteScope,
  families?: RuleFamily[],
): Promise<OrderSaveContext> {
  const { services, rules, actor, activeModules } = scope;
  const { db } = services;
  const [base, calendar, gazetteer, names, vehicles] = await Promise.all([
    getBaseConfig(db),
    listCalendarOverrides(db),
    gazetteerFor(db),
    getExternalIdNames(db),
    listAllVehicles(services, { active: true }),
  ]);
  const ctx: RulesContextInput = rulesContextFor(
    services,
    { role: actor.role, activeModules },
    {
      calendar: calendar.map((c) => ({ date: c.date, workday: c.workday })),
      // The capacity rules fit a hand-entered order against the active vehicles, as the import does.
      vehicles: vehicles.map(importVehicleFact),
      palletTypes: IMPORT_PALLET_TYPES,
      ...(base
        ? { deliveryInterval: base.deliveryInterval, deliveryIntervalType: base.deliveryIntervalType }
        : {}),
    },
  );
  return {
    gazetteer,
    role: actor.role,
    externalIdNames: { order: names.lists.order, orderItem: names.lists.orderItem },
    products: (itemIds) => productUnitsPerPallet(db, itemIds),
    async evaluate(rows) {
      if (rows.length === 0) return [];
      const results = await rules.evaluate({
        entity: 'order',
        rows: rows.map((r) => r.facts),
        ctx,
        ...(rows.some((r) => r.ctx) && { rowCtx: rows.map((r) => r.ctx ?? null) }),
        ...(families ? { families } : {}),
      });
      if (results.length !== rows.length) throw new Error('rules engine answered a different number of rows');
      return results;
    },
  };
}
