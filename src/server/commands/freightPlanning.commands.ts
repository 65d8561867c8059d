import type { Kysely } from 'kysely';
import { isIsoDate } from '../../core/calendar/workdays.ts';
import type { OrderStatus } from '../../core/config/enums.ts';
import {
  FREIGHT_ERRORS,
  FREIGHT_PLANNING_TEXTS,
  PLANNER_ERRORS,
} from '../../core/freights/freights.errors.ts';
import type { CombineOrdersResponse } from '../../core/freights/freights.schemas.ts';
import { combineOrders } from '../../core/planner/combineFreight.ts';
import type { PlanningOrder } from '../../core/planner/planningModel.ts';
import type { ProcessOrdersResponse } from '../../core/planningJobs/planningJobs.schemas.ts';
import type { AppServices } from '../appServices.ts';
import { findOrders, type OrderRecord } from '../db/repositories/orders.repository.ts';
import { holdOrders, partialFreightsOf, partialOrderIds } from '../db/repositories/planning.repository.ts';
import type { Database } from '../db/schema.ts';
import { orderStatusEvent, recordEvents } from '../events/recordEvent.ts';
import { gazetteerFor } from '../geo/gazetteerService.ts';
import { badRequest, conflict, HttpError } from '../http/httpError.ts';
import { enqueueJob } from '../planning/jobQueue.ts';
import { writePlanning } from '../planning/planningCommit.ts';
import { loadPlanningInput } from '../planning/planningInput.ts';
import { toPlanningInput } from '../planning/planningInputData.ts';
import { toStoredFreights } from '../planning/storedFreights.ts';
import type { Actor } from '../policies/actor.ts';

type PlanKind = 'freights' | 'pickups';
const PLANNABLE: OrderStatus[] = ['new', 'partial'];

/** Why an order may not be planned into this kind, or null (status first: 409, others 422). */
function refusalOf(kind: PlanKind, o: OrderRecord | undefined): { status: 409 | 422; text: string } | null {
  if (!o) return { status: 422, text: FREIGHT_ERRORS.orderNotFound.message };
  if (!PLANNABLE.includes(o.status)) return { status: 409, text: FREIGHT_ERRORS.wrongStatus.message };
  if (kind === 'freights' && o.type !== 'delivery')
    return { status: 422, text: FREIGHT_ERRORS.pickupOrder.message };
  if (kind === 'pickups' && o.type !== 'pickup')
    return { status: 422, text: FREIGHT_ERRORS.deliveryOrder.message };
  if (!o.deliveryCoords) return { status: 422, text: FREIGHT_ERRORS.noCoordinates.message };
  if (!o.releaseDate || !o.expectedDeadlineDate) return { status: 422, text: FREIGHT_ERRORS.noDates.message };
  return null;
}

/** The checked orders in request order, or the refusal naming every refused order id. */
async function plannableOrders(db: Kysely<Database>, kind: PlanKind, orderIds: readonly string[]) {
  const ids = [...new Set(orderIds)];
  const found = new Map((await findOrders(db, ids)).map((o) => [o.orderId, o]));
  const details: Record<string, string> = {};
  let status: 409 | 422 = 422;
  for (const id of ids) {
    const r = refusalOf(kind, found.get(id));
    if (!r) continue;
    details[id] = r.text;
    if (r.status === 409) status = 409;
  }
  if (Object.keys(details).length > 0) throw new HttpError(status, FREIGHT_ERRORS.notPlannable, details);
  return ids.map((id) => found.get(id)!);
}

const statusEvents = (orders: readonly { orderId: string; status: string }[], to: string) =>
  orders.map((o) => orderStatusEvent(o.orderId, o.status, to));

/**
 * POST /process-orders: the orders (plus, with forceMerge or for partial orders, the partial
 * orders to replan with them) become waitingForProcessing and one planning job is queued, in one
 * transaction.
 */
export async function processOrders(
  services: AppServices,
  actor: Actor,
  kind: PlanKind,
  input: {
    orderIds: string[];
    options: { forceMerge?: boolean; manual?: boolean; forceDate?: boolean | string };
  },
): Promise<ProcessOrdersResponse> {
  return services.db.transaction().execute(async (trx) => {
    const orders = await plannableOrders(trx, kind, input.orderIds);
    const ids = new Set(orders.map((o) => o.orderId));
    // a partial freight is replanned whole: its other partial orders come along
    const extra = new Set<string>();
    for (const f of await partialFreightsOf(trx, [...ids])) for (const id of f.orderIds) extra.add(id);
    if (input.options.forceMerge)
      for (const id of await partialOrderIds(trx, kind === 'freights' ? 'delivery' : 'pickup')) extra.add(id);
    const extraOrders = (
      await findOrders(
        trx,
        [...extra].filter((id) => !ids.has(id)),
      )
    ).filter((o) => o.status === 'partial');
    const all = [...orders, ...extraOrders];
    const job = await enqueueJob(trx, {
      kind,
      orderIds: all.map((o) => o.orderId),
      options: input.options,
      manual: input.options.manual ?? true,
      requestedBy: actor.userId,
    });
    const held = await holdOrders(
      trx,
      all.map((o) => o.orderId),
      job.jobId,
    );
    // another request took some of them between the read and the update
    if (held.length !== all.length) throw conflict(FREIGHT_ERRORS.notPlannable);
    await recordEvents(trx, actor, statusEvents(all, 'waitingForProcessing'));
    return { message: FREIGHT_PLANNING_TEXTS.queued, ...job };
  });
}

/** A combination failure as the API answers it: 422 {code planner.<key>, message, details {status}}. */
function combineFailure(status: string, message: string): HttpError {
  const key =
    (Object.keys(PLANNER_ERRORS) as (keyof typeof PLANNER_ERRORS)[]).find(
      (k) => PLANNER_ERRORS[k].message === message,
    ) ?? (status in PLANNER_ERRORS ? (status as keyof typeof PLANNER_ERRORS) : 'routeNotFound');
  return new HttpError(422, { code: PLANNER_ERRORS[key].code, message }, { status });
}

/**
 * POST /date/:date: the orders combined by hand into one freight delivered on `date` (a workday
 * in every order's window), stored as a manual freight with its orders processed, in one
 * transaction (business.md §8 failures as 422).
 */
export async function combineOrdersOnDate(
  services: AppServices,
  actor: Actor,
  date: string,
  orderIds: readonly string[],
): Promise<CombineOrdersResponse> {
  if (!isIsoDate(date))
    throw badRequest({ date: FREIGHT_ERRORS.invalidDate.message }, FREIGHT_ERRORS.invalidDate);
  const orders = await plannableOrders(services.db, 'freights', orderIds);
  const ids = orders.map((o) => o.orderId);
  const ctx = await loadPlanningInput(services, ids, orders);
  const refused = ctx.refused[0];
  if (refused) throw combineFailure(refused.status, refused.reason);
  const input = toPlanningInput(ctx.data);
  if (ctx.data.orders.some((o) => date < o.releaseDate || date > o.expectedDeadlineDate))
    throw combineFailure('noOverlappingDeliveryDates', PLANNER_ERRORS.noOverlappingDeliveryDates.message);
  // the freight is delivered on the requested day: each order's window narrowed to it
  const onDate: PlanningOrder[] = ctx.data.orders.map((o) => ({
    ...o,
    releaseDate: date,
    expectedDeadlineDate: date,
  }));
  const combined = combineOrders({ ...input, orders: onDate }, onDate);
  if (!combined.ok) throw combineFailure(combined.status, combined.message);
  const today = services.now().toISOString().slice(0, 10);
  const gazetteer = await gazetteerFor(services.db);
  const [freight] = await toStoredFreights([combined.freight], ctx, gazetteer, {
    jobId: null,
    manual: true,
    today,
  });
  const selected = new Set(ids);
  return services.db.transaction().execute(async (trx) => {
    const partials = await partialFreightsOf(trx, ids);
    const leftBehind = partials.flatMap((f) => f.orderIds).filter((id) => !selected.has(id));
    const written = await writePlanning(trx, actor, {
      freights: [freight!],
      pickups: [],
      outcomes: [
        ...ids.map((orderId) => ({
          orderId,
          status: 'processed' as const,
          processingStatus: 'done' as const,
          processingReason: null,
        })),
        // orders of a replaced partial freight that were not selected wait again as new
        ...leftBehind.map((orderId) => ({
          orderId,
          status: 'new' as const,
          processingStatus: null,
          processingReason: null,
        })),
      ],
      holder: { fromStatuses: PLANNABLE },
      statusBefore: new Map(orders.map((o) => [o.orderId, o.status])),
      replacedPartials: partials,
    });
    // another request moved a selected order since it was read: nothing of this freight stays
    if (ids.some((id) => !written.ordersWritten.has(id))) throw conflict(FREIGHT_ERRORS.notPlannable);
    return {
      message: FREIGHT_PLANNING_TEXTS.combined,
      freightIds: written.freights.map((f) => f.freightId),
      freights: written.freights,
    };
  });
}
