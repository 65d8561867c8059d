import { endpoint } from '../api/endpoint.ts';
import { listResultAnswer } from '../list/list.answers.ts';
import { eventAnswer } from './events.answers.ts';

/**
 * The event log (business.md §7 Other): newest first unless sorted; transporter roles see their own
 * transporter's events only. The query (list parameters and event filters) is parsed in the handler.
 */
export const EVENTS_API = {
  list: endpoint({
    summary: 'Lists the event log',
    response: listResultAnswer(eventAnswer),
    method: 'GET',
    path: '/api/events',
  }),
  details: endpoint({
    summary: 'Reads one event with its changes',
    response: eventAnswer,
    method: 'GET',
    path: '/api/events/details/:id',
  }),
} as const;
