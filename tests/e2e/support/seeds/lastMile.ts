import type { Kysely } from 'kysely';
import { insertPickups } from '../../../../src/server/db/repositories/freights.repository.ts';
import type { Database } from '../../../../src/server/db/schema.ts';
import { newPickupValues } from '../../../factories/freights.factory.ts';
import { TSL_DEPOT } from './timeSlots.ts';

/** The pickup of truckJobPanels.spec.ts: its own factory (no other spec's filter finds it), the time-slot depot, a week ahead. */
export const LAST_MILE_PICKUP = { factoryShortName: 'LMF', depotShortName: TSL_DEPOT.shortName } as const;

/** Stores the spec's pickup once per data directory (no API creates a pickup without planning). */
export async function seedLastMile(db: Kysely<Database>): Promise<void> {
  const exists = await db
    .selectFrom('pickups')
    .select('id')
    .where('factory_short_name', '=', LAST_MILE_PICKUP.factoryShortName)
    .executeTakeFirst();
  if (exists) return;
  await insertPickups(db, [newPickupValues({ ...LAST_MILE_PICKUP, truckLicensePlateNumber: 'LMP-201' })]);
}
