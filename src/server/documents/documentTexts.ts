import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../config.ts';

type Texts = Record<string, string>;
interface HuFreightTexts extends Record<string, unknown> {
  status: Texts;
  col: Texts;
}

// The documents are Hungarian; their texts come from the one source of truth, locales/hu.json
// (the freights screen's labels and the freightDocuments section), read once.
const hu = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'locales/hu.json'), 'utf8')) as {
  freights: HuFreightTexts;
  freightDocuments: Texts;
};

/** A text of the documents (`doc.x`), the freights screen (`freights.x`) or a column (`col.x`), with {{values}}. */
export function docText(key: string, values: Record<string, string | number> = {}): string {
  const [area, name = ''] = key.split('.', 2) as [string, string?];
  const table: Record<string, unknown> =
    area === 'doc' ? hu.freightDocuments : area === 'col' ? hu.freights.col : hu.freights;
  const text = typeof table[name] === 'string' ? (table[name] as string) : key;
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
