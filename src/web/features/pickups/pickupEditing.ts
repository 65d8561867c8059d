import { PICKUP_STATUSES, type PickupStatus } from '../../../core/config/enums.ts';
import { nextStatusIn, previousStatusIn, steppingOrder } from '../../../core/freights/freightEdit.schemas.ts';
import type { PickupUpdateInput } from '../../../core/pickups/pickupEdit.schemas.ts';
import { PICKUPS_API } from '../../../core/pickups/pickups.api.ts';
import type { Pickup, PickupListRow } from '../../../core/pickups/pickups.schemas.ts';
import { callApi } from '../../api/callApi.ts';
import type { SaveResult } from '../../truckJobs/saveWithWarnings.ts';
import {
  saveTruckJob,
  setTruckJobsCancelled,
  stepTruckJobRows,
  stepTruckJobStatus,
} from '../../truckJobs/truckJobSteps.ts';

const ORDER = steppingOrder(PICKUP_STATUSES);

/** The status one step away in the server's order (null: none that way). */
export function adjacentPickupStatus(status: PickupStatus, direction: 1 | -1): PickupStatus | null {
  return direction === 1 ? nextStatusIn(ORDER, status) : previousStatusIn(ORDER, status);
}

/** What a save is judged on: the pickup as read (the dialog's record or a list row). */
export type StoredPickup = Pickup | PickupListRow;

/** The pickup as stored now (its details' record), for the edit dialog or a reload. */
export async function loadPickup(id: string, signal?: AbortSignal): Promise<Pickup> {
  return (await callApi(PICKUPS_API.details, { params: { id }, signal, errorMode: 'silent' })).pickup;
}

/**
 * Saves fields of a pickup read at its version (PUT /{id}/{version}). The rule files hold no pickup
 * warnings, so the only confirmation is one the server asks for (its 409 is still honoured). The
 * caller handles refusals (stale version, 403/422 with details).
 */
export function savePickup(stored: StoredPickup, changes: PickupUpdateInput): Promise<SaveResult<Pickup>> {
  return saveTruckJob(PICKUPS_API, stored, changes, async () => []);
}

/** Steps a pickup's status; the rule files hold no pickup warnings, the server may still ask (truckJobSteps.ts). */
export function stepPickupStatus(row: StoredPickup, direction: 1 | -1): Promise<SaveResult<Pickup>> {
  return stepTruckJobStatus(
    PICKUPS_API,
    row,
    adjacentPickupStatus(row.status, direction),
    direction,
    async () => [],
  );
}

/** Steps the rows one by one; the first refusal is shown with the pickup's number and stops. */
export function stepPickupRows(rows: readonly PickupListRow[], direction: 1 | -1): Promise<Pickup[]> {
  return stepTruckJobRows(rows, direction, stepPickupStatus, (row) => row.pickupId);
}

/** Cancels or reopens pickups at the versions read; answers the server's success text. */
export const setPickupsCancelled = (pickups: readonly { id: string; __v: number }[], cancel: boolean) =>
  setTruckJobsCancelled(PICKUPS_API, 'pickupIds', pickups, cancel);
