import type { FreightStatus } from '../../../core/config/enums.ts';
import {
  type FreightUpdateInput,
  nextFreightStatus,
  previousFreightStatus,
  statusSideEffects,
} from '../../../core/freights/freightEdit.schemas.ts';
import { FREIGHTS_API } from '../../../core/freights/freights.api.ts';
import type { Freight, FreightListRow } from '../../../core/freights/freights.schemas.ts';
import { callApi } from '../../api/callApi.ts';
import { showAlert } from '../../state/alertState.ts';
import { refusalText, type SaveResult } from '../../truckJobs/saveWithWarnings.ts';
import { ruleWarnings, saveFacts } from '../../truckJobs/truckJobRules.ts';
import { saveTruckJob, setTruckJobsCancelled, stepTruckJobStatus } from '../../truckJobs/truckJobSteps.ts';

/** What a save is judged on: the stored freight as read (a list row carries every field the rules read). */
export type StoredFreight = Freight | FreightListRow;

/**
 * Saves fields of a freight read at its version (PUT /{id}/{version}): the freight warnings of the
 * rule files are listed in one confirmation first, with the server's status side effects applied as
 * the server applies them. The caller handles refusals (stale version, 403/422 with details).
 */
export function saveFreight(
  stored: StoredFreight,
  changes: FreightUpdateInput,
): Promise<SaveResult<Freight>> {
  const status = (changes.status ?? stored.status) as FreightStatus;
  return saveTruckJob(FREIGHTS_API, stored, changes, () =>
    ruleWarnings('freight', saveFacts(stored, { ...changes, ...statusSideEffects(stored, status) })),
  );
}

/** The freight's parts saved by their own calls: a typed comment, a picked transporter ('' = none). */
export interface FreightSideChanges {
  comment?: string;
  transporterId?: string;
}

/**
 * One Ctrl+S of the edit dialog: the fields (saveFreight, warnings first) when any changed, then the
 * comment and the transporter when they differ, each at the version the previous call answered.
 * Nothing changed → not saved.
 */
export async function saveFreightWithSideEdits(
  stored: StoredFreight,
  changes: FreightUpdateInput,
  side: FreightSideChanges,
): Promise<SaveResult<Freight>> {
  let saved: Freight | null = null;
  if (Object.keys(changes).length > 0) {
    const fields = await saveFreight(stored, changes);
    if (!fields.saved) return fields;
    saved = fields.value;
  }
  const version = () => (saved ?? stored).__v;
  if (side.comment !== undefined)
    saved = await callApi(FREIGHTS_API.comment, {
      params: { id: stored.id },
      body: { comment: side.comment, __v: version() },
      errorMode: 'silent',
    });
  if (side.transporterId !== undefined)
    saved = await callApi(FREIGHTS_API.setTransporter, {
      params: { id: stored.id },
      body: { transporterId: side.transporterId || null, __v: version() },
      errorMode: 'silent',
    });
  return saved ? { saved: true, value: saved } : { saved: false };
}

/** The status one step away in the server's order (null: none that way). */
export function adjacentStatus(status: FreightStatus, direction: 1 | -1): FreightStatus | null {
  return direction === 1 ? nextFreightStatus(status) : previousFreightStatus(status);
}

/** Steps a freight's status to the previous / next one, its save warnings first (truckJobSteps.ts). */
export function stepFreightStatus(stored: StoredFreight, direction: 1 | -1): Promise<SaveResult<Freight>> {
  const status = adjacentStatus(stored.status, direction);
  return stepTruckJobStatus(FREIGHTS_API, stored, status, direction, () =>
    status
      ? ruleWarnings('freight', saveFacts(stored, { status, ...statusSideEffects(stored, status) }))
      : Promise.resolve([]),
  );
}

/** Cancels or reopens freights at the versions read; answers the server's success text. */
export const setCancelled = (freights: readonly { id: string; __v: number }[], cancel: boolean) =>
  setTruckJobsCancelled(FREIGHTS_API, 'freightIds', freights, cancel);

/** The freight as stored now (its details' record), for a dialog or a reload. */
export async function loadFreight(id: string, signal?: AbortSignal): Promise<Freight> {
  return (await callApi(FREIGHTS_API.details, { params: { id }, signal, errorMode: 'silent' })).freight;
}

/** Shows a refusal the silent calls above did not show (alert popup, as the api client would). */
export function alertRefusal(err: unknown): void {
  showAlert(refusalText(err));
}
