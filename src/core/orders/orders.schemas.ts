import { z } from 'zod';
import { DELIVERY_INTERVAL_TYPES, ORDER_STATUSES, type OrderStatus } from '../config/enums.ts';
import { COMMON_ERRORS } from '../errors/messages.ts';
import { roundTo } from '../numbers/rounding.ts';
import { fillMessage, RULE_MESSAGES } from '../validation/generalRules.ts';
import type { orderAnswer, orderItemAnswer, orderListRowAnswer } from './orders.answers.ts';
import { ORDER_DATE_TYPES, ORDER_TYPES } from './orders.answers.ts';
/**
 * Orders (business.md §3 Order, Order item; §4 statuses; §5 rules). Dates are ISO 'YYYY-MM-DD'
 * strings everywhere (shell.md §9 internal format); the API is keyed by `orderId`.
 */

export type OrderType = (typeof ORDER_TYPES)[number];

/** Error codes of invalid-order reasons (business.md §8). */
export const ORDER_INVALID_CODES = {
  geocoding: 'CANNOT_BE_GEOCODED',
  productNotFound: 'PRODUCT_NOT_FOUND',
  dates: 'INVALID_DATE',
  type: 'INVALID_VALUE',
  required: 'MISSING_REQUIRED_FIELD',
} as const;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A dátum formátuma nem megfelelő! Formátum: ÉÉÉÉ-HH-NN')
  .refine(
    (s) =>
      !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    {
      message: COMMON_ERRORS.invalidDate.message,
    },
  );
/** A date as a form sends it: ISO, or empty/null for none (stored as null). */
const optionalDate = z
  .union([isoDate, z.literal(''), z.null()])
  .optional()
  .transform((v) => (v === '' ? null : v));
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, fillMessage(RULE_MESSAGES.maxLength, { n: max }));
const optionalText = (max: number) =>
  z
    .union([text(max), z.null()])
    .optional()
    .transform((v) => v ?? undefined);
const nonNegative = z.number(RULE_MESSAGES.nonNegative).min(0, RULE_MESSAGES.nonNegative).max(1_000_000_000);

/** Extra external ids beyond the named three (configured external id names, business.md §3). */
export const externalIdsSchema = z
  .object({
    orderNr: optionalText(100),
    incoterm: optionalText(20),
    deliverySpec: optionalText(200),
  })
  .catchall(z.union([text(200), z.null()]));
export type OrderExternalIds = z.infer<typeof externalIdsSchema>;

const customerFields = {
  name: text(200).min(1, RULE_MESSAGES.required),
  email: text(200),
  phone: text(50),
  recipientName: text(200),
  recipientPhone: text(50),
  customerCode: text(100),
};
export const customerSchema = z
  .object({
    ...customerFields,
    email: customerFields.email.optional().default(''),
    phone: customerFields.phone.optional().default(''),
    recipientName: customerFields.recipientName.optional().default(''),
    recipientPhone: customerFields.recipientPhone.optional().default(''),
    customerCode: customerFields.customerCode.optional().default(''),
  })
  .strict();
/** The customer of an update: only the fields sent (the others stay as stored). */
const customerChangesSchema = z.object(customerFields).partial().strict();
export type OrderCustomer = z.infer<typeof customerSchema>;

/** A customer with every contact field present ('' when missing: imported or older orders). */
export function fullCustomer(c: Partial<OrderCustomer> & { name: string }): OrderCustomer {
  return {
    name: c.name,
    email: c.email ?? '',
    phone: c.phone ?? '',
    recipientName: c.recipientName ?? '',
    recipientPhone: c.recipientPhone ?? '',
    customerCode: c.customerCode ?? '',
  };
}

/** Coordinates of the geocoded delivery address (WGS84). */
export const coordsSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type OrderCoords = z.infer<typeof coordsSchema>;

/** An order item as sent by the form, the grid or the import (id absent on a new item). */
export const orderItemInputSchema = z
  .object({
    id: z.string().uuid().optional(),
    itemId: text(100).min(1, RULE_MESSAGES.required),
    name: text(200).optional().default(''),
    quantity: nonNegative,
    unit: text(20).optional().default('db'),
    kg: nonNegative,
    palletsCount: nonNegative.optional().default(0),
    palletType: text(40).optional().default('EUR'),
    releaseDate: optionalDate,
    deadlineDate: optionalDate,
    externalIds: z
      .record(z.string().max(60), z.union([text(200), z.null()]))
      .optional()
      .default({}),
  })
  .strict();
export type OrderItemInput = z.input<typeof orderItemInputSchema>;

/** A stored order item. */
export type OrderItem = z.output<typeof orderItemAnswer>;

/** Why an order is invalid: a code of business.md §8, the message and the field it concerns. */
export const invalidReasonSchema = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
});
export type InvalidReason = z.infer<typeof invalidReasonSchema>;

/** An order as the API answers it (GET /{id}, create/update answers). */
export type Order = z.output<typeof orderAnswer>;

/** Fields a person may write (create and update). */
const writableFields = {
  type: z.enum(ORDER_TYPES, { error: 'A típus mező értéke érvénytelen!' }),
  customer: customerSchema,
  deliveryAddress: text(300),
  deliveryToSite: z.boolean(),
  orderDate: optionalDate,
  orderDeadlineDate: optionalDate,
  releaseDate: optionalDate,
  expectedDeadlineDate: optionalDate,
  firstReleaseDateEstimation: optionalDate,
  factoryShortName: text(20).min(1, RULE_MESSAGES.required),
  preferredTrucks: z.array(text(40)).max(20),
  comment: text(2000),
  externalIds: externalIdsSchema,
  orderItems: z.array(orderItemInputSchema).max(200),
  erpCode: z.union([text(100), z.null()]),
  deliveryInterval: z.union([z.number().int().min(0).max(365), z.null()]),
  deliveryIntervalType: z.union([z.enum(DELIVERY_INTERVAL_TYPES), z.null()]),
  productCategory: z.union([text(100), z.null()]),
};

/** Order ids: letters, digits, dash and underscore (YYMMDD + factory + 5 characters when generated). */
export const orderIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'Az azonosító csak betűt, számot, kötőjelet és aláhúzást tartalmazhat!');

/** POST /api/orders/frontend: a new order (orderId generated when absent). */
export const createOrderSchema = z
  .object({
    ...writableFields,
    orderId: orderIdSchema.optional(),
    type: writableFields.type.optional().default('delivery'),
    deliveryAddress: writableFields.deliveryAddress.optional().default(''),
    deliveryToSite: writableFields.deliveryToSite.optional(),
    preferredTrucks: writableFields.preferredTrucks.optional().default([]),
    comment: writableFields.comment.optional().default(''),
    externalIds: writableFields.externalIds.prefault({}),
    orderItems: writableFields.orderItems.optional().default([]),
    erpCode: writableFields.erpCode.optional().default(null),
    deliveryInterval: writableFields.deliveryInterval.optional().default(null),
    deliveryIntervalType: writableFields.deliveryIntervalType.optional().default(null),
    productCategory: writableFields.productCategory.optional().default(null),
  })
  .strict();
export type CreateOrderInput = z.input<typeof createOrderSchema>;
export type CreateOrder = z.output<typeof createOrderSchema>;

/**
 * `confirmed=true`: the user confirmed the save warnings of the rule files (the capacity fit of a
 * hand-entered order); without it a save with warnings is 409 `orders.confirmationNeeded`.
 */
const confirmedQuery = { confirmed: z.enum(['true', 'false']).optional() };

/** Query of POST create: force=true saves although the order number already exists. */
export const createOrderQuerySchema = z.object({
  force: z.enum(['true', 'false']).optional(),
  ...confirmedQuery,
});

/** PUT /{id}?version=N body: only the changed fields (customer may be partial). */
export const updateOrderSchema = z
  .object({ ...writableFields, customer: customerChangesSchema })
  .partial()
  .strict();
export type UpdateOrderInput = z.input<typeof updateOrderSchema>;
export type UpdateOrder = z.output<typeof updateOrderSchema>;

export const versionQuerySchema = z.object({
  version: z.coerce.number({ error: 'Hiányzó verzió!' }).int().min(0),
  ...confirmedQuery,
});

/** PATCH /api/orders/frontend/bulk: the grid's batch, all-or-nothing. */
export const bulkUpdateOrdersSchema = z.object({
  items: z
    .array(z.object({ orderId: orderIdSchema, __v: z.number().int().min(0), changes: updateOrderSchema }))
    .min(1)
    .max(500),
  /** The user confirmed the rows' save warnings (else 409 `orders.confirmationNeeded`, details by `orderId:code`). */
  confirmed: z.boolean().optional(),
});
export type BulkUpdateOrdersInput = z.input<typeof bulkUpdateOrdersSchema>;
export type BulkUpdateOrders = z.output<typeof bulkUpdateOrdersSchema>;

/** PUT /recipient-phone/{id}. */
export const recipientPhoneSchema = z.object({ recipientPhone: text(50) }).strict();

/** PUT /close/{id} and /reopen/{id}: the version read (optional: without it the stored one). */
export const closeOrderSchema = z.object({ __v: z.number().int().min(0).optional() }).strict();

/** POST /check-selections. */
export const checkSelectionsSchema = z.object({
  items: z
    .array(z.object({ orderId: z.string().min(1).max(40), __v: z.number().int().min(0).optional() }))
    .min(1)
    .max(5000),
});

/** GET /generate/ids. `ids` names what to generate: orderId and/or externalIds.orderNr. */
export const generateIdsQuerySchema = z.object({
  factoryShortName: text(20).min(1, RULE_MESSAGES.required),
  ids: z
    .union([z.enum(['orderId', 'externalIds.orderNr']), z.array(z.enum(['orderId', 'externalIds.orderNr']))])
    .optional()
    .transform((v) => (v === undefined ? ['orderId', 'externalIds.orderNr'] : Array.isArray(v) ? v : [v])),
  date: isoDate.optional(),
});

/** GET /order-ids: order ids starting with q (palette jumps), at most `limit`. */
export const orderIdsQuerySchema = z.object({
  q: z.string().max(40).optional().default(''),
  limit: z.coerce.number().int().min(1).max(1000).optional().default(100),
});

export const orderDateParamsSchema = z.object({ date: isoDate, type: z.enum(ORDER_DATE_TYPES) });
export const orderDateQuerySchema = z.object({
  orderDeadlineDate: isoDate.optional(),
  deliveryInterval: z.coerce.number().int().min(0).max(365).optional(),
  deliveryIntervalType: z.enum(DELIVERY_INTERVAL_TYPES).optional(),
});

/** GET /check-changes/: since a timestamp and/or the count the client shows. */
const versionPair = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,40}:\d{1,9}$/, 'Hibás verziólista! Formátum: azonosító:verzió')
  .transform((v) => {
    const at = v.lastIndexOf(':');
    return { orderId: v.slice(0, at), __v: Number(v.slice(at + 1)) };
  });
export const checkChangesQuerySchema = z.object({
  since: z.iso.datetime({ offset: true, error: 'Hibás időpont!' }).optional(),
  count: z.coerce.number().int().min(0).optional(),
  /** The versions the client shows, `orderId:__v` (repeated, at most 500). */
  versions: z
    .union([versionPair, z.array(versionPair).max(500)])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v])),
});

/** GET /customers: distinct customers, optionally starting with / containing q. */
export const customersQuerySchema = z.object({
  q: z.string().max(100).optional().default(''),
  limit: z.coerce.number().int().min(1).max(500).optional().default(50),
});

/** One row of GET list (flat, for the grid's columns, sorts and filters). */
export type OrderListRow = z.output<typeof orderListRowAnswer>;

/** Fields of OrderListRow the list call sorts and filters on. */
export const ORDER_LIST_FIELDS = [
  'orderId',
  'status',
  'type',
  'customerName',
  'customerCode',
  'deliveryAddress',
  'deliveryToSite',
  'orderDate',
  'orderDeadlineDate',
  'releaseDate',
  'expectedDeadlineDate',
  'factoryShortName',
  'orderNr',
  'incoterm',
  'productCategory',
  'comment',
  'itemCount',
  'palletsCount',
  'kg',
  'updatedAt',
] as const;
export type OrderListField = (typeof ORDER_LIST_FIELDS)[number];

/** Statuses the list shows when the call names none (the config's default filter). */
export const DEFAULT_ORDER_LIST_STATUSES: OrderStatus[] = ORDER_STATUSES.filter(
  (s) => s !== 'closed' && s !== 'merged',
);

/** An order's totals: item count, pallets (1 decimal) and kg (3 decimals) (business.md §5, §9). */
export function orderTotals(items: readonly Pick<OrderItem, 'palletsCount' | 'kg'>[]): {
  itemCount: number;
  palletsCount: number;
  kg: number;
} {
  return {
    itemCount: items.length,
    palletsCount: roundTo(
      items.reduce((s, i) => s + i.palletsCount, 0),
      1,
    ),
    kg: roundTo(
      items.reduce((s, i) => s + i.kg, 0),
      3,
    ),
  };
}
