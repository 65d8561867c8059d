import {
  addDays,
  isIsoDate,
  isoWeekday,
  isWorkday,
  type WorkdayCalendar,
} from '../../../core/calendar/workdays.ts';
import {
  fillMessage,
  firstError,
  maxValue,
  positiveInteger,
  RULE_MESSAGES,
  TIME_PATTERN,
} from '../../../core/validation/generalRules.ts';
import { localToday, parseDateEntry } from '../../../core/validation/parseInput.ts';

/**
 * The rules of the shared inputs (shell.md §5), pure and testable; the messages come from core's
 * general rules. Dates are ISO (YYYY-MM-DD) inside, YYYY.MM.DD on screen.
 */

/** Default maxlength of text fields (shell.md §9). */
export const TEXT_MAX_LENGTH = 200;
/** Demo generation: 1 to 180 days (shell.md §5, §9). */
export const DEMO_DAYS_MAX = 180;
/** Messages the spec does not show (max date, time bounds): ours, worded like its min-date rule. */
export const OWN_MESSAGES = {
  dateNotLater: 'A választott dátum nem lehet későbbi, mint {date}!',
  timeNotEarlier: 'Az időpont nem lehet korábbi, mint {time}!',
  timeNotLater: 'Az időpont nem lehet későbbi, mint {time}!',
} as const;
/** The display format, also the sample shown in format messages. */
export const DATE_SAMPLE = 'ÉÉÉÉ.HH.NN';

/** YYYY.MM.DD → ISO; null when the text does not match or is no real date. */
export function parseDisplayDate(text: string): string | null {
  const m = /^(\d{4})\.(\d{2})\.(\d{2})\.?$/.exec(text.trim());
  if (!m) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}`;
  return isIsoDate(iso) ? iso : null;
}

/**
 * A typed date entry (core's one parser: YYYY.MM.DD, ISO, "2026. 12. 08.", 12.08, +3, ma, holnap)
 * → ISO; null when empty or wrong.
 */
export function parseDateText(text: string, today = localToday()): string | null {
  const parsed = parseDateEntry(text, today);
  return parsed.ok ? parsed.value : null;
}

/** ISO → YYYY.MM.DD. */
export function toDisplayDate(iso: string): string {
  return iso.replaceAll('-', '.');
}

export interface DateRules {
  onlyWorkdays?: boolean;
  calendar?: WorkdayCalendar;
  min?: string;
  max?: string;
  sample?: string;
}

/** Message of a date field's text, or null (empty passes: the field is clearable). */
export function dateInputError(text: string, rules: DateRules = {}): string | null {
  if (text.trim() === '') return null;
  const iso = parseDateText(text);
  if (!iso) return fillMessage(RULE_MESSAGES.dateFormat, { sample: rules.sample ?? DATE_SAMPLE });
  if (rules.onlyWorkdays && !isWorkday(iso, rules.calendar)) return RULE_MESSAGES.dateFieldWorkday;
  if (rules.min && iso < rules.min)
    return fillMessage(RULE_MESSAGES.dateNotEarlier, { date: toDisplayDate(rules.min) });
  if (rules.max && iso > rules.max)
    return fillMessage(OWN_MESSAGES.dateNotLater, { date: toDisplayDate(rules.max) });
  return null;
}

/** The day step of the up/down steppers: next (or previous) day, skipping non-workdays with onlyWorkdays, within min/max. */
export function stepDate(iso: string, step: 1 | -1, rules: DateRules = {}): string {
  let d = addDays(iso, step);
  for (let i = 0; i < 366 && rules.onlyWorkdays && !isWorkday(d, rules.calendar); i++) d = addDays(d, step);
  if (rules.min && d < rules.min) return iso;
  if (rules.max && d > rules.max) return iso;
  return d;
}

/** ISO week number and its week-year of an ISO date (weeks start on Monday). */
export function isoWeek(iso: string): { week: number; year: number } {
  const thursday = addDays(iso, 4 - isoWeekday(iso));
  const year = Number(thursday.slice(0, 4));
  const jan1 = `${year}-01-01`;
  const days = Math.round((Date.parse(thursday) - Date.parse(jan1)) / 86_400_000);
  return { week: Math.floor(days / 7) + 1, year };
}

/**
 * The Monday of a week picked by number while looking at a month of a year: a week number above 50
 * seen in January belongs to the previous year, one below 3 seen in December to the next (shell.md §5).
 */
export function weekStart(week: number, year: number, seenMonth: number): string {
  let y = year;
  if (seenMonth === 1 && week > 50) y -= 1;
  if (seenMonth === 12 && week < 3) y += 1;
  const jan4 = `${y}-01-04`;
  const week1Monday = addDays(jan4, 1 - isoWeekday(jan4));
  return addDays(week1Monday, (week - 1) * 7);
}

/** Messages of a date range's two texts and of their order. */
export function dateRangeErrors(
  fromText: string,
  toText: string,
  sample = DATE_SAMPLE,
): { from: string | null; to: string | null; range: string | null } {
  const format = fillMessage(RULE_MESSAGES.rangeFormat, { sample });
  const from = fromText.trim() === '' ? '' : parseDisplayDate(fromText);
  const to = toText.trim() === '' ? '' : parseDisplayDate(toText);
  return {
    from: from === null ? format : null,
    to: to === null ? format : null,
    range: from && to && to < from ? RULE_MESSAGES.range : null,
  };
}

/** A picked range with reversed ends is swapped (shell.md §4). */
export function orderRange(a: string, b: string): [string, string] {
  return a <= b ? [a, b] : [b, a];
}

export type QuickRange = 'this_week' | 'this_month' | 'this_year';

/** The quick buttons "ez a hét" (Monday–Sunday), "ez a hónap", "ez az év" around today. */
export function quickRange(kind: QuickRange, today: string): [string, string] {
  if (kind === 'this_week') {
    const monday = addDays(today, 1 - isoWeekday(today));
    return [monday, addDays(monday, 6)];
  }
  const y = Number(today.slice(0, 4));
  if (kind === 'this_year') return [`${y}-01-01`, `${y}-12-31`];
  const m = Number(today.slice(5, 7));
  const first = `${today.slice(0, 7)}-01`;
  const nextFirst = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return [first, addDays(nextFirst, -1)];
}

const minutes = (t: string) => {
  const [h = '0', m = '0'] = t.split(':');
  return Number(h) * 60 + Number(m);
};

/** Message of a time field (24 h, H:MM or HH:MM), with min and max times; empty passes. */
export function timeInputError(text: string, rules: { min?: string; max?: string } = {}): string | null {
  const v = text.trim();
  if (v === '') return null;
  if (!TIME_PATTERN.test(v)) return RULE_MESSAGES.time;
  if (rules.min && minutes(v) < minutes(rules.min))
    return fillMessage(OWN_MESSAGES.timeNotEarlier, { time: rules.min });
  if (rules.max && minutes(v) > minutes(rules.max))
    return fillMessage(OWN_MESSAGES.timeNotLater, { time: rules.max });
  return null;
}

/** Demo days: a whole number from 1 to 180. */
export function demoDaysError(value: unknown): string | null {
  return firstError(value, [positiveInteger(), maxValue(DEMO_DAYS_MAX)]);
}
