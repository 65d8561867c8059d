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
  queryOrganizer: endpoint({
    summary: "Reads the organizer's freights and pickups of a period",
    description: "A depot's freights and pickups of the range (a week in one call) with each day's totals.",
    response: organizerAnswer,
    method: 'GET',
    path: '/api/freights/query-organizer',
    query: organizerQuerySchema,
  }),
  queryPickupOrganizer: endpoint({
    summary: "Reads the organizer's pickups of a period",
    description: 'The pickups alone (the pickups row of §7).',
    response: organizerAnswer,
    method: 'GET',
    path: '/api/pickups/query-organizer',
    query: organizerQuerySchema,
  }),
  fix: endpoint({
    summary: 'Fixes freights or pickups in the organizer',
    description: 'Fixing sets status scheduled (business.md §2, §4), for freights and pickups alike.',
    response: organizerFixAnswer,
    method: 'PUT',
    path: '/api/freight-organizer/fix',
    body: organizerFixSchema,
  }),
  unfix: endpoint({
    summary: 'Releases fixed freights or pickups',
    description: 'Unfixing sets status new.',
    response: organizerFixAnswer,
    method: 'PUT',
    path: '/api/freight-organizer/unfix',
    body: organizerFixSchema,
  }),
  queryMap: endpoint({
    summary: 'Reads the freights of a period for the map',
    description: 'The freights of a range with their route lines, and the depots and factories to mark.',
    response: mapAnswer,
    method: 'GET',
    path: '/api/freights/query-map',
    query: mapQuerySchema,
  }),
} as const;
