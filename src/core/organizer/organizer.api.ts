import { endpoint } from '../api/endpoint.ts';
import { mapAnswer, organizerAnswer, organizerFixAnswer } from './organizer.answers.ts';
import { mapQuerySchema, organizerFixSchema, organizerQuerySchema } from './organizer.schemas.ts';

/**
 * The freight organizer and the map (issue 21; business.md §7 rows Freights and Pickups
 * `query-organizer`). Readers: accessFreightOrganizer (the map: accessMap); transporter roles see
 * neither. Fix / unfix run the status path of the freight and pickup edits (issue 14): the rule
 * files judge the status field per role, the save warnings ask (409 `freights.confirmationNeeded`),
 * and every record is written with its events in ONE transaction, all or nothing.
 * Errors: ORGANIZER_ERRORS, FREIGHT_ERRORS, PICKUP_ERRORS, COMMON_ERRORS.
 */
export const ORGANIZER_API = {
  /** A depot's freights and pickups of the range (a week in one call) with each day's totals. */
  queryOrganizer: endpoint({
    response: organizerAnswer,
    method: 'GET',
    path: '/api/freights/query-organizer',
    query: organizerQuerySchema,
  }),
  /** The pickups alone (the pickups row of §7). */
  queryPickupOrganizer: endpoint({
    response: organizerAnswer,
    method: 'GET',
    path: '/api/pickups/query-organizer',
    query: organizerQuerySchema,
  }),
  /** Fixing sets status scheduled (business.md §2, §4), for freights and pickups alike. */
  fix: endpoint({
    response: organizerFixAnswer,
    method: 'PUT',
    path: '/api/freight-organizer/fix',
    body: organizerFixSchema,
  }),
  /** Unfixing sets status new. */
  unfix: endpoint({
    response: organizerFixAnswer,
    method: 'PUT',
    path: '/api/freight-organizer/unfix',
    body: organizerFixSchema,
  }),
  /** The freights of a range with their route lines, and the depots and factories to mark. */
  queryMap: endpoint({
    response: mapAnswer,
    method: 'GET',
    path: '/api/freights/query-map',
    query: mapQuerySchema,
  }),
} as const;
