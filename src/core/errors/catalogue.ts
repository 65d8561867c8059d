/**
 * The error catalogue: every message the API answers with (or the web shows on its own) has a code
 * `<area>.<key>` and its Hungarian text (the spec's wording where it has one). Each area declares its
 * section with {@link defineErrors} in `core/<area>/<area>.errors.ts`; server and web both read it,
 * and a failed call carries the code in its body (`code`), so the web can react to a kind of failure
 * without matching text.
 */
export interface ErrorEntry<C extends string = string> {
  readonly code: C;
  readonly message: string;
}

/** A section of the catalogue: key → {code `<area>.<key>`, message}. */
export type ErrorSection<A extends string, T extends Record<string, string>> = {
  readonly [K in keyof T & string]: { readonly code: `${A}.${K}`; readonly message: T[K] };
};

/** Declares an area's errors; codes are `<area>.<key>`. */
export function defineErrors<const A extends string, const T extends Record<string, string>>(
  area: A,
  texts: T,
): ErrorSection<A, T> {
  return Object.fromEntries(
    Object.entries(texts).map(([key, message]) => [key, { code: `${area}.${key}`, message }]),
  ) as ErrorSection<A, T>;
}

/** A message with `{name}` placeholders filled in (the code stays the entry's). */
export function withParams(entry: ErrorEntry, params: Record<string, string | number>): ErrorEntry {
  return {
    code: entry.code,
    message: entry.message.replace(/\{(\w+)\}/g, (whole, name: string) =>
      params[name] === undefined ? whole : String(params[name]),
    ),
  };
}
