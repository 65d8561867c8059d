import type { Kysely } from 'kysely';
import { insertCapacityEstimate } from '../repositories/capacityEstimates.repository.ts';
import type { Database } from '../schema.ts';

/**
 * First-start demo data of /capacity-estimate (issue 19): the demo transporter's trucks for the
 * next five workdays from `today` (YYYY-MM-DD), and its returning trucks on the first of them.
 */
export async function seedDemoCapacityEstimates(
  db: Kysely<Database>,
  transporterId: string,
  today: string,
): Promise<void> {
  const days: string[] = [];
  const at = new Date(`${today}T12:00:00Z`);
  while (days.length < 5) {
    at.setUTCDate(at.getUTCDate() + 1);
    const weekday = at.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(at.toISOString().slice(0, 10));
  }
  for (const [i, date] of days.entries()) {
    await insertCapacityEstimate(db, {
      transporterId,
      date,
      returning: false,
      vehicles: [
        { truckType: 'T24L', quantity: 2 + (i % 3) },
        { truckType: 'D22S', quantity: 1 + (i % 2) },
      ],
      comment: i === 0 ? 'Reggel 6-tól rakodhatunk.' : '',
    });
  }
  await insertCapacityEstimate(db, {
    transporterId,
    date: days[0] as string,
    returning: true,
    vehicles: [{ truckType: 'T24S', quantity: 1 }],
    comment: 'Visszfuvar Győr felől.',
  });
}
