import type { Kysely } from 'kysely';
import { buildCalendar, isWorkday, toWorkday } from '../../core/calendar/workdays.ts';
import type { ListCall, ListResult } from '../../core/list/listCall.schemas.ts';
import type {
  CheckChangesResponse,
  CheckSelectionsResponse,
  OrderCustomerSummary,
  OrderDateResponse,
  OrderDetailsResponse,
} from '../../core/orders/orders.api.ts';
import { ORDER_ERRORS } from '../../core/orders/orders.errors.ts';
import {
  DEFAULT_ORDER_LIST_STATUSES,
  fullCustomer,
  ORDER_LIST_FIELDS,
  type OrderListRow,
  orderTotals,
} from '../../core/orders/orders.schemas.ts';
import { fillMessage } from '../../core/validation/generalRules.ts';
import type { AppServices } from '../appServices.ts';
import { perOwner, stateCache, stateTtlMs } from '../cache/stateCache.ts';
import type { OrderSaveContext } from '../commands/orderSaveContext.ts';
import { listCalendarOverrides } from '../db/repositories/calendar.repository.ts';
import { orderEvents } from '../db/repositories/events.repository.ts';
import {
  findOrder,
  findOrders,
  type OrderRecord,
  orderIdExists,
} from '../db/repositories/orders.repository.ts';
import {
  findOrderListRow,
  listCustomers,
  listOrdersPage,
  orderIdsStartingWith,
} from '../db/repositories/ordersList.repository.ts';
import type { Database } from '../db/schema.ts';
import { badRequest, notFound } from '../http/httpError.ts';
import { liveChangeStats, liveStateOf } from '../live/liveState.ts';
import { presentOrder } from '../presenters/orders.presenter.ts';

/** The stored order, or 404. */
export async function getOrder(services: AppServices, orderId: string): Promise<OrderRecord> {
  const found = await findOrder(services.db, orderId);
  if (!found) throw notFound();
  return found;
}

const KNOWN_FIELDS: readonly string[] = ORDER_LIST_FIELDS;

/** GET list: a page under the list call; unknown sort/filter fields are a 400 (not silently ignored). */
export async function listOrders(services: AppServices, call: ListCall): Promise<ListResult<OrderListRow>> {
  const unknown = [...call.sort.map((s) => s.field), ...Object.keys(call.filter)].filter(
    (f) => !KNOWN_FIELDS.includes(f),
  );
  if (unknown.length > 0)
    throw badRequest(
      Object.fromEntries(
        unknown.map((f) => [f, fillMessage(ORDER_ERRORS.unknownField.message, { field: f })]),
      ),
    );
  const statuses = call.statuses && call.statuses.length > 0 ? call.statuses : DEFAULT_ORDER_LIST_STATUSES;
  const page = await cachedOrderPages(services)(JSON.stringify({ call, statuses }));
  return { result: page.rows, filteredCount: page.filteredCount, totalCount: page.totalCount };
}

/**
 * Pages of the orders list shared by every caller asking the same call (the list is not scoped per user):
 * many clients refreshing the first page after a change cost one query, not one each (bench:load).
 */
const cachedOrderPages = perOwner((services: AppServices) =>
  stateCache(
    (key: string) => {
      const { call, statuses } = JSON.parse(key) as { call: ListCall; statuses: string[] };
      return listOrdersPage(services.db, call, statuses);
    },
    { ttlMs: stateTtlMs(services.config), maxKeys: 500 },
  ),
);

/** POST /check-selections: whether the selected orders still exist, at the version read, and editable. */
export async function checkSelections(
  services: AppServices,
  items: readonly { orderId: string; __v?: number | undefined }[],
  /** The statuses the caller may edit in (the permission rules, ruleSetDerived.ts). */
  editableStatuses: readonly string[],
): Promise<CheckSelectionsResponse> {
  const found = new Map(
    (
      await findOrders(
        services.db,
        items.map((i) => i.orderId),
      )
    ).map((o) => [o.orderId, o]),
  );
  const result = items.map((i) => {
    const o = found.get(i.orderId);
    return {
      orderId: i.orderId,
      exists: o !== undefined,
      status: o?.status ?? null,
      __v: o?.__v ?? null,
      stale: o !== undefined && i.__v !== undefined && i.__v !== o.__v,
      editable: o !== undefined && editableStatuses.includes(o.status),
    };
  });
  return { result, hasChanges: result.some((r) => !r.exists || r.stale) };
}

/**
 * GET /date/{date}/{type}: the form's date calculations. expectedDeadline and defaultDeadline come
 * from the deadlines rule family (the same rules that run on save); workday from the calendar.
 */
export async function orderDate(
  services: AppServices,
  ctx: OrderSaveContext,
  date: string,
  type: OrderDateResponse['type'],
  query: {
    orderDeadlineDate?: string | undefined;
    deliveryInterval?: number | undefined;
    deliveryIntervalType?: 'calendarDay' | 'workday' | undefined;
  },
): Promise<OrderDateResponse> {
  const interval = {
    ...(query.deliveryInterval !== undefined ? { deliveryInterval: query.deliveryInterval } : {}),
    ...(query.deliveryIntervalType ? { deliveryIntervalType: query.deliveryIntervalType } : {}),
  };
  let computed = date;
  if (type === 'expectedDeadline') {
    // Without a deadline nothing caps it (the default-deadline rule fills only the fact it sees empty).
    const [result] = await ctx.evaluate([
      {
        facts: { releaseDate: date, orderDeadlineDate: query.orderDeadlineDate ?? '', orderItems: [] },
        ctx: interval,
      },
    ]);
    computed = String(result?.changes.expectedDeadlineDate ?? date);
  } else if (type === 'defaultDeadline') {
    const [result] = await ctx.evaluate([
      { facts: { orderDeadlineDate: '', orderItems: [] }, ctx: { ...interval, today: date } },
    ]);
    computed = String(result?.changes.orderDeadlineDate ?? date);
  }
  const calendar = buildCalendar(await listCalendarOverrides(services.db));
  return {
    type,
    input: date,
    date: computed,
    workday: isWorkday(computed, calendar),
    previousWorkday: toWorkday(computed, calendar, -1),
    nextWorkday: toWorkday(computed, calendar, 1),
  };
}

/** GET /check-changes/: changed since `since`, or a count differing from the client's (a deletion). */
export async function checkChanges(
  services: AppServices,
  since: string | undefined,
  count: number | undefined,
  versions: readonly { orderId: string; __v: number }[] = [],
): Promise<CheckChangesResponse> {
  // Polled each second by every open list: answered from the rows the change feed keeps in memory.
  const stats = await liveChangeStats(services.db, 'orders', { transporterId: null }, since);
  const orders = liveStateOf(services.db).orders;
  const changedOrderIds = versions.filter((v) => orders.version(v.orderId) !== v.__v).map((v) => v.orderId);
  return {
    hasChanges:
      stats.changedCount > 0 || (count !== undefined && count !== stats.count) || changedOrderIds.length > 0,
    count: stats.count,
    changedCount: stats.changedCount,
    latest: stats.latest?.toISOString() ?? null,
    changedOrderIds,
  };
}

/** GET /order-details/{id}: the order, its totals and its event log. */
export async function orderDetails(services: AppServices, orderId: string): Promise<OrderDetailsResponse> {
  const order = presentOrder(await getOrder(services, orderId));
  const events = await orderEvents(services.db, orderId);
  return {
    order,
    totals: orderTotals(order.orderItems),
    invalidReasons: order.invalidReasons,
    events: events.map((e) => ({
      at: e.at.toISOString(),
      username: e.username,
      action: e.action,
      changes: e.changes,
    })),
  };
}

/** GET /customers: distinct customers for the form's autocomplete. */
export async function orderCustomers(
  services: AppServices,
  q: string,
  limit: number,
): Promise<OrderCustomerSummary[]> {
  const rows = await listCustomers(services.db, q.trim(), limit);
  return rows.map((r) => ({
    ...fullCustomer(r.customer),
    deliveryAddress: r.deliveryAddress,
    orderCount: r.orderCount,
  }));
}

/** The order ids starting with `prefix` (the order-id field's suggestions), at most `limit`. */
export function orderIdsLike(db: Kysely<Database>, prefix: string, limit: number): Promise<string[]> {
  return orderIdsStartingWith(db, prefix.trim(), limit);
}

/** Whether an order of that id exists (any status). */
export function orderExists(db: Kysely<Database>, orderId: string): Promise<boolean> {
  return orderIdExists(db, orderId);
}

/** The order as its list row (the second shape a round trip accepts back), or undefined. */
export function orderListRow(db: Kysely<Database>, orderId: string) {
  return findOrderListRow(db, orderId);
}
