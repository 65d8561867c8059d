import {
  type InvalidReason,
  isOrderEditable,
  ORDER_INVALID_CODES,
  type OrderCoords,
} from '../../core/orders/orders.schemas.ts';
import type { RulesContextInput } from '../../core/rules/ruleFacts.schemas.ts';
import type { EntityResult } from '../../core/rules/ruleResults.ts';
import { touches } from '../../core/rules/touches.ts';
import type { OrderRecord, OrderValues } from '../db/repositories/orders.repository.ts';
import type { Gazetteer } from '../geo/gazetteer.ts';

/** What saving an order needs besides the database: the request's rules, the gazetteer, the catalogue. */
export interface OrderSaveContext {
  /** Runs the config mode's order rules (validation, deadlines, permissions) for the caller. */
  evaluate(values: Record<string, unknown>, ctx?: Partial<RulesContextInput>): Promise<EntityResult>;
  gazetteer: Gazetteer;
  /** Units per pallet by item id; null when there is no product catalogue (pallets are then kept as sent). */
  products(itemIds: readonly string[]): Promise<Map<string, number> | null>;
}

/**
 * Rules whose messages make an order `invalid` (saved, with reasons) instead of refusing the save
 * (business.md §5 invalid-order messages). Every other field message refuses it with 422.
 */
export const INVALID_REASON_RULES: Readonly<Record<string, string>> = {
  'order.deliveryAddress.geocodable': ORDER_INVALID_CODES.geocoding,
  'order.deliveryAddress.required': ORDER_INVALID_CODES.required,
  'order.orderItems.productsFound': ORDER_INVALID_CODES.productNotFound,
  'order.releaseDate.notAfterDeadline': ORDER_INVALID_CODES.dates,
  'order.type.valid': ORDER_INVALID_CODES.type,
};

/** The order after the rules: values to store, or the field messages and refused fields. */
export interface PreparedOrder {
  values: OrderValues;
  /** Field → message that refuses the save (422). */
  fieldErrors: Record<string, string>;
  /** Field → message the caller may not change (403). */
  denied: Record<string, string>;
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

/**
 * Runs an order through the rules before it is stored: geocodes a new or changed address, looks
 * up the items in the catalogue (pallets from quantity), applies the rules' normalisations and
 * computed dates, turns invalid-order messages into reasons (status invalid) and returns what
 * refuses the save. With `current` only the changed fields are refused or reported (like
 * enforceRules), while invalid reasons always describe the whole order.
 */
export async function prepareOrder(
  candidate: OrderValues,
  ctx: OrderSaveContext,
  current?: { record: OrderRecord; changed: readonly string[] },
): Promise<PreparedOrder> {
  const itemIds = [...new Set(candidate.orderItems.map((i) => i.itemId))];
  const products = await ctx.products(itemIds);
  const unknownItemNumbers = products ? itemIds.filter((id) => !products.has(id)) : [];
  const addressChanged = !current || current.record.deliveryAddress !== candidate.deliveryAddress;
  const coords = addressChanged
    ? geocode(ctx.gazetteer, candidate.deliveryAddress)
    : current.record.deliveryCoords;
  const geocoded = candidate.deliveryAddress.trim() ? coords !== null : undefined;
  const interval = {
    ...(candidate.deliveryInterval !== null ? { deliveryInterval: candidate.deliveryInterval } : {}),
    ...(candidate.deliveryIntervalType !== null
      ? { deliveryIntervalType: candidate.deliveryIntervalType }
      : {}),
  };
  const run = (v: OrderValues) => {
    const facts = factsOf(v, geocoded, unknownItemNumbers, products);
    return ctx.evaluate(current ? { ...facts, original: current.record } : facts, interval);
  };
  let result = await run(candidate);
  let values = applyChanges({ ...candidate, deliveryCoords: coords }, result.changes);
  // A defaulted deadline caps the expected deadline: one more pass sees the deadline it set.
  if ('orderDeadlineDate' in result.changes && values.releaseDate) {
    result = await run(values);
    values = applyChanges(values, result.changes);
  }

  const invalidReasons: InvalidReason[] = [];
  const fieldErrors: Record<string, string> = {};
  for (const [field, m] of Object.entries(result.fields)) {
    const code = INVALID_REASON_RULES[m.rule];
    if (code) invalidReasons.push({ code, message: m.message, field });
    else if (!current || touches(field, current.changed)) fieldErrors[field] = m.message;
  }
  const denied: Record<string, string> = {};
  for (const [field, m] of Object.entries(result.denied)) {
    if (!current || touches(field, current.changed)) denied[field] = m.message;
  }
  const status =
    !current || isOrderEditable(current.record.status)
      ? invalidReasons.length > 0
        ? 'invalid'
        : 'new'
      : current.record.status;
  return { values: { ...values, status, invalidReasons }, fieldErrors, denied };
}
