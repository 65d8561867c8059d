import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { FREIGHT_STATUSES } from '../config/enums.ts';
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
  list: endpoint({
    summary: 'Lists freights',
    description: 'page, size (-1 = all), sort, filter, q, statuses, freightId=1001,1002.',
    response: listResultAnswer(freightListRowAnswer),
    method: 'GET',
    path: '/api/freights',
    query: freightListQuerySchema,
  }),
  statuses: endpoint({
    summary: 'Lists the freight statuses in order',
    description: 'The ordered status list (business.md §4); the editor steps along it.',
    response: z.array(z.enum(FREIGHT_STATUSES)),
    method: 'GET',
    path: '/api/freights/statuses',
  }),
  details: endpoint({
    summary: 'Reads a freight with its orders, cargo and events',
    description: '`:id` is the uuid or the freight number.',
    response: freightDetailsAnswer,
    method: 'GET',
    path: '/api/freights/freight-details/:id',
  }),
  checkChanges: endpoint({
    summary: 'Tells whether the freights changed since a time',
    description:
      '`:id` names the client\'s list ("freights"); `?date=ISO&count=N`. Silent on errors in the web.',
    response: checkFreightChangesAnswer,
    method: 'GET',
    path: '/api/freights/check-changes/:id',
    query: checkFreightChangesQuerySchema,
  }),
  checkSelections: endpoint({
    summary: 'Checks that selected freights are unchanged',
    response: checkFreightSelectionsAnswer,
    method: 'POST',
    path: '/api/freights/check-selections',
    body: freightSelectionsSchema,
  }),
  freightNumbers: endpoint({
    summary: 'Finds freight numbers by prefix',
    description: '`?q=prefix&limit=` → freight numbers the caller may see (palette jumps).',
    response: z.array(z.string()),
    method: 'GET',
    path: '/api/freights/freight-numbers',
    query: freightNumbersQuerySchema,
  }),
  processOrders: endpoint({
    summary: 'Plans orders into freights (queues a planning job)',
    description: 'Queue a planning job for the orders (editors): 202 with the job id.',
    response: processOrdersAnswer,
    method: 'POST',
    path: '/api/freights/process-orders',
    body: processOrdersSchema,
    status: 202,
  }),
  cancelProcessing: endpoint({
    summary: 'Cancels a planning job',
    description:
      'Stop a queued or running job between phases: it ends PROCESSING_CANCELLED and writes nothing.',
    response: cancelProcessingAnswer,
    method: 'POST',
    path: '/api/freights/cancel-processing',
    body: cancelProcessingSchema,
  }),
  combine: endpoint({
    summary: 'Combines orders into one freight by hand',
    description:
      'Manual combination: the orders become one freight delivered on `:date` (ISO). 201 with the freight; 422 with `{code, message, details: {status}}` for every failure of business.md §8.',
    response: combineOrdersAnswer,
    method: 'POST',
    path: '/api/freights/date/:date',
    body: combineOrdersSchema,
    status: 201,
  }),
  // Edits (issue 14; freightEdit.schemas.ts): `:id` is the uuid or the number, `:version` the `__v` read.
  update: endpoint({
    summary: "Changes a freight's fields",
    description:
      'Save fields (field permissions from the rule files); 409 `freights.confirmationNeeded` lists the warnings until `confirmed`.',
    response: freightAnswer,
    method: 'PUT',
    path: '/api/freights/:id/:version',
    body: freightUpdateSchema,
  }),
  setStatus: endpoint({
    summary: 'Steps a freight to the previous or next status',
    description: 'Step to the previous or next status (GET /statuses order).',
    response: freightAnswer,
    method: 'PUT',
    path: '/api/freights/:id/:version/status',
    body: freightStatusSchema,
  }),
  nextStatus: endpoint({
    summary: 'Steps a freight to its next status',
    response: freightAnswer,
    method: 'PUT',
    path: '/api/freights/:id/:version/next-status',
    body: freightNextStatusSchema,
  }),
  cancel: endpoint({
    summary: 'Cancels freights',
    description: 'Cancel / reopen many freights (editors, order_closure module).',
    response: freightsChangedAnswer,
    method: 'PUT',
    path: '/api/freights/cancel/',
    body: freightIdsSchema,
  }),
  uncancel: endpoint({
    summary: 'Reopens cancelled freights',
    response: freightsChangedAnswer,
    method: 'PUT',
    path: '/api/freights/uncancel/',
    body: freightIdsSchema,
  }),
  comment: endpoint({
    summary: "Sets a freight's comment",
    response: freightAnswer,
    method: 'PUT',
    path: '/api/freights/comment/:id',
    body: freightCommentSchema,
  }),
  cargoExternalIds: endpoint({
    summary: "Sets the external ids of a freight's cargo",
    description:
      "`:orderId`'s cargo lines on the freight; names from the cargo external id list, who may edit them too.",
    response: freightAnswer,
    method: 'PUT',
    path: '/api/freights/cargo-external-id/:id/:orderId',
    body: cargoExternalIdsSchema,
  }),
  setTransporter: endpoint({
    summary: 'Assigns a freight to a transporter',
    response: freightAnswer,
    method: 'POST',
    path: '/api/freights/:id/set-transporter',
    body: setTransporterSchema,
  }),
} as const;
