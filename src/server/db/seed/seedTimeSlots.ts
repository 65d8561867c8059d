import type { Kysely } from 'kysely';
import { budapestDayAndMinute, timeOf } from '../../../core/timeSlots/timeSlots.schemas.ts';
import { insertFreights, type NewFreight } from '../repositories/freights.repository.ts';
import { replaceDocks } from '../repositories/sites.repository.ts';
import type { Database } from '../schema.ts';
import { demoFreightValues } from './seedFreight.ts';

const DEMO_DOCKS: Record<string, string[]> = {
  TISZA: ['R1', 'R2', 'R3', 'R4'],
  ORBOT: ['R1', 'R2', 'R3'],
};
const PLATES = ['RKT-214', 'NHB-557', 'AAKL-902', 'PZX-301', 'SLM-448', 'KHT-776', 'MBV-120', 'AEGT-615'];
const DRIVERS = [
  'Kovács Géza',
  'Szabó Ottó',
  'Tóth Imre',
  'Nagy Lajos',
  'Varga Béla',
  'Horváth Ede',
  'Molnár Pál',
  'Kiss Ádám',
];

const dayAfter = (day: string, days: number) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * Demo data of the Időkapu on a first `npm start` (main.ts; the test databases do not get it): docks
 * for the demo depots and scheduled freights, most of them booked at a
 * dock (some two slots wide), a few waiting for a slot; three workdays from today on. The demo depots keep the base config's opening
 * hours (weekdays 6:00–22:00) and 60-minute slots.
 */
export async function seedTimeSlotDemo(db: Kysely<Database>, now: Date): Promise<void> {
  const depots = await db.selectFrom('depots').select(['id', 'short_name']).execute();
  const factories = await db.selectFrom('factories').select(['short_name', 'depot_short_name']).execute();
  const today = budapestDayAndMinute(now).day;
  const freights: NewFreight[] = [];
  let n = 0;
  for (const depot of depots) {
    const names = DEMO_DOCKS[depot.short_name];
    const factory = factories.find((f) => f.depot_short_name === depot.short_name);
    if (!names || !factory) continue;
    await replaceDocks(
      db,
      depot.id,
      names.map((name) => ({ name })),
    );
    const docks = await db
      .selectFrom('docks')
      .select(['id', 'name'])
      .where('depot_id', '=', depot.id)
      .orderBy('position')
      .execute();
    // Today (when a workday) and the next workdays: three days of the base config's Monday–Friday hours.
    const days = Array.from({ length: 7 }, (_, d) => dayAfter(today, d))
      .filter((day) => ![0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay()))
      .slice(0, 3);
    for (const day of days) {
      for (let i = 0; i < 7; i++) {
        n += 1;
        const booked = i < 5;
        const dock = docks[i % docks.length]!;
        const width = i === 1 ? 2 : 1;
        freights.push({
          ...demoFreight(factory.short_name, depot.short_name, day, n),
          timeSlot: booked
            ? {
                time: timeOf(6 * 60 + 60 * (i + (i > 1 ? 1 : 0)) + 60 * (n % 3)),
                dockId: dock.id,
                dockName: dock.name,
                timeSlotWidth: width,
              }
            : null,
        });
      }
    }
  }
  if (freights.length > 0) await insertFreights(db, freights);
}

/** A scheduled demo freight of one stop and 12 pallets (also the offers demo's, commands/offersDemo.commands.ts, with its own order ids). */
export function demoFreight(
  factory: string,
  depot: string,
  day: string,
  n: number,
  orderPrefix = 'DEMO-TS',
): NewFreight {
  return demoFreightValues({
    orderId: `${orderPrefix}-${n}`,
    status: 'scheduled',
    manual: true,
    factoryShortName: factory,
    depotShortName: depot,
    truckType: 'T24L',
    deliveryDate: day,
    releaseDate: day,
    expectedDeadlineDate: dayAfter(day, 3),
    driverName: DRIVERS[n % DRIVERS.length] as string,
    truckLicensePlateNumber: PLATES[n % PLATES.length] as string,
    transporterId: null,
    freightCost: 95000 + (n % 5) * 7000,
    freightIncome: 120000 + (n % 5) * 8000,
    stop: {
      address: '1117 Budapest, Infopark sétány 1.',
      coordinates: [19.06, 47.47],
      city: 'Budapest',
      county: 'Budapest',
      zip: '1117',
    },
    pallets: 12,
    kg: 9000,
    km: 180 + (n % 7) * 20,
    durationMin: 180 + (n % 7) * 15,
  });
}
