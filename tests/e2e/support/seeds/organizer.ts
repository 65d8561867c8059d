import type { Kysely } from 'kysely';
import { insertFreights, insertPickups } from '../../../../src/server/db/repositories/freights.repository.ts';
import { insertDepot } from '../../../../src/server/db/repositories/sites.repository.ts';
import type { Database } from '../../../../src/server/db/schema.ts';
import { newFreightValues, newPickupValues } from '../../../factories/freights.factory.ts';

/** The organizer spec's depot: its freights and pickup lie in NEXT week (no API creates a freight). */
export const ORGANIZER_DEPOT = 'ORG1';
const FACTORY = 'ORGF';
const DAY = 86_400_000;

/** Monday of next week (UTC), and the days after it. */
function nextWeekDay(n: number): string {
  const now = Date.now();
  const weekday = (new Date(now).getUTCDay() + 6) % 7;
  return new Date(now + (7 - weekday + n) * DAY).toISOString().slice(0, 10);
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
