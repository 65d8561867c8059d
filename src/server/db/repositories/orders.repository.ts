import { type Kysely, type Selectable, sql } from 'kysely';
import type { OrderStatus } from '../../../core/config/enums.ts';
import { ALL_ROWS, type ListCall } from '../../../core/list/listCall.schemas.ts';
import type {
  InvalidReason,
  Order,
  OrderCoords,
  OrderCustomer,
  OrderExternalIds,
  OrderItem,
  OrderListField,
  OrderListRow,
  OrderType,
} from '../../../core/orders/orders.schemas.ts';
import { fullCustomer, orderTotals } from '../../../core/orders/orders.schemas.ts';
import { jsonb } from '../jsonb.ts';
import type { Database, OrderItemsTable, OrdersTable } from '../schema.ts';

/** An item to store: a new one has no id yet. */
export type OrderItemValues = Omit<OrderItem, 'id'> & { id?: string };

/**
 * A complete, validated order to store (what `insertOrders` takes): every computed field already
 * set by the caller (status, invalidReasons, expected deadline, pallets). Dates are 'YYYY-MM-DD'.
 */
export type OrderValues = Omit<Order, '__v' | 'createdAt' | 'updatedAt' | 'orderItems'> & {
  orderItems: OrderItemValues[];
};

/** A stored order with what only the server needs. */
export type OrderRecord = Order & { statusBeforeClose: OrderStatus | null };

function totalsOf(items: readonly OrderItemValues[]) {
  const t = orderTotals(items);
  return { item_count: t.itemCount, pallets_count: t.palletsCount, kg: t.kg };
}

function orderColumns(v: Partial<OrderValues>) {
  const cols: Record<string, unknown> = {
    status: v.status,
    type: v.type,
    customer: v.customer && jsonb(v.customer),
    customer_name: v.customer?.name,
    customer_code: v.customer?.customerCode,
    delivery_address: v.deliveryAddress,
    delivery_coords: v.deliveryCoords === undefined ? undefined : v.deliveryCoords && jsonb(v.deliveryCoords),
    delivery_to_site: v.deliveryToSite,
    order_date: v.orderDate,
    order_deadline_date: v.orderDeadlineDate,
    release_date: v.releaseDate,
    expected_deadline_date: v.expectedDeadlineDate,
    first_release_date_estimation: v.firstReleaseDateEstimation,
    factory_short_name: v.factoryShortName,
    preferred_trucks: v.preferredTrucks && jsonb(v.preferredTrucks),
    comment: v.comment,
    external_ids: v.externalIds && jsonb(v.externalIds),
    order_nr: v.externalIds ? (v.externalIds.orderNr ?? null) : undefined,
    incoterm: v.externalIds ? (v.externalIds.incoterm ?? null) : undefined,
    erp_code: v.erpCode,
    delivery_interval: v.deliveryInterval,
    delivery_interval_type: v.deliveryIntervalType,
    product_category: v.productCategory,
    invalid_reasons: v.invalidReasons && jsonb(v.invalidReasons),
    ...(v.orderItems ? totalsOf(v.orderItems) : {}),
  };
  return Object.fromEntries(Object.entries(cols).filter(([, x]) => x !== undefined));
}

function itemColumns(orderId: string, item: OrderItemValues, position: number) {
  return {
    ...(item.id ? { id: item.id } : {}),
    order_id: orderId,
    position,
    item_id: item.itemId,
    name: item.name,
    quantity: item.quantity,
    unit: item.unit,
    kg: item.kg,
    pallets_count: item.palletsCount,
    pallet_type: item.palletType,
    release_date: item.releaseDate,
    deadline_date: item.deadlineDate,
    external_ids: jsonb(item.externalIds),
  };
}

function toItem(row: Selectable<OrderItemsTable>): OrderItem {
  return {
    id: row.id,
    itemId: row.item_id,
    name: row.name,
    quantity: Number(row.quantity),
    unit: row.unit,
    kg: Number(row.kg),
    palletsCount: Number(row.pallets_count),
    palletType: row.pallet_type,
    releaseDate: row.release_date,
    deadlineDate: row.deadline_date,
    externalIds: (row.external_ids ?? {}) as Record<string, string | null>,
  };
}

function toOrder(row: Selectable<OrdersTable>, items: OrderItem[]): OrderRecord {
  return {
    orderId: row.order_id,
    __v: row.version,
    status: row.status as OrderStatus,
    statusBeforeClose: (row.status_before_close ?? null) as OrderStatus | null,
    type: row.type as OrderType,
    customer: fullCustomer(row.customer as OrderCustomer),
    deliveryAddress: row.delivery_address,
    deliveryCoords: (row.delivery_coords ?? null) as OrderCoords | null,
    deliveryToSite: row.delivery_to_site,
    orderDate: row.order_date,
    orderDeadlineDate: row.order_deadline_date,
    releaseDate: row.release_date,
    expectedDeadlineDate: row.expected_deadline_date,
    firstReleaseDateEstimation: row.first_release_date_estimation,
    factoryShortName: row.factory_short_name,
    preferredTrucks: (row.preferred_trucks ?? []) as string[],
    comment: row.comment,
    externalIds: (row.external_ids ?? {}) as OrderExternalIds,
    orderItems: items,
    erpCode: row.erp_code,
    deliveryInterval: row.delivery_interval,
    deliveryIntervalType: row.delivery_interval_type as Order['deliveryIntervalType'],
    productCategory: row.product_category,
    invalidReasons: (row.invalid_reasons ?? []) as InvalidReason[],
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

async function itemsOf(db: Kysely<Database>, orderIds: readonly string[]): Promise<Map<string, OrderItem[]>> {
  const out = new Map<string, OrderItem[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return out;
  const rows = await db
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('position')
    .execute();
  for (const r of rows) out.get(r.order_id)?.push(toItem(r));
  return out;
}

const CHUNK = 500;

async function insertItems(db: Kysely<Database>, orders: readonly OrderValues[]): Promise<void> {
  const rows = orders.flatMap((o) => o.orderItems.map((item, i) => itemColumns(o.orderId, item, i)));
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insertInto('order_items')
      .values(rows.slice(i, i + CHUNK) as never)
      .execute();
  }
}

/** Inserts validated orders with their items without reading them back (bulk loads). */
export async function insertOrderRows(db: Kysely<Database>, orders: readonly OrderValues[]): Promise<void> {
  for (let i = 0; i < orders.length; i += CHUNK) {
    const chunk = orders.slice(i, i + CHUNK);
    await db
      .insertInto('orders')
      .values(chunk.map((o) => ({ order_id: o.orderId, ...orderColumns(o) })) as never)
      .execute();
  }
  await insertItems(db, orders);
}

/**
 * Inserts validated orders with their items (pass the transaction: the Excel import saves its
 * whole file in one). Fails on an orderId that exists (unique violation); returns the stored orders.
 */
export async function insertOrders(db: Kysely<Database>, orders: readonly OrderValues[]): Promise<Order[]> {
  if (orders.length === 0) return [];
  await insertOrderRows(db, orders);
  return findOrders(
    db,
    orders.map((o) => o.orderId),
  );
}

/** The orders with these ids (in the given order; unknown ids are skipped). */
export async function findOrders(db: Kysely<Database>, orderIds: readonly string[]): Promise<OrderRecord[]> {
  if (orderIds.length === 0) return [];
  const out: OrderRecord[] = [];
  for (let i = 0; i < orderIds.length; i += CHUNK) {
    const ids = orderIds.slice(i, i + CHUNK);
    const [rows, items] = await Promise.all([
      db.selectFrom('orders').selectAll().where('order_id', 'in', ids).execute(),
      itemsOf(db, ids),
    ]);
    const byId = new Map(rows.map((r) => [r.order_id, r]));
    for (const id of ids) {
      const row = byId.get(id);
      if (row) out.push(toOrder(row, items.get(id) ?? []));
    }
  }
  return out;
}

/** One order, or undefined. `forUpdate` locks the row for the rest of the transaction. */
export async function findOrder(
  db: Kysely<Database>,
  orderId: string,
  forUpdate = false,
): Promise<OrderRecord | undefined> {
  let q = db.selectFrom('orders').selectAll().where('order_id', '=', orderId);
  if (forUpdate) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) return undefined;
  const items = await itemsOf(db, [orderId]);
  return toOrder(row, items.get(orderId) ?? []);
}

/**
 * Writes the changes while the stored version is still `version` and bumps it; replaces the items
 * when `orderItems` is given (ids kept). Undefined when the version moved on (or the order is gone).
 */
export async function updateOrder(
  db: Kysely<Database>,
  orderId: string,
  version: number,
  values: Partial<OrderValues>,
  statusBeforeClose?: OrderStatus | null,
): Promise<OrderRecord | undefined> {
  const row = await db
    .updateTable('orders')
    .set({
      ...(orderColumns(values) as object),
      ...(statusBeforeClose !== undefined ? { status_before_close: statusBeforeClose } : {}),
      version: sql`version + 1`,
      updated_at: sql`now()`,
    } as never)
    .where('order_id', '=', orderId)
    .where('version', '=', version)
    .returning('order_id')
    .executeTakeFirst();
  if (!row) return undefined;
  if (values.orderItems) {
    await db.deleteFrom('order_items').where('order_id', '=', orderId).execute();
    await insertItems(db, [{ orderId, orderItems: values.orderItems } as OrderValues]);
  }
  return findOrder(db, orderId);
}

/** Deletes the order (items cascade); false when there was none. */
export async function deleteOrder(db: Kysely<Database>, orderId: string): Promise<boolean> {
  const res = await db.deleteFrom('orders').where('order_id', '=', orderId).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Whether an order id is taken. */
export async function orderIdExists(db: Kysely<Database>, orderId: string): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('order_id')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Orders with this order number (externalIds.orderNr), other than `exceptOrderId`. */
export async function orderIdsWithOrderNr(
  db: Kysely<Database>,
  orderNr: string,
  exceptOrderId?: string,
): Promise<string[]> {
  let q = db.selectFrom('orders').select('order_id').where('order_nr', '=', orderNr);
  if (exceptOrderId) q = q.where('order_id', '<>', exceptOrderId);
  return (await q.limit(10).execute()).map((r) => r.order_id);
}

/** Which of these order numbers are taken (the Excel import's uniqueness check). */
export async function takenOrderNrs(db: Kysely<Database>, orderNrs: readonly string[]): Promise<Set<string>> {
  if (orderNrs.length === 0) return new Set();
  const rows = await db
    .selectFrom('orders')
    .select('order_nr')
    .where('order_nr', 'in', [...orderNrs])
    .execute();
  return new Set(rows.map((r) => r.order_nr).filter((n): n is string => n !== null));
}

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

/** How many orders are in this status (check-processing's newOrdersCount). */
export function countOrdersInStatus(db: Kysely<Database>, status: OrderStatus): Promise<number> {
  return countedOrders(db, [status]);
}

/** Count of all orders, the latest change, and how many changed after `since` (index range scans). */
export async function orderChangeStats(
  db: Kysely<Database>,
  since: Date | null,
): Promise<{ count: number; latest: Date | null; changedCount: number }> {
  const [count, latestRow, changed] = await Promise.all([
    countedOrders(db),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.max('updated_at').as('latest'))
      .executeTakeFirstOrThrow(),
    since
      ? db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          // Clients hold `latest` in milliseconds while PostgreSQL keeps microseconds: a row at
          // .123456 is the one the client saw as .123, so "later" starts at the next millisecond.
          .where('updated_at', '>=', new Date(since.getTime() + 1))
          .executeTakeFirstOrThrow()
      : Promise.resolve({ n: 0 }),
  ]);
  const latest = latestRow.latest as Date | string | null;
  return { count, latest: latest === null ? null : new Date(latest), changedCount: Number(changed.n) };
}

/** Distinct customers (name + code) matching q, with the latest order's contact data. */
export async function listCustomers(
  db: Kysely<Database>,
  q: string,
  limit: number,
): Promise<{ customer: OrderCustomer; deliveryAddress: string; orderCount: number }[]> {
  const pattern = `%${escapeLike(q.toLowerCase())}%`;
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

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const LIST_COLUMNS = {
  orderId: 'order_id',
  status: 'status',
  type: 'type',
  customerName: 'customer_name',
  customerCode: 'customer_code',
  deliveryAddress: 'delivery_address',
  deliveryToSite: 'delivery_to_site',
  orderDate: 'order_date',
  orderDeadlineDate: 'order_deadline_date',
  releaseDate: 'release_date',
  expectedDeadlineDate: 'expected_deadline_date',
  factoryShortName: 'factory_short_name',
  orderNr: 'order_nr',
  incoterm: 'incoterm',
  productCategory: 'product_category',
  comment: 'comment',
  itemCount: 'item_count',
  palletsCount: 'pallets_count',
  kg: 'kg',
  updatedAt: 'updated_at',
} as const satisfies Record<OrderListField, keyof OrdersTable>;

type ColumnKind = 'text' | 'date' | 'number' | 'boolean' | 'timestamp';
const KINDS: Partial<Record<OrderListField, ColumnKind>> = {
  deliveryToSite: 'boolean',
  orderDate: 'date',
  orderDeadlineDate: 'date',
  releaseDate: 'date',
  expectedDeadlineDate: 'date',
  itemCount: 'number',
  palletsCount: 'number',
  kg: 'number',
  updatedAt: 'timestamp',
};
const kindOf = (f: OrderListField): ColumnKind => KINDS[f] ?? 'text';

/** Columns the generated search_text contains (migration 0300). */
const IN_SEARCH_TEXT = new Set<OrderListField>([
  'orderId',
  'customerName',
  'customerCode',
  'orderNr',
  'deliveryAddress',
]);

/** The list fields, so the caller can refuse an unknown one with a 400. */
export const ORDER_LIST_COLUMNS: readonly string[] = Object.keys(LIST_COLUMNS);

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

/**
 * One page of orders under a list call (business.md §7). Column filters by kind: text contains is
 * case-insensitive, equals/in compare the value as the column's type; a value that is no date or
 * number for such a column matches nothing. Default order: newest first.
 */
export async function listOrdersPage(
  db: Kysely<Database>,
  call: ListCall,
  statuses: readonly string[],
): Promise<{ rows: OrderListRow[]; filteredCount: number; totalCount: number }> {
  let query = db.selectFrom('orders');
  if (statuses.length > 0) query = query.where('status', 'in', [...statuses]);
  for (const [field, filter] of Object.entries(call.filter)) {
    if (!(field in LIST_COLUMNS)) continue;
    const f = field as OrderListField;
    const col = sql.ref(LIST_COLUMNS[f]);
    const kind = kindOf(f);
    if (filter.type === 'blank') {
      query = query.where(
        kind === 'text' ? sql<boolean>`coalesce(${col}, '') = ''` : sql<boolean>`${col} is null`,
      );
    } else if (filter.type === 'contains') {
      const pattern = `%${escapeLike(filter.value.toLowerCase())}%`;
      // The stored lower-cased haystack holds these columns: a cheap first pass before lower() per row.
      if (IN_SEARCH_TEXT.has(f)) query = query.where('search_text', 'like', pattern);
      query = query.where(
        sql<string>`lower(${kind === 'text' ? sql`coalesce(${col}, '')` : sql`${col}::text`})`,
        'like',
        pattern,
      );
    } else {
      const values = filter.type === 'equals' ? [filter.value] : filter.values;
      const typed = values.map((v) => typedValue(kind, v)).filter((v) => v !== undefined);
      if (typed.length === 0) {
        query = query.where(sql<boolean>`false`);
        continue;
      }
      if (kind === 'text') query = query.where(sql<string>`coalesce(${col}, '')`, 'in', typed as string[]);
      else query = query.where(col, 'in', typed as never[]);
    }
  }
  const q = call.quickFilter?.trim();
  if (q) query = query.where('search_text', 'like', `%${escapeLike(q.toLowerCase())}%`);
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
      : query
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
          .then((r) => Number(r.n)),
    countedOrders(db),
  ]);
  let page = query.select([...LIST_SELECT]);
  for (const s of call.sort) {
    if (!(s.field in LIST_COLUMNS)) continue;
    const f = s.field as OrderListField;
    const col = sql.ref(LIST_COLUMNS[f]);
    // Names sort case-insensitively (indexed on lower(customer_name)); codes and dates as stored.
    const expr =
      f === 'customerName' || f === 'deliveryAddress' || f === 'comment' ? sql`lower(${col})` : col;
    page = page.orderBy(expr, s.dir);
  }
  page =
    call.sort.length === 0
      ? page.orderBy('created_at', 'desc').orderBy('order_id', 'desc')
      : page.orderBy('order_id', call.sort[0]?.dir ?? 'asc');
  const { page: index, size } = call.pagination;
  if (size !== ALL_ROWS) page = page.limit(size).offset(index * size);
  const rows = await page.execute();
  return {
    rows: rows.map((r) => ({
      orderId: r.order_id,
      __v: r.version,
      status: r.status as OrderStatus,
      type: r.type as OrderType,
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
    })),
    filteredCount,
    totalCount,
  };
}

function typedValue(kind: ColumnKind, raw: string): string | number | boolean | undefined {
  const v = raw.trim();
  switch (kind) {
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined;
    case 'number': {
      const n = Number(v.replace(',', '.'));
      return v !== '' && Number.isFinite(n) ? n : undefined;
    }
    case 'boolean':
      return v === 'true' ? true : v === 'false' ? false : undefined;
    case 'timestamp':
      return Number.isNaN(Date.parse(v)) ? undefined : v;
    default:
      return raw;
  }
}
