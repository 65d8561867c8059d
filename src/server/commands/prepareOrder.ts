import { externalIdDenials, refusedExternalIds } from '../../core/externalIds/externalIdEditRoles.ts';
import { statusAfterSave } from '../../core/orders/orderStatus.ts';
import type { InvalidReason, OrderCoords } from '../../core/orders/orders.schemas.ts';
import { settleOrders } from '../../core/orders/settleOrderRules.ts';
import type { RulesContextInput } from '../../core/rules/ruleFacts.schemas.ts';
import type { EntityResult } from '../../core/rules/ruleResults.ts';
import { changedFields, touches } from '../../core/rules/touches.ts';
import type { OrderRecord, OrderValues } from '../db/repositories/orders.repository.ts';
import type { Gazetteer } from '../geo/gazetteer.ts';
import type { OrderRuleRow, OrderSaveContext } from './orderSaveContext.ts';

/** The order after the rules: values to store, or the field messages and refused fields. */
export interface PreparedOrder {
  values: OrderValues;
  /** Field → message that refuses the save (422). */
  fieldErrors: Record<string, string>;
  /** Field → message the caller may not change (403). */
  denied: Record<string, string>;
  /** Warnings the user must confirm (the capacity fit of the rule files): 409 until confirmed. */
  warnings: { code: string; message: string }[];
}

/** The order as rule facts (business.md §3; ruleFacts.schemas.ts orderFactSchema). */
function factsOf(
  v: OrderValues,
  geocoded: boolean | undefined,
  unknownItemNumbers: string[],
  per: Map<string, number> | null,
) {
  const { deliveryCoords: _c, invalidReasons: _r, ...rest } = v;
  return {
    ...rest,
    ...(geocoded === undefined ? {} : { geocoded }),
    unknownItemNumbers,
    orderItems: v.orderItems.map((i) => ({ ...i, unitPerPallet: per?.get(i.itemId) ?? null })),
  };
}

function geocode(gazetteer: Gazetteer, address: string): OrderCoords | null {
  if (!address.trim()) return null;
  const f = gazetteer.geocode(address);
  if (!f) return null;
  const [lng, lat] = f.geometry.coordinates;
  return { lat, lng };
}

/** An order to save: the values, and for an update the stored record and the fields the caller changes. */
export interface OrderCandidate {
  values: OrderValues;
  current?: { record: OrderRecord; changed: readonly string[] };
}

/** A candidate on its way through the rules: what its facts need besides its values. */
interface Staged extends OrderCandidate {
  coords: OrderCoords | null;
  geocoded: boolean | undefined;
  unknownItemNumbers: string[];
  interval: Partial<RulesContextInput>;
}

function stage(c: OrderCandidate, gazetteer: Gazetteer, products: Map<string, number> | null): Staged {
  const { values, current } = c;
  const itemIds = [...new Set(values.orderItems.map((i) => i.itemId))];
  const addressChanged = !current || current.record.deliveryAddress !== values.deliveryAddress;
  const coords = addressChanged ? geocode(gazetteer, values.deliveryAddress) : current.record.deliveryCoords;
  return {
    ...c,
    coords,
    geocoded: values.deliveryAddress.trim() ? coords !== null : undefined,
    unknownItemNumbers: products ? itemIds.filter((id) => !products.has(id)) : [],
    interval: {
      ...(values.deliveryInterval !== null ? { deliveryInterval: values.deliveryInterval } : {}),
      ...(values.deliveryIntervalType !== null ? { deliveryIntervalType: values.deliveryIntervalType } : {}),
    },
  };
}

function ruleRow(s: Staged, v: OrderValues, products: Map<string, number> | null): OrderRuleRow {
  const facts = factsOf(v, s.geocoded, s.unknownItemNumbers, products);
  return { facts: s.current ? { ...facts, original: s.current.record } : facts, ctx: s.interval };
}

/**
 * The external ids (the order's and its items') that the role may not change: each configured
 * name lists the roles that may edit it. Items are matched to the stored ones by id.
 */
function externalIdsDenied(
  values: OrderValues,
  stored: OrderRecord | null,
  names: OrderSaveContext['externalIdNames'],
  role: string,
): Record<string, string> {
  const storedItems = new Map((stored?.orderItems ?? []).map((i) => [i.id, i]));
  const items = values.orderItems.map((item, i) => {
    const before = 'id' in item && typeof item.id === 'string' ? storedItems.get(item.id) : undefined;
    return externalIdDenials(
      refusedExternalIds(names.orderItem, role, item.externalIds, before?.externalIds ?? null),
      `orderItems.${i}.`,
    );
  });
  return Object.assign(
    externalIdDenials(refusedExternalIds(names.order, role, values.externalIds, stored?.externalIds)),
    ...items,
  );
}

function judged(
  s: Staged,
  values: OrderValues,
  result: EntityResult,
  names: OrderSaveContext['externalIdNames'],
  role: string,
): PreparedOrder {
  const { current } = s;
  const invalidReasons: InvalidReason[] = [];
  const fieldErrors: Record<string, string> = {};
  for (const [field, m] of Object.entries(result.fields)) {
    // The rule files' `invalidReason` events save the order as invalid instead of refusing it.
    if (m.invalidReason) invalidReasons.push({ code: m.invalidReason, message: m.message, field });
    // An update reports the messages of the fields it changes and the record-level ones (issue 36).
    else if (!current || touches(field, current.changed) || m.record) fieldErrors[field] = m.message;
  }
  // Permissions refuse only the sent fields whose value changes (a re-sent unchanged value passes).
  const changed = current
    ? changedFields(
        values as unknown as Record<string, unknown>,
        current.record as unknown as Record<string, unknown>,
        current.changed,
      )
    : null;
  const denied: Record<string, string> = {
    ...externalIdsDenied(values, current?.record ?? null, names, role),
  };
  for (const [field, m] of Object.entries(result.denied)) {
    if (!changed || touches(field, changed)) denied[field] = m.message;
  }
  const status = statusAfterSave(current ? current.record.status : null, invalidReasons.length > 0);
  const warnings = result.warnings.map((w) => ({ code: w.code, message: w.message }));
  return { values: { ...values, status, invalidReasons }, fieldErrors, denied, warnings };
}

/**
 * Runs orders through the rules before they are stored: geocodes new or changed addresses, looks
 * up every item in the catalogue in one query (pallets from quantity), evaluates ALL rows in one
 * rules-pool call, applies the rules' normalisations and computed dates, turns invalid-order
 * messages into reasons (status invalid) and returns per row what refuses its save. For an update
 * only the changed fields are refused or reported (like enforceRules), while invalid reasons always
 * describe the whole order.
 */
export async function prepareOrders(
  candidates: readonly OrderCandidate[],
  ctx: OrderSaveContext,
): Promise<PreparedOrder[]> {
  if (candidates.length === 0) return [];
  const itemIds = [...new Set(candidates.flatMap((c) => c.values.orderItems.map((i) => i.itemId)))];
  const products = await ctx.products(itemIds);
  const staged = candidates.map((c) => stage(c, ctx.gazetteer, products));
  // Two passes where the first computed a deadline or pallets (core/orders/settleOrderRules.ts, the
  // copy the browser's dialog and grid run too).
  const settled = await settleOrders(
    staged.map((s) => ({ ...s.values, deliveryCoords: s.coords })),
    (v, i) => ruleRow(staged[i] as Staged, v, products),
    (rows) => ctx.evaluate(rows),
  );
  const values = settled.map((s) => s.values);
  const results = settled.map((s) => s.result);
  return staged.map((s, i) =>
    judged(s, values[i] as OrderValues, results[i] as EntityResult, ctx.externalIdNames, ctx.role),
  );
}
