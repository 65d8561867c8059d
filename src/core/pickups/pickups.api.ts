import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { freightNextStatusSchema } from '../freights/freightEdit.schemas.ts';
import { checkFreightChangesAnswer, checkFreightSelectionsAnswer } from '../freights/freights.answers.ts';
import {
  checkFreightChangesQuerySchema,
  freightListQuerySchema,
  freightNumbersQuerySchema,
  freightSelectionsSchema,
} from '../freights/freights.schemas.ts';
import { listResultAnswer } from '../list/list.answers.ts';
import { processOrdersAnswer } from '../planningJobs/planningJobs.answers.ts';
import { processOrdersSchema } from '../planningJobs/planningJobs.schemas.ts';
import {
  pickupCargoExternalIdsSchema,
  pickupIdsSchema,
  pickupStatusSchema,
  pickupUpdateSchema,
} from './pickupEdit.schemas.ts';
import {
  pickupAnswer,
  pickupDetailsResponseAnswer,
  pickupListRowAnswer,
  pickupsChangedAnswer,
} from './pickups.answers.ts';

/**
 * The pickups API (business.md §7 row Pickups), base `/api/pickups`. The list answers
 * `{result, filteredCount, totalCount}`; `pickupId=12,13` filters to those pickups (the list query
 * takes it under the name freightId too, as the freights list does). Edit errors: PICKUP_ERRORS
 * (pickups.errors.ts), FREIGHT_ERRORS.confirmationNeeded / unknownExternalId, COMMON_ERRORS.
 */
export const PICKUPS_API = {
  list: endpoint({
    response: listResultAnswer(pickupListRowAnswer),
    method: 'GET',
    path: '/api/pickups',
    query: freightListQuerySchema,
  }),
  statuses: endpoint({
    response: z.array(z.enum(['new', 'shipped', 'reserved', 'scheduled', 'arrived', 'cancelled'])),
    method: 'GET',
    path: '/api/pickups/statuses',
  }),
  /** `:id` is the uuid or the pickup number. */
  details: endpoint({
    response: pickupDetailsResponseAnswer,
    method: 'GET',
    path: '/api/pickups/pickup-details/:id',
  }),
  checkChanges: endpoint({
    response: checkFreightChangesAnswer,
    method: 'GET',
    path: '/api/pickups/check-changes/:id',
    query: checkFreightChangesQuerySchema,
  }),
  checkSelections: endpoint({
    response: checkFreightSelectionsAnswer,
    method: 'POST',
    path: '/api/pickups/check-selections',
    body: freightSelectionsSchema,
  }),
  pickupNumbers: endpoint({
    response: z.array(z.string()),
    method: 'GET',
    path: '/api/pickups/pickup-numbers',
    query: freightNumbersQuerySchema,
  }),
  /** Queue a job that turns pickup orders into pickups: 202 with the job id. */
  processOrders: endpoint({
    response: processOrdersAnswer,
    method: 'POST',
    path: '/api/pickups/process-orders',
    body: processOrdersSchema,
    status: 202,
  }),
  // Edits (issue 14 item 7; pickupEdit.schemas.ts): `:id` is the uuid or the number, `:version` the `__v` read.
  /** Save fields (field permissions from the rule files, entity `pickup`). */
  update: endpoint({
    response: pickupAnswer,
    method: 'PUT',
    path: '/api/pickups/:id/:version',
    body: pickupUpdateSchema,
  }),
  /** Step to the previous or next status (GET /statuses order). */
  setStatus: endpoint({
    response: pickupAnswer,
    method: 'PUT',
    path: '/api/pickups/:id/:version/status',
    body: pickupStatusSchema,
  }),
  nextStatus: endpoint({
    response: pickupAnswer,
    method: 'PUT',
    path: '/api/pickups/:id/:version/next-status',
    body: freightNextStatusSchema,
  }),
  /** Cancel / reopen many pickups (editors, order_closure module): 'Gyári átvét sikeresen lemondva!'. */
  cancel: endpoint({
    response: pickupsChangedAnswer,
    method: 'PUT',
    path: '/api/pickups/cancel/',
    body: pickupIdsSchema,
  }),
  uncancel: endpoint({
    response: pickupsChangedAnswer,
    method: 'PUT',
    path: '/api/pickups/uncancel/',
    body: pickupIdsSchema,
  }),
  /** External ids of the pickup's cargo lines (body `orderId` narrows them to one order). */
  cargoExternalIds: endpoint({
    response: pickupAnswer,
    method: 'PUT',
    path: '/api/pickups/cargo-external-id/:id',
    body: pickupCargoExternalIdsSchema,
  }),
} as const;
