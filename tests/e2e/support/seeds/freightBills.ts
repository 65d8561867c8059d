import type { Kysely } from 'kysely';
import { addDays, toWorkday } from '../../../../src/core/calendar/workdays.ts';
import { insertFreights } from '../../../../src/server/db/repositories/freights.repository.ts';
import {
  findTransporterByShortName,
  insertTransporter,
} from '../../../../src/server/db/repositories/transporters.repository.ts';
import type { Database } from '../../../../src/server/db/schema.ts';
import { newFreightValues } from '../../../factories/freights.factory.ts';

/** The freight bills spec's factory: its delivered freights carry bills to check (ids without "E2E"). */
export const BILLS_FACTORY = 'BILF';
export const BILLS_TRANSPORTER = { companyName: 'Bil Trans Kft.', shortName: 'BILTR' } as const;
const OTHER_TRANSPORTER = { companyName: 'Bil Másik Kft.', shortName: 'BILMA' } as const;

/** 22 finished freights of Bil Trans and 3 of another transporter, all with bills to check (once per database). */
export async function seedFreightBills(db: Kysely<Database>): Promise<void> {
  if (await findTransporterByShortName(db, BILLS_TRANSPORTER.shortName)) return;
  const own = await insertTransporter(db, BILLS_TRANSPORTER);
  const other = await insertTransporter(db, OTHER_TRANSPORTER);
  // Delivered on the weekdays of the last five weeks (relative to today, so the seed never ages).
  const today = new Date().toISOString().slice(0, 10);
  const freight = (i: number, transporterId: string) => {
    const deliveryDate = toWorkday(addDays(today, -(3 + (i % 28))), undefined, -1);
    return newFreightValues({
      status: 'finished',
      factoryShortName: BILLS_FACTORY,
      transporterId,
      deliveryDate,
      releaseDate: addDays(deliveryDate, -1),
      expectedDeadlineDate: addDays(deliveryDate, 3),
      freightCost: 100_000 + i * 1000,
      cargo: [{ ...newFreightValues().cargo[0]!, orderId: `BIL-O${i}` }],
    });
  };
  await insertFreights(db, [
    ...Array.from({ length: 22 }, (_, i) => freight(i, own.id)),
    ...Array.from({ length: 3 }, (_, i) => freight(30 + i, other.id)),
  ]);
}
