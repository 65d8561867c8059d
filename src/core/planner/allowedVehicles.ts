import type { PlanningOrder, PlanningVehicleType } from './planningModel.ts';

/** Vehicle types an order accepts: a crane for delivery to site, and only its preferred trucks if it lists any. */
export function allowedVehicles(
  order: PlanningOrder,
  types: readonly PlanningVehicleType[],
): PlanningVehicleType[] {
  const pref = order.preferredTrucks ?? [];
  return types.filter(
    (t) => (!order.deliveryToSite || t.crane) && (pref.length === 0 || pref.includes(t.truckType)),
  );
}
