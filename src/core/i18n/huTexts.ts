import hu from '../../../locales/hu.json' with { type: 'json' };
import { type LeafPaths, type TextTable, textAt } from '../areas/coreArea.ts';
import type { CORE_AREAS } from '../areas/coreAreas.ts';
import { areaLocaleFragments, bundledAreaLocaleFiles, withAreaFragments } from './areaLocales.ts';

export type { LeafPaths };

/**
 * A key of an area's own texts, `<area>.…` (its locales/<area>.hu.json; core/areas/coreAreas.ts
 * names the areas; none while no area brings texts). Their keys are checked when the files load.
 */
export type AreaTextKey = `${(typeof CORE_AREAS)[number]['name']}.${string}`;

/** A key of locales/hu.json, the source of truth of the spec's texts, or of an area's own texts. */
export type HuKey = LeafPaths<typeof hu> | AreaTextKey;

// The Hungarian table with the areas' locale files (English is the web's concern: web/i18n/i18n.ts).
let table: TextTable | undefined;
const huTable = (): TextTable => {
  table ??= withAreaFragments(hu, areaLocaleFragments(bundledAreaLocaleFiles(), hu).hu);
  return table;
};

/**
 * The Hungarian text of a key, for core's own Hungarian names (the route table's titles, which the
 * menu and the palette show as the spec names them); the web translates the same keys with `t()`.
 */
export function huText(key: HuKey): string {
  const text = textAt(huTable(), key);
  if (text === undefined) throw new Error(`No Hungarian text for ${key}`);
  return text;
}
