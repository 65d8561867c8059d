import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ERROR_MESSAGES } from '../../core/errors/messages.ts';
import {
  type BulkUpdateOrders,
  type CreateOrder,
  isOrderEditable,
  ORDER_MESSAGES,
  type Order,
  type UpdateOrder,
} from '../../core/orders/orders.schemas.ts';
import { fillMessage, phone } from '../../core/validation/generalRules.ts';
import type { AppServices } from '../appServices.ts';
import { isUniqueViolation } from '../db/dbErrors.ts';
import {
  deleteOrder,
  factoryExists,
  findOrder,
  insertOrders,
  type OrderRecord,
  type OrderValues,
  orderIdExists,
  orderIdsWithOrderNr,
  updateOrder,
} from '../db/repositories/orders.repository.ts';
import type { Database } from '../db/schema.ts';
import { recordEvent } from '../events/recordEvent.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../http/httpError.ts';
import type { Actor } from '../policies/actor.ts';
import { presentOrder } from '../presenters/orders.presenter.ts';
import { RULES_REJECTED_MESSAGE } from '../rules/enforceRules.ts';
import { type OrderSaveContext, type PreparedOrder, prepareOrder } from './prepareOrder.ts';

const stale = () => conflict(ORDER_MESSAGES.staleVersion, { __v: ORDER_MESSAGES.staleVersion });

/** 403 / 422 for what the rules refused. */
function refuse(prepared: PreparedOrder): void {
  if (Object.keys(prepared.denied).length > 0) throw forbidden(prepared.denied);
  if (Object.keys(prepared.fieldErrors).length > 0) {
    throw new HttpError(422, RULES_REJECTED_MESSAGE, prepared.fieldErrors);
  }
}

/** The stored order, or 404. */
export async function getOrder(services: AppServices, orderId: string): Promise<OrderRecord> {
  const found = await findOrder(services.db, orderId);
  if (!found) throw notFound();
  return found;
}

const ID_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomChars = (n: number, chars = ID_CHARS) =>
  Array.from({ length: n }, () => chars[randomInt(chars.length)]).join('');
const yymmdd = (iso: string) => iso.slice(2, 10).replaceAll('-', '');

/**
 * Unique ids for a new order (business.md §5): orderId = YYMMDD + factory short name + 5 random
 * characters (no 0/O/1/I to keep it readable aloud); orderNr = YYMMDD + 6 random digits. Both are
 * checked against the stored orders; 409 after 20 collisions in a row (practically never).
 */
export async function generateOrderIds(
  db: Kysely<Database>,
  factoryShortName: string,
  date: string,
  which: readonly string[],
): Promise<{ orderId?: string; orderNr?: string }> {
  await requireFactory(db, factoryShortName);
  const out: { orderId?: string; orderNr?: string } = {};
  if (which.includes('orderId')) {
    for (let i = 0; i < 20 && !out.orderId; i++) {
      const id = `${yymmdd(date)}${factoryShortName}${randomChars(5)}`;
      if (!(await orderIdExists(db, id))) out.orderId = id;
    }
    if (!out.orderId) throw conflict(ORDER_MESSAGES.idGenerationFailed);
  }
  if (which.includes('externalIds.orderNr')) {
    for (let i = 0; i < 20 && !out.orderNr; i++) {
      const nr = `${yymmdd(date)}${randomChars(6, '0123456789')}`;
      if ((await orderIdsWithOrderNr(db, nr)).length === 0) out.orderNr = nr;
    }
    if (!out.orderNr) throw conflict(ORDER_MESSAGES.idGenerationFailed);
  }
  return out;
}

async function requireFactory(db: Kysely<Database>, shortName: string): Promise<void> {
  if (!(await factoryExists(db, shortName))) {
    throw new HttpError(422, RULES_REJECTED_MESSAGE, { factoryShortName: ORDER_MESSAGES.unknownFactory });
  }
}

/** A new order from the create body, before the rules. */
function newOrderValues(input: CreateOrder, orderId: string): OrderValues {
  return {
    orderId,
    status: 'new',
    type: input.type,
    customer: input.customer,
    deliveryAddress: input.deliveryAddress,
    deliveryCoords: null,
    deliveryToSite: input.deliveryToSite ?? false,
    orderDate: input.orderDate ?? null,
    orderDeadlineDate: input.orderDeadlineDate ?? null,
    releaseDate: input.releaseDate ?? null,
    expectedDeadlineDate: input.expectedDeadlineDate ?? null,
    firstReleaseDateEstimation: input.firstReleaseDateEstimation ?? input.releaseDate ?? null,
    factoryShortName: input.factoryShortName,
    preferredTrucks: input.preferredTrucks,
    comment: input.comment,
    externalIds: input.externalIds,
    orderItems: input.orderItems.map(({ id: _id, ...item }) => ({
      ...item,
      releaseDate: item.releaseDate ?? null,
      deadlineDate: item.deadlineDate ?? null,
    })),
    erpCode: input.erpCode,
    deliveryInterval: input.deliveryInterval,
    deliveryIntervalType: input.deliveryIntervalType,
    productCategory: input.productCategory,
    invalidReasons: [],
  };
}

/**
 * Creates an order (manual entry; the demo generator sends force=true). An existing orderId is a
 * 409; an existing order number is a 409 unless `force` (the confirmation of a deliberate repeat).
 */
export async function createOrder(
  services: AppServices,
  actor: Actor,
  input: CreateOrder,
  ctx: OrderSaveContext,
  options: { force: boolean },
): Promise<Order> {
  const { db } = services;
  await requireFactory(db, input.factoryShortName);
  const today = services.now().toISOString().slice(0, 10);
  const orderId =
    input.orderId ?? (await generateOrderIds(db, input.factoryShortName, today, ['orderId'])).orderId ?? '';
  if (await orderIdExists(db, orderId))
    throw conflict(ORDER_MESSAGES.orderIdTaken, { orderId: ORDER_MESSAGES.orderIdTaken });
  const orderNr = input.externalIds.orderNr;
  if (orderNr && !options.force && (await orderIdsWithOrderNr(db, orderNr)).length > 0) {
    throw conflict(ORDER_MESSAGES.orderNrTaken, { 'externalIds.orderNr': ORDER_MESSAGES.orderNrTaken });
  }
  const prepared = await prepareOrder(newOrderValues(input, orderId), ctx);
  refuse(prepared);
  return db.transaction().execute(async (trx) => {
    let saved: Order | undefined;
    try {
      [saved] = await insertOrders(trx, [prepared.values]);
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw conflict(ORDER_MESSAGES.orderIdTaken, { orderId: ORDER_MESSAGES.orderIdTaken });
      }
      throw err;
    }
    if (!saved) throw new Error('order insert returned nothing');
    await recordEvent(trx, actor, {
      entity: 'order',
      entityId: orderId,
      action: 'created',
      after: presentOrder(saved),
    });
    return saved;
  });
}

/** The stored order with the update on top (customer merged field by field; items replaced). */
function mergeUpdate(stored: OrderRecord, changes: UpdateOrder): OrderValues {
  const { __v: _v, createdAt: _c, updatedAt: _u, statusBeforeClose: _s, ...base } = stored;
  const next: OrderValues = { ...base };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (key === 'customer') next.customer = { ...stored.customer, ...(value as object) };
    else if (key === 'orderItems') {
      next.orderItems = (value as NonNullable<UpdateOrder['orderItems']>).map((item) => ({
        ...item,
        releaseDate: item.releaseDate ?? null,
        deadlineDate: item.deadlineDate ?? null,
      }));
    } else (next as Record<string, unknown>)[key] = value;
  }
  return next;
}

/** Checks one row of an update: 404, 409 stale, 403 not editable or refused fields, 422 rule messages. */
async function prepareUpdate(
  services: AppServices,
  orderId: string,
  version: number,
  changes: UpdateOrder,
  ctx: OrderSaveContext,
): Promise<{ stored: OrderRecord; values: OrderValues }> {
  const stored = await getOrder(services, orderId);
  if (stored.__v !== version) throw stale();
  // The spec's firm rule (business.md §4), whatever a mode's permission rules say.
  if (!isOrderEditable(stored.status))
    throw forbidden({ status: ORDER_MESSAGES.notEditable }, ORDER_MESSAGES.notEditable);
  if (changes.factoryShortName !== undefined && changes.factoryShortName !== stored.factoryShortName) {
    await requireFactory(services.db, changes.factoryShortName);
  }
  const prepared = await prepareOrder(mergeUpdate(stored, changes), ctx, {
    record: stored,
    changed: Object.keys(changes),
  });
  refuse(prepared);
  return { stored, values: prepared.values };
}

async function writeUpdate(
  trx: Kysely<Database>,
  actor: Actor,
  stored: OrderRecord,
  values: Partial<OrderValues>,
  statusBeforeClose?: OrderRecord['statusBeforeClose'],
): Promise<OrderRecord> {
  const saved = await updateOrder(trx, stored.orderId, stored.__v, values, statusBeforeClose);
  if (!saved) throw stale();
  await recordEvent(trx, actor, {
    entity: 'order',
    entityId: stored.orderId,
    action: 'updated',
    before: presentOrder(stored),
    after: presentOrder(saved),
  });
  return saved;
}

/** PUT /{id}?version: the changed fields, version-checked in the UPDATE itself. */
export async function changeOrder(
  services: AppServices,
  actor: Actor,
  orderId: string,
  version: number,
  changes: UpdateOrder,
  ctx: OrderSaveContext,
): Promise<OrderRecord> {
  if (Object.keys(changes).length === 0) throw badRequest({ changes: ERROR_MESSAGES.required });
  const { stored, values } = await prepareUpdate(services, orderId, version, changes, ctx);
  return services.db.transaction().execute((trx) => writeUpdate(trx, actor, stored, values));
}

/**
 * The grid's batch: every row version-checked and rule-checked first; any refused row refuses the
 * whole batch with details keyed by orderId (status: 409 if any row is stale, else 403 if any is
 * forbidden, else 422); then all rows are written in one transaction.
 */
export async function bulkChangeOrders(
  services: AppServices,
  actor: Actor,
  input: BulkUpdateOrders,
  ctx: OrderSaveContext,
): Promise<OrderRecord[]> {
  const ids = input.items.map((i) => i.orderId);
  if (new Set(ids).size !== ids.length) throw badRequest({ items: ORDER_MESSAGES.duplicateRow });
  const refused: Record<string, string> = {};
  let worst = 0;
  const rank = (s: number) => (s === 409 ? 3 : s === 404 ? 2 : s === 403 ? 1 : 0);
  const ready: { stored: OrderRecord; values: OrderValues }[] = [];
  for (const item of input.items) {
    try {
      ready.push(await prepareUpdate(services, item.orderId, item.__v, item.changes, ctx));
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      const [field, message] = Object.entries(err.details ?? {})[0] ?? [];
      refused[item.orderId] =
        field && field !== '__v' && field !== 'status' ? `${field}: ${message}` : err.message;
      if (rank(err.statusCode) >= rank(worst)) worst = err.statusCode;
    }
  }
  if (Object.keys(refused).length > 0) {
    const message =
      worst === 409
        ? ORDER_MESSAGES.staleVersion
        : worst === 404
          ? ERROR_MESSAGES.notFound
          : worst === 403
            ? ERROR_MESSAGES.forbidden
            : RULES_REJECTED_MESSAGE;
    throw new HttpError(worst, message, refused);
  }
  return services.db.transaction().execute(async (trx) => {
    const saved: OrderRecord[] = [];
    for (const r of ready) {
      try {
        saved.push(await writeUpdate(trx, actor, r.stored, r.values));
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 409) {
          throw conflict(ORDER_MESSAGES.staleVersion, { [r.stored.orderId]: ORDER_MESSAGES.staleVersion });
        }
        throw err;
      }
    }
    return saved;
  });
}

/** PUT /recipient-phone/{id}: allowed in every status but closed (the carrier calls this number). */
export async function changeRecipientPhone(
  services: AppServices,
  actor: Actor,
  orderId: string,
  recipientPhone: string,
): Promise<OrderRecord> {
  const invalid = phone(recipientPhone);
  if (invalid) throw new HttpError(422, RULES_REJECTED_MESSAGE, { recipientPhone: invalid });
  const stored = await getOrder(services, orderId);
  if (stored.status === 'closed')
    throw forbidden({ status: ORDER_MESSAGES.alreadyClosed }, ORDER_MESSAGES.alreadyClosed);
  return services.db
    .transaction()
    .execute((trx) => writeUpdate(trx, actor, stored, { customer: { ...stored.customer, recipientPhone } }));
}

/** DELETE /{id}: only while the order is new or invalid (it is not planned yet). */
export async function removeOrder(services: AppServices, actor: Actor, orderId: string): Promise<void> {
  const stored = await getOrder(services, orderId);
  if (!isOrderEditable(stored.status))
    throw conflict(ORDER_MESSAGES.notDeletable, { status: ORDER_MESSAGES.notDeletable });
  await services.db.transaction().execute(async (trx) => {
    if (!(await deleteOrder(trx, orderId))) throw notFound();
    await recordEvent(trx, actor, {
      entity: 'order',
      entityId: orderId,
      action: 'deleted',
      before: presentOrder(stored),
    });
  });
}

/**
 * PUT /close/{id} and /reopen/{id} (order_closure). Closing takes any status but closed and keeps
 * it; reopening goes back to the kept status (new when unknown).
 */
export async function setOrderClosed(
  services: AppServices,
  actor: Actor,
  orderId: string,
  version: number | undefined,
  close: boolean,
): Promise<OrderRecord> {
  const stored = await getOrder(services, orderId);
  if (version !== undefined && version !== stored.__v) throw stale();
  if ((stored.status === 'closed') === close) {
    const message = close ? ORDER_MESSAGES.alreadyClosed : ORDER_MESSAGES.notClosed;
    throw conflict(message, { status: message });
  }
  const status = close ? 'closed' : (stored.statusBeforeClose ?? 'new');
  return services.db
    .transaction()
    .execute((trx) => writeUpdate(trx, actor, stored, { status }, close ? stored.status : null));
}

/** The create answer's message with the new id. */
export const createdMessage = (orderId: string) => fillMessage(ORDER_MESSAGES.created, { id: orderId });
