import hu from '../../../locales/hu.json' with { type: 'json' };
import { type LeafPaths, textAt, withAreaTexts } from '../areas/coreArea.ts';
import { CORE_AREAS } from '../areas/coreAreas.ts';

export type { LeafPaths } from '../areas/coreArea.ts';

type AreaKeys<A> = A extends { texts: { hu: infer H } } ? LeafPaths<H> : never;
/** A key of the areas' own texts (core/areas/coreAreas.ts; none while no area brings texts). */
export type AreaTextKey = AreaKeys<(typeof CORE_AREAS)[number]>;

/** A key of locales/hu.json, the source of truth of the spec's texts, or of an area's own texts. */
export type HuKey = LeafPaths<typeof hu> | AreaTextKey;

// The Hungarian table with the areas' fragments (English is the web's concern: web/i18n/i18n.ts).
const HU = withAreaTexts({ hu, en: {} }, CORE_AREAS).hu;

/**
 * The Hungarian text of a key, for core's own Hungarian names (the route table's titles, which the
 * menu and the palette show as the spec names them); the web translates the same keys with `t()`.
 */
export function huText(key: HuKey): string {
  const text = textAt(HU, key);
  if (text === undefined) throw new Error(`No Hungarian text for ${key}`);
  return text;
}
