import { describe, expect, it } from 'vitest';
import {
  addDays,
  addWorkdays,
  buildCalendar,
  isIsoDate,
  isWorkday,
  toWorkday,
} from '../../src/core/calendar/workdays.ts';
import { nextMonday } from '../support/dates.ts';

// The week after today's (moved with the clock by `npm run test:clock`); the leap-year dates below are
// fixed on purpose: isIsoDate is pure and those years are arbitrary examples of the rule.
const monday = nextMonday();
const day = (n: number) => addDays(monday, n);
const tuesday = day(1);
const wednesday = day(2);
const thursday = day(3);
const friday = day(4);
const saturday = day(5);
const sunday = day(6);

describe('workday calendar', () => {
  const cal = buildCalendar([
    { date: thursday, workday: false }, // Thursday made a holiday
    { date: saturday, workday: true }, // Saturday made a workday
  ]);
  it('Monday–Friday by default', () => {
    expect(isWorkday(friday)).toBe(true);
    expect(isWorkday(saturday)).toBe(false);
    expect(isWorkday(sunday)).toBe(false);
  });
  it('a calendar override wins', () => {
    expect(isWorkday(thursday, cal)).toBe(false);
    expect(isWorkday(saturday, cal)).toBe(true);
  });
  it('moves to a workday forward or back', () => {
    expect(toWorkday(saturday)).toBe(day(7));
    expect(toWorkday(sunday, new Map(), -1)).toBe(friday);
    expect(toWorkday(tuesday)).toBe(tuesday);
  });
  it('adds workdays skipping weekends and holidays', () => {
    expect(addWorkdays(friday, 1)).toBe(day(7));
    expect(addWorkdays(wednesday, 1, cal)).toBe(friday);
    expect(addWorkdays(friday, 1, cal)).toBe(saturday);
  });
  it('validates ISO dates', () => {
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate(monday.replaceAll('-', '.'))).toBe(false);
  });
});
