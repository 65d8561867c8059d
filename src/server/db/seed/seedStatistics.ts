import type { Kysely } from 'kysely';
import { DEMO_TRUCK_TYPES } from '../../../core/vehicles/vehicles.schemas.ts';
import { insertFreights, type NewFreight } from '../repositories/freights.repository.ts';
import type { Database } from '../schema.ts';
import { demoFreightValues } from './seedFreight.ts';

const DAY = 86_400_000;
/** Delivery towns of the demo history (name, zip, county, lon/lat). */
const TOWNS: readonly [string, string, string, number, number][] = [
  ['Győr', '9021', 'Győr-Moson-Sopron', 17.635, 47.687],
  ['Debrecen', '4024', 'Hajdú-Bihar', 21.6273, 47.5316],
  ['Szeged', '6720', 'Csongrád-Csanád', 20.1414, 46.253],
  ['Pécs', '7621', 'Baranya', 18.2323, 46.0727],
  ['Miskolc', '3525', 'Borsod-Abaúj-Zemplén', 20.7784, 48.1035],
  ['Kecskemét', '6000', 'Bács-Kiskun', 19.6897, 46.9062],
  ['Székesfehérvár', '8000', 'Fejér', 18.4221, 47.186],
  ['Nyíregyháza', '4400', 'Szabolcs-Szatmár-Bereg', 21.7244, 47.9558],
];
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A small deterministic generator: the same demo history on every first start. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * First start of `npm start` only (main.ts): eight weeks of delivered freights before today, so
 * /freight-statistics shows believable figures (weekdays, the demo factories and their depots, the
 * demo trucks filled 60–100 %, cost from distance and pallets, income above it, one in ten late).
 * Not part of seedDatabase: test databases keep only the freights their tests make.
 */
export async function seedDemoStatistics(db: Kysely<Database>, today: string): Promise<number> {
  const factories = await db
    .selectFrom('factories')
    .select(['short_name', 'depot_short_name'])
    .where('is_active', '=', true)
    .execute();
  const transporters = (await db.selectFrom('transporters').select('id').execute()).map((t) => t.id);
  if (factories.length === 0) return 0;
  const next = random(20_260_501);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const start = Date.parse(`${today}T00:00:00Z`) - 56 * DAY;
  const freights: NewFreight[] = [];
  for (let d = 0; d < 56; d++) {
    const date = start + d * DAY;
    const weekday = new Date(date).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const perDay = 2 + Math.floor(next() * 4);
    for (let k = 0; k < perDay; k++) {
      const factory = pick(factories);
      const truck = pick(DEMO_TRUCK_TYPES);
      const pallets = Math.max(4, Math.round(truck.palletCapacity * (0.6 + next() * 0.4)));
      const km = Math.round(40 + next() * 280);
      const cost = Math.round((km * 480 + pallets * 1500) / 100) * 100;
      const late = next() < 0.1;
      const orderId = `DEMO-HIST-${freights.length + 1}`;
      const [city, zip, county, lon, lat] = pick(TOWNS);
      freights.push(
        demoFreightValues({
          orderId,
          status:
            date < Date.parse(`${today}T00:00:00Z`) - 21 * DAY ? pick(['finished', 'billed']) : 'shipped',
          manual: false,
          factoryShortName: factory.short_name,
          depotShortName: factory.depot_short_name,
          truckType: truck.vehicleId,
          deliveryDate: iso(date),
          releaseDate: iso(date - DAY),
          expectedDeadlineDate: iso(date + (late ? -1 : Math.floor(next() * 3)) * DAY),
          // Delivered on the planned day, between 8:00 and 16:00 (UTC+1/+2): the late ones after their deadline.
          deliveredAt: new Date(date + (7 + Math.floor(next() * 8)) * 3_600_000),
          driverName: null,
          truckLicensePlateNumber: null,
          transporterId: transporters.length > 0 && next() < 0.85 ? pick(transporters) : null,
          freightCost: cost,
          freightIncome: Math.round((cost * (1.12 + next() * 0.2)) / 100) * 100,
          stop: { address: `${zip} ${city}`, coordinates: [lon, lat], city, county, zip },
          pallets,
          kg: pallets * 650,
          km,
          durationMin: Math.round(km * 1.4),
        }),
      );
    }
  }
  await db.transaction().execute((trx) => insertFreights(trx, freights));
  return freights.length;
}
