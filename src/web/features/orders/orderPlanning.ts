import { isWorkday, toWorkday, type WorkdayCalendar } from '../../../core/calendar/workdays.ts';
import type { PlanningKind } from '../../api/processing.api.ts';
import { parseDisplayDate } from '../../ui/inputs/inputRules.ts';
import type { OrderGridRow } from './orderRows.ts';

type PlanningRow = Pick<OrderGridRow, 'orderId' | 'type'>;

/** "Tervezésre küldés": delivery orders go to the freight planner, pickup orders to the pickup planner. */
export function planningGroups(rows: readonly PlanningRow[]): { kind: PlanningKind; orderIds: string[] }[] {
  const freights = rows.filter((r) => r.type !== 'pickup').map((r) => r.orderId);
  const pickups = rows.filter((r) => r.type === 'pickup').map((r) => r.orderId);
  return [
    ...(freights.length > 0 ? [{ kind: 'freights' as const, orderIds: freights }] : []),
    ...(pickups.length > 0 ? [{ kind: 'pickups' as const, orderIds: pickups }] : []),
  ];
}

/** Manual combination makes one freight: delivery orders only. */
export const canCombine = (rows: readonly PlanningRow[]): boolean =>
  rows.length > 0 && rows.every((r) => r.type === 'delivery');

type WindowRow = Pick<OrderGridRow, 'releaseDate' | 'expectedDeadlineDate'>;

/**
 * The combination dialog's default delivery date: the first workday in every order's window
 * (release date … expected deadline, shown as YYYY.MM.DD in the grid); null when there is none or
 * no order has a release date.
 */
export function defaultCombineDate(rows: readonly WindowRow[], calendar: WorkdayCalendar): string | null {
  const iso = (display: string | null) => (display ? parseDisplayDate(display) : null);
  const froms = rows.map((r) => iso(r.releaseDate)).filter((d): d is string => d !== null);
  const tos = rows.map((r) => iso(r.expectedDeadlineDate)).filter((d): d is string => d !== null);
  if (froms.length === 0) return null;
  // ISO dates order as strings: the latest release date and the earliest deadline bound the days.
  const from = [...froms].sort().at(-1) ?? froms[0]!;
  const day = toWorkday(from, calendar);
  const to = [...tos].sort()[0] ?? null;
  // toWorkday gives up after a year of non-workdays and answers the last day it looked at.
  if (!isWorkday(day, calendar) || (to !== null && day > to)) return null;
  return day;
}
