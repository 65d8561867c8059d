import { z } from 'zod';
import { rowChangesSchema } from '../list/bulkChanges.schemas.ts';
import { RULE_MESSAGES } from '../validation/generalRules.ts';
import type { calendarOverrideAnswer } from './calendar.answers.ts';
import { isIsoDate } from './workdays.ts';

/** A calendar override as the API answers it. */
export type CalendarOverrideDoc = z.output<typeof calendarOverrideAnswer>;

/** A query's date: a real ISO date (the list's range, not a record being saved). */
const queryDate = z
  .string({ error: RULE_MESSAGES.required })
  .trim()
  .min(1, RULE_MESSAGES.required)
  .refine(isIsoDate, RULE_MESSAGES.dateFormat.replace('{sample}', '2026-12-24'));

/**
 * Types only: a required date in the ISO form is the `calendarOverride` rules (rules/base/validation.json),
 * checked in the grid's cells and the dialog by the rules worker and enforced on every save.
 */
const date = z.string().trim();

export const createCalendarOverrideSchema = z
  .object({ date: date.default(''), workday: z.boolean() })
  .strict();
export const updateCalendarOverrideSchema = rowChangesSchema({ date, workday: z.boolean() });
export const calendarQuerySchema = z.object({ from: queryDate, to: queryDate }).loose();
