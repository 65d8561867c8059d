import { PICKUP_STATUSES } from '../../core/config/enums.ts';
import { steppingOrder } from '../../core/freights/freightEdit.schemas.ts';
import { PICKUP_ERRORS, PICKUP_TEXTS } from '../../core/pickups/pickups.errors.ts';
import type { Pickup } from '../../core/pickups/pickups.schemas.ts';
import { PICKUP_RECORDS } from '../db/repositories/truckJobRecords.repository.ts';
import { enqueuePickupNotifications } from './notifications.commands.ts';
import type { TruckJobKind } from './truckJob.commands.ts';

/**
 * Pickups as a truck job kind (issue 14 item 7; the shared commands in truckJob.commands.ts).
 * Pickup statuses step as freights do (business.md §4 "same stepping rules"): back to new clears
 * the time slot and dock. The freight-only conditions (only transporters ship, the finalize
 * module) have no pickup twin: transporters never reach pickups, and pickups are not finalized.
 */

/** Pickups as a truck job kind. */
export const PICKUP_JOB: TruckJobKind<Pickup> = {
  entity: 'pickup',
  records: PICKUP_RECORDS,
  numberOf: (p) => p.pickupId,
  stamp: () => ({}),
  withStatus: (status, changes) => ({ ...changes, status }),
  order: steppingOrder(PICKUP_STATUSES),
  errors: { ...PICKUP_ERRORS, cargoNotOnRecord: PICKUP_ERRORS.cargoNotOnPickup },
  texts: PICKUP_TEXTS,
  checkStatusChange: () => {},
  sideEffects: (current, status) => (status !== current.status && status === 'new' ? { timeSlot: null } : {}),
  events: (before, after) => [
    {
      entity: 'pickup',
      entityId: after.id,
      transporterId: after.transporterId,
      action: 'updated',
      before,
      after,
      ignore: ['id'],
    },
  ],
  // A shipped pickup tells the orderItemsShipped webhook, through the same outbox as freights.
  afterWrite: (trx, scope, before, after) =>
    enqueuePickupNotifications(trx, scope.activeModules, before, after),
};
