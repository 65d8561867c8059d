import type { Kysely } from 'kysely';
import type { CalendarOverrideDoc } from '../../../core/calendar/calendar.schemas.ts';
import type { Database } from '../schema.ts';
import { tableRecords, versionedTable } from '../versionedTable.ts';

/** A stored calendar override (the API document with its version under `__v`). */
export type CalendarOverrideRecord = CalendarOverrideDoc;

/** The calendar_overrides table: record fields ↔ columns. */
const OVERRIDES = versionedTable(
  'calendar_overrides',
  { date: 'date', workday: 'workday' },
  (row, fields): CalendarOverrideRecord => ({ id: row.id, ...fields, __v: row.version }),
);

/** Overrides by date, all or within [from, to] (inclusive ISO dates). */
export async function listCalendarOverrides(
  db: Kysely<Database>,
  range?: { from: string; to: string },
): Promise<CalendarOverrideRecord[]> {
  let q = db.selectFrom('calendar_overrides').selectAll();
  if (range) q = q.where('date', '>=', range.from).where('date', '<=', range.to);
  return (await q.orderBy('date').execute()).map(OVERRIDES.toRecord);
}

/**
 * The overrides by id through the kit: find, insert (one per date: a second one is a unique
 * violation), the versioned update (undefined when the version moved on) and delete (false when
 * there was none).
 */
export const CALENDAR_OVERRIDES = tableRecords(OVERRIDES);
