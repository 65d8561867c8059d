import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { addDays } from '../../../../src/core/calendar/workdays.ts';
import { insertFreights } from '../../../../src/server/db/repositories/freights.repository.ts';
import type { Database } from '../../../../src/server/db/schema.ts';
import { newFreightValues } from '../../../factories/freights.factory.ts';
import { compactDate, nextWeekday } from '../../../support/dates.ts';
import { periodBeyondSeed } from '../../../support/seedDates.ts';

const MARK = 'STA-seed';

/** The statistics spec's period and days: a month no other seed reaches, chosen when the server seeded. */
export interface StatisticsPeriod {
  from: string;
  to: string;
  /** A Monday of the month's first week: TVS 30 pallets. */
  first: string;
  /** The Tuesday of the week after: TVS 9 and ORB 5 pallets. */
  second: string;
}

// Written by the server's seed into its data directory, read by the specs (workers of the same run).
const periodFile = () => {
  const dir = process.env.E2E_DATA_DIR ?? process.env.DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return path.join(dir, 'statistics-period.json');
};

/** The period `seedStatistics` filled (read inside a test: the server writes it when it starts). */
export function statisticsPeriod(): StatisticsPeriod {
  return JSON.parse(readFileSync(periodFile(), 'utf8')) as StatisticsPeriod;
}

/**
 * Three freights in a month a year after everything else seeded (statistics.spec.ts): TVS 2 (30 + 9
 * pallets), ORB 1 (5 pallets), on two days a week and a day apart.
 */
export async function seedStatistics(db: Kysely<Database>): Promise<void> {
  const done = await db.selectFrom('freights').select('id').where('comment', '=', MARK).executeTakeFirst();
  if (done) return;
  const { from, to } = await periodBeyondSeed(db);
  const first = nextWeekday(addDays(from, 1), 1);
  const second = addDays(first, 8);
  writeFileSync(periodFile(), JSON.stringify({ from, to, first, second } satisfies StatisticsPeriod));
  const base = { comment: MARK, status: 'shipped' as const };
  await insertFreights(db, [
    newFreightValues({
      ...base,
      factoryShortName: 'TVS',
      depotShortName: 'TISZA',
      truckType: 'T24L',
      deliveryDate: first,
      expectedDeadlineDate: addDays(first, 1),
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
      deliveryDate: second,
      expectedDeadlineDate: addDays(second, -1),
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
      deliveryDate: second,
      expectedDeadlineDate: addDays(second, 6),
      pallets: 5,
      palletPlaces: 5,
      freightCost: 40000,
      freightIncome: 45000,
    }),
  ]);
}

/** The export file name of the statistics grid over the period (the last part: the day of the export). */
export function statisticsFile(period: { from: string; to: string }): RegExp {
  return new RegExp(
    `^statisztikak-fuvarok-${compactDate(period.from)}-${compactDate(period.to)}-\\d{8}\\.xlsx$`,
  );
}
