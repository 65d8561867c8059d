import hu from '../../../locales/hu.json' with { type: 'json' };

/** Every dotted path to a text of a message table, e.g. `login.username`. */
export type LeafPaths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : LeafPaths<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key of locales/hu.json, the source of truth of every text. */
export type HuKey = LeafPaths<typeof hu>;

/**
 * The Hungarian text of a key, for core's own Hungarian names (the route table's titles, which the
 * menu and the palette show as the spec names them); the web translates the same keys with `t()`.
 */
export function huText(key: HuKey): string {
  let node: unknown = hu;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`No Hungarian text for ${key}`);
  return node;
}
