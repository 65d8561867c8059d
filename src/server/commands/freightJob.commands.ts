import type { FreightStatus } from '../../core/config/enums.ts';
import { FREIGHT_STATUSES } from '../../core/config/enums.ts';
import { BILLABLE_FREIGHT_STATUSES } from '../../core/freightBills/freightBills.schemas.ts';
import { statusSideEffects, steppingOrder } from '../../core/freights/freightEdit.schemas.ts';
import { FREIGHT_ERRORS, FREIGHT_PLANNING_TEXTS } from '../../core/freights/freights.errors.ts';
import type { Freight } from '../../core/freights/freights.schemas.ts';
import { markFreightDelivered } from '../db/repositories/freights.repository.ts';
import { FREIGHT_RECORDS, transporterExists } from '../db/repositories/truckJobRecords.repository.ts';
import type { EventInput } from '../events/recordEvent.ts';
import { HttpError, notFound } from '../http/httpError.ts';
import { auditFreightsIn } from './freightBillAudit.commands.ts';
import { enqueueFreightNotifications } from './notifications.commands.ts';
import { closeOffersOfChangedFreight } from './offerClosing.commands.ts';
import {
  findTarget,
  judgeTruckJobChanges,
  type TruckJobKind,
  targetOf,
  writeOne,
} from './truckJob.commands.ts';
import type { WriteScope } from './writeScope.ts';

/**
 * Freights as a truck job kind (issue 14; the shared commands in truckJob.commands.ts), and the
 * commands only freights have. Freight-only: the finalize module, only transporters ship, the
 * finalize events, the notification outbox's freight webhooks, closing offers, the bill audit and the
 * delivery moment after a write, the comment and the transporter.
 */

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

/** Freights as a truck job kind. */
export const FREIGHT_JOB: TruckJobKind<Freight> = {
  entity: 'freight',
  records: FREIGHT_RECORDS,
  numberOf: (f) => f.freightId,
  stamp: (f) => ({ freightId: f.freightId }),
  withStatus: (status, changes) => ({ ...changes, status }),
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

/**
 * PUT /comment/{id} (freights only): who may change the comment is the permission rules' answer (rules/base/
 * permissions.json: viewers and the gate never, 403 with details); a transporter's comment is flagged.
 */
export async function commentFreight(
  scope: WriteScope,
  id: string,
  body: { comment: string; modifiedByTransporter?: boolean | undefined; __v: number },
): Promise<Freight> {
  const target = await findTarget(FREIGHT_JOB, scope, id);
  const changes = {
    comment: body.comment,
    modifiedByTransporter: body.modifiedByTransporter ?? scope.actor.transporterId !== null,
  };
  await judgeTruckJobChanges(FREIGHT_JOB, scope, [
    { current: target, changes: { comment: body.comment }, sent: ['comment'], version: body.__v },
  ]);
  return writeOne(FREIGHT_JOB, scope, target, changes);
}

/** POST /{id}/set-transporter (freights only; editors): the transporter must exist; null takes it off. */
export async function setFreightTransporter(
  scope: WriteScope,
  id: string,
  body: { transporterId: string | null; __v?: number | undefined },
): Promise<Freight> {
  const target = await targetOf(FREIGHT_JOB, scope, id, body.__v);
  if (body.transporterId !== null && !(await transporterExists(scope.services.db, body.transporterId))) {
    throw notFound(FREIGHT_ERRORS.transporterNotFound);
  }
  return writeOne(FREIGHT_JOB, scope, target, { transporterId: body.transporterId });
}
