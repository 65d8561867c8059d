import { type Kysely, type Selection, sql } from 'kysely';
import { ORDER_STATUSES, onlyOf } from '../../../core/config/enums.ts';
import type { ListCall } from '../../../core/list/listCall.schemas.ts';
import type {
  InvalidReason,
  OrderCustomer,
  OrderListField,
  OrderListRow,
} from '../../../core/orders/orders.schemas.ts';
import {
  countRows,
  escapeLike,
  type ListColumn,
  type ListSpec,
  likePattern,
  orderListPage,
  whereListCall,
} from '../listQuery.ts';
import type { Database } from '../schema.ts';

// The orders grid's reads (business.md §7) and the palette's and customer picker's searches; the
// order writes and single-order reads are in orders.repository.ts.

/** Order ids starting with `prefix` (case-insensitive), ascending. */
export async function orderIdsStartingWith(
  db: Kysely<Database>,
  prefix: string,
  limit: number,
): Promise<string[]> {
  let q = db.selectFrom('orders').select('order_id');
  if (prefix) q = q.where(sql<string>`lower(order_id)`, 'like', `${escapeLike(prefix.toLowerCase())}%`);
  const rows = await q.orderBy('order_id').limit(limit).execute();
  return rows.map((r) => r.order_id);
}

/** Orders per the trigger-kept counts (migration 0300): all, or only these statuses and factories. */
async function countedOrders(
  db: Kysely<Database>,
  statuses?: readonly string[],
  factories?: readonly string[],
): Promise<number> {
  let q = db
    .selectFrom('order_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), sql<number>`0`).as('n'));
  if (statuses) q = q.where('status', 'in', statuses.length > 0 ? [...statuses] : ['']);
  if (factories) q = q.where('factory_short_name', 'in', factories.length > 0 ? [...factories] : ['']);
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Distinct customers (name + code) matching q, with the latest order's contact data. */
export async function listCustomers(
  db: Kysely<Database>,
  q: string,
  limit: number,
): Promise<{ customer: OrderCustomer; deliveryAddress: string; orderCount: number }[]> {
  const pattern = likePattern(q);
  const rows = await sql<{ customer: OrderCustomer; delivery_address: string; n: number }>`
    select distinct on (lower(customer_name), customer_code)
      customer, delivery_address,
      count(*) over (partition by lower(customer_name), customer_code) as n
    from orders
    where ${q ? sql`(lower(customer_name) like ${pattern} or lower(customer_code) like ${pattern})` : sql`true`}
    order by lower(customer_name), customer_code, created_at desc
    limit ${limit}`.execute(db);
  return rows.rows.map((r) => ({
    customer: r.customer,
    deliveryAddress: r.delivery_address,
    orderCount: Number(r.n),
  }));
}

/**
 * The orders list. Column filters by kind: text contains is case-insensitive, equals/in compare the
 * value as the column's type; a value that is no date or number for such a column matches nothing,
 * and so does an empty `in`. Contains on the columns the generated `search_text` holds (migration
 * 0300) pre-matches it; names sort case-insensitively (indexed on lower(customer_name)), codes and
 * dates as stored. Default order: newest first; the order id breaks ties.
 */
const ORDERS_LIST: ListSpec = {
  columns: {
    orderId: { column: 'order_id', inSearchText: true },
    status: { column: 'status' },
    type: { column: 'type' },
    customerName: { column: 'customer_name', sort: 'lower', inSearchText: true },
    customerCode: { column: 'customer_code', inSearchText: true },
    deliveryAddress: { column: 'delivery_address', sort: 'lower', inSearchText: true },
    deliveryToSite: { column: 'delivery_to_site', kind: 'boolean' },
    orderDate: { column: 'order_date', kind: 'date' },
    orderDeadlineDate: { column: 'order_deadline_date', kind: 'date' },
    releaseDate: { column: 'release_date', kind: 'date' },
    expectedDeadlineDate: { column: 'expected_deadline_date', kind: 'date' },
    factoryShortName: { column: 'factory_short_name' },
    orderNr: { column: 'order_nr', inSearchText: true },
    incoterm: { column: 'incoterm' },
    productCategory: { column: 'product_category' },
    comment: { column: 'comment', sort: 'lower' },
    itemCount: { column: 'item_count', kind: 'number' },
    palletsCount: { column: 'pallets_count', kind: 'number' },
    kg: { column: 'kg', kind: 'number' },
    updatedAt: { column: 'updated_at', kind: 'timestamp' },
  } satisfies Record<OrderListField, ListColumn>,
  quickFilter: [sql.ref('search_text')],
  searchText: 'search_text',
  emptyIn: 'none',
  tieBreak: (sort) =>
    sort.length === 0
      ? [
          [sql.ref('created_at'), 'desc'],
          [sql.ref('order_id'), 'desc'],
        ]
      : [[sql.ref('order_id'), sort[0]?.dir ?? 'asc']],
};

const LIST_SELECT = [
  'customer',
  'external_ids',
  'order_id',
  'version',
  'status',
  'type',
  'customer_name',
  'customer_code',
  'delivery_address',
  'delivery_to_site',
  'order_date',
  'order_deadline_date',
  'release_date',
  'expected_deadline_date',
  'factory_short_name',
  'order_nr',
  'incoterm',
  'product_category',
  'preferred_trucks',
  'comment',
  'item_count',
  'pallets_count',
  'kg',
  'invalid_reasons',
  'updated_at',
] as const;

type ListSelected = Selection<Database, 'orders', (typeof LIST_SELECT)[number]>;

/** A selected row as the list answers it. */
function toListRow(r: ListSelected): OrderListRow {
  return {
    orderId: r.order_id,
    __v: r.version,
    status: r.status,
    type: r.type,
    customerName: r.customer_name,
    customerCode: r.customer_code,
    customerPhone: (r.customer as OrderCustomer).phone ?? '',
    recipientName: (r.customer as OrderCustomer).recipientName ?? '',
    recipientPhone: (r.customer as OrderCustomer).recipientPhone ?? '',
    deliveryAddress: r.delivery_address,
    deliveryToSite: r.delivery_to_site,
    orderDate: r.order_date,
    orderDeadlineDate: r.order_deadline_date,
    releaseDate: r.release_date,
    expectedDeadlineDate: r.expected_deadline_date,
    factoryShortName: r.factory_short_name,
    orderNr: r.order_nr,
    incoterm: r.incoterm,
    productCategory: r.product_category,
    preferredTrucks: (r.preferred_trucks ?? []) as string[],
    comment: r.comment,
    externalIds: (r.external_ids ?? {}) as Record<string, string | null>,
    itemCount: r.item_count,
    palletsCount: Number(r.pallets_count),
    kg: Number(r.kg),
    invalidReasons: (r.invalid_reasons ?? []) as InvalidReason[],
    updatedAt: r.updated_at.toISOString(),
  };
}

/** One order as a row of the list (undefined when there is none): what a round trip compares with. */
export async function findOrderListRow(
  db: Kysely<Database>,
  orderId: string,
): Promise<OrderListRow | undefined> {
  const row = await db
    .selectFrom('orders')
    .select([...LIST_SELECT])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row && toListRow(row);
}

/** One page of orders under a list call (business.md §7) in these statuses (all when none). */
export async function listOrdersPage(
  db: Kysely<Database>,
  call: ListCall,
  statuses: readonly string[],
): Promise<{ rows: OrderListRow[]; filteredCount: number; totalCount: number }> {
  let query = db.selectFrom('orders');
  if (statuses.length > 0) query = query.where('status', 'in', onlyOf(ORDER_STATUSES, statuses));
  query = whereListCall(query, ORDERS_LIST, call);
  const q = call.quickFilter?.trim();
  // Counts under the statuses and factory filters alone come from the trigger-kept counts.
  const filters = Object.entries(call.filter);
  const factoryOnly = filters.every(
    ([f, x]) => f === 'factoryShortName' && (x.type === 'equals' || x.type === 'in'),
  );
  const factories = filters.flatMap(([, x]) =>
    x.type === 'equals' ? [x.value] : x.type === 'in' ? x.values : [],
  );
  const [filteredCount, totalCount] = await Promise.all([
    !q && factoryOnly
      ? countedOrders(db, statuses, filters.length > 0 ? factories : undefined)
      : countRows(query),
    countedOrders(db),
  ]);
  const rows = await orderListPage(query.select([...LIST_SELECT]), ORDERS_LIST, call).execute();
  return {
    rows: rows.map(toListRow),
    filteredCount,
    totalCount,
  };
}
