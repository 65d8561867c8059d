import type { Kysely } from 'kysely';
import type { CalendarOverrideDoc } from '../../../core/calendar/calendar.schemas.ts';
import type { Database } from '../schema.ts';
import { deleteById, findRow, insertRow, updateVersioned, versionedTable } from '../versionedTable.ts';

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

/** The override with this id, if any. */
export function findCalendarOverride(
  db: Kysely<Database>,
  id: string,
): Promise<CalendarOverrideRecord | undefined> {
  return findRow(db, OVERRIDES, id);
}

/** Inserts an override (one per date: a second one is a unique violation). */
export function insertCalendarOverride(
  db: Kysely<Database>,
  values: { date: string; workday: boolean },
): Promise<CalendarOverrideRecord> {
  return insertRow(db, OVERRIDES, values);
}

/** Writes the change while the stored version is still `version`; undefined when it is not. */
export function updateCalendarOverride(
  db: Kysely<Database>,
  id: string,
  version: number,
  values: { date?: string; workday?: boolean },
): Promise<CalendarOverrideRecord | undefined> {
  return updateVersioned(db, OVERRIDES, id, version, values);
}

/** Deletes an override; false when there was none. */
export function deleteCalendarOverride(db: Kysely<Database>, id: string): Promise<boolean> {
  return deleteById(db, OVERRIDES, id);
}
