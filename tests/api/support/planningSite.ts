import type { Kysely } from 'kysely';
import { addDays, isoWeekday } from '../../../src/core/calendar/workdays.ts';
import type { Order } from '../../../src/core/orders/orders.schemas.ts';
import { insertOrders } from '../../../src/server/db/repositories/orders.repository.ts';
import { insertDepot, insertFactory } from '../../../src/server/db/repositories/sites.repository.ts';
import type { Database } from '../../../src/server/db/schema.ts';
import { buildOrder, buildOrderItem } from '../../factories/orderRecords.factory.ts';

/**
 * The test week of planning tests: the Tuesday at least two weeks from today (the törtfuvar rule
 * counts workdays from today, so the window must lie ahead), stepped past the year-end holidays.
 */
export const PLANNING_TUESDAY = (() => {
  let d = addDays(new Date().toISOString().slice(0, 10), 14);
  while (isoWeekday(d) !== 2) d = addDays(d, 1);
  while (d.slice(5) >= '12-18' || d.slice(5) <= '01-06') d = addDays(d, 7);
  return d;
})();
/** `n` days after the test week's Tuesday. */
export const planningDay = (n: number) => addDays(PLANNING_TUESDAY, n);

let seq = 0;
/** A plannable delivery order of factory PLF near Budapest, window Tuesday … Friday of the test week. */
export const plannableOrder = (over: Partial<Order> = {}): Order => {
  seq += 1;
  return buildOrder({
    orderId: `PLN${String(seq).padStart(6, '0')}`,
    factoryShortName: 'PLF',
    preferredTrucks: [],
    releaseDate: planningDay(0),
    expectedDeadlineDate: planningDay(3),
    deliveryCoords: { lat: 47.53 + seq / 1000, lng: 19.1 },
    deliveryAddress: '2000 Szentendre, Fő tér 1.',
    externalIds: { orderNr: `SO-${seq}`, incoterm: 'D', deliverySpec: '' },
    orderItems: [buildOrderItem({ palletsCount: 4, kg: 2000 })],
    ...over,
  });
};

/** The depot PLD (with a point) and its factory PLF that plannable orders load at. */
export async function createPlanningSite(db: Kysely<Database>): Promise<void> {
  await insertDepot(db, {
    name: 'Planning depot',
    shortName: 'PLD',
    isActive: true,
    lengthOfTimeSlot: 30,
    timeSlotReservationLimit: 1,
    geometry: { type: 'Point', coordinates: [19.04, 47.5] },
  });
  await insertFactory(db, {
    shortName: 'PLF',
    name: 'Planning factory',
    address: null,
    depotShortName: 'PLD',
    useDefaultFreightCostsSettings: true,
    isActive: true,
  });
}

/** Stores orders as they are (as an import would); answers their ids. */
export async function storeOrders(db: Kysely<Database>, orders: readonly Order[]): Promise<string[]> {
  await insertOrders(
    db,
    orders.map(({ __v, createdAt, updatedAt, ...o }) => ({
      ...o,
      orderItems: o.orderItems.map(({ id, ...item }) => item),
    })),
  );
  return orders.map((o) => o.orderId);
}
