import { parseNumberEntry } from '../../validation/parseInput.ts';

/**
 * Reading cell texts as typed values. A spreadsheet gives dates as date cells (turned into ISO by
 * the reader) or as typed text; numbers as numbers or as text with a decimal comma.
 */

const DATE_TEXT =
  /^(\d{4})\s*[.\-/]\s*(\d{1,2})\s*[.\-/]\s*(\d{1,2})\.?(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z?)?$/;

/** An ISO date from YYYY-MM-DD, YYYY.MM.DD(.), YYYY/MM/DD (an optional time is ignored); null if not a real date. */
export function parseImportDate(text: string | undefined): string | null {
  const m = DATE_TEXT.exec((text ?? '').trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** A number from "12", "12.5", "12,5", "1 200" (spaces as thousands separators); null otherwise. */
export function parseImportNumber(text: string | undefined): number | null {
  // The one parser of typed numbers (parseInput.ts); the import's own checks judge negatives.
  const parsed = parseNumberEntry((text ?? '').trim(), { min: Number.NEGATIVE_INFINITY });
  return parsed.ok ? parsed.value : null;
}

/** The trimmed text, or null when empty. */
export const textOrNull = (text: string | undefined): string | null => {
  const t = (text ?? '').trim();
  return t === '' ? null : t;
};

/** Decimal places of a number text ("12,345" → 3). */
export function decimalsOf(text: string | undefined): number {
  const m = /[.,](\d+)$/.exec((text ?? '').trim());
  return m?.[1]?.length ?? 0;
}
