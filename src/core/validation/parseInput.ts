import { addDays, isIsoDate } from '../calendar/workdays.ts';
import { fillMessage, RULE_MESSAGES } from './generalRules.ts';

/**
 * The one parser of typed numbers and dates (grid cells, dialog fields, the server's text input):
 * a wrong entry is refused with a message and never silently changed (`12a,5x` is not 125, `-5`
 * is not 5). Pure: the caller gives "today" for the relative dates.
 */
export type Parsed<T> = { ok: true; value: T | null } | { ok: false; message: string };

/** Messages of the entries the spec's general rules do not word. */
export const PARSE_MESSAGES = {
  number: 'A(z) „{text}” nem szám. Számot adjon meg, tizedesvesszővel (pl. 12,5)!',
  negative: 'Negatív szám itt nem adható meg!',
  integer: 'Egész számot adjon meg!',
  decimals: 'Legfeljebb {n} tizedesjegy adható meg!',
} as const;

/** Every date entry the parser takes, shown in its format message. */
export const DATE_ENTRY_SAMPLE = 'ÉÉÉÉ.HH.NN, ÉÉÉÉ-HH-NN, HH.NN, +3, ma, holnap';

export interface NumberEntryRules {
  /** Negatives are refused unless min is below 0 (default: no negatives). */
  min?: number;
  integer?: boolean;
  decimals?: number;
}

const NUMBER = /^[-+]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;
const GROUPED = /^[-+]?\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d*)?$/;

/** A typed number: decimal comma or point, spaces between thousands; empty is null. */
export function parseNumberEntry(input: unknown, rules: NumberEntryRules = {}): Parsed<number> {
  if (input === null || input === undefined) return { ok: true, value: null };
  if (typeof input === 'number') return checkNumber(input, String(input), rules);
  const text = String(input).trim();
  if (text === '') return { ok: true, value: null };
  if (!NUMBER.test(text) && !GROUPED.test(text))
    return { ok: false, message: fillMessage(PARSE_MESSAGES.number, { text }) };
  return checkNumber(Number(text.replace(/[ \u00a0\u202f]/g, '').replace(',', '.')), text, rules);
}

function checkNumber(n: number, text: string, rules: NumberEntryRules): Parsed<number> {
  if (!Number.isFinite(n)) return { ok: false, message: fillMessage(PARSE_MESSAGES.number, { text }) };
  if (n < 0 && !(rules.min !== undefined && rules.min < 0))
    return { ok: false, message: PARSE_MESSAGES.negative };
  if (rules.integer && !Number.isInteger(n)) return { ok: false, message: PARSE_MESSAGES.integer };
  if (rules.decimals !== undefined) {
    const frac = /[.,](\d+)$/.exec(text)?.[1] ?? '';
    if (frac.length > rules.decimals)
      return { ok: false, message: fillMessage(PARSE_MESSAGES.decimals, { n: rules.decimals }) };
  }
  return { ok: true, value: n };
}

const pad = (n: string) => n.padStart(2, '0');
const RELATIVE: Record<string, number> = { ma: 0, holnap: 1, holnapután: 2, tegnap: -1 };

/**
 * A typed date as ISO (YYYY-MM-DD): 2026.12.08, "2026. 12. 08.", 2026-12-08, 12.08 (this year),
 * +3 / -2 (days from today), ma, holnap, holnapután, tegnap; empty is null.
 */
export function parseDateEntry(input: unknown, today: string): Parsed<string> {
  if (input === null || input === undefined) return { ok: true, value: null };
  const text = String(input).trim();
  if (text === '') return { ok: true, value: null };
  const iso = dateOf(text.toLowerCase(), today);
  return iso && isIsoDate(iso)
    ? { ok: true, value: iso }
    : { ok: false, message: fillMessage(RULE_MESSAGES.dateFormat, { sample: DATE_ENTRY_SAMPLE }) };
}

function dateOf(text: string, today: string): string | null {
  if (text in RELATIVE) return addDays(today, RELATIVE[text] ?? 0);
  const rel = /^([+-])\s*(\d{1,4})$/.exec(text);
  if (rel) return addDays(today, (rel[1] === '-' ? -1 : 1) * Number(rel[2]));
  const full = /^(\d{4})\s*[.\-/]\s*(\d{1,2})\s*[.\-/]\s*(\d{1,2})\.?$/.exec(text);
  if (full) return `${full[1]}-${pad(full[2] ?? '')}-${pad(full[3] ?? '')}`;
  const short = /^(\d{1,2})\s*\.\s*(\d{1,2})\.?$/.exec(text);
  if (short) return `${today.slice(0, 4)}-${pad(short[1] ?? '')}-${pad(short[2] ?? '')}`;
  return null;
}

/** Today in the browser's or server's local time as ISO. */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
