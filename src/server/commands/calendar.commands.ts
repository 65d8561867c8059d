import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { CALENDAR_ERRORS } from '../../core/calendar/calendar.api.ts';
import type {
  createCalendarOverrideSchema,
  updateCalendarOverrideSchema,
} from '../../core/calendar/calendar.schemas.ts';
import type { AppServices } from '../appServices.ts';
import { CALENDAR_OVERRIDES, type CalendarOverrideRecord } from '../db/repositories/calendar.repository.ts';
import type { Database } from '../db/schema.ts';
import { type RecordChange, recordChange } from '../events/recordEvent.ts';
import { conflictOn } from '../http/httpError.ts';
import type { Actor } from '../policies/actor.ts';
import {
  changeVersioned,
  createVersioned,
  deleteVersioned,
  type VersionedRecords,
} from './versionedCommands.ts';

type CreateCalendarOverrideInput = z.infer<typeof createCalendarOverrideSchema>;
type UpdateCalendarOverrideInput = z.infer<typeof updateCalendarOverrideSchema>;
const OVERRIDES = {
  ...CALENDAR_OVERRIDES,
  log: (db: Kysely<Database>, actor: Actor, change: RecordChange<CalendarOverrideRecord>) =>
    recordChange(db, actor, 'calendarOverride', change, {}),
  taken: () => conflictOn('date', CALENDAR_ERRORS.dateTaken),
} satisfies VersionedRecords<
  CalendarOverrideRecord,
  CreateCalendarOverrideInput,
  UpdateCalendarOverrideInput
>;

/** Adds an override; one per date (409). */
export function createCalendarOverride(
  services: AppServices,
  actor: Actor,
  input: CreateCalendarOverrideInput,
): Promise<CalendarOverrideRecord> {
  return createVersioned(services, actor, OVERRIDES, input);
}

/** Changes an override read at `__v` (409 when someone saved in between). */
export function changeCalendarOverride(
  services: AppServices,
  actor: Actor,
  stored: CalendarOverrideRecord,
  input: UpdateCalendarOverrideInput,
): Promise<CalendarOverrideRecord> {
  const { __v, ...values } = input;
  return changeVersioned(services, actor, OVERRIDES, stored, __v, values);
}

/** Deletes an override. */
export function removeCalendarOverride(
  services: AppServices,
  actor: Actor,
  stored: CalendarOverrideRecord,
): Promise<void> {
  return deleteVersioned(services, actor, OVERRIDES, stored);
}
