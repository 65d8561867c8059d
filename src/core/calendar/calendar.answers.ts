import { z } from 'zod';
import { savedAnswer, versionedRowAnswer } from '../api/rowAnswers.ts';

/**
 * The calendar answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link CalendarOverrideDoc} (calendar.schemas.ts). */
export const calendarOverrideAnswer = versionedRowAnswer({
  date: z.string(),
  workday: z.boolean(),
}).meta({ id: 'CalendarOverride' });

/** Answer of a single save (calendar.api.ts). */
export const calendarSaveAnswer = savedAnswer('override', calendarOverrideAnswer).meta({
  id: 'CalendarSave',
});
