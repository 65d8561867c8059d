import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { savedRowsAnswer } from '../api/rowAnswers.ts';
import { listQuerySchema } from '../list/listCall.schemas.ts';
import {
  checkChangesAnswer,
  checkSelectionsAnswer,
  checkVersionAnswer,
  generatedIdsAnswer,
  orderAnswer,
  orderCustomerSummaryAnswer,
  orderDateAnswer,
  orderDetailsAnswer,
  orderSaveAnswer,
  ordersListAnswer,
} from './orders.answers.ts';
import {
  type BulkUpdateOrdersInput,
  bulkUpdateOrdersSchema,
  type CreateOrderInput,
  checkChangesQuerySchema,
  checkSelectionsSchema,
  createOrderQuerySchema,
  createOrderSchema,
  customersQuerySchema,
  generateIdsQuerySchema,
  orderIdsQuerySchema,
  recipientPhoneSchema,
  type UpdateOrderInput,
  versionQuerySchema,
} from './orders.schemas.ts';

/**
 * The orders API (business.md §7 row Orders), base `/api/orders/frontend`. Every error answer is
 * `{statusCode, code?, message, details?}`; `details` is keyed by field (single saves) or by orderId
 * (bulk). Errors: ORDER_ERRORS (orders.errors.ts) and COMMON_ERRORS. Who may call what:
 * src/server/policies/policies.ts (orders*), field rules: rules/base/permissions.json. Static paths
 * come before `/:id`, which Fastify matches last anyway.
 */
export const ORDERS_API = {
  create: endpoint({
    summary: 'Creates an order',
    description:
      "Create. Query `force=true` saves although externalIds.orderNr already exists (else 409 with details.`externalIds.orderNr`); `confirmed=true` confirms the rules' save warnings (the capacity fit; else 409 `orders.confirmationNeeded` with details code → message, nothing saved). 201 (message 'Új megrendelés sikeresen felvéve a(z) {id} azonosítóval!'). An address that cannot be geocoded saves the order as `invalid` with reasons.",
    response: orderSaveAnswer,
    method: 'POST',
    path: '/api/orders/frontend',
    body: createOrderSchema,
    query: createOrderQuerySchema,
    status: 201,
  }),
  list: endpoint({
    summary: 'Lists orders',
    description:
      'The list call (page, size (-1 = all), sort=field:dir, filter=JSON, q, statuses). Without statuses the default filter applies (DEFAULT_ORDER_LIST_STATUSES: all but closed and merged). Sort/filter fields: ORDER_LIST_FIELDS (others are a 400).',
    response: ordersListAnswer,
    method: 'GET',
    path: '/api/orders/frontend',
    query: listQuerySchema,
  }),
  bulk: endpoint({
    summary: 'Changes many orders at once',
    description:
      "The grid's batch, all-or-nothing: 409/404/403/422 with details by orderId; rows with save warnings and no `confirmed: true` → 409 `orders.confirmationNeeded` (details `orderId:code`).",
    response: savedRowsAnswer('orders', orderAnswer),
    method: 'PATCH',
    path: '/api/orders/frontend/bulk',
    body: bulkUpdateOrdersSchema,
  }),
  checkSelections: endpoint({
    summary: 'Checks that selected orders are unchanged and editable',
    description: 'Whether the selected orders still exist, at the version read, and are editable.',
    response: checkSelectionsAnswer,
    method: 'POST',
    path: '/api/orders/frontend/check-selections',
    body: checkSelectionsSchema,
  }),
  generateIds: endpoint({
    summary: 'Generates order ids and numbers',
    description: '`?factoryShortName=X&ids=orderId&ids=externalIds.orderNr[&date=YYYY-MM-DD]`.',
    response: generatedIdsAnswer,
    method: 'GET',
    path: '/api/orders/frontend/generate/ids',
    query: generateIdsQuerySchema,
    answers: { 422: 'No such factory (`details.factoryShortName`).' },
  }),
  orderIds: endpoint({
    summary: 'Finds order ids by prefix',
    description: '`?q=prefix&limit=100` → order ids, ascending (palette jumps).',
    response: z.array(z.string()),
    method: 'GET',
    path: '/api/orders/frontend/order-ids',
    query: orderIdsQuerySchema,
  }),
  date: endpoint({
    summary: "Computes an order's date",
    description:
      "The form's date calculations: type `workday` (is the date a workday; nearest workdays), `expectedDeadline` (date = release date; query orderDeadlineDate, deliveryInterval, deliveryIntervalType override the base config), `defaultDeadline` (date = today). The handler checks the path before the query (orderDateParamsSchema, orderDateQuerySchema).",
    response: orderDateAnswer,
    method: 'GET',
    path: '/api/orders/frontend/date/:date/:type',
  }),
  checkChanges: endpoint({
    summary: 'Tells whether the orders changed since a time',
    description:
      '`?since=ISO&count=N&versions=orderId:__v` (repeated). The spec writes it with a trailing slash; the spelling without one answers too (no order is called check-changes).',
    response: checkChangesAnswer,
    method: 'GET',
    path: '/api/orders/frontend/check-changes/',
    query: checkChangesQuerySchema,
  }),
  customers: endpoint({
    summary: 'Lists the customers of the orders',
    description: "`?q=&limit=` → distinct customers for the form's autocomplete.",
    response: z.array(orderCustomerSummaryAnswer),
    method: 'GET',
    path: '/api/orders/frontend/customers',
    query: customersQuerySchema,
  }),
  orderDetails: endpoint({
    summary: 'Reads an order with its totals and events',
    description: 'The order, its totals and its event log.',
    response: orderDetailsAnswer,
    method: 'GET',
    path: '/api/orders/frontend/order-details/:id',
  }),
  checkVersion: endpoint({
    summary: 'Tells whether an order is still at the version read',
    description: 'Whether the version read is still the stored one (a bad version is a 400).',
    response: checkVersionAnswer,
    method: 'GET',
    path: '/api/orders/frontend/check-version/:id/:version',
  }),
  exists: endpoint({
    summary: 'Tells whether an order id exists',
    response: z.object({ exists: z.boolean() }),
    method: 'GET',
    path: '/api/orders/frontend/exists/:id',
  }),
  recipientPhone: endpoint({
    summary: "Sets an order's recipient phone",
    description: 'Allowed in any status but closed (editors, production manager).',
    response: orderSaveAnswer,
    method: 'PUT',
    path: '/api/orders/frontend/recipient-phone/:id',
    body: recipientPhoneSchema,
  }),
  close: endpoint({
    summary: 'Closes an order',
    description:
      'Body `{__v?}` (closeOrderSchema; no body = the stored version, so the handler parses it). Editors while order_closure is active.',
    response: orderSaveAnswer,
    method: 'PUT',
    path: '/api/orders/frontend/close/:id',
  }),
  reopen: endpoint({
    summary: 'Reopens a closed order',
    description: 'Back to the status before closing; body as close.',
    response: orderSaveAnswer,
    method: 'PUT',
    path: '/api/orders/frontend/reopen/:id',
  }),
  one: endpoint({
    summary: 'Reads an order',
    response: orderAnswer,
    method: 'GET',
    path: '/api/orders/frontend/:id',
  }),
  update: endpoint({
    summary: 'Changes an order',
    description:
      '`?version=N[&confirmed=true]` with the changed fields (body updateOrderSchema: the handler parses it after the version, so a missing version is reported first); save warnings as create.',
    response: orderSaveAnswer,
    method: 'PUT',
    path: '/api/orders/frontend/:id',
    query: versionQuerySchema,
  }),
  remove: endpoint({
    summary: 'Deletes an order',
    description: 'Only while the order is new or invalid.',
    response: z.object({ message: z.string(), orderId: z.string() }),
    method: 'DELETE',
    path: '/api/orders/frontend/:id',
  }),
} as const;

export type { BulkUpdateOrdersInput, CreateOrderInput, UpdateOrderInput };

/** Answer of create, update, recipient phone, close and reopen. */
export type OrderSaveResponse = z.output<typeof orderSaveAnswer>;

export type OrdersListResponse = z.output<typeof ordersListAnswer>;

export type CheckSelectionsResponse = z.output<typeof checkSelectionsAnswer>;

export type GeneratedIds = z.output<typeof generatedIdsAnswer>;

export type OrderDateResponse = z.output<typeof orderDateAnswer>;

export type CheckChangesResponse = z.output<typeof checkChangesAnswer>;

export type OrderDetailsResponse = z.output<typeof orderDetailsAnswer>;

export type OrderCustomerSummary = z.output<typeof orderCustomerSummaryAnswer>;

export type CheckVersionResponse = z.output<typeof checkVersionAnswer>;
