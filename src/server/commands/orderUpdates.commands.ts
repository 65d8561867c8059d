import type { Kysely } from 'kysely';
import { COMMON_ERRORS } from '../../core/errors/messages.ts';
import { ORDER_ERRORS } from '../../core/orders/orders.errors.ts';
import type { BulkUpdateOrders, UpdateOrder } from '../../core/orders/orders.schemas.ts';
import { RULES_ERRORS } from '../../core/rules/rules.api.ts';
import {
  findOrders,
  type OrderRecord,
  type OrderValues,
  updateOrder,
} from '../db/repositories/orders.repository.ts';
import { factoryExists } from '../db/repositories/sites.repository.ts';
import type { Database } from '../db/schema.ts';
import { recordEvents } from '../events/recordEvent.ts';
import { badRequest, staleVersion } from '../http/httpError.ts';
import type { Actor } from '../policies/actor.ts';
import { presentOrder } from '../presenters/orders.presenter.ts';
import { editableStatusesOf } from '../rules/ruleSetDerived.ts';
import {
  type OrderOutcome,
  type OrderRefusal,
  type OrderWarning,
  orderConfirmationNeeded,
  refusalError,
} from './orderOutcomes.ts';
import { orderSaveContext } from './orderSaveContext.ts';
import { prepareOrders } from './prepareOrder.ts';
import type { WriteScope } from './writeScope.ts';

/** One row of an update: the order, the version the caller read and the changed fields. */
export interface OrderUpdate {
  orderId: string;
  version: number;
  changes: UpdateOrder;
}

/** A row that may be written: the stored order and its values after the rules. */
export interface CheckedUpdate {
  stored: OrderRecord;
  values: Partial<OrderValues>;
  statusBeforeClose?: OrderRecord['statusBeforeClose'];
  /** The rules' save warnings (capacity fit): written only when the caller confirmed them. */
  warnings?: readonly OrderWarning[];
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

const refuse = (
  orderId: string,
  status: OrderRefusal['status'],
  error: OrderRefusal['error'],
  details?: Record<string, string>,
): OrderRefusal => ({ orderId, ok: false, status, error, ...(details && { details }) });

/**
 * Checks update rows without writing: the stored rows in ONE query, then per row 404, 403 not
 * editable (a status in which the permission rules let the caller change nothing), and the rows
 * still standing through the rules in ONE rules-pool call: 403 refused fields, then 409 stale (the
 * permissions answer before the version, issue 36), 422 unknown factory, 422 field messages.
 * Answers one outcome per row, in order.
 */
export async function checkOrderUpdates(
  scope: WriteScope,
  updates: readonly OrderUpdate[],
): Promise<OrderOutcome<CheckedUpdate>[]> {
  const { db } = scope.services;
  const [stored, ctx] = await Promise.all([
    findOrders(
      db,
      updates.map((u) => u.orderId),
    ),
    orderSaveContext(scope),
  ]);
  const byId = new Map(stored.map((o) => [o.orderId, o]));
  const editable = editableStatusesOf(scope.rules, 'order', scope.actor.role);
  const newFactories = [
    ...new Set(
      updates.flatMap((u) => {
        const f = u.changes.factoryShortName;
        return f !== undefined && f !== byId.get(u.orderId)?.factoryShortName ? [f] : [];
      }),
    ),
  ];
  const known = new Set(
    (await Promise.all(newFactories.map(async (f) => ((await factoryExists(db, f)) ? [f] : [])))).flat(),
  );
  const outcomes: (OrderOutcome<CheckedUpdate> | null)[] = updates.map((u) => {
    const order = byId.get(u.orderId);
    if (!order) return refuse(u.orderId, 404, COMMON_ERRORS.notFound);
    if (!editable.includes(order.status))
      return refuse(u.orderId, 403, ORDER_ERRORS.notEditable, { status: ORDER_ERRORS.notEditable.message });
    return null;
  });
  const unknownFactory = (u: OrderUpdate) => {
    const factory = u.changes.factoryShortName;
    return factory !== undefined && factory !== byId.get(u.orderId)?.factoryShortName && !known.has(factory);
  };
  const standing = updates.flatMap((u, i) => (outcomes[i] === null ? [{ u, i }] : []));
  const prepared = await prepareOrders(
    standing.map(({ u }) => {
      const record = byId.get(u.orderId) as OrderRecord;
      return { values: mergeUpdate(record, u.changes), current: { record, changed: Object.keys(u.changes) } };
    }),
    ctx,
  );
  standing.forEach(({ u, i }, k) => {
    const p = prepared[k];
    if (!p) throw new Error('rules answered fewer rows than asked');
    // The permissions first (403), then the version (409): a caller who may not change the row
    // never hears "someone else changed it" (issue 36).
    if (Object.keys(p.denied).length > 0)
      outcomes[i] = refuse(u.orderId, 403, COMMON_ERRORS.forbidden, p.denied);
    else if (byId.get(u.orderId)?.__v !== u.version)
      outcomes[i] = refuse(u.orderId, 409, COMMON_ERRORS.staleVersion, {
        __v: COMMON_ERRORS.staleVersion.message,
      });
    else if (unknownFactory(u))
      outcomes[i] = refuse(u.orderId, 422, RULES_ERRORS.rejected, {
        factoryShortName: ORDER_ERRORS.unknownFactory.message,
      });
    else if (Object.keys(p.fieldErrors).length > 0)
      outcomes[i] = refuse(u.orderId, 422, RULES_ERRORS.rejected, p.fieldErrors);
    else
      outcomes[i] = {
        orderId: u.orderId,
        ok: true,
        stored: byId.get(u.orderId) as OrderRecord,
        values: p.values,
        warnings: p.warnings,
      };
  });
  return outcomes as OrderOutcome<CheckedUpdate>[];
}

/**
 * Writes checked rows in the caller's transaction, each version-checked in its UPDATE, with one
 * event per row. A row changed meanwhile is a 409 (details `__v`, or its orderId in a batch).
 */
export async function writeOrderUpdates(
  trx: Kysely<Database>,
  actor: Actor,
  rows: readonly CheckedUpdate[],
  batch = false,
): Promise<OrderRecord[]> {
  const saved: OrderRecord[] = [];
  for (const r of rows) {
    const row = await updateOrder(trx, r.stored.orderId, r.stored.__v, r.values, r.statusBeforeClose);
    if (!row)
      throw batch ? staleVersion({ [r.stored.orderId]: COMMON_ERRORS.staleVersion.message }) : staleVersion();
    saved.push(row);
  }
  await recordEvents(
    trx,
    actor,
    saved.map((after, i) => ({
      entity: 'order',
      entityId: after.orderId,
      action: 'updated',
      before: presentOrder((rows[i] as CheckedUpdate).stored),
      after: presentOrder(after),
    })),
  );
  return saved;
}

/**
 * PUT /{id}?version: the changed fields, version-checked in the UPDATE itself; the rules' save
 * warnings are a 409 `orders.confirmationNeeded` unless `confirmed`.
 */
export async function changeOrder(
  scope: WriteScope,
  update: OrderUpdate,
  confirmed = false,
): Promise<OrderRecord> {
  if (Object.keys(update.changes).length === 0) throw badRequest({ changes: COMMON_ERRORS.required.message });
  const [outcome] = await checkOrderUpdates(scope, [update]);
  if (!outcome) throw new Error('no outcome for the update');
  if (!outcome.ok) throw refusalError(outcome);
  if (outcome.warnings && outcome.warnings.length > 0 && !confirmed)
    throw orderConfirmationNeeded([{ orderId: null, warnings: outcome.warnings }]);
  const [saved] = await scope.services.db
    .transaction()
    .execute((trx) => writeOrderUpdates(trx, scope.actor, [outcome]));
  if (!saved) throw new Error('order update returned nothing');
  return saved;
}

/** A batch's result: every row written, or nothing written and each row's outcome. */
export type OrderBatchResult =
  | { ok: true; orders: OrderRecord[] }
  | { ok: false; outcomes: OrderOutcome<CheckedUpdate>[] };

/**
 * The grid's batch: every row checked first (one read, one rules call); any refused row refuses the
 * whole batch (nothing written; the route answers with batchRefusal); else all rows are written in
 * one transaction with their events.
 */
export async function bulkChangeOrders(
  scope: WriteScope,
  input: BulkUpdateOrders,
): Promise<OrderBatchResult> {
  const ids = input.items.map((i) => i.orderId);
  if (new Set(ids).size !== ids.length) throw badRequest({ items: ORDER_ERRORS.duplicateRow.message });
  const outcomes = await checkOrderUpdates(
    scope,
    input.items.map((i) => ({ orderId: i.orderId, version: i.__v, changes: i.changes })),
  );
  const ready = outcomes.flatMap((o) => (o.ok ? [o] : []));
  if (ready.length < outcomes.length) return { ok: false, outcomes };
  const warned = ready.filter((o) => (o.warnings ?? []).length > 0);
  if (warned.length > 0 && !input.confirmed)
    throw orderConfirmationNeeded(warned.map((o) => ({ orderId: o.orderId, warnings: o.warnings ?? [] })));
  const orders = await scope.services.db
    .transaction()
    .execute((trx) => writeOrderUpdates(trx, scope.actor, ready, true));
  return { ok: true, orders };
}
