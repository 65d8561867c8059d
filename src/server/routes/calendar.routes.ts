import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import {
  type CalendarOverrideDoc,
  calendarQuerySchema,
  createCalendarOverrideSchema,
  updateCalendarOverrideSchema,
} from '../../core/calendar/calendar.schemas.ts';
import { SUCCESS_MESSAGES } from '../../core/errors/messages.ts';
import { isListQuery, listQuerySchema } from '../../core/list/listCall.schemas.ts';
import { listInMemory } from '../../core/vehicles/listInMemory.ts';
import { isUniqueViolation, STALE_VERSION_MESSAGE } from '../commands/users.commands.ts';
import { isUuid } from '../db/repositories/users.repository.ts';
import type { CalendarOverridesTable } from '../db/schema.ts';
import { conflict, notFound } from '../http/httpError.ts';
import { parseOr400 } from '../http/validate.ts';
import { POLICIES } from '../policies/policies.ts';
import { enforceRules } from '../rules/enforceRules.ts';

type IdParams = { Params: { id: string } };
export const DATE_TAKEN_MESSAGE = 'Erre a napra már van beállítás!';
const present = (r: Selectable<CalendarOverridesTable>): CalendarOverrideDoc => ({
  id: r.id,
  date: r.date,
  workday: r.workday,
  __v: r.version,
});
const taken = () => conflict(DATE_TAKEN_MESSAGE, { date: DATE_TAKEN_MESSAGE });

/** Calendar overrides (business.md §7 Calendar): everyone reads (workday rules), editors write. */
export function registerCalendarRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  const find = async (id: string) => {
    const row = isUuid(id)
      ? await db.selectFrom('calendar_overrides').selectAll().where('id', '=', id).executeTakeFirst()
      : undefined;
    if (!row) throw notFound();
    return row;
  };

  app.get('/api/calendar/query', { config: { policy: POLICIES.signedIn } }, async (request) => {
    const { from, to } = parseOr400(calendarQuerySchema, request.query ?? {});
    const rows = await db
      .selectFrom('calendar_overrides')
      .selectAll()
      .where('date', '>=', from)
      .where('date', '<=', to)
      .orderBy('date')
      .execute();
    return rows.map(present);
  });
  app.get('/api/calendar', { config: { policy: POLICIES.signedIn } }, async (request) => {
    const raw = (request.query ?? {}) as Record<string, unknown>;
    const docs = (await db.selectFrom('calendar_overrides').selectAll().orderBy('date').execute()).map(
      present,
    );
    if (!isListQuery(raw)) return docs;
    return listInMemory(docs, parseOr400(listQuerySchema, raw), ['date', 'workday']);
  });
  app.post('/api/calendar', { config: { policy: POLICIES.masterDataEditors } }, async (request, reply) => {
    const input = parseOr400(createCalendarOverrideSchema, request.body);
    await enforceRules('calendarOverride', input, { app, request });
    try {
      const row = await db
        .insertInto('calendar_overrides')
        .values(input)
        .returningAll()
        .executeTakeFirstOrThrow();
      return reply.code(201).send({ message: SUCCESS_MESSAGES.modified, override: present(row) });
    } catch (err) {
      if (isUniqueViolation(err)) throw taken();
      throw err;
    }
  });
  app.put<IdParams>(
    '/api/calendar/:id',
    { config: { policy: POLICIES.masterDataEditors } },
    async (request) => {
      const input = parseOr400(updateCalendarOverrideSchema, request.body);
      const stored = await find(request.params.id);
      const { __v, ...values } = input;
      await enforceRules('calendarOverride', values, {
        app,
        request,
        current: { date: stored.date, workday: stored.workday },
      });
      if (__v !== undefined && __v !== stored.version)
        throw conflict(STALE_VERSION_MESSAGE, { __v: STALE_VERSION_MESSAGE });
      try {
        const row = await db
          .updateTable('calendar_overrides')
          .set({ ...values, version: stored.version + 1, updated_at: new Date() })
          .where('id', '=', stored.id)
          .where('version', '=', stored.version)
          .returningAll()
          .executeTakeFirst();
        if (!row) throw conflict(STALE_VERSION_MESSAGE, { __v: STALE_VERSION_MESSAGE });
        return { message: SUCCESS_MESSAGES.modified, override: present(row) };
      } catch (err) {
        if (isUniqueViolation(err)) throw taken();
        throw err;
      }
    },
  );
  app.delete<IdParams>(
    '/api/calendar/:id',
    { config: { policy: POLICIES.masterDataEditors } },
    async (request) => {
      const stored = await find(request.params.id);
      await db.deleteFrom('calendar_overrides').where('id', '=', stored.id).execute();
      return { message: 'A törlés sikeresen megtörtént.', id: stored.id };
    },
  );
}
