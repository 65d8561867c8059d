/**
 * Workday arithmetic on ISO dates (YYYY-MM-DD), pure and timezone-free: a calendar override
 * (date → workday flag) wins; otherwise Monday–Friday are workdays (shell.md §5, business.md §9).
 */
export interface CalendarOverride {
  date: string;
  workday: boolean;
}

/** Lookup of overrides by ISO date. */
export type WorkdayCalendar = ReadonlyMap<string, boolean>;

export function buildCalendar(overrides: readonly CalendarOverride[]): WorkdayCalendar {
  return new Map(overrides.map((o) => [o.date, o.workday]));
}

const DAY_MS = 86_400_000;
const toUtc = (iso: string): number => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) throw new RangeError(`Invalid ISO date: ${iso}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
};
const fromUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** True when the string is a real calendar date in YYYY-MM-DD form. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return fromUtc(toUtc(value)) === value;
}

/** Adds calendar days to an ISO date. */
export function addDays(iso: string, days: number): string {
  return fromUtc(toUtc(iso) + days * DAY_MS);
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekday(iso: string): number {
  const d = new Date(toUtc(iso)).getUTCDay();
  return d === 0 ? 7 : d;
}

/** Calendar override first, then Monday–Friday. */
export function isWorkday(iso: string, calendar: WorkdayCalendar = new Map()): boolean {
  const override = calendar.get(iso);
  if (override !== undefined) return override;
  return isoWeekday(iso) <= 5;
}

/** The first workday on or after (direction 1) or on or before (direction -1) the date. */
export function toWorkday(iso: string, calendar: WorkdayCalendar = new Map(), direction: 1 | -1 = 1): string {
  let d = iso;
  for (let i = 0; i < 366 && !isWorkday(d, calendar); i++) d = addDays(d, direction);
  return d;
}

/** Adds n workdays (n ≥ 0): the result is the n-th workday after the date (n = 0 → next workday on or after). */
export function addWorkdays(iso: string, n: number, calendar: WorkdayCalendar = new Map()): string {
  let d = iso;
  let left = n;
  if (left === 0) return toWorkday(d, calendar, 1);
  while (left > 0) {
    d = addDays(d, 1);
    if (isWorkday(d, calendar)) left--;
  }
  return d;
}

/** Whole calendar days from a to b (b − a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((toUtc(b) - toUtc(a)) / DAY_MS);
}

/** Workdays in the closed range [from, to]. */
export function workdaysBetween(from: string, to: string, calendar: WorkdayCalendar = new Map()): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) if (isWorkday(d, calendar)) out.push(d);
  return out;
}
