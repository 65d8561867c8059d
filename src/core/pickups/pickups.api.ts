import { endpoint } from '../api/endpoint.ts';
import type { PickupStatus } from '../config/enums.ts';
import { freightNextStatusSchema } from '../freights/freightEdit.schemas.ts';
import {
  type CheckFreightChangesResponse,
  type CheckFreightSelectionsResponse,
  checkFreightChangesQuerySchema,
  freightListQuerySchema,
  freightNumbersQuerySchema,
  freightSelectionsSchema,
} from '../freights/freights.schemas.ts';
import type { ListResult } from '../list/listCall.schemas.ts';
import { type ProcessOrdersResponse, processOrdersSchema } from '../planningJobs/planningJobs.schemas.ts';
import {
  type PickupsChangedResponse,
  pickupCargoExternalIdsSchema,
  pickupIdsSchema,
  pickupStatusSchema,
  pickupUpdateSchema,
} from './pickupEdit.schemas.ts';
import type { Pickup, PickupDetailsResponse, PickupListRow } from './pickups.schemas.ts';

/**
 * The pickups API (business.md §7 row Pickups), base `/api/pickups`. The list answers
 * `{result, filteredCount, totalCount}`; `pickupId=12,13` filters to those pickups (the list query
 * takes it under the name freightId too, as the freights list does). Edit errors: PICKUP_ERRORS
 * (pickups.errors.ts), FREIGHT_ERRORS.confirmationNeeded / unknownExternalId, COMMON_ERRORS.
 */
export const PICKUPS_API = {
  list: endpoint<ListResult<PickupListRow>>()({
    method: 'GET',
    path: '/api/pickups',
    query: freightListQuerySchema,
  }),
  statuses: endpoint<PickupStatus[]>()({ method: 'GET', path: '/api/pickups/statuses' }),
  /** `:id` is the uuid or the pickup number. */
  details: endpoint<PickupDetailsResponse>()({ method: 'GET', path: '/api/pickups/pickup-details/:id' }),
  checkChanges: endpoint<CheckFreightChangesResponse>()({
    method: 'GET',
    path: '/api/pickups/check-changes/:id',
    query: checkFreightChangesQuerySchema,
  }),
  checkSelections: endpoint<CheckFreightSelectionsResponse>()({
    method: 'POST',
    path: '/api/pickups/check-selections',
    body: freightSelectionsSchema,
  }),
  pickupNumbers: endpoint<string[]>()({
    method: 'GET',
    path: '/api/pickups/pickup-numbers',
    query: freightNumbersQuerySchema,
  }),
  /** Queue a job that turns pickup orders into pickups: 202 with the job id. */
  processOrders: endpoint<ProcessOrdersResponse>()({
    method: 'POST',
    path: '/api/pickups/process-orders',
    body: processOrdersSchema,
    status: 202,
  }),
  // Edits (issue 14 item 7; pickupEdit.schemas.ts): `:id` is the uuid or the number, `:version` the `__v` read.
  /** Save fields (field permissions from the rule files, entity `pickup`). */
  update: endpoint<Pickup>()({
    method: 'PUT',
    path: '/api/pickups/:id/:version',
    body: pickupUpdateSchema,
  }),
  /** Step to the previous or next status (GET /statuses order). */
  setStatus: endpoint<Pickup>()({
    method: 'PUT',
    path: '/api/pickups/:id/:version/status',
    body: pickupStatusSchema,
  }),
  nextStatus: endpoint<Pickup>()({
    method: 'PUT',
    path: '/api/pickups/:id/:version/next-status',
    body: freightNextStatusSchema,
  }),
  /** Cancel / reopen many pickups (editors, order_closure module): 'Gyári átvét sikeresen lemondva!'. */
  cancel: endpoint<PickupsChangedResponse>()({
    method: 'PUT',
    path: '/api/pickups/cancel/',
    body: pickupIdsSchema,
  }),
  uncancel: endpoint<PickupsChangedResponse>()({
    method: 'PUT',
    path: '/api/pickups/uncancel/',
    body: pickupIdsSchema,
  }),
  /** External ids of the pickup's cargo lines (body `orderId` narrows them to one order). */
  cargoExternalIds: endpoint<Pickup>()({
    method: 'PUT',
    path: '/api/pickups/cargo-external-id/:id',
    body: pickupCargoExternalIdsSchema,
  }),
} as const;
