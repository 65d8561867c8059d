import type { Kysely } from 'kysely';
import type { AppServices } from '../appServices.ts';
import {
  CALENDAR_OVERRIDES,
  type CalendarOverrideRecord,
  listCalendarOverrides,
} from '../db/repositories/calendar.repository.ts';
import type { Database } from '../db/schema.ts';
import { notFound } from '../http/httpError.ts';

/** The calendar overrides by date: every one, or those of a period. */
export function calendarOverrides(db: Kysely<Database>, period?: { from: string; to: string }) {
  return listCalendarOverrides(db, period);
}

/** One override or 404. */
export async function getCalendarOverride(
  services: AppServices,
  id: string,
): Promise<CalendarOverrideRecord> {
  const found = await CALENDAR_OVERRIDES.find(services.db, id);
  if (!found) throw notFound();
  return found;
}
