import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { PICKUP_STATUSES } from '../config/enums.ts';
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
    summary: 'Lists pickups',
    response: listResultAnswer(pickupListRowAnswer),
    method: 'GET',
    path: '/api/pickups',
    query: freightListQuerySchema,
  }),
  statuses: endpoint({
    summary: 'Lists the pickup statuses in order',
    response: z.array(z.enum(PICKUP_STATUSES)),
    method: 'GET',
    path: '/api/pickups/statuses',
  }),
  details: endpoint({
    summary: 'Reads a pickup with its cargo and events',
    description: '`:id` is the uuid or the pickup number.',
    response: pickupDetailsResponseAnswer,
    method: 'GET',
    path: '/api/pickups/pickup-details/:id',
  }),
  checkChanges: endpoint({
    summary: 'Tells whether the pickups changed since a time',
    response: checkFreightChangesAnswer,
    method: 'GET',
    path: '/api/pickups/check-changes/:id',
    query: checkFreightChangesQuerySchema,
  }),
  checkSelections: endpoint({
    summary: 'Checks that selected pickups are unchanged',
    response: checkFreightSelectionsAnswer,
    method: 'POST',
    path: '/api/pickups/check-selections',
    body: freightSelectionsSchema,
  }),
  pickupNumbers: endpoint({
    summary: 'Finds pickup numbers by prefix',
    response: z.array(z.string()),
    method: 'GET',
    path: '/api/pickups/pickup-numbers',
    query: freightNumbersQuerySchema,
  }),
  processOrders: endpoint({
    summary: 'Plans pickup orders into pickups (queues a planning job)',
    description: 'Queue a job that turns pickup orders into pickups: 202 with the job id.',
    response: processOrdersAnswer,
    method: 'POST',
    path: '/api/pickups/process-orders',
    body: processOrdersSchema,
    status: 202,
  }),
  // Edits (issue 14 item 7; pickupEdit.schemas.ts): `:id` is the uuid or the number, `:version` the `__v` read.
  update: endpoint({
    summary: "Changes a pickup's fields",
    description: 'Save fields (field permissions from the rule files, entity `pickup`).',
    response: pickupAnswer,
    method: 'PUT',
    path: '/api/pickups/:id/:version',
    body: pickupUpdateSchema,
  }),
  setStatus: endpoint({
    summary: 'Steps a pickup to the previous or next status',
    description: 'Step to the previous or next status (GET /statuses order).',
    response: pickupAnswer,
    method: 'PUT',
    path: '/api/pickups/:id/:version/status',
    body: pickupStatusSchema,
  }),
  nextStatus: endpoint({
    summary: 'Steps a pickup to its next status',
    response: pickupAnswer,
    method: 'PUT',
    path: '/api/pickups/:id/:version/next-status',
    body: freightNextStatusSchema,
  }),
  cancel: endpoint({
    summary: 'Cancels pickups',
    description:
      "Cancel / reopen many pickups (editors, order_closure module): 'Gyári átvét sikeresen lemondva!'.",
    response: pickupsChangedAnswer,
    method: 'PUT',
    path: '/api/pickups/cancel/',
    body: pickupIdsSchema,
  }),
  uncancel: endpoint({
    summary: 'Reopens cancelled pickups',
    response: pickupsChangedAnswer,
    method: 'PUT',
    path: '/api/pickups/uncancel/',
    body: pickupIdsSchema,
  }),
  cargoExternalIds: endpoint({
    summary: "Sets the external ids of a pickup's cargo",
    description: "External ids of the pickup's cargo lines (body `orderId` narrows them to one order).",
    response: pickupAnswer,
    method: 'PUT',
    path: '/api/pickups/cargo-external-id/:id',
    body: pickupCargoExternalIdsSchema,
  }),
} as const;
