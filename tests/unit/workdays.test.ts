import { describe, expect, it } from 'vitest';
import {
  addWorkdays,
  buildCalendar,
  isIsoDate,
  isWorkday,
  toWorkday,
} from '../../src/core/calendar/workdays.ts';

describe('workday calendar', () => {
  const cal = buildCalendar([
    { date: '2026-12-24', workday: false }, // Thursday made a holiday
    { date: '2026-12-12', workday: true }, // Saturday made a workday
  ]);
  it('Monday–Friday by default', () => {
    expect(isWorkday('2026-11-20')).toBe(true); // Friday
    expect(isWorkday('2026-11-21')).toBe(false); // Saturday
    expect(isWorkday('2026-11-22')).toBe(false); // Sunday
  });
  it('a calendar override wins', () => {
    expect(isWorkday('2026-12-24', cal)).toBe(false);
    expect(isWorkday('2026-12-12', cal)).toBe(true);
  });
  it('moves to a workday forward or back', () => {
    expect(toWorkday('2026-11-21')).toBe('2026-11-23');
    expect(toWorkday('2026-11-22', new Map(), -1)).toBe('2026-11-20');
  });
  it('adds workdays skipping weekends and holidays', () => {
    expect(addWorkdays('2026-11-20', 1)).toBe('2026-11-23');
    expect(addWorkdays('2026-12-23', 1, cal)).toBe('2026-12-25');
    expect(addWorkdays('2026-12-11', 1, cal)).toBe('2026-12-12');
  });
  it('validates ISO dates', () => {
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026.11.22')).toBe(false);
  });
});
