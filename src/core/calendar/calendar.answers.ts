import { z } from 'zod';

/**
 * The calendar answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link CalendarOverrideDoc} (calendar.schemas.ts). */
export const calendarOverrideAnswer = z
  .object({
    id: z.string(),
    date: z.string(),
    workday: z.boolean(),
    __v: z.number(),
  })
  .meta({ id: 'CalendarOverride' });

/** {@link CalendarSaveResponse} (calendar.api.ts). */
export const calendarSaveAnswer = z
  .object({ message: z.string(), override: calendarOverrideAnswer })
  .meta({ id: 'CalendarSave' });
