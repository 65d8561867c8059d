import { z } from 'zod';
import { COMMON_ERRORS } from '../errors/messages.ts';

/** A record id of the API: a UUID (PostgreSQL's uuid columns refuse anything else). */
export const recordIdSchema = z.uuid({ error: COMMON_ERRORS.invalidId.message });

/** Whether a value is a record id (a UUID): what may reach a uuid column. */
export function isRecordId(value: unknown): value is string {
  return typeof value === 'string' && recordIdSchema.safeParse(value).success;
}

/** The path parameters of a call on one record by its id (`/…/:id`). */
export const recordIdParams = z.object({ id: recordIdSchema });
