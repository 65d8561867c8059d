/**
 * Whether a rule result's field path concerns one of the changed fields: the field itself or a part
 * of it (`externalIds.orderNr` for `externalIds`, `fuzzySearch.threshold` for `fuzzySearch`). Server
 * and browser filter rule results by it, so both report the same fields of a change.
 */
export function touches(key: string, changed: readonly string[]): boolean {
  return changed.some((c) => key === c || key.startsWith(`${c}.`));
}

/**
 * The field messages a save reports: those on the fields it sends, and the record-level ones
 * (`scope: "record"`, e.g. an order's pallets) whatever it sends. Server and browser both go by it.
 */
export function reportedFields<M extends { record?: boolean | undefined }>(
  fields: Readonly<Record<string, M>>,
  sent: readonly string[],
): Record<string, M> {
  return Object.fromEntries(Object.entries(fields).filter(([k, m]) => m.record === true || touches(k, sent)));
}

/** A value as permissions compare it: null and undefined alike, object keys in a stable order. */
function canonical(v: unknown): unknown {
  if (v === undefined || v === null) return null;
  if (Array.isArray(v)) return v.map(canonical);
  if (typeof v === 'object' && !(v instanceof Date))
    return Object.fromEntries(
      Object.keys(v as Record<string, unknown>)
        .sort()
        .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
    );
  return v instanceof Date ? v.toISOString() : v;
}

/** Whether two field values are the same for permissions (a re-sent unchanged value is no change). */
export const sameFieldValue = (a: unknown, b: unknown) =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/**
 * The sent fields whose value differs from the stored one: field permissions (denyFields,
 * allowOnlyFields) refuse only these, so re-sending an unchanged value is never refused.
 * Without a stored record (a create) every sent field counts.
 */
export function changedFields(
  sent: Record<string, unknown>,
  stored: Record<string, unknown> | null | undefined,
  keys: readonly string[] = Object.keys(sent),
): string[] {
  if (!stored) return [...keys];
  return keys.filter((k) => !sameFieldValue(sent[k], stored[k]));
}
