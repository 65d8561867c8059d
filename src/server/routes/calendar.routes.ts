import type { FastifyInstance } from 'fastify';
import {
  calendarQuerySchema,
  createCalendarOverrideSchema,
  updateCalendarOverrideSchema,
} from '../../core/calendar/calendar.schemas.ts';
import { SUCCESS_MESSAGES } from '../../core/errors/messages.ts';
import { isListQuery, listQuerySchema } from '../../core/list/listCall.schemas.ts';
import { listInMemory } from '../../core/list/listInMemory.ts';
import {
  changeCalendarOverride,
  createCalendarOverride,
  getCalendarOverride,
  removeCalendarOverride,
} from '../commands/calendar.commands.ts';
import { listCalendarOverrides } from '../db/repositories/calendar.repository.ts';
import { parseOr400 } from '../http/validate.ts';
import { POLICIES } from '../policies/policies.ts';
import { enforceRules } from '../rules/enforceRules.ts';

type IdParams = { Params: { id: string } };

/** Calendar overrides (business.md §7 Calendar): everyone reads (workday rules), editors write. */
export function registerCalendarRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  app.get('/api/calendar/query', { config: { policy: POLICIES.signedIn } }, async (request) => {
    const { from, to } = parseOr400(calendarQuerySchema, request.query ?? {});
    return listCalendarOverrides(db, { from, to });
  });
  app.get('/api/calendar', { config: { policy: POLICIES.signedIn } }, async (request) => {
    const raw = (request.query ?? {}) as Record<string, unknown>;
    const docs = await listCalendarOverrides(db);
    if (!isListQuery(raw)) return docs;
    return listInMemory(docs, parseOr400(listQuerySchema, raw), ['date', 'workday']);
  });
  app.post('/api/calendar', { config: { policy: POLICIES.masterDataEditors } }, async (request, reply) => {
    const input = parseOr400(createCalendarOverrideSchema, request.body);
    await enforceRules('calendarOverride', input, { app, request });
    const override = await createCalendarOverride(app.services, request.actor, input);
    return reply.code(201).send({ message: SUCCESS_MESSAGES.modified, override });
  });
  app.put<IdParams>(
    '/api/calendar/:id',
    { config: { policy: POLICIES.masterDataEditors } },
    async (request) => {
      const input = parseOr400(updateCalendarOverrideSchema, request.body);
      const stored = await getCalendarOverride(app.services, request.params.id);
      const { __v: _v, ...values } = input;
      await enforceRules('calendarOverride', values, {
        app,
        request,
        current: { date: stored.date, workday: stored.workday },
      });
      const override = await changeCalendarOverride(app.services, request.actor, stored, input);
      return { message: SUCCESS_MESSAGES.modified, override };
    },
  );
  app.delete<IdParams>(
    '/api/calendar/:id',
    { config: { policy: POLICIES.masterDataEditors } },
    async (request) => {
      const stored = await getCalendarOverride(app.services, request.params.id);
      await removeCalendarOverride(app.services, request.actor, stored);
      return { message: 'A törlés sikeresen megtörtént.', id: stored.id };
    },
  );
}
