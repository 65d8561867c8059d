import { buildCalendar, type CalendarOverride } from '../../core/calendar/workdays.ts';
import type { FeeTables } from '../../core/fees/feeModel.ts';
import type {
  PlanningFactory,
  PlanningInput,
  PlanningSettings,
  PlanningVehicleType,
} from '../../core/planner/planningModel.ts';
import type { PickupOrder } from '../../core/planner/planPickups.ts';
import { type DistanceSpec, distanceProviderOf } from './distanceProvider.ts';

// Kept apart from planningInput.ts (which reads the database) so the worker thread imports little.

/**
 * The planner's input as plain data (it crosses into the worker thread by structured clone): no
 * functions, the calendar as its overrides, distances as a provider spec.
 */
export interface PlanningInputData {
  orders: PickupOrder[];
  factories: PlanningFactory[];
  vehicleTypes: PlanningVehicleType[];
  fees: FeeTables;
  calendarOverrides: CalendarOverride[];
  settings: PlanningSettings;
  distance: DistanceSpec;
}

/** The planner's input over the plain data (rebuilds the calendar and the distance provider). */
export function toPlanningInput(data: PlanningInputData): PlanningInput {
  return {
    orders: data.orders,
    factories: data.factories,
    vehicleTypes: data.vehicleTypes,
    fees: data.fees,
    calendar: buildCalendar(data.calendarOverrides),
    settings: data.settings,
    distance: distanceProviderOf(data.distance),
  };
}
