import { describe, expect, it } from 'vitest';
import { buildCalendar } from '../../../src/core/calendar/workdays.ts';
import {
  canCombine,
  defaultCombineDate,
  planningGroups,
} from '../../../src/web/features/orders/orderPlanning.ts';

// Fixed dates: arbitrary inputs of pure functions (no clock), any year would do.

const row = (orderId: string, type: 'delivery' | 'pickup' = 'delivery') => ({ orderId, type });
const win = (releaseDate: string | null, expectedDeadlineDate: string | null) => ({
  releaseDate,
  expectedDeadlineDate,
});

describe('submitting orders for planning', () => {
  it('sends delivery orders to the freight planner and pickup orders to the pickup planner', () => {
    expect(planningGroups([row('A'), row('P1', 'pickup'), row('B')])).toEqual([
      { kind: 'freights', orderIds: ['A', 'B'] },
      { kind: 'pickups', orderIds: ['P1'] },
    ]);
    expect(planningGroups([row('P1', 'pickup')])).toEqual([{ kind: 'pickups', orderIds: ['P1'] }]);
    expect(planningGroups([])).toEqual([]);
  });

  it('combines delivery orders only, at least one', () => {
    expect(canCombine([row('A'), row('B')])).toBe(true);
    expect(canCombine([row('A'), row('P', 'pickup')])).toBe(false);
    expect(canCombine([])).toBe(false);
  });
});

describe('the combination date default: the first workday common to the windows', () => {
  const none = buildCalendar([]);

  it('takes the latest release date, moved to a workday', () => {
    // 2026.11.27 is a Friday; 2026.11.28 a Saturday → Monday 2026.11.30.
    expect(defaultCombineDate([win('2026.11.24', '2026.12.10'), win('2026.11.27', '2026.12.04')], none)).toBe(
      '2026-11-27',
    );
    expect(defaultCombineDate([win('2026.11.28', '2026.12.10')], none)).toBe('2026-11-30');
  });

  it('follows the calendar overrides', () => {
    const calendar = buildCalendar([{ date: '2026-11-27', workday: false }]);
    expect(defaultCombineDate([win('2026.11.27', '2026.12.10')], calendar)).toBe('2026-11-30');
  });

  it('is empty when the windows share no workday or no order has a release date', () => {
    expect(
      defaultCombineDate([win('2026.11.24', '2026.11.25'), win('2026.11.26', '2026.11.30')], none),
    ).toBeNull();
    expect(defaultCombineDate([win('2026.11.28', '2026.11.29')], none)).toBeNull();
    expect(defaultCombineDate([win(null, null)], none)).toBeNull();
  });

  it('an order without a deadline does not bound the window', () => {
    expect(defaultCombineDate([win('2026.11.24', null)], none)).toBe('2026-11-24');
  });
});
