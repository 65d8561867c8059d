import { externalIdDenials, refusedExternalIds } from '../../core/externalIds/externalIdEditRoles.ts';
import { statusAfterSave } from '../../core/orders/orderStatus.ts';
import type { InvalidReason, OrderCoords } from '../../core/orders/orders.schemas.ts';
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

function applyChanges(v: OrderValues, changes: Record<string, unknown>): OrderValues {
  const next: OrderValues = { ...v, orderItems: v.orderItems.map((i) => ({ ...i })) };
  for (const [key, value] of Object.entries(changes)) {
    const m = /^orderItems\.(\d+)\.(\w+)$/.exec(key);
    if (m) {
      const item = next.orderItems[Number(m[1])];
      if (item && value !== null && value !== undefined)
        (item as Record<string, unknown>)[m[2] as string] = value;
    } else if (!key.includes('.') && value !== undefined) {
      (next as Record<string, unknown>)[key] = value;
    }
  }
  return next;
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
    else if (!current || touches(field, current.changed)) fieldErrors[field] = m.message;
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
  const results = await ctx.evaluate(staged.map((s) => ruleRow(s, s.values, products)));
  const values = staged.map((s, i) =>
    applyChanges({ ...s.values, deliveryCoords: s.coords }, results[i]?.changes ?? {}),
  );
  // A defaulted deadline caps the expected deadline, and pallets computed from quantities are what
  // the capacity rules fit: the rows whose deadline or pallets the rules changed get one more pass
  // (one more call for all of them) that sees them.
  const again = staged.flatMap((s, i) => {
    const changes = results[i]?.changes ?? {};
    const deadline = 'orderDeadlineDate' in changes && values[i]?.releaseDate;
    const pallets = s.values.orderItems.some(
      (item, k) => values[i]?.orderItems[k]?.palletsCount !== item.palletsCount,
    );
    return deadline || pallets ? [i] : [];
  });
  if (again.length > 0) {
    const second = await ctx.evaluate(
      again.map((i) => ruleRow(staged[i] as Staged, values[i] as OrderValues, products)),
    );
    again.forEach((i, k) => {
      const result = second[k] as EntityResult;
      results[i] = result;
      values[i] = applyChanges(values[i] as OrderValues, result.changes);
    });
  }
  return staged.map((s, i) =>
    judged(s, values[i] as OrderValues, results[i] as EntityResult, ctx.externalIdNames, ctx.role),
  );
}
