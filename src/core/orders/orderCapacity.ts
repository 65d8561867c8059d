import type { ResolvedRule, RuleCondition } from '../rules/ruleFile.schemas.ts';

/** An order's items as the capacity rules read them. */
interface CapacityItem {
  palletsCount: number;
  palletType: string;
  kg: number;
}

/**
 * A hand-entered order as one import row for the capacity rules (rules/base/capacity.json, the
 * `importRow` entity the Excel import checks with): its pallets and gross weight summed over the
 * items, the pallet type that carries most pallets, and its one preferred truck as the named
 * vehicle (several preferred trucks name none). So a hand order meets the very rules, and
 * messages, of an imported row.
 */
export function orderCapacityRow(order: {
  orderItems: readonly CapacityItem[];
  preferredTrucks: readonly string[];
}): Record<string, unknown> {
  const byType = new Map<string, number>();
  for (const i of order.orderItems)
    byType.set(i.palletType, (byType.get(i.palletType) ?? 0) + i.palletsCount);
  const palletType = [...byType.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  return {
    palletsCount: [...byType.values()].reduce((a, b) => a + b, 0),
    palletType,
    sumWeight: order.orderItems.reduce((a, i) => a + i.kg, 0),
    vehicle: order.preferredTrucks.length === 1 ? order.preferredTrucks[0] : null,
  };
}

/** Where a capacity message of the import row lands on the order. */
export const ORDER_CAPACITY_FIELDS: Readonly<Record<string, string>> = {
  palletsCount: 'orderItems',
  palletType: 'orderItems',
  sumWeight: 'orderItems',
  vehicle: 'preferredTrucks',
};

function readsFact(c: RuleCondition, fact: string): boolean {
  if ('all' in c) return c.all.some((x) => readsFact(x, fact));
  if ('any' in c) return c.any.some((x) => readsFact(x, fact));
  if ('not' in c) return readsFact(c.not, fact);
  const value = c.value as { fact?: unknown } | null;
  return c.fact === fact || (value !== null && typeof value === 'object' && value.fact === fact);
}

/**
 * The rules of a set that check an order's fit on the vehicles: the import row's capacity rules
 * that read `capacityFit` (the cell checks of that family — a pallet type or vehicle cell, the
 * gross weight against the pallets — are about the sheet's cells, not a hand-entered order).
 */
export function orderCapacityRules(rules: readonly ResolvedRule[]): Set<string> {
  return new Set(
    rules
      .filter(
        (r) => r.family === 'capacity' && r.entity === 'importRow' && readsFact(r.conditions, 'capacityFit'),
      )
      .map((r) => r.name),
  );
}
