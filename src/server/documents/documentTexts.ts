import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type TextTable, textAt } from '../../core/areas/coreArea.ts';
import { areaLocaleFragments, readLocaleFolder } from '../../core/i18n/areaLocales.ts';
import { PROJECT_ROOT } from '../config.ts';

type Texts = Record<string, string>;
interface HuFreightTexts extends Record<string, unknown> {
  status: Texts;
  col: Texts;
}

const LOCALES_DIR = path.join(PROJECT_ROOT, 'locales');
const readJson = (dir: string, file: string): unknown =>
  JSON.parse(readFileSync(path.join(dir, file), 'utf8'));

// The documents are Hungarian; their texts come from the one source of truth, locales/hu.json
// (the freights screen's labels and the freightDocuments section), read once.
const hu = readJson(LOCALES_DIR, 'hu.json') as { freights: HuFreightTexts; freightDocuments: Texts };

/**
 * The areas' Hungarian texts from their locale files in `dir` (locales/<area>.hu.json and .en.json,
 * checked as the web's loader checks them: core/i18n/areaLocales.ts), read from the folder as the
 * server has no bundler to find them; a new area's file is found without an edit here.
 */
export function readAreaTexts(dir: string, base: TextTable): TextTable {
  return areaLocaleFragments(readLocaleFolder(pathToFileURL(`${dir}${path.sep}`)), base).hu;
}
const AREA_TEXTS = readAreaTexts(LOCALES_DIR, hu as unknown as TextTable);

/**
 * A text of the documents (`doc.x`), the freights screen (`freights.x`), a column (`col.x`) or an
 * area's locale file (`<area>.x`), with {{values}}.
 */
export function docText(key: string, values: Record<string, string | number> = {}): string {
  const [area, name = ''] = key.split('.', 2) as [string, string?];
  const table: Record<string, unknown> =
    area === 'doc' ? hu.freightDocuments : area === 'col' ? hu.freights.col : hu.freights;
  const own = area in AREA_TEXTS ? textAt(AREA_TEXTS, key) : undefined;
  const text = own ?? (typeof table[name] === 'string' ? (table[name] as string) : key);
  return text.replace(/\{\{(\w+)\}\}/g, (_, v: string) => String(values[v] ?? ''));
}

/** The Hungarian name of a freight status. */
export function statusText(status: string): string {
  return hu.freights.status[status] ?? status;
}

/** YYYY.MM.DD of an ISO date (or date-time); '–' when absent. */
export function huDate(iso: string | null | undefined): string {
  return iso ? iso.slice(0, 10).replaceAll('-', '.') : '–';
}

/** A number with Hungarian grouping ("120 000"), '–' when absent. */
export function huNumber(n: number | null | undefined, digits = 0): string {
  return n === null || n === undefined
    ? '–'
    : n.toLocaleString('hu-HU', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
}

/** YYYY.MM.DD of an instant on the Hungarian calendar (the day a document was issued there). */
export function huDay(at: Date): string {
  // sv-SE formats as YYYY-MM-DD; the time zone makes a late-evening UTC instant the next day.
  return huDate(at.toLocaleDateString('sv-SE', { timeZone: 'Europe/Budapest' }));
}
