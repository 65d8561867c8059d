import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  createCalendarOverrideSchema,
  updateCalendarOverrideSchema,
} from '../../core/calendar/calendar.schemas.ts';
import type { AppServices } from '../appServices.ts';
import { isUniqueViolation } from '../db/dbErrors.ts';
import {
  type CalendarOverrideRecord,
  deleteCalendarOverride,
  findCalendarOverride,
  insertCalendarOverride,
  updateCalendarOverride,
} from '../db/repositories/calendar.repository.ts';
import type { Database } from '../db/schema.ts';
import { type RecordChange, recordChange } from '../events/recordEvent.ts';
import { conflict, notFound, staleVersion } from '../http/httpError.ts';
import type { Actor } from '../policies/actor.ts';

/** 409 text for a second override of one date (ours). */
export const DATE_TAKEN_MESSAGE = 'Erre a napra már van beállítás!';
type CreateCalendarOverrideInput = z.infer<typeof createCalendarOverrideSchema>;
type UpdateCalendarOverrideInput = z.infer<typeof updateCalendarOverrideSchema>;
const taken = () => conflict(DATE_TAKEN_MESSAGE, { date: DATE_TAKEN_MESSAGE });
const stale = () => staleVersion();

const logOverride = (db: Kysely<Database>, actor: Actor, change: RecordChange<CalendarOverrideRecord>) =>
  recordChange(db, actor, 'calendarOverride', change, {});

/** One override or 404. */
export async function getCalendarOverride(
  services: AppServices,
  id: string,
): Promise<CalendarOverrideRecord> {
  const found = await findCalendarOverride(services.db, id);
  if (!found) throw notFound();
  return found;
}

/** Adds an override; one per date (409). */
export async function createCalendarOverride(
  services: AppServices,
  actor: Actor,
  input: CreateCalendarOverrideInput,
): Promise<CalendarOverrideRecord> {
  try {
    return await services.db.transaction().execute(async (trx) => {
      const saved = await insertCalendarOverride(trx, input);
      await logOverride(trx, actor, { action: 'created', before: null, after: saved });
      return saved;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}

/** Changes an override read at `__v` (409 when someone saved in between). */
export async function changeCalendarOverride(
  services: AppServices,
  actor: Actor,
  stored: CalendarOverrideRecord,
  input: UpdateCalendarOverrideInput,
): Promise<CalendarOverrideRecord> {
  const { __v, ...values } = input;
  if (__v !== undefined && __v !== stored.__v) throw stale();
  try {
    return await services.db.transaction().execute(async (trx) => {
      const saved = await updateCalendarOverride(trx, stored.id, stored.__v, values);
      if (!saved) throw stale();
      await logOverride(trx, actor, { action: 'updated', before: stored, after: saved });
      return saved;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}

/** Deletes an override. */
export async function removeCalendarOverride(
  services: AppServices,
  actor: Actor,
  stored: CalendarOverrideRecord,
): Promise<void> {
  await services.db.transaction().execute(async (trx) => {
    if (!(await deleteCalendarOverride(trx, stored.id))) throw notFound();
    await logOverride(trx, actor, { action: 'deleted', before: stored, after: null });
  });
}
