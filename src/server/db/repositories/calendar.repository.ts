import type { Kysely } from 'kysely';
import type { CalendarOverrideDoc } from '../../../core/calendar/calendar.schemas.ts';
import type { Database } from '../schema.ts';
import { isUuid } from './users.repository.ts';

/** A stored calendar override (the API document with its version under `__v`). */
export type CalendarOverrideRecord = CalendarOverrideDoc;

const toRecord = (r: { id: string; date: string; workday: boolean; version: number }) => ({
  id: r.id,
  date: r.date,
  workday: r.workday,
  __v: r.version,
});

/** Overrides by date, all or within [from, to] (inclusive ISO dates). */
export async function listCalendarOverrides(
  db: Kysely<Database>,
  range?: { from: string; to: string },
): Promise<CalendarOverrideRecord[]> {
  let q = db.selectFrom('calendar_overrides').selectAll();
  if (range) q = q.where('date', '>=', range.from).where('date', '<=', range.to);
  return (await q.orderBy('date').execute()).map(toRecord);
}

export async function findCalendarOverride(
  db: Kysely<Database>,
  id: string,
): Promise<CalendarOverrideRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await db.selectFrom('calendar_overrides').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

export async function insertCalendarOverride(
  db: Kysely<Database>,
  values: { date: string; workday: boolean },
): Promise<CalendarOverrideRecord> {
  const row = await db
    .insertInto('calendar_overrides')
    .values(values)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRecord(row);
}

/** Writes the change while the stored version is still `version`; undefined when it is not. */
export async function updateCalendarOverride(
  db: Kysely<Database>,
  id: string,
  version: number,
  values: { date?: string; workday?: boolean },
): Promise<CalendarOverrideRecord | undefined> {
  const row = await db
    .updateTable('calendar_overrides')
    .set({ ...values, version: version + 1, updated_at: new Date() })
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
  return row && toRecord(row);
}

export async function deleteCalendarOverride(db: Kysely<Database>, id: string): Promise<boolean> {
  const res = await db.deleteFrom('calendar_overrides').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
