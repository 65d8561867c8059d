import type { FastifyInstance } from 'fastify';
import { eventFiltersSchema } from '../../core/events/events.schemas.ts';
import { listQuerySchema } from '../../core/list/listCall.schemas.ts';
import { getEvent, listEvents } from '../commands/events.commands.ts';
import { parseOr400 } from '../http/validate.ts';
import { POLICIES } from '../policies/policies.ts';

/** The event log (business.md §7 Other: GET api/events, /details/{id}); newest first unless sorted. */
export function registerEventsRoutes(app: FastifyInstance): void {
  app.get('/api/events', { config: { policy: POLICIES.eventReaders } }, async (request) => {
    const raw = (request.query ?? {}) as Record<string, unknown>;
    const call = parseOr400(listQuerySchema, raw);
    const filters = parseOr400(eventFiltersSchema, raw);
    return listEvents(app.services, request.actor, call, filters);
  });

  app.get<{ Params: { id: string } }>(
    '/api/events/details/:id',
    { config: { policy: POLICIES.eventReaders } },
    async (request) => getEvent(app.services, request.actor, request.params.id),
  );
}
