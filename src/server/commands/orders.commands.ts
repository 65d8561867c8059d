import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { closeTransition, isRecipientPhoneEditable } from '../../core/orders/orderStatus.ts';
import { ORDER_ERRORS, ORDER_MESSAGES } from '../../core/orders/orders.errors.ts';
import type { CreateOrder, Order } from '../../core/orders/orders.schemas.ts';
import { RULES_ERRORS } from '../../core/rules/rules.api.ts';
import { fillMessage, phone } from '../../core/validation/generalRules.ts';
import type { AppServices } from '../appServices.ts';
import { isUniqueViolation } from '../db/dbErrors.ts';
import { lockOrderNrs } from '../db/repositories/orderNrLock.repository.ts';
import {
  deleteOrder,
  findOrder,
  insertOrders,
  type OrderRecord,
  type OrderValues,
  orderIdExists,
  orderIdsWithOrderNr,
} from '../db/repositories/orders.repository.ts';
import { factoryExists } from '../db/repositories/sites.repository.ts';
import type { Database } from '../db/schema.ts';
import { recordEvent } from '../events/recordEvent.ts';
import { conflict, conflictOn, forbidden, HttpError, notFound, staleVersion } from '../http/httpError.ts';
import type { Actor } from '../policies/actor.ts';
import { presentOrder } from '../presenters/orders.presenter.ts';
import { getOrder } from '../queries/orders.queries.ts';
import { orderConfirmationNeeded } from './orderOutcomes.ts';
import { orderSaveContext } from './orderSaveContext.ts';
import { writeOrderUpdates } from './orderUpdates.commands.ts';
import { prepareOrders } from './prepareOrder.ts';
import type { WriteScope } from './writeScope.ts';

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
    if (!out.orderId) throw conflict(ORDER_ERRORS.idGenerationFailed);
  }
  if (which.includes('externalIds.orderNr')) {
    for (let i = 0; i < 20 && !out.orderNr; i++) {
      const nr = `${yymmdd(date)}${randomChars(6, '0123456789')}`;
      if ((await orderIdsWithOrderNr(db, nr)).length === 0) out.orderNr = nr;
    }
    if (!out.orderNr) throw conflict(ORDER_ERRORS.idGenerationFailed);
  }
  return out;
}

async function requireFactory(db: Kysely<Database>, shortName: string): Promise<void> {
  if (!(await factoryExists(db, shortName))) {
    throw new HttpError(422, RULES_ERRORS.rejected, {
      factoryShortName: ORDER_ERRORS.unknownFactory.message,
    });
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
 * Creates an order (manual entry; the demo generator sends force=true and confirmed=true). An
 * existing orderId is a 409; an existing order number is a 409 unless `force` (the confirmation of
 * a deliberate repeat); the rules' save warnings (capacity fit) are a 409
 * `orders.confirmationNeeded` unless `confirmed`.
 */
export async function createOrder(
  scope: WriteScope,
  input: CreateOrder,
  options: { force: boolean; confirmed?: boolean },
): Promise<Order> {
  const { services, actor } = scope;
  const { db } = services;
  await requireFactory(db, input.factoryShortName);
  const today = services.now().toISOString().slice(0, 10);
  const orderId =
    input.orderId ?? (await generateOrderIds(db, input.factoryShortName, today, ['orderId'])).orderId ?? '';
  const idTaken = () => conflictOn('orderId', ORDER_ERRORS.orderIdTaken);
  if (await orderIdExists(db, orderId)) throw idTaken();
  const orderNr = input.externalIds.orderNr;
  const checkOrderNr = orderNr && !options.force ? orderNr : null;
  const nrTaken = () => conflictOn('externalIds.orderNr', ORDER_ERRORS.orderNrTaken);
  if (checkOrderNr && (await orderIdsWithOrderNr(db, checkOrderNr)).length > 0) throw nrTaken();
  const [prepared] = await prepareOrders(
    [{ values: newOrderValues(input, orderId) }],
    await orderSaveContext(scope),
  );
  if (!prepared) throw new Error('rules answered no row');
  if (Object.keys(prepared.denied).length > 0) throw forbidden(prepared.denied);
  if (Object.keys(prepared.fieldErrors).length > 0)
    throw new HttpError(422, RULES_ERRORS.rejected, prepared.fieldErrors);
  if (prepared.warnings.length > 0 && !options.confirmed)
    throw orderConfirmationNeeded([{ orderId: null, warnings: prepared.warnings }]);
  return db.transaction().execute(async (trx) => {
    if (checkOrderNr) {
      // The check above answers early; this one, under the number's lock, is the one that holds
      // when parallel creates of one number got past it together.
      await lockOrderNrs(trx, [checkOrderNr]);
      if ((await orderIdsWithOrderNr(trx, checkOrderNr)).length > 0) throw nrTaken();
    }
    let saved: Order | undefined;
    try {
      [saved] = await insertOrders(trx, [prepared.values]);
    } catch (err) {
      if (isUniqueViolation(err)) throw idTaken();
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

/** PUT /recipient-phone/{id}: allowed in every status but closed (the carrier calls this number). */
export async function changeRecipientPhone(
  services: AppServices,
  actor: Actor,
  orderId: string,
  recipientPhone: string,
): Promise<OrderRecord> {
  const invalid = phone(recipientPhone);
  if (invalid) throw new HttpError(422, RULES_ERRORS.rejected, { recipientPhone: invalid });
  return writeLocked(services, actor, orderId, undefined, (stored) => {
    if (!isRecipientPhoneEditable(stored.status))
      throw forbidden({ status: ORDER_ERRORS.alreadyClosed.message }, ORDER_ERRORS.alreadyClosed);
    return { stored, values: { customer: { ...stored.customer, recipientPhone } } };
  });
}

/**
 * DELETE /{id}: only in a status the caller may edit the order in (the permission rules: new or
 * invalid in the base, i.e. not planned yet).
 */
export async function removeOrder(
  services: AppServices,
  actor: Actor,
  orderId: string,
  editableStatuses: readonly string[],
): Promise<void> {
  const stored = await getOrder(services, orderId);
  if (!editableStatuses.includes(stored.status)) throw conflictOn('status', ORDER_ERRORS.notDeletable);
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
  return writeLocked(services, actor, orderId, version, (stored) => {
    const next = closeTransition(stored.status, stored.statusBeforeClose, close);
    if (!next.ok) throw conflict(next.error, { status: next.error.message });
    return { stored, values: { status: next.status }, statusBeforeClose: next.statusBeforeClose };
  });
}

/**
 * One order's change read and written in one transaction with the row locked. These calls may come
 * without a version (the recipient phone never has one; close and reopen without `__v` mean the stored
 * one), so two saves of one order must run one after the other: read outside the write, the second
 * met the first's new version and answered a 409 "someone changed it, reload" that its caller, who
 * read no version, could do nothing about (bench:team, issue 32). A version sent is still checked.
 */
function writeLocked(
  services: AppServices,
  actor: Actor,
  orderId: string,
  version: number | undefined,
  change: (stored: OrderRecord) => Parameters<typeof writeOrderUpdates>[2][number],
): Promise<OrderRecord> {
  return services.db.transaction().execute(async (trx) => {
    const stored = await findOrder(trx, orderId, true);
    if (!stored) throw notFound();
    if (version !== undefined && version !== stored.__v) throw staleVersion();
    return (await writeOrderUpdates(trx, actor, [change(stored)]))[0] as OrderRecord;
  });
}

/** The create answer's message with the new id. */
export const createdMessage = (orderId: string) => fillMessage(ORDER_MESSAGES.created, { id: orderId });
