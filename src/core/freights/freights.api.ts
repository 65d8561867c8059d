import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { listResultAnswer } from '../list/list.answers.ts';
import { cancelProcessingAnswer, processOrdersAnswer } from '../planningJobs/planningJobs.answers.ts';
import { cancelProcessingSchema, processOrdersSchema } from '../planningJobs/planningJobs.schemas.ts';
import {
  cargoExternalIdsSchema,
  freightCommentSchema,
  freightIdsSchema,
  freightNextStatusSchema,
  freightStatusSchema,
  freightUpdateSchema,
  setTransporterSchema,
} from './freightEdit.schemas.ts';
import {
  checkFreightChangesAnswer,
  checkFreightSelectionsAnswer,
  combineOrdersAnswer,
  freightAnswer,
  freightDetailsAnswer,
  freightListRowAnswer,
  freightsChangedAnswer,
} from './freights.answers.ts';
import {
  checkFreightChangesQuerySchema,
  combineOrdersSchema,
  freightListQuerySchema,
  freightNumbersQuerySchema,
  freightSelectionsSchema,
} from './freights.schemas.ts';

/**
 * The freights API (business.md §7 row Freights), base `/api/freights`. Reads of transporter users
 * answer only their transporter's freights (others are 404). Static paths come before `/:id`.
 * Errors: FREIGHT_ERRORS (freights.errors.ts), PLANNER_MESSAGES for combination failures, and
 * COMMON_ERRORS.
 */
export const FREIGHTS_API = {
  /** page, size (-1 = all), sort, filter, q, statuses, freightId=1001,1002. */
  list: endpoint({
    response: listResultAnswer(freightListRowAnswer),
    method: 'GET',
    path: '/api/freights',
    query: freightListQuerySchema,
  }),
  /** The ordered status list (business.md §4); the editor steps along it. */
  statuses: endpoint({
    response: z.array(
      z.enum([
        'new',
        'shipped',
        'published',
        'answered',
        'accepted',
        'reserved',
        'scheduled',
        'finalized',
        'arrived',
        'delivery',
        'finished',
        'billed',
        'cancelled',
      ]),
    ),
    method: 'GET',
    path: '/api/freights/statuses',
  }),
  /** `:id` is the uuid or the freight number. */
  details: endpoint({
    response: freightDetailsAnswer,
    method: 'GET',
    path: '/api/freights/freight-details/:id',
  }),
  /** `:id` names the client's list ("freights"); `?date=ISO&count=N`. Silent on errors in the web. */
  checkChanges: endpoint({
    response: checkFreightChangesAnswer,
    method: 'GET',
    path: '/api/freights/check-changes/:id',
    query: checkFreightChangesQuerySchema,
  }),
  checkSelections: endpoint({
    response: checkFreightSelectionsAnswer,
    method: 'POST',
    path: '/api/freights/check-selections',
    body: freightSelectionsSchema,
  }),
  /** `?q=prefix&limit=` → freight numbers the caller may see (palette jumps). */
  freightNumbers: endpoint({
    response: z.array(z.string()),
    method: 'GET',
    path: '/api/freights/freight-numbers',
    query: freightNumbersQuerySchema,
  }),
  /** Queue a planning job for the orders (editors): 202 with the job id. */
  processOrders: endpoint({
    response: processOrdersAnswer,
    method: 'POST',
    path: '/api/freights/process-orders',
    body: processOrdersSchema,
    status: 202,
  }),
  /** Stop a queued or running job between phases: it ends PROCESSING_CANCELLED and writes nothing. */
  cancelProcessing: endpoint({
    response: cancelProcessingAnswer,
    method: 'POST',
    path: '/api/freights/cancel-processing',
    body: cancelProcessingSchema,
  }),
  /**
   * Manual combination: the orders become one freight delivered on `:date` (ISO). 201 with the
   * freight; 422 with `{code, message, details: {status}}` for every failure of business.md §8.
   */
  combine: endpoint({
    response: combineOrdersAnswer,
    method: 'POST',
    path: '/api/freights/date/:date',
    body: combineOrdersSchema,
    status: 201,
  }),
  // Edits (issue 14; freightEdit.schemas.ts): `:id` is the uuid or the number, `:version` the `__v` read.
  /** Save fields (field permissions from the rule files); 409 `freights.confirmationNeeded` lists the warnings until `confirmed`. */
  update: endpoint({
    response: freightAnswer,
    method: 'PUT',
    path: '/api/freights/:id/:version',
    body: freightUpdateSchema,
  }),
  /** Step to the previous or next status (GET /statuses order). */
  setStatus: endpoint({
    response: freightAnswer,
    method: 'PUT',
    path: '/api/freights/:id/:version/status',
    body: freightStatusSchema,
  }),
  nextStatus: endpoint({
    response: freightAnswer,
    method: 'PUT',
    path: '/api/freights/:id/:version/next-status',
    body: freightNextStatusSchema,
  }),
  /** Cancel / reopen many freights (editors, order_closure module). */
  cancel: endpoint({
    response: freightsChangedAnswer,
    method: 'PUT',
    path: '/api/freights/cancel/',
    body: freightIdsSchema,
  }),
  uncancel: endpoint({
    response: freightsChangedAnswer,
    method: 'PUT',
    path: '/api/freights/uncancel/',
    body: freightIdsSchema,
  }),
  comment: endpoint({
    response: freightAnswer,
    method: 'PUT',
    path: '/api/freights/comment/:id',
    body: freightCommentSchema,
  }),
  /** `:orderId`'s cargo lines on the freight; names from the cargo external id list, who may edit them too. */
  cargoExternalIds: endpoint({
    response: freightAnswer,
    method: 'PUT',
    path: '/api/freights/cargo-external-id/:id/:orderId',
    body: cargoExternalIdsSchema,
  }),
  setTransporter: endpoint({
    response: freightAnswer,
    method: 'POST',
    path: '/api/freights/:id/set-transporter',
    body: setTransporterSchema,
  }),
} as const;
