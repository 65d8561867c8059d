import type { Kysely } from 'kysely';
import type { PlanningInput, PlanningOrder } from '../../src/core/planner/planningModel.ts';
import { insertOrderRows } from '../../src/server/db/repositories/orders.repository.ts';
import { insertDepot, insertFactory } from '../../src/server/db/repositories/sites.repository.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { buildOrder, buildOrderItem } from '../factories/orderRecords.factory.ts';
import { generatePlanningWeek } from '../factories/planner.factory.ts';

/** A generated planning order as a stored order row (server pallet type names: IND). */
export const asStored = (o: PlanningOrder, i: number) => {
  const { __v, createdAt, updatedAt, ...rest } = buildOrder({
    orderId: o.orderId,
    factoryShortName: o.factoryShortName,
    deliveryCoords: { lat: o.deliveryPoint.lat, lng: o.deliveryPoint.lon },
    deliveryAddress: 'Budapest',
    deliveryToSite: o.deliveryToSite ?? false,
    preferredTrucks: o.preferredTrucks ?? [],
    releaseDate: o.releaseDate,
    expectedDeadlineDate: o.expectedDeadlineDate,
    externalIds: { orderNr: `B-${i}`, incoterm: 'D', deliverySpec: '' },
    orderItems: o.items.map((it) =>
      buildOrderItem({
        palletType: it.palletType === 'industrial' ? 'IND' : it.palletType,
        palletsCount: it.pallets,
        kg: it.kg,
      }),
    ),
  });
  return { ...rest, orderItems: rest.orderItems.map(({ id, ...item }) => item) };
};

/**
 * A realistic planning week (bench:jobs, bench:team): its factories, each at its own depot's point,
 * and `count` plannable orders stored as new orders.
 */
export async function storePlanningWeek(db: Kysely<Database>, count: number): Promise<PlanningInput> {
  // the week's factories, each at its own depot's point; server pallet type names (IND)
  const week = generatePlanningWeek(count, 1);
  for (const f of week.factories) {
    const depot = `D${f.shortName}`;
    await insertDepot(db, {
      name: `Bench ${f.shortName}`,
      shortName: depot,
      isActive: true,
      lengthOfTimeSlot: 30,
      timeSlotReservationLimit: 1,
      geometry: { type: 'Point', coordinates: [f.point.lon, f.point.lat] },
    });
    await insertFactory(db, {
      shortName: f.shortName,
      name: `Bench ${f.shortName}`,
      address: null,
      depotShortName: depot,
      useDefaultFreightCostsSettings: true,
      isActive: true,
    });
  }
  for (let i = 0; i < week.orders.length; i += 500)
    await insertOrderRows(
      db,
      week.orders.slice(i, i + 500).map((o, k) => asStored(o, i + k)),
    );
  return week;
}
