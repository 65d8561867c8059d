import type { FreightStatus } from '../../core/config/enums.ts';
import { FREIGHT_STATUSES } from '../../core/config/enums.ts';
import { BILLABLE_FREIGHT_STATUSES } from '../../core/freightBills/freightBills.schemas.ts';
import {
  type FreightsChangedResponse,
  type FreightUpdate,
  statusSideEffects,
  steppingOrder,
} from '../../core/freights/freightEdit.schemas.ts';
import { FREIGHT_ERRORS, FREIGHT_PLANNING_TEXTS } from '../../core/freights/freights.errors.ts';
import type { Freight } from '../../core/freights/freights.schemas.ts';
import { FREIGHT_RECORDS, transporterExists } from '../db/repositories/freightEdit.repository.ts';
import { markFreightDelivered } from '../db/repositories/freights.repository.ts';
import type { EventInput } from '../events/recordEvent.ts';
import { HttpError, notFound } from '../http/httpError.ts';
import { auditFreightsIn } from './freightBillAudit.commands.ts';
import { enqueueFreightNotifications } from './notifications.commands.ts';
import { closeOffersOfChangedFreight } from './offerClosing.commands.ts';
import {
  type EditKind,
  type EditScope,
  findTarget,
  judgeRecordChanges,
  setRecordCargoExternalIds,
  setRecordStatus,
  setRecordsCancelled,
  stepRecordStatus,
  targetOf,
  updateRecordFields,
  writeRecords,
} from './truckJobEdit.commands.ts';

/**
 * Freight edits (issue 14): save fields, step the status, cancel/reopen, comment, set transporter.
 * The shared edits run in truckJobEdit.commands.ts; this file states what is a freight's own: the
 * finalize module, only transporters ship, the finalize events, comment and transporter.
 */

/** Who edits: services, rules pool, actor and active modules (the same scope as an order save). */
export type FreightWriteScope = EditScope;

const isBillable = (status: FreightStatus) =>
  (BILLABLE_FREIGHT_STATUSES as readonly string[]).includes(status);

const refuse = (status: number, entry: { code: string; message: string }) => new HttpError(status, entry);

/** The events of one freight change: the update, and finalize / revoke when the status crosses finalized. */
function eventsOf(before: Freight, after: Freight): EventInput[] {
  const base = {
    entity: 'freight',
    entityId: after.id,
    freightId: after.freightId,
    transporterId: after.transporterId,
  };
  const events: EventInput[] = [{ ...base, action: 'updated', before, after, ignore: ['id'] }];
  if (before.status !== 'finalized' && after.status === 'finalized') {
    events.push({
      ...base,
      action: 'freight_finalized',
      before: { status: before.status },
      after: { status: after.status },
    });
  }
  if (before.status === 'finalized' && after.status !== 'finalized') {
    events.push({
      ...base,
      action: 'freight_finalization_revoked',
      before: { status: before.status },
      after: { status: after.status },
    });
  }
  return events;
}

/** Freights in the shared edits. */
export const FREIGHT_EDIT: EditKind<Freight> = {
  entity: 'freight',
  records: FREIGHT_RECORDS,
  order: steppingOrder(FREIGHT_STATUSES),
  errors: { ...FREIGHT_ERRORS, cargoNotOnRecord: FREIGHT_ERRORS.cargoNotOnFreight },
  texts: { cancelled: FREIGHT_PLANNING_TEXTS.cancelled, uncancelled: FREIGHT_PLANNING_TEXTS.uncancelled },
  // business.md §4, §6: only a transporter ships; finalize and revoke need the finalize_freight module.
  checkStatusChange: (scope, from, to) => {
    if (to === 'shipped' && scope.actor.transporterId === null) {
      throw refuse(403, FREIGHT_ERRORS.onlyTransporterShips);
    }
    if ((from === 'finalized' || to === 'finalized') && !scope.activeModules.includes('finalize_freight')) {
      throw refuse(403, FREIGHT_ERRORS.finalizeNeedsModule);
    }
  },
  sideEffects: statusSideEffects,
  events: eventsOf,
  afterWrite: async (trx, scope, before, after) => {
    await enqueueFreightNotifications(trx, scope.activeModules, before, after);
    await closeOffersOfChangedFreight(trx, scope.actor, before, after, scope.services.now());
    // A delivered freight's bill audit follows the edit in its transaction (issue 20).
    if (isBillable(after.status)) await auditFreightsIn(trx, [after.id]);
    // The delivery moment (statistics' on-time rate): stamped on the way into the delivered statuses.
    if (before.status !== after.status && after.status !== 'cancelled') {
      await markFreightDelivered(trx, after.id, isBillable(after.status), scope.services.now());
    }
  },
};

/** PUT /{id}/{version}: saves the editable fields. */
export function updateFreightFields(
  scope: FreightWriteScope,
  id: string,
  version: number,
  body: FreightUpdate,
): Promise<Freight> {
  return updateRecordFields(FREIGHT_EDIT, scope, id, version, body);
}

/** PUT /{id}/{version}/status: only the previous or the next status. */
export function setFreightStatus(
  scope: FreightWriteScope,
  id: string,
  version: number,
  status: FreightStatus,
  confirmed = false,
): Promise<Freight> {
  return setRecordStatus(FREIGHT_EDIT, scope, id, version, status, confirmed);
}

/** PUT /{id}/{version}/next-status. */
export function stepFreightStatus(
  scope: FreightWriteScope,
  id: string,
  version: number,
  confirmed = false,
): Promise<Freight> {
  return stepRecordStatus(FREIGHT_EDIT, scope, id, version, confirmed);
}

/** PUT /cancel/ and /uncancel/ (editors, order_closure): all or nothing. */
export async function setFreightsCancelled(
  scope: FreightWriteScope,
  ids: readonly string[],
  cancel: boolean,
  versions?: Readonly<Record<string, number>>,
): Promise<FreightsChangedResponse> {
  const { message, records } = await setRecordsCancelled(
    FREIGHT_EDIT,
    scope,
    ids,
    (f) => f.freightId,
    cancel,
    versions,
  );
  return { message, freights: records };
}

/**
 * PUT /comment/{id}: who may change the comment is the permission rules' answer (rules/base/
 * permissions.json: viewers and the gate never, 403 with details); a transporter's comment is flagged.
 */
export async function commentFreight(
  scope: FreightWriteScope,
  id: string,
  body: { comment: string; modifiedByTransporter?: boolean | undefined; __v: number },
): Promise<Freight> {
  const target = await findTarget(FREIGHT_EDIT, scope, id);
  const changes = {
    comment: body.comment,
    modifiedByTransporter: body.modifiedByTransporter ?? scope.actor.transporterId !== null,
  };
  await judgeRecordChanges(FREIGHT_EDIT, scope, [
    { current: target, changes: { comment: body.comment }, sent: ['comment'], version: body.__v },
  ]);
  const [saved] = await writeRecords(FREIGHT_EDIT, scope, [{ target, changes }]);
  return saved as Freight;
}

/** POST /{id}/set-transporter (editors): the transporter must exist; null takes it off. */
export async function setFreightTransporter(
  scope: FreightWriteScope,
  id: string,
  body: { transporterId: string | null; __v?: number | undefined },
): Promise<Freight> {
  const target = await targetOf(FREIGHT_EDIT, scope, id, body.__v);
  if (body.transporterId !== null && !(await transporterExists(scope.services.db, body.transporterId))) {
    throw notFound(FREIGHT_ERRORS.transporterNotFound);
  }
  const [saved] = await writeRecords(FREIGHT_EDIT, scope, [
    { target, changes: { transporterId: body.transporterId } },
  ]);
  return saved as Freight;
}

/** PUT /cargo-external-id/{id}/{orderId}: the external ids of the order's cargo lines on the freight. */
export function setCargoExternalIds(
  scope: FreightWriteScope,
  id: string,
  orderId: string,
  body: { externalIds: Record<string, string>; __v?: number | undefined },
): Promise<Freight> {
  return setRecordCargoExternalIds(FREIGHT_EDIT, scope, id, orderId, body);
}
