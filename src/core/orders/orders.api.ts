import type { ListResult } from '../list/listCall.schemas.ts';
import type {
  BulkUpdateOrdersInput,
  CreateOrderInput,
  InvalidReason,
  Order,
  OrderListRow,
  UpdateOrderInput,
} from './orders.schemas.ts';

/**
 * The orders API (business.md §7 row Orders), base `/api/orders/frontend`. Every error answer is
 * `{statusCode, message, details?}`; `details` is keyed by field (single saves) or by orderId (bulk).
 * Who may call what: src/server/policies/policies.ts (orders*), field rules: rules/base/permissions.json.
 */
export const ORDERS_API_BASE = '/api/orders/frontend';

/** Paths of the orders API (relative to the server root). */
export const ORDERS_API = {
  /**
   * POST: create. Body {@link CreateOrderInput}; query `force=true` saves although
   * externalIds.orderNr already exists (else 409 with details.`externalIds.orderNr`).
   * 201 {@link OrderSaveResponse} (message 'Új megrendelés sikeresen felvéve a(z) {id} azonosítóval!').
   * Editors only. An address that cannot be geocoded saves the order as `invalid` with reasons.
   */
  create: ORDERS_API_BASE,
  /**
   * GET list: list-call query (page, size (-1 = all), sort=field:dir, filter=JSON, q, statuses).
   * Without statuses the default filter applies ({@link DEFAULT_ORDER_LIST_STATUSES}: all but closed
   * and merged). Answer {@link OrdersListResponse}. Sort/filter fields: ORDER_LIST_FIELDS.
   */
  list: ORDERS_API_BASE,
  /** GET one: {@link Order}. PUT `?version=N`: body {@link UpdateOrderInput} → {@link OrderSaveResponse}. DELETE → {message, orderId}. */
  one: (orderId: string) => `${ORDERS_API_BASE}/${encodeURIComponent(orderId)}`,
  /** PATCH: {@link BulkUpdateOrdersInput} → {message, orders: Order[]}; all-or-nothing, 409/422/403 details by orderId. */
  bulk: `${ORDERS_API_BASE}/bulk`,
  /** PUT {recipientPhone} → {@link OrderSaveResponse}; allowed in any status but closed (editors, production manager). */
  recipientPhone: (orderId: string) => `${ORDERS_API_BASE}/recipient-phone/${encodeURIComponent(orderId)}`,
  /** POST {items: [{orderId, __v?}]} → {@link CheckSelectionsResponse}. */
  checkSelections: `${ORDERS_API_BASE}/check-selections`,
  /** GET ?factoryShortName=X&ids=orderId&ids=externalIds.orderNr[&date=YYYY-MM-DD] → {@link GeneratedIds}. */
  generateIds: `${ORDERS_API_BASE}/generate/ids`,
  /** GET ?q=prefix&limit=100 → string[] (order ids, ascending). */
  orderIds: `${ORDERS_API_BASE}/order-ids`,
  /**
   * GET /date/{date}/{type}: type `workday` (is the date a workday; nearest workdays), `expectedDeadline`
   * (date = release date; query orderDeadlineDate, deliveryInterval, deliveryIntervalType override the
   * base config), `defaultDeadline` (date = today) → {@link OrderDateResponse}.
   */
  date: (date: string, type: string) => `${ORDERS_API_BASE}/date/${date}/${type}`,
  /** GET ?since=ISO&count=N&versions=orderId:__v (repeated) → {@link CheckChangesResponse}. */
  checkChanges: `${ORDERS_API_BASE}/check-changes/`,
  /** GET → {@link OrderDetailsResponse}. */
  orderDetails: (orderId: string) => `${ORDERS_API_BASE}/order-details/${encodeURIComponent(orderId)}`,
  /** GET ?q=&limit= → {@link OrderCustomerSummary}[]. */
  customers: `${ORDERS_API_BASE}/customers`,
  /** PUT {__v?} → {@link OrderSaveResponse}; editors while order_closure is active. */
  close: (orderId: string) => `${ORDERS_API_BASE}/close/${encodeURIComponent(orderId)}`,
  /** PUT {__v?} → {@link OrderSaveResponse}; back to the status before closing. */
  reopen: (orderId: string) => `${ORDERS_API_BASE}/reopen/${encodeURIComponent(orderId)}`,
  /** GET → {@link CheckVersionResponse}. */
  checkVersion: (orderId: string, version: number) =>
    `${ORDERS_API_BASE}/check-version/${encodeURIComponent(orderId)}/${version}`,
  /** GET → {exists: boolean}. */
  exists: (orderId: string) => `${ORDERS_API_BASE}/exists/${encodeURIComponent(orderId)}`,
} as const;

export type { BulkUpdateOrdersInput, CreateOrderInput, UpdateOrderInput };

/** Answer of create, update, recipient phone, close and reopen. */
export interface OrderSaveResponse {
  message: string;
  order: Order;
}

export type OrdersListResponse = ListResult<OrderListRow>;

export interface CheckSelectionsResponse {
  result: {
    orderId: string;
    exists: boolean;
    status: Order['status'] | null;
    __v: number | null;
    /** The version sent differs from the stored one. */
    stale: boolean;
    editable: boolean;
  }[];
  /** Some selected order is gone or changed since it was read. */
  hasChanges: boolean;
}

export interface GeneratedIds {
  orderId?: string;
  orderNr?: string;
}

export interface OrderDateResponse {
  type: 'workday' | 'expectedDeadline' | 'defaultDeadline';
  /** The date asked about. */
  input: string;
  /** The computed date (for `workday`: the date itself). */
  date: string;
  /** Whether `date` is a workday. */
  workday: boolean;
  previousWorkday: string;
  nextWorkday: string;
}

export interface CheckChangesResponse {
  hasChanges: boolean;
  /** Orders there are now. */
  count: number;
  /** Orders changed since `since` (0 without it). */
  changedCount: number;
  /** Latest change time, to send as `since` next time. */
  latest: string | null;
  /** Of the `versions` sent: orders whose stored version differs, or that are gone. */
  changedOrderIds: string[];
}

export interface OrderDetailsResponse {
  order: Order;
  totals: { itemCount: number; palletsCount: number; kg: number };
  invalidReasons: InvalidReason[];
  /** The order's event log entries, newest first (at most 100). */
  events: {
    at: string;
    username: string | null;
    action: string;
    changes: unknown;
  }[];
}

export interface OrderCustomerSummary {
  name: string;
  customerCode: string;
  email: string;
  phone: string;
  recipientName: string;
  recipientPhone: string;
  /** The delivery address of the customer's latest order. */
  deliveryAddress: string;
  orderCount: number;
}

export interface CheckVersionResponse {
  orderId: string;
  /** The stored version. */
  __v: number;
  upToDate: boolean;
}
