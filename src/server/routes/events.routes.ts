import type { FastifyInstance } from 'fastify';
import { EVENTS_API } from '../../core/events/events.api.ts';
import { eventFiltersSchema } from '../../core/events/events.schemas.ts';
import { listQuerySchema } from '../../core/list/listCall.schemas.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import * as m0201events from '../db/migrations/0201_events.ts';
import * as m0205eventsSearch from '../db/migrations/0205_events_search.ts';
import * as m0630transporterEvents from '../db/migrations/0630_transporter_events.ts';
import { route } from '../http/route.ts';
import { parseOr400 } from '../http/validate.ts';
import { POLICIES } from '../policies/policies.ts';
import { getEvent, listEvents } from '../queries/events.queries.ts';

/** The event log (business.md §7 Other: GET api/events, /details/{id}); newest first unless sorted. */
export function registerEventsRoutes(app: FastifyInstance): void {
  const readers = { policy: POLICIES.eventReaders };
  // Two schemas read the one query (list parameters, event filters): parsed here, list first.
  route(app, EVENTS_API.list, readers, async ({ request, actor }) => {
    const raw = (request.query ?? {}) as Record<string, unknown>;
    const call = parseOr400(listQuerySchema, raw);
    const filters = parseOr400(eventFiltersSchema, raw);
    return listEvents(app.services, actor, call, filters);
  });

  route(app, EVENTS_API.details, readers, ({ params, actor }) => getEvent(app.services, actor, params.id));
}

export const EVENTS_AREA = defineServerArea({
  name: 'events',
  routes: registerEventsRoutes,
  migrations: {
    '0201_events': m0201events,
    '0205_events_search': m0205eventsSearch,
    '0630_transporter_events': m0630transporterEvents,
  },
});
