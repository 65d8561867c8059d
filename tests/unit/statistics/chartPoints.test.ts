import { describe, expect, it } from 'vitest';
import { addDays } from '../../../src/core/calendar/workdays.ts';
import type { StatSeriesPoint } from '../../../src/core/statistics/statistics.schemas.ts';
import { chartTable, movePoint } from '../../../src/web/features/statistics/chartPoints.ts';
import { todayIso } from '../../support/dates.ts';

const point = (bucket: string, key: string, pallets: number): StatSeriesPoint => ({
  bucket,
  key,
  count: 1,
  pallets,
  kg: pallets * 700,
  cost: 0,
  income: 0,
});

// Two days, two factories; ORB has nothing on the second (a gap the chart draws as 0).
const day1 = todayIso();
const day2 = addDays(day1, 1);
const series = [point(day2, 'TVS', 9), point(day1, 'TVS', 30), point(day1, 'ORB', 5)];

describe('the statistics chart read by keyboard', () => {
  it('lays the series out as the chart draws it: sorted buckets and groups, gaps as 0, stack totals', () => {
    const table = chartTable(series, 'pallets');
    expect(table.buckets).toEqual([day1, day2]);
    expect(table.keys).toEqual(['ORB', 'TVS']);
    expect([table.value(0, 0), table.value(0, 1), table.value(1, 0), table.value(1, 1)]).toEqual([
      5, 30, 0, 9,
    ]);
    expect([table.total(0), table.total(1)]).toEqual([35, 9]);
    expect(chartTable(series, 'kg').value(0, 1)).toBe(21_000);
  });

  it('moves with the arrows, Home/End and PageUp/PageDown, stopping at the edges; other keys are not its', () => {
    const table = chartTable(series, 'pallets');
    const at = { b: 0, k: 0 };
    expect(movePoint(table, at, 'ArrowRight')).toEqual({ b: 1, k: 0 });
    expect(movePoint(table, { b: 1, k: 0 }, 'ArrowRight')).toEqual({ b: 1, k: 0 });
    expect(movePoint(table, at, 'ArrowLeft')).toEqual(at);
    expect(movePoint(table, at, 'ArrowUp')).toEqual({ b: 0, k: 1 });
    expect(movePoint(table, { b: 0, k: 1 }, 'ArrowUp')).toEqual({ b: 0, k: 1 });
    expect(movePoint(table, { b: 0, k: 1 }, 'ArrowDown')).toEqual(at);
    expect(movePoint(table, at, 'End')).toEqual({ b: 1, k: 0 });
    expect(movePoint(table, { b: 1, k: 1 }, 'Home')).toEqual({ b: 0, k: 1 });
    expect(movePoint(table, at, 'PageUp')).toEqual({ b: 0, k: 1 });
    expect(movePoint(table, { b: 0, k: 1 }, 'PageDown')).toEqual(at);
    expect(movePoint(table, at, 'x')).toBeNull();
  });
});
