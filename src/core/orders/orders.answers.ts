import { z } from 'zod';
import { savedAnswer } from '../api/rowAnswers.ts';
import { DELIVERY_INTERVAL_TYPES, ORDER_STATUSES, PROCESSING_STATUSES } from '../config/enums.ts';
import { listResultAnswer } from '../list/list.answers.ts';
import { planningJobProgressAnswer } from '../planningJobs/planningJobs.answers.ts';

/** GET /date/{date}/{type}: the form's date calculations (deadlines rule family). */
export const ORDER_DATE_TYPES = ['workday', 'expectedDeadline', 'defaultDeadline'] as const;
/** Order types: delivered by our freight or collected at the factory (rule order.type.valid). */
export const ORDER_TYPES = ['delivery', 'pickup'] as const;

/**
 * The orders answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link OrderItem} (orders.schemas.ts). */
export const orderItemAnswer = z
  .object({
    id: z.string(),
    itemId: z.string(),
    name: z.string(),
    quantity: z.number(),
    unit: z.string(),
    kg: z.number(),
    palletsCount: z.number(),
    palletType: z.string(),
    releaseDate: z.string().nullable(),
    deadlineDate: z.string().nullable(),
    externalIds: z.record(z.string(), z.string().nullable()),
  })
  .meta({ id: 'OrderItem' });

/** What an order and its list row start with: the key people use, the version, status and type. */
const orderHeadFields = {
  orderId: z.string(),
  __v: z.number(),
  status: z.enum(ORDER_STATUSES),
  type: z.enum(ORDER_TYPES),
};

/** An order's dates (business.md §3 Order), in the order the answers list them. */
const orderDateFields = {
  orderDate: z.string().nullable(),
  orderDeadlineDate: z.string().nullable(),
  releaseDate: z.string().nullable(),
  expectedDeadlineDate: z.string().nullable(),
};

/** Why an order is invalid (business.md §8): the code, its text and the field it concerns. */
const invalidReasonAnswer = z.object({ code: z.string(), message: z.string(), field: z.string().optional() });

/** {@link Order} (orders.schemas.ts). */
export const orderAnswer = z
  .object({
    ...orderHeadFields,
    customer: z.object({
      email: z.string(),
      phone: z.string(),
      recipientName: z.string(),
      recipientPhone: z.string(),
      customerCode: z.string(),
      name: z.string(),
    }),
    deliveryAddress: z.string(),
    deliveryCoords: z.object({ lat: z.number(), lng: z.number() }).nullable(),
    deliveryToSite: z.boolean(),
    ...orderDateFields,
    firstReleaseDateEstimation: z.string().nullable(),
    factoryShortName: z.string(),
    preferredTrucks: z.array(z.string()),
    comment: z.string(),
    externalIds: z
      .object({
        orderNr: z.union([z.string(), z.undefined()]),
        incoterm: z.union([z.string(), z.undefined()]),
        deliverySpec: z.union([z.string(), z.undefined()]),
      })
      .catchall(z.string().nullable()),
    orderItems: z.array(orderItemAnswer),
    erpCode: z.string().nullable(),
    deliveryInterval: z.number().nullable(),
    deliveryIntervalType: z.enum(DELIVERY_INTERVAL_TYPES).nullable(),
    productCategory: z.string().nullable(),
    invalidReasons: z.array(invalidReasonAnswer),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Order' });

/** {@link OrderSaveResponse} (orders.api.ts). */
export const orderSaveAnswer = savedAnswer('order', orderAnswer).meta({ id: 'OrderSave' });

/** {@link OrderListRow} (orders.schemas.ts). */
export const orderListRowAnswer = z
  .object({
    ...orderHeadFields,
    customerName: z.string(),
    customerCode: z.string(),
    customerPhone: z.string(),
    recipientName: z.string(),
    recipientPhone: z.string(),
    deliveryAddress: z.string(),
    deliveryToSite: z.boolean(),
    ...orderDateFields,
    factoryShortName: z.string(),
    orderNr: z.string().nullable(),
    incoterm: z.string().nullable(),
    productCategory: z.string().nullable(),
    preferredTrucks: z.array(z.string()),
    comment: z.string(),
    /** Every external id of the order (the grid shows those the external-id settings name). */
    externalIds: z.record(z.string(), z.string().nullable()),
    itemCount: z.number(),
    palletsCount: z.number(),
    kg: z.number(),
    invalidReasons: z.array(invalidReasonAnswer),
    updatedAt: z.string(),
  })
  .meta({ id: 'OrderListRow' });

/** {@link OrdersListResponse} (orders.api.ts). */
export const ordersListAnswer = listResultAnswer(orderListRowAnswer).meta({ id: 'OrdersList' });

/** {@link CheckSelectionsResponse} (orders.api.ts). */
export const checkSelectionsAnswer = z
  .object({
    result: z.array(
      z.object({
        orderId: z.string(),
        exists: z.boolean(),
        status: z.enum(ORDER_STATUSES).nullable(),
        __v: z.number().nullable(),
        stale: z.boolean(),
        editable: z.boolean(),
      }),
    ),
    /** Some selected order is gone or changed since it was read. */
    hasChanges: z.boolean(),
  })
  .meta({ id: 'CheckSelections' });

/** {@link GeneratedIds} (orders.api.ts). */
export const generatedIdsAnswer = z
  .object({
    orderId: z.string().optional(),
    orderNr: z.string().optional(),
  })
  .meta({ id: 'GeneratedIds' });

/** {@link OrderDateResponse} (orders.api.ts). */
export const orderDateAnswer = z
  .object({
    type: z.enum(ORDER_DATE_TYPES),
    /** The date asked about. */
    input: z.string(),
    /** The computed date (for `workday`: the date itself). */
    date: z.string(),
    /** Whether `date` is a workday. */
    workday: z.boolean(),
    previousWorkday: z.string(),
    nextWorkday: z.string(),
  })
  .meta({ id: 'OrderDate' });

/** {@link CheckChangesResponse} (orders.api.ts). */
export const checkChangesAnswer = z
  .object({
    hasChanges: z.boolean(),
    /** Orders there are now. */
    count: z.number(),
    /** Orders changed since `since` (0 without it). */
    changedCount: z.number(),
    /** Latest change time, to send as `since` next time. */
    latest: z.string().nullable(),
    /** Of the `versions` sent: orders whose stored version differs, or that are gone. */
    changedOrderIds: z.array(z.string()),
  })
  .meta({ id: 'CheckChanges' });

/** {@link OrderCustomerSummary} (orders.api.ts). */
export const orderCustomerSummaryAnswer = z
  .object({
    name: z.string(),
    customerCode: z.string(),
    email: z.string(),
    phone: z.string(),
    recipientName: z.string(),
    recipientPhone: z.string(),
    /** The delivery address of the customer's latest order. */
    deliveryAddress: z.string(),
    orderCount: z.number(),
  })
  .meta({ id: 'OrderCustomerSummary' });

/** {@link OrderDetailsResponse} (orders.api.ts). */
export const orderDetailsAnswer = z
  .object({
    order: orderAnswer,
    totals: z.object({ itemCount: z.number(), palletsCount: z.number(), kg: z.number() }),
    invalidReasons: z.array(invalidReasonAnswer),
    /** The order's event log entries, newest first (at most 100). */
    events: z.array(
      z.object({ at: z.string(), username: z.string().nullable(), action: z.string(), changes: z.unknown() }),
    ),
  })
  .meta({ id: 'OrderDetails' });

/** {@link CheckVersionResponse} (orders.api.ts). */
export const checkVersionAnswer = z
  .object({
    orderId: z.string(),
    /** The stored version. */
    __v: z.number(),
    upToDate: z.boolean(),
  })
  .meta({ id: 'CheckVersion' });

/** {@link OrdersProcessingStatus} (ordersProcessing.schemas.ts). */
export const ordersProcessingStatusAnswer = z
  .object({
    isAutoProcessing: z.boolean(),
    isLastManual: z.boolean(),
    isProcessing: z.boolean(),
    hasUserActiveProcessingJob: z.boolean(),
    jobsInFrontOfThisOne: z.number(),
    lastProcessingStatus: z.enum(PROCESSING_STATUSES),
    lastSmsResultCode: z.number(),
    newOrdersCount: z.number(),
    newPartialOrdersCount: z.number(),
    lastProcessingResultIds: z.array(z.string()),
    /** The job the bottom bar follows: the one asked for, else the caller's active one (cancel targets it). */
    activeJobId: z.string().nullable(),
    /** Cancel-processing was asked and the job has not stopped yet ("Tervezés megszakítása folyamatban..."). */
    isCancelling: z.boolean(),
    /** Progress of the running job, when one runs. */
    progress: planningJobProgressAnswer.nullable(),
  })
  .meta({ id: 'OrdersProcessingStatus' });
