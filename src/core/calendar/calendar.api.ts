import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { deleteRowEndpoint } from '../api/rowEndpoints.ts';
import { defineErrors } from '../errors/catalogue.ts';
import { listOrAllAnswer } from '../list/list.answers.ts';
import { calendarOverrideAnswer, calendarSaveAnswer } from './calendar.answers.ts';
import {
  calendarQuerySchema,
  createCalendarOverrideSchema,
  updateCalendarOverrideSchema,
} from './calendar.schemas.ts';

/** The calendar overrides' own failures (ours: the spec has no text for them). */
export const CALENDAR_ERRORS = defineErrors('calendar', {
  dateTaken: 'Erre a napra már van beállítás!',
});

/**
 * The calendar overrides API (business.md §7 Calendar). Readers: everyone signed in (workday
 * rules); writers: master-data editors. Errors: CALENDAR_ERRORS and COMMON_ERRORS.
 */
export const CALENDAR_API = {
  query: endpoint({
    summary: 'Reads the calendar overrides of a period',
    description: 'The overrides from … to (inclusive, ISO dates), by date.',
    response: z.array(calendarOverrideAnswer),
    method: 'GET',
    path: '/api/calendar/query',
    query: calendarQuerySchema,
  }),
  list: endpoint({
    summary: 'Lists the calendar overrides',
    description: 'Every override by date; with list parameters (page, sort, filter, q) the list contract.',
    response: listOrAllAnswer(calendarOverrideAnswer),
    method: 'GET',
    path: '/api/calendar',
  }),
  create: endpoint({
    summary: 'Adds a calendar override for a day',
    description: 'Adds the override of one day (201).',
    response: calendarSaveAnswer,
    method: 'POST',
    path: '/api/calendar',
    body: createCalendarOverrideSchema,
    status: 201,
  }),
  update: endpoint({
    summary: 'Changes a calendar override',
    description: 'Changes one; `__v` (when sent) must be the stored version.',
    response: calendarSaveAnswer,
    method: 'PUT',
    path: '/api/calendar/:id',
    body: updateCalendarOverrideSchema,
  }),
  remove: deleteRowEndpoint('/api/calendar', 'calendar override'),
} as const;
