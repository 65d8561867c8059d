import { describe, expect, it } from 'vitest';
import {
  DISPLAY_DATE_FORMAT,
  DISPLAY_TIME_FORMAT,
  formatDate,
  formatDateTime,
  formatTime,
  parseDisplayDate,
  startOfWeek,
  toInternalDate,
  weekdayName,
} from '../../src/web/i18n/format.ts';

// Fixed dates: arbitrary inputs of pure functions (no clock), any year would do.

describe('display formats (shell.md §9)', () => {
  it('uses YYYY.MM.DD and HH:mm', () => {
    expect(DISPLAY_DATE_FORMAT).toBe('YYYY.MM.DD');
    expect(DISPLAY_TIME_FORMAT).toBe('HH:mm');
  });

  it('formats dates, times and both', () => {
    const d = new Date(2024, 2, 5, 8, 7);
    expect(formatDate(d)).toBe('2024.03.05');
    expect(formatTime(d)).toBe('08:07');
    expect(formatDateTime(d)).toBe('2024.03.05 08:07');
    expect(formatDate('2024-12-31')).toBe('2024.12.31');
    expect(formatTime(new Date(2024, 0, 1, 23, 59))).toBe('23:59');
  });

  it('gives empty text for missing or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatTime(Number.NaN)).toBe('');
  });

  it('converts between display and wire formats', () => {
    expect(toInternalDate(new Date(2024, 1, 29))).toBe('2024-02-29');
    expect(parseDisplayDate('2024.02.29')).toBe('2024-02-29');
    expect(parseDisplayDate(' 2024.02.29. ')).toBe('2024-02-29');
    expect(parseDisplayDate('2023.02.29')).toBeNull();
    expect(parseDisplayDate('2024-02-29')).toBeNull();
    expect(parseDisplayDate('2024.2.9')).toBeNull();
  });

  it('starts weeks on Monday, with Hungarian day names', () => {
    expect(startOfWeek('2024-03-10')).toBe('2024-03-04'); // Sunday → the Monday before
    expect(startOfWeek('2024-03-04')).toBe('2024-03-04');
    expect(startOfWeek('2024-03-09')).toBe('2024-03-04');
    expect(weekdayName('2024-03-04')).toBe('hétfő');
    expect(weekdayName('2024-03-10')).toBe('vasárnap');
  });
});
