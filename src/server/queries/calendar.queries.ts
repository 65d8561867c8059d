import type { Kysely } from 'kysely';
import { listCalendarOverrides } from '../db/repositories/calendar.repository.ts';
import type { Database } from '../db/schema.ts';

/** The calendar overrides by date: every one, or those of a period. */
export function calendarOverrides(db: Kysely<Database>, period?: { from: string; to: string }) {
  return listCalendarOverrides(db, period);
}
