import type { Kysely } from 'kysely';
import { insertFreights } from '../../../../src/server/db/repositories/freights.repository.ts';
import type { Database } from '../../../../src/server/db/schema.ts';
import { newFreightValues } from '../../../factories/freights.factory.ts';

/** The offers spec's factory: two new freights without a transporter (no id contains "E2E"). */
export const OFFER_FACTORY = 'OFRF';

/** Two offerable freights of their own factory (once per data directory). */
export async function seedOffers(db: Kysely<Database>): Promise<void> {
  const seeded = await db
    .selectFrom('freights')
    .select('id')
    .where('factory_short_name', '=', OFFER_FACTORY)
    .executeTakeFirst();
  if (seeded) return;
  const stop = (orderId: string, city: string) => ({
    waypoints: [{ ...newFreightValues().waypoints[0]!, orderId, orderIds: [orderId], city }],
    cargo: [{ ...newFreightValues().cargo[0]!, orderId }],
  });
  await insertFreights(db, [
    newFreightValues({ factoryShortName: OFFER_FACTORY, ...stop('OFR-1', 'Eger') }),
    newFreightValues({ factoryShortName: OFFER_FACTORY, ...stop('OFR-2', 'Vác') }),
  ]);
}
