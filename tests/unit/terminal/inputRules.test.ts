import { describe, expect, it } from 'vitest';
import { addDays, buildCalendar } from '../../../src/core/calendar/workdays.ts';
import { RULE_MESSAGES } from '../../../src/core/validation/generalRules.ts';
import {
  DATE_SAMPLE,
  dateInputError,
  dateRangeErrors,
  demoDaysError,
  isoWeek,
  orderRange,
  parseDisplayDate,
  quickRange,
  stepDate,
  TEXT_MAX_LENGTH,
  timeInputError,
  weekStart,
} from '../../../src/web/ui/inputs/inputRules.ts';
import { nextMonday } from '../../support/dates.ts';

// Workday checks use the week after today's (moved by `npm run test:clock`); the other fixed dates are
// arbitrary inputs of pure parsing, range and ISO-week functions (2026 has 53 ISO weeks: the example).
const monday = nextMonday();
const friday = addDays(monday, 4);
const saturday = addDays(monday, 5);
/** The date as the field shows it (YYYY.MM.DD). */
const shown = (iso: string) => iso.replaceAll('-', '.');

describe('date field (shell.md §5)', () => {
  it('accepts YYYY.MM.DD and real dates only, with the format message and its sample', () => {
    expect(parseDisplayDate('2026.11.23')).toBe('2026-11-23');
    expect(parseDisplayDate('2026.11.23.')).toBe('2026-11-23');
    expect(parseDisplayDate('2026.02.30')).toBeNull();
    expect(dateInputError('23/11/2026')).toBe(`A megadott formátum nem megfelelő! Formátum: ${DATE_SAMPLE}`);
    expect(dateInputError('2026.13.01', { sample: '2026.11.22' })).toBe(
      'A megadott formátum nem megfelelő! Formátum: 2026.11.22',
    );
  });
  it('is clearable: empty passes', () => {
    expect(dateInputError('')).toBeNull();
  });
  it('onlyWorkdays: weekends and calendar days off fail with "A megadott dátum nem munkanap!"', () => {
    expect(dateInputError(shown(saturday), { onlyWorkdays: true })).toBe('A megadott dátum nem munkanap!');
    expect(dateInputError(shown(monday), { onlyWorkdays: true })).toBeNull();
    const calendar = buildCalendar([
      { date: monday, workday: false },
      { date: saturday, workday: true },
    ]);
    expect(dateInputError(shown(monday), { onlyWorkdays: true, calendar })).toBe(
      RULE_MESSAGES.dateFieldWorkday,
    );
    expect(dateInputError(shown(saturday), { onlyWorkdays: true, calendar })).toBeNull();
  });
  it('min and max dates', () => {
    expect(dateInputError('2026.11.01', { min: '2026-11-10' })).toBe(
      'A választott dátum nem lehet korábbi, mint 2026.11.10!',
    );
    expect(dateInputError('2026.12.01', { max: '2026-11-30' })).toBe(
      'A választott dátum nem lehet későbbi, mint 2026.11.30!',
    );
    expect(dateInputError('2026.11.15', { min: '2026-11-10', max: '2026-11-30' })).toBeNull();
  });
  it('day steppers skip non-workdays with onlyWorkdays and stay within min/max', () => {
    expect(stepDate(friday, 1)).toBe(saturday);
    expect(stepDate(friday, 1, { onlyWorkdays: true })).toBe(addDays(monday, 7));
    expect(stepDate(monday, -1, { onlyWorkdays: true })).toBe(addDays(friday, -7));
    expect(stepDate(friday, 1, { max: friday })).toBe(friday);
  });
  it('week selection: ISO weeks, >50 in January is last year, <3 in December is next year', () => {
    expect(isoWeek('2026-11-23')).toEqual({ week: 48, year: 2026 });
    expect(isoWeek('2027-01-01')).toEqual({ week: 53, year: 2026 });
    expect(weekStart(48, 2026, 11)).toBe('2026-11-23');
    expect(weekStart(53, 2027, 1)).toBe('2026-12-28');
    expect(weekStart(1, 2026, 12)).toBe('2027-01-04');
    expect(weekStart(2, 2026, 12)).toBe('2027-01-11');
    expect(weekStart(52, 2026, 6)).toBe('2026-12-21');
  });
});

describe('date range field', () => {
  it('each end must match the format: "Formátum: {sample}"', () => {
    expect(dateRangeErrors('x', '2026.11.30')).toEqual({
      from: `Formátum: ${DATE_SAMPLE}`,
      to: null,
      range: null,
    });
    expect(dateRangeErrors('2026.11.01', '30.11.2026', '2026.11.22').to).toBe('Formátum: 2026.11.22');
  });
  it('a reversed range is "Hibás intervallum!"; a picked one is swapped', () => {
    expect(dateRangeErrors('2026.11.30', '2026.11.01').range).toBe('Hibás intervallum!');
    expect(dateRangeErrors('2026.11.01', '2026.11.30').range).toBeNull();
    expect(dateRangeErrors('', '2026.11.30')).toEqual({ from: null, to: null, range: null });
    expect(orderRange('2026-11-30', '2026-11-01')).toEqual(['2026-11-01', '2026-11-30']);
  });
  it('quick buttons: ez a hét (Monday–Sunday), ez a hónap, ez az év', () => {
    expect(quickRange('this_week', '2026-11-22')).toEqual(['2026-11-16', '2026-11-22']);
    expect(quickRange('this_month', '2026-02-10')).toEqual(['2026-02-01', '2026-02-28']);
    expect(quickRange('this_month', '2026-12-10')).toEqual(['2026-12-01', '2026-12-31']);
    expect(quickRange('this_year', '2026-05-05')).toEqual(['2026-01-01', '2026-12-31']);
  });
});

describe('time field', () => {
  it('24-hour H:MM or HH:MM with "A beírt érték nem megfelelő. Formátum: 8:00"', () => {
    for (const ok of ['8:00', '08:00', '23:59', '0:00']) expect(timeInputError(ok)).toBeNull();
    for (const bad of ['24:00', '8:60', '8', '8.00', 'ab']) {
      expect(timeInputError(bad)).toBe('A beírt érték nem megfelelő. Formátum: 8:00');
    }
    expect(RULE_MESSAGES.timeHint).toBe('Formátum: 8:00');
  });
  it('min and max times', () => {
    expect(timeInputError('7:30', { min: '8:00' })).toBe('Az időpont nem lehet korábbi, mint 8:00!');
    expect(timeInputError('18:30', { max: '18:00' })).toBe('Az időpont nem lehet későbbi, mint 18:00!');
    expect(timeInputError('12:00', { min: '8:00', max: '18:00' })).toBeNull();
  });
});

describe('text and numeric fields', () => {
  it('text maxlength defaults to 200', () => {
    expect(TEXT_MAX_LENGTH).toBe(200);
  });
  it('demo days: 1 to 180', () => {
    expect(demoDaysError(1)).toBeNull();
    expect(demoDaysError(180)).toBeNull();
    expect(demoDaysError(0)).toBe('Pozitív egész számot adjon meg!');
    expect(demoDaysError(2.5)).toBe('Pozitív egész számot adjon meg!');
    expect(demoDaysError('')).toBe('Pozitív egész számot adjon meg!');
    expect(demoDaysError(181)).toBe('Kisebb számot adjon meg mint 180!');
  });
});
