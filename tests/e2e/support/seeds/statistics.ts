import type { Kysely } from 'kysely';
import { insertFreights } from '../../../../src/server/db/repositories/freights.repository.ts';
import type { Database } from '../../../../src/server/db/schema.ts';
import { newFreightValues } from '../../../factories/freights.factory.ts';

/** The statistics spec's period: May 2030, which no other seed reaches. */
export const STATISTICS_PERIOD = { from: '2030-05-01', to: '2030-05-31' } as const;
const MARK = 'STA-seed';

/** Three freights in May 2030 (statistics.spec.ts): TVS 2 (30 + 9 pallets), ORB 1 (5 pallets). */
export async function seedStatistics(db: Kysely<Database>): Promise<void> {
  const done = await db.selectFrom('freights').select('id').where('comment', '=', MARK).executeTakeFirst();
  if (done) return;
  const base = { comment: MARK, status: 'shipped' as const };
  await insertFreights(db, [
    newFreightValues({
      ...base,
      factoryShortName: 'TVS',
      depotShortName: 'TISZA',
      truckType: 'T24L',
      deliveryDate: '2030-05-06',
      expectedDeadlineDate: '2030-05-07',
      pallets: 30,
      palletPlaces: 30,
      freightCost: 100000,
      freightIncome: 130000,
    }),
    newFreightValues({
      ...base,
      factoryShortName: 'TVS',
      depotShortName: 'TISZA',
      truckType: 'D22S',
      deliveryDate: '2030-05-14',
      expectedDeadlineDate: '2030-05-13',
      pallets: 9,
      palletPlaces: 9,
      freightCost: 50000,
      freightIncome: 60000,
    }),
    newFreightValues({
      ...base,
      factoryShortName: 'ORB',
      depotShortName: 'ORBOT',
      truckType: 'D22L',
      deliveryDate: '2030-05-14',
      expectedDeadlineDate: '2030-05-20',
      pallets: 5,
      palletPlaces: 5,
      freightCost: 40000,
      freightIncome: 45000,
    }),
  ]);
}
