import { type Kysely, type Selectable, sql } from 'kysely';
import type { OrderStatus } from '../../../core/config/enums.ts';
import type {
  InvalidReason,
  Order,
  OrderCoords,
  OrderCustomer,
  OrderExternalIds,
  OrderItem,
} from '../../../core/orders/orders.schemas.ts';
import { fullCustomer, orderTotals } from '../../../core/orders/orders.schemas.ts';
import { jsonb } from '../jsonb.ts';
import { rowExists } from '../rowExists.ts';
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
    status: row.status,
    statusBeforeClose: row.status_before_close ?? null,
    type: row.type,
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
      // An order a person changed may plan now: its last planning failure no longer holds, so
      // auto-processing takes it again (closing and reopening change only the status).
      ...(Object.keys(values).some((k) => k !== 'status')
        ? { processing_status: null, processing_reason: null }
        : {}),
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
export function orderIdExists(db: Kysely<Database>, orderId: string): Promise<boolean> {
  return rowExists(db, 'orders', 'order_id', orderId);
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
