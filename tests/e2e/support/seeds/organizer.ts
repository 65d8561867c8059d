import type { Kysely } from 'kysely';
import { addDays } from '../../../../src/core/calendar/workdays.ts';
import { insertFreights, insertPickups } from '../../../../src/server/db/repositories/freights.repository.ts';
import { insertDepot } from '../../../../src/server/db/repositories/sites.repository.ts';
import type { Database } from '../../../../src/server/db/schema.ts';
import { newFreightValues, newPickupValues } from '../../../factories/freights.factory.ts';
import { nextMonday } from '../../../support/dates.ts';

/** The organizer spec's depot: its freights and pickup lie in NEXT week (no API creates a freight). */
export const ORGANIZER_DEPOT = 'ORG1';
const FACTORY = 'ORGF';

/**
 * Monday of next week in Budapest (the organizer's week, as the browser shows it), and the days
 * after it. A UTC week put the freights a week early from 23:00/22:00 UTC on Sundays.
 */
function nextWeekDay(n: number): string {
  return addDays(nextMonday(), n);
}

/** Monday and Sunday of the week the organizer's freights lie in (for the specs that look for them). */
export function organizerWeek(): { from: string; to: string } {
  return { from: nextWeekDay(0), to: nextWeekDay(6) };
}

const GYOR: [number, number] = [17.635, 47.687];
const STOPS: [string, [number, number]][] = [
  ['Pápa', [17.467, 47.33]],
  ['Sopron', [16.585, 47.685]],
  ['Tata', [18.318, 47.652]],
  ['Veszprém', [17.909, 47.093]],
];

/** Seeds the organizer's depot with four freights (three on Monday) and one pickup of next week. */
export async function seedOrganizer(db: Kysely<Database>): Promise<void> {
  const seeded = await db
    .selectFrom('depots')
    .select('id')
    .where('short_name', '=', ORGANIZER_DEPOT)
    .executeTakeFirst();
  if (seeded) return;
  await insertDepot(db, {
    name: 'Szervező depó',
    shortName: ORGANIZER_DEPOT,
    isActive: true,
    lengthOfTimeSlot: 30,
    timeSlotReservationLimit: 2,
    address: '9027 Győr, Kandó Kálmán utca 1.',
    geometry: { type: 'Point', coordinates: GYOR },
  });
  const base = newFreightValues();
  await insertFreights(
    db,
    STOPS.map(([city, point], i) => {
      const orderId = `ORG-O${i + 1}`;
      const day = i < 3 ? 0 : 1;
      return newFreightValues({
        factoryShortName: FACTORY,
        depotShortName: ORGANIZER_DEPOT,
        releaseDate: nextWeekDay(day),
        deliveryDate: nextWeekDay(day),
        expectedDeadlineDate: nextWeekDay(day + 3),
        waypoints: [
          {
            ...base.waypoints[0]!,
            orderId,
            orderIds: [orderId],
            city,
            point: { type: 'Point', coordinates: point },
          },
        ],
        cargo: [{ ...base.cargo[0]!, orderId }],
        geometry: { type: 'LineString', coordinates: [GYOR, point], estimated: true },
      });
    }),
  );
  await insertPickups(db, [
    newPickupValues({
      factoryShortName: FACTORY,
      depotShortName: ORGANIZER_DEPOT,
      releaseDate: nextWeekDay(1),
      deliveryDate: nextWeekDay(1),
      expectedDeadlineDate: nextWeekDay(4),
    }),
  ]);
}
