import type { TextTable } from '../areas/coreArea.ts';

/**
 * An area's texts live in locales like the spec's: `locales/<area>.hu.json` and `locales/<area>.en.json`,
 * each holding one top-level key, the area's name (`{"tags": {"title": "Címkék"}}`, read as
 * `t('tags.title')`). The loaders find the files themselves (the web's and core's by the bundler's
 * glob, the server's catalogue by reading the folder), so a new area edits no locale file and no
 * loader. locales/hu.json and en.json keep the spec's texts.
 */

/** The languages an area's locale files come in; Hungarian is the source of truth. */
export const AREA_LOCALE_LANGS = ['hu', 'en'] as const;
export type AreaLocaleLang = (typeof AREA_LOCALE_LANGS)[number];

const FILE_NAME = /(?:^|\/)([a-z][a-zA-Z0-9]*)\.(hu|en)\.json$/;

/** Every dotted key of a table, sorted. */
function leafKeys(table: TextTable, prefix = ''): string[] {
  return Object.entries(table)
    .flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
    )
    .sort();
}

/**
 * The areas' fragments per language from their locale files (path → parsed JSON, as a glob or a
 * folder read gives them). A file that is not `<area>.<lang>.json`, a fragment under another key than
 * its area's name, a key the base table already has, or an English file whose keys differ from the
 * Hungarian one's stops start-up with the file named.
 */
export function areaLocaleFragments(
  files: Readonly<Record<string, unknown>>,
  base: TextTable,
): Record<AreaLocaleLang, TextTable> {
  const out: Record<AreaLocaleLang, Record<string, TextTable>> = { hu: {}, en: {} };
  for (const [file, json] of Object.entries(files)) {
    const match = FILE_NAME.exec(file);
    if (!match) throw new Error(`Locale file ${file}: not named locales/<area>.<hu|en>.json`);
    const [, area = '', lang = 'hu'] = match;
    const table = json as TextTable;
    const keys = Object.keys(table);
    const fragment = table[area];
    if (keys.length !== 1 || typeof fragment !== 'object') {
      throw new Error(`Locale file ${file}: its texts belong under the one key "${area}"`);
    }
    if (area in base) throw new Error(`Locale file ${file}: the text key ${area} is taken`);
    out[lang as AreaLocaleLang][area] = fragment;
  }
  for (const area of new Set([...Object.keys(out.hu), ...Object.keys(out.en)])) {
    const hu = out.hu[area];
    const en = out.en[area];
    const same = hu && en && leafKeys(hu).join('\n') === leafKeys(en).join('\n');
    if (!same)
      throw new Error(`Locale files of ${area}: ${area}.hu.json and ${area}.en.json need the same keys`);
  }
  return out;
}

/** A language's table with the areas' fragments joined at the top level. */
export function withAreaFragments(base: TextTable, fragments: TextTable): TextTable {
  return { ...base, ...fragments };
}

let bundled: Readonly<Record<string, unknown>> | undefined;

/**
 * The areas' locale files as the bundler finds them (Vite for the web, Vitest for the tests; read on
 * first use, as the server's start-up never asks: its catalogue reads the folder, documentTexts.ts).
 * Where no bundler rewrote the glob (plain Node: a tsx script, Playwright's test loader) the folder
 * is read instead.
 */
export function bundledAreaLocaleFiles(): Readonly<Record<string, unknown>> {
  if (bundled) return bundled;
  try {
    bundled = import.meta.glob('../../../locales/*.*.json', { eager: true, import: 'default' });
  } catch (err) {
    if (!(err instanceof TypeError)) throw err;
    bundled = readLocaleFolder(new URL('../../../locales/', import.meta.url));
  }
  return bundled;
}

/** The `<area>.<lang>.json` files of a locales folder, read with Node's fs (keyed as the glob keys them). */
export function readLocaleFolder(dir: URL): Record<string, unknown> {
  type Fs = { readdirSync(dir: URL): string[]; readFileSync(file: URL, encoding: 'utf8'): string };
  const node = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const fs = node?.getBuiltinModule?.('node:fs') as Fs | undefined;
  if (!fs) throw new Error('The areas’ locale files need a bundler (Vite) or Node to be read');
  const out: Record<string, unknown> = {};
  for (const name of fs
    .readdirSync(dir)
    .filter((n) => /^[^.]+\.[^.]+\.json$/.test(n))
    .sort())
    out[`../../../locales/${name}`] = JSON.parse(fs.readFileSync(new URL(name, dir), 'utf8'));
  return out;
}
