import type { Kysely } from 'kysely';
import { budapestDayAndMinute } from '../../../../src/core/timeSlots/timeSlots.schemas.ts';
import { insertFreights } from '../../../../src/server/db/repositories/freights.repository.ts';
import { insertDepot, replaceDocks } from '../../../../src/server/db/repositories/sites.repository.ts';
import type { Database } from '../../../../src/server/db/schema.ts';
import { newFreightValues } from '../../../factories/freights.factory.ts';

/** The time-slot spec's depot (timeSlots.spec.ts): docks K1–K3, open every day 6:00–22:00, 60-minute slots. */
export const TSL_DEPOT = { shortName: 'TSLK', name: 'Kapu teszt depó' } as const;

const dayAfter = (day: string, days: number) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * Freights of the time-slot spec, in states the API reaches only through offers (accepted): TSL-101
 * waits for a slot tomorrow, TSL-102 is booked tomorrow 8:00 at K1 (moved by the planner), TSL-103 is
 * booked today 6:00 at K1 (its arrival confirmed at the gate), TSL-104 is the demo transporter's and waits
 * tomorrow (the transporter reserves it). Plates carry the numbers the spec finds.
 */
export async function seedTimeSlots(db: Kysely<Database>): Promise<void> {
  const exists = await db
    .selectFrom('depots')
    .select('id')
    .where('short_name', '=', TSL_DEPOT.shortName)
    .executeTakeFirst();
  if (exists) return;
  const depotId = await insertDepot(db, {
    ...TSL_DEPOT,
    address: null,
    geometry: null,
    isActive: true,
    openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '6:00', to: '22:00' })),
    lengthOfTimeSlot: 60,
    timeSlotReservationLimit: 5,
  });
  await replaceDocks(db, depotId, [{ name: 'K1' }, { name: 'K2' }, { name: 'K3' }]);
  const docks = await db
    .selectFrom('docks')
    .select(['id', 'name'])
    .where('depot_id', '=', depotId)
    .orderBy('position')
    .execute();
  const k1 = docks[0]!;
  const today = budapestDayAndMinute(new Date()).day;
  const tomorrow = dayAfter(today, 1);
  const base = { status: 'accepted' as const, depotShortName: TSL_DEPOT.shortName };
  const demoTransporter = await db
    .selectFrom('users')
    .select('transporter_id')
    .where('username', '=', 'transporter-manager')
    .executeTakeFirst();
  await insertFreights(db, [
    newFreightValues({
      ...base,
      deliveryDate: tomorrow,
      releaseDate: today,
      truckLicensePlateNumber: 'TSL-101',
    }),
    newFreightValues({
      ...base,
      deliveryDate: tomorrow,
      releaseDate: today,
      truckLicensePlateNumber: 'TSL-102',
      timeSlot: { time: '8:00', dockId: k1.id, dockName: k1.name, timeSlotWidth: 1 },
    }),
    newFreightValues({
      ...base,
      deliveryDate: today,
      releaseDate: today,
      truckLicensePlateNumber: 'TSL-103',
      timeSlot: { time: '6:00', dockId: k1.id, dockName: k1.name, timeSlotWidth: 1 },
    }),
    newFreightValues({
      ...base,
      deliveryDate: tomorrow,
      releaseDate: today,
      truckLicensePlateNumber: 'TSL-104',
      transporterId: demoTransporter?.transporter_id ?? null,
    }),
  ]);
}
