import type { OrderStatus } from '../../../core/config/enums.ts';
import type { ColumnFilter, ListCall } from '../../../core/list/listCall.schemas.ts';
import type { Order, OrderListRow } from '../../../core/orders/orders.schemas.ts';
import { parseDisplayDate, toDisplayDate } from '../../ui/inputs/inputRules.ts';

/** Date fields of an order row: ISO on the wire, YYYY.MM.DD in the grid (typed, pasted, filtered). */
export const ORDER_DATE_FIELDS = [
  'orderDate',
  'orderDeadlineDate',
  'releaseDate',
  'expectedDeadlineDate',
] as const;
type DateField = (typeof ORDER_DATE_FIELDS)[number];

/** External ids the list row carries as columns of their own. */
export const ROW_EXTERNAL_IDS = ['orderNr', 'incoterm'] as const;

/** Grid field of a configured external id that has no column of its own (`ext_deliverySpec`). */
export type ExternalIdField = `ext_${string}`;
export const EXTERNAL_ID_PREFIX = 'ext_';
export const externalIdField = (name: string): ExternalIdField => `${EXTERNAL_ID_PREFIX}${name}`;

/**
 * One grid row: the list row with display dates, trucks as text, yes/no as option values, and each
 * external id flat under `ext_<name>` (a dotted field would be read as a nested path by AG Grid).
 */
export type OrderGridRow = Omit<OrderListRow, DateField | 'preferredTrucks' | 'deliveryToSite'> & {
  [K in DateField]: string | null;
} & {
  preferredTrucks: string;
  deliveryToSite: 'true' | 'false';
  invalidText: string;
} & { [K in ExternalIdField]?: string | null };

const display = (iso: string | null) => (iso ? toDisplayDate(iso) : null);

/** A list row as the grid shows it. */
export function toGridRow(row: OrderListRow): OrderGridRow {
  return {
    ...row,
    orderDate: display(row.orderDate),
    orderDeadlineDate: display(row.orderDeadlineDate),
    releaseDate: display(row.releaseDate),
    expectedDeadlineDate: display(row.expectedDeadlineDate),
    preferredTrucks: row.preferredTrucks.join(', '),
    deliveryToSite: row.deliveryToSite ? 'true' : 'false',
    invalidText: row.invalidReasons.map((r) => r.message).join(' '),
    ...Object.fromEntries(Object.entries(row.externalIds).map(([k, v]) => [externalIdField(k), v])),
  };
}

/** A saved order (bulk, close, reopen answers) as a grid row. */
export function orderToGridRow(order: Order): OrderGridRow {
  const sum = (f: 'palletsCount' | 'kg') =>
    Math.round(order.orderItems.reduce((n, i) => n + i[f], 0) * 1000) / 1000;
  return toGridRow({
    orderId: order.orderId,
    __v: order.__v,
    status: order.status,
    type: order.type,
    customerName: order.customer.name,
    customerCode: order.customer.customerCode ?? '',
    customerPhone: order.customer.phone ?? '',
    recipientName: order.customer.recipientName ?? '',
    recipientPhone: order.customer.recipientPhone ?? '',
    externalIds: order.externalIds as Record<string, string | null>,
    deliveryAddress: order.deliveryAddress,
    deliveryToSite: order.deliveryToSite,
    orderDate: order.orderDate,
    orderDeadlineDate: order.orderDeadlineDate,
    releaseDate: order.releaseDate,
    expectedDeadlineDate: order.expectedDeadlineDate,
    factoryShortName: order.factoryShortName,
    orderNr: order.externalIds.orderNr ?? null,
    incoterm: order.externalIds.incoterm ?? null,
    productCategory: order.productCategory,
    preferredTrucks: order.preferredTrucks,
    comment: order.comment,
    itemCount: order.orderItems.length,
    palletsCount: sum('palletsCount'),
    kg: sum('kg'),
    invalidReasons: order.invalidReasons,
    updatedAt: order.updatedAt,
  });
}

const isDateField = (f: string): f is DateField => (ORDER_DATE_FIELDS as readonly string[]).includes(f);

/** Typed date filters ("2026.11", "2026.11.24") searched as the ISO text the server stores. */
function wireFilter(field: string, f: ColumnFilter): ColumnFilter {
  if (!isDateField(field) || (f.type !== 'contains' && f.type !== 'equals')) return f;
  return { ...f, value: f.value.trim().replace(/\.$/, '').replaceAll('.', '-') };
}

/**
 * The list call as the server reads it: date filters in ISO, the chosen statuses, and the
 * configuration's default filters (config.defaultFilters.orders) for columns the user left open.
 */
export function toWireCall(
  call: ListCall,
  statuses: readonly OrderStatus[] | null,
  defaults: Readonly<Record<string, ColumnFilter>> = {},
): ListCall {
  const filter: Record<string, ColumnFilter> = {};
  for (const [field, f] of Object.entries({ ...defaults, ...call.filter }))
    filter[field] = wireFilter(field, f);
  return { ...call, filter, ...(statuses && statuses.length > 0 && { statuses: [...statuses] }) };
}

/** The grid's field values back in the API's shape (dates ISO, trucks a list, external ids nested). */
export function toWireChanges(changes: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const externalIds: Record<string, string | null> = {};
  for (const [field, value] of Object.entries(changes)) {
    const text = value === null || value === undefined ? '' : String(value).trim();
    if (isDateField(field)) out[field] = text === '' ? null : (parseDisplayDate(text) ?? text);
    else if (field === 'preferredTrucks')
      out.preferredTrucks = text === '' ? [] : [...new Set(text.split(/[,;\s]+/).filter(Boolean))];
    else if ((ROW_EXTERNAL_IDS as readonly string[]).includes(field))
      externalIds[field] = text === '' ? null : text;
    else if (field.startsWith(EXTERNAL_ID_PREFIX))
      externalIds[field.slice(EXTERNAL_ID_PREFIX.length)] = text === '' ? null : text;
    else out[field] = field === 'comment' ? text : value;
  }
  if (Object.keys(externalIds).length > 0) out.externalIds = externalIds;
  return out;
}
