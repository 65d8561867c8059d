import { endpoint } from '../api/endpoint.ts';
import type { ListResult } from '../list/listCall.schemas.ts';
import type { EventDoc } from './events.schemas.ts';

/**
 * The event log (business.md §7 Other): newest first unless sorted; transporter roles see their own
 * transporter's events only. The query (list parameters and event filters) is parsed in the handler.
 */
export const EVENTS_API = {
  list: endpoint<ListResult<EventDoc>>()({ method: 'GET', path: '/api/events' }),
  details: endpoint<EventDoc>()({ method: 'GET', path: '/api/events/details/:id' }),
} as const;
