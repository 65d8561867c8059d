import { PICKUP_STATUSES, type PickupStatus } from '../../core/config/enums.ts';
import { steppingOrder } from '../../core/freights/freightEdit.schemas.ts';
import type { PickupsChangedResponse, PickupUpdate } from '../../core/pickups/pickupEdit.schemas.ts';
import { PICKUP_ERRORS, PICKUP_TEXTS } from '../../core/pickups/pickups.errors.ts';
import type { Pickup } from '../../core/pickups/pickups.schemas.ts';
import { PICKUP_RECORDS } from '../db/repositories/freightEdit.repository.ts';
import { enqueuePickupNotifications } from './notifications.commands.ts';
import {
  type EditKind,
  type EditScope,
  setRecordCargoExternalIds,
  setRecordStatus,
  setRecordsCancelled,
  stepRecordStatus,
  updateRecordFields,
} from './truckJobEdit.commands.ts';

/**
 * Pickup edits (issue 14 item 7): the freight edits over pickups (truckJobEdit.commands.ts).
 * Pickup statuses step as freights do (business.md §4 "same stepping rules"): back to new clears
 * the time slot and dock. The freight-only conditions (only transporters ship, the finalize
 * module) have no pickup twin: transporters never reach pickups, and pickups are not finalized.
 */

/** Pickups in the shared edits. */
export const PICKUP_EDIT: EditKind<Pickup> = {
  entity: 'pickup',
  records: PICKUP_RECORDS,
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

/** PUT /{id}/{version}: saves the editable fields (permissions from the rule files, entity pickup). */
export function updatePickupFields(
  scope: EditScope,
  id: string,
  version: number,
  body: PickupUpdate,
): Promise<Pickup> {
  return updateRecordFields(PICKUP_EDIT, scope, id, version, body);
}

/** PUT /{id}/{version}/status: only the previous or the next status. */
export function setPickupStatus(
  scope: EditScope,
  id: string,
  version: number,
  status: PickupStatus,
  confirmed = false,
): Promise<Pickup> {
  return setRecordStatus(PICKUP_EDIT, scope, id, version, status, confirmed);
}

/** PUT /{id}/{version}/next-status. */
export function stepPickupStatus(
  scope: EditScope,
  id: string,
  version: number,
  confirmed = false,
): Promise<Pickup> {
  return stepRecordStatus(PICKUP_EDIT, scope, id, version, confirmed);
}

/** PUT /cancel/ and /uncancel/ (editors, order_closure): 'Gyári átvét sikeresen lemondva!'. */
export async function setPickupsCancelled(
  scope: EditScope,
  ids: readonly string[],
  cancel: boolean,
  versions?: Readonly<Record<string, number>>,
): Promise<PickupsChangedResponse> {
  const { message, records } = await setRecordsCancelled(
    PICKUP_EDIT,
    scope,
    ids,
    (p) => p.pickupId,
    cancel,
    versions,
  );
  return { message, pickups: records };
}

/** PUT /cargo-external-id/{id}: the external ids of the pickup's cargo lines (of `orderId` when given). */
export function setPickupCargoExternalIds(
  scope: EditScope,
  id: string,
  body: { orderId?: string | undefined; externalIds: Record<string, string>; __v?: number | undefined },
): Promise<Pickup> {
  const { orderId, ...ids } = body;
  return setRecordCargoExternalIds(PICKUP_EDIT, scope, id, orderId ?? null, ids);
}
