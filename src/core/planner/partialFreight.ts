import { addWorkdays, type WorkdayCalendar } from '../calendar/workdays.ts';
import type { PlannedFreight, PlanningOrder } from './planningModel.ts';

/**
 * A freight filled below this share of its truck's pallet places is a törtfuvar (partial freight)
 * when its orders can still wait: it is stored is_partial and its orders 'partial', so a later run
 * (auto-processing or forceMerge) can fill it up with new orders.
 */
export const PARTIAL_FILL_LIMIT = 0.5;

/**
 * True when the freight is a törtfuvar: filled below PARTIAL_FILL_LIMIT of the truck's pallet
 * places and every carried order's expected deadline is after the next workday from `today`.
 */
export function isPartialFreight(
  freight: Pick<PlannedFreight, 'palletPlaces' | 'cargo'>,
  truckPalletCapacity: number,
  orders: ReadonlyMap<string, Pick<PlanningOrder, 'expectedDeadlineDate'>>,
  today: string,
  calendar: WorkdayCalendar,
  limit = PARTIAL_FILL_LIMIT,
): boolean {
  if (truckPalletCapacity <= 0 || freight.palletPlaces >= limit * truckPalletCapacity) return false;
  const nextWorkday = addWorkdays(today, 1, calendar);
  return freight.cargo.every((line) => {
    const o = orders.get(line.orderId);
    return o !== undefined && o.expectedDeadlineDate > nextWorkday;
  });
}
