import { addDays, isoWeekday } from '../../src/core/calendar/workdays.ts';

/**
 * Dates of tests, never literal: relative to the clock (`todayIso`) or to what the seed reached
 * (`monthAfter(seedLastDate + 1 year)`, tests/api/support/seedDates.ts). `npm run test:clock` runs the
 * date-sensitive tests with the clock a month, a year and five years ahead to prove it.
 */

/** Today in Budapest (the product's day), or `E2E_TODAY` when the e2e runner fixed it for its run. */
export function todayIso(): string {
  return process.env.E2E_TODAY ?? new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Budapest' });
}

/** The first day of the month of an ISO date. */
export function monthStart(iso: string): string {
  return `${iso.slice(0, 7)}-01`;
}

/** The first day of the month `months` months after the date's month. */
export function addMonths(iso: string, months: number): string {
  const y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7)) - 1 + months;
  const year = y + Math.floor(m / 12);
  const month = ((m % 12) + 12) % 12;
  return `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** The last day of the month of an ISO date. */
export function monthEnd(iso: string): string {
  return addDays(addMonths(iso, 1), -1);
}

/** The month as a period {from, to}, `months` months after the date's month. */
export function monthPeriod(iso: string, months = 0): { from: string; to: string } {
  const from = addMonths(iso, months);
  return { from, to: monthEnd(from) };
}

/** The first day on or after the date with the ISO weekday (1 = Monday … 7 = Sunday). */
export function nextWeekday(iso: string, weekday: number): string {
  return addDays(iso, (weekday - isoWeekday(iso) + 7) % 7);
}

/** The same calendar day `years` years later (29 February → 28 February). */
export function addYears(iso: string, years: number): string {
  const day = iso.slice(8, 10);
  const first = addMonths(iso, years * 12);
  const last = monthEnd(first);
  return `${first.slice(0, 8)}${String(Math.min(Number(day), Number(last.slice(8, 10)))).padStart(2, '0')}`;
}

/** The date without separators, as in export file names (yyyymmdd). */
export function compactDate(iso: string): string {
  return iso.replaceAll('-', '');
}

/**
 * A month no seed reaches: the first whole month starting at least a year after the seed's last date
 * (seeds are relative to the day they ran: weeks before and after it).
 */
export function monthBeyond(seedLastDate: string): { from: string; to: string } {
  return monthPeriod(addYears(seedLastDate, 1), 1);
}

/** The first Monday after today (never today): the near future's workdays start there. */
export function nextMonday(): string {
  return nextWeekday(addDays(todayIso(), 1), 1);
}

/**
 * Dates of a stored freight or pickup half a year ahead of the clock (beyond the seeded weeks), in
 * order (release ≤ delivery ≤ deadline), so no date warning (a date in the past, one before another)
 * fires unless a test asks; `movedDelivery` lies between delivery and deadline, `dayBefore` before
 * the release.
 */
export function datesAhead(): {
  releaseDate: string;
  deliveryDate: string;
  expectedDeadlineDate: string;
  movedDelivery: string;
  dayBefore: string;
} {
  const release = addDays(todayIso(), 180);
  return {
    releaseDate: release,
    deliveryDate: addDays(release, 1),
    expectedDeadlineDate: addDays(release, 4),
    movedDelivery: addDays(release, 2),
    dayBefore: addDays(release, -1),
  };
}
