import { addDays, isWorkday, type WorkdayCalendar } from '../calendar/workdays.ts';
import { PLANNER_MESSAGES } from './plannerMessages.ts';
import type {
  FreightCargo,
  PlanningOrder,
  PlanningSettings,
  PlanningVehicleType,
  UnplannedOrder,
} from './planningModel.ts';
import { palletPlaces } from './splitOrder.ts';

/** A pickup order: collected at the factory by the customer's truck. */
export interface PickupOrder extends PlanningOrder {
  customerCode: string;
  customerName: string;
}

/** One collection: orders of one customer at one factory on one day, fitting the largest truck. */
export interface PlannedPickup {
  factoryShortName: string;
  customerCode: string;
  customerName: string;
  /** The collection day: the first workday of the orders' common window. */
  date: string;
  orderIds: string[];
  cargo: FreightCargo[];
  pallets: number;
  palletPlaces: number;
  kg: number;
  /** Truck types every order of the pickup accepts (empty = any). */
  preferredTrucks: string[];
}

export interface PickupPlan {
  pickups: PlannedPickup[];
  unplanned: UnplannedOrder[];
}

/** First workday in [from, to], or null. */
function firstWorkday(from: string, to: string, calendar: WorkdayCalendar): string | null {
  for (let d = from, k = 0; d <= to && k < 800; d = addDays(d, 1), k++) if (isWorkday(d, calendar)) return d;
  return null;
}

/**
 * Groups pickup orders per factory, customer and collection day (the first workday of each order's
 * window) into pickups that fit the largest truck (pallet places and kg), first-fit by size.
 */
export function planPickups(
  orders: readonly PickupOrder[],
  vehicleTypes: readonly PlanningVehicleType[],
  calendar: WorkdayCalendar,
  settings: PlanningSettings,
): PickupPlan {
  const unplanned: UnplannedOrder[] = [];
  let capP = 0;
  let capKg = 0;
  for (const v of vehicleTypes)
    if (v.palletCapacity > capP || (v.palletCapacity === capP && v.kgCapacity > capKg)) {
      capP = v.palletCapacity;
      capKg = v.kgCapacity;
    }
  const groups = new Map<string, { order: PickupOrder; date: string; places: number; kg: number }[]>();
  for (const o of orders) {
    const date = firstWorkday(o.releaseDate, o.expectedDeadlineDate, calendar);
    if (!date) {
      unplanned.push({
        orderId: o.orderId,
        status: 'noOverlappingDeliveryDates',
        reason: PLANNER_MESSAGES.noWorkdayInWindow,
      });
      continue;
    }
    if (vehicleTypes.length === 0) {
      unplanned.push({ orderId: o.orderId, status: 'noVehicle', reason: PLANNER_MESSAGES.noVehicle });
      continue;
    }
    const places = o.items.reduce((s, i) => s + palletPlaces(i.palletType, i.pallets, settings), 0);
    const kg = o.items.reduce((s, i) => s + i.kg, 0);
    if (places > capP + 1e-9 || kg > capKg + 1e-9) {
      unplanned.push({ orderId: o.orderId, status: 'doesNotFit', reason: PLANNER_MESSAGES.orderDoesNotFit });
      continue;
    }
    const key = `${o.factoryShortName}|${o.customerCode}|${date}`;
    const g = groups.get(key) ?? [];
    g.push({ order: o, date, places, kg });
    groups.set(key, g);
  }
  const pickups: PlannedPickup[] = [];
  for (const g of groups.values()) {
    const bins: { members: typeof g; places: number; kg: number }[] = [];
    for (const m of [...g].sort(
      (a, b) => b.places - a.places || a.order.orderId.localeCompare(b.order.orderId),
    )) {
      const bin = bins.find((b) => b.places + m.places <= capP + 1e-9 && b.kg + m.kg <= capKg + 1e-9);
      if (bin) {
        bin.members.push(m);
        bin.places += m.places;
        bin.kg += m.kg;
      } else bins.push({ members: [m], places: m.places, kg: m.kg });
    }
    for (const bin of bins) {
      const first = bin.members[0]!.order;
      const cargo = bin.members.flatMap((m) =>
        m.order.items.map((i) => ({
          orderId: m.order.orderId,
          palletType: i.palletType,
          pallets: i.pallets,
          kg: i.kg,
        })),
      );
      const accepted = bin.members
        .map((m) => m.order.preferredTrucks ?? [])
        .filter((p) => p.length > 0)
        .reduce<string[] | null>(
          (acc, p) => (acc === null ? [...p] : acc.filter((t) => p.includes(t))),
          null,
        );
      pickups.push({
        factoryShortName: first.factoryShortName,
        customerCode: first.customerCode,
        customerName: first.customerName,
        date: bin.members[0]!.date,
        orderIds: bin.members.map((m) => m.order.orderId),
        cargo,
        pallets: cargo.reduce((s, c) => s + c.pallets, 0),
        palletPlaces: bin.places,
        kg: bin.kg,
        preferredTrucks: accepted ?? [],
      });
    }
  }
  pickups.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.factoryShortName.localeCompare(b.factoryShortName) ||
      a.customerCode.localeCompare(b.customerCode),
  );
  return { pickups, unplanned };
}
