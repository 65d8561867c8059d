export type QueryValue = string | number | boolean | Date | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

// Only the characters that would change the meaning of a query string are escaped; everything else
// (commas, colons, slashes, brackets, accented letters) travels as written, so ids stay readable.
const escapeQueryPart = (text: string): string =>
  text.replace(/[%&#+= ]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);

const valueText = (v: Exclude<QueryValue, null | undefined>): string =>
  v instanceof Date ? v.toISOString() : String(v);

/**
 * Serialises query parameters for the API: arrays as repeated keys (`id=1&id=2`), unencoded apart
 * from the few reserved characters; null and undefined are left out. Returns '' or `?…`.
 */
export function serializeQuery(params: QueryParams | undefined): string {
  if (!params) return '';
  const parts: string[] = [];
  for (const [key, raw] of Object.entries(params)) {
    const values = Array.isArray(raw) ? (raw as readonly QueryValue[]) : [raw as QueryValue];
    for (const v of values) {
      if (v === null || v === undefined) continue;
      parts.push(`${escapeQueryPart(key)}=${escapeQueryPart(valueText(v))}`);
    }
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
