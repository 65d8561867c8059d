import type { FastifyInstance } from 'fastify';
import { CALENDAR_API } from '../../core/calendar/calendar.api.ts';
import { SUCCESS_MESSAGES } from '../../core/errors/messages.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import {
  changeCalendarOverride,
  createCalendarOverride,
  removeCalendarOverride,
} from '../commands/calendar.commands.ts';
import * as m0102calendar from '../db/migrations/0102_calendar.ts';
import type { CalendarOverrideRecord } from '../db/repositories/calendar.repository.ts';
import { listed, queryOf } from '../http/listed.ts';
import { readWriteAccess, route, whenFound } from '../http/route.ts';
import { POLICIES } from '../policies/policies.ts';
import { calendarOverrides, getCalendarOverride } from '../queries/calendar.queries.ts';
import { enforceRules } from '../rules/enforceRules.ts';

const { readers, editors } = readWriteAccess(POLICIES.signedIn, POLICIES.masterDataEditors);

/** Calendar overrides (business.md §7 Calendar): everyone reads (workday rules), editors write. */
export function registerCalendarRoutes(app: FastifyInstance): void {
  const { services } = app;
  const { db } = services;

  route(app, CALENDAR_API.query, readers, ({ query }) =>
    calendarOverrides(db, { from: query.from, to: query.to }),
  );
  route(app, CALENDAR_API.list, readers, async ({ request }) => {
    return listed(await calendarOverrides(db), queryOf(request), ['date', 'workday']);
  });
  route(app, CALENDAR_API.create, editors, async ({ body, actor, request }) => {
    await enforceRules('calendarOverride', body, { app, request });
    const override = await createCalendarOverride(services, actor, body);
    return { message: SUCCESS_MESSAGES.modified, override };
  });
  const roundTrip = {
    current: ({ params }: { params: { id: string } }) =>
      whenFound(() => getCalendarOverride(services, params.id)),
    unchanged: (override: CalendarOverrideRecord) => ({ message: SUCCESS_MESSAGES.modified, override }),
  };
  route(app, CALENDAR_API.update, { ...editors, roundTrip }, async ({ body, params, actor, request }) => {
    const stored = await getCalendarOverride(services, params.id);
    const { __v: _v, ...values } = body;
    await enforceRules('calendarOverride', values, {
      app,
      request,
      current: { date: stored.date, workday: stored.workday },
    });
    const override = await changeCalendarOverride(services, actor, stored, body);
    return { message: SUCCESS_MESSAGES.modified, override };
  });
  route(app, CALENDAR_API.remove, editors, async ({ params, actor }) => {
    const stored = await getCalendarOverride(services, params.id);
    await removeCalendarOverride(services, actor, stored);
    return { message: SUCCESS_MESSAGES.deleted, id: stored.id };
  });
}

export const CALENDAR_AREA = defineServerArea({
  name: 'calendar',
  routes: registerCalendarRoutes,
  migrations: { '0102_calendar': m0102calendar },
});
