/**
 * Round trips (issue 23): a client may send back the record a GET gave it, with its own `id`, its
 * version `__v`, read-only fields and nulls where the read gives nulls. A field sent back unchanged
 * is not a change, so it is neither validated nor written; a body that changes nothing changes
 * nothing (no write, no new version, no event).
 */

/** Whether two JSON values are the same (objects compared key by key, in any key order). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((v, i) => sameJson(v, b[i]));
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ao), ...Object.keys(bo)]);
  for (const k of keys) if (!sameJson(ao[k], bo[k])) return false;
  return true;
}

/** The version field of an API document. */
export const VERSION_FIELD = '__v';

/**
 * The body without the fields whose value is the stored one (`current`, the record as its GET
 * answers it). The fields in `keep` stay: the version the caller read (unless it travels elsewhere,
 * e.g. in the query) and those the schema requires (e.g. an id that names the record).
 */
export function dropUnchanged(
  body: Record<string, unknown>,
  current: Record<string, unknown>,
  keep: ReadonlySet<string> = new Set([VERSION_FIELD]),
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (keep.has(key) || !(key in current) || !sameJson(value, current[key])) {
      out[key] = value;
    }
  }
  return out;
}

/** Whether a body (already without its unchanged fields) changes nothing of `current`. */
export function changesNothing(body: Record<string, unknown>, current: Record<string, unknown>): boolean {
  return Object.entries(body).every(([key, value]) =>
    key === VERSION_FIELD ? true : key in current && sameJson(value, current[key]),
  );
}

/** The keys an object schema requires (a round trip keeps them even when unchanged); none for other schemas. */
export function requiredKeysOf(schema: unknown): Set<string> {
  const shape = (
    schema as { shape?: Record<string, { safeParse(v: unknown): { success: boolean } }> } | undefined
  )?.shape;
  if (!shape || typeof shape !== 'object') return new Set();
  return new Set(
    Object.entries(shape)
      .filter(([, field]) => !field.safeParse(undefined).success)
      .map(([key]) => key),
  );
}

/** Whether a value is a plain JSON object (a body a round trip can compare field by field). */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
