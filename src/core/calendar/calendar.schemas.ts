import { z } from 'zod';
import { firstIssue } from '../list/bulkChanges.schemas.ts';
import { RULE_MESSAGES } from '../validation/generalRules.ts';
import { isIsoDate } from './workdays.ts';

/** A calendar override as the API answers it. */
export interface CalendarOverrideDoc {
  id: string;
  date: string;
  workday: boolean;
  __v: number;
}

const date = z
  .string({ error: RULE_MESSAGES.required })
  .trim()
  .min(1, RULE_MESSAGES.required)
  .refine(isIsoDate, RULE_MESSAGES.dateFormat.replace('{sample}', '2026-12-24'));

export const createCalendarOverrideSchema = z.object({ date, workday: z.boolean() }).strict();
export const updateCalendarOverrideSchema = z
  .object({ date, workday: z.boolean(), __v: z.number().int().min(0) })
  .partial()
  .strict();
export const calendarQuerySchema = z.object({ from: date, to: date }).loose();

export function calendarFieldError(field: string, value: unknown): string | null {
  const schema = field === 'date' ? date : field === 'workday' ? z.boolean() : null;
  if (!schema) return null;
  return firstIssue(schema, value);
}
