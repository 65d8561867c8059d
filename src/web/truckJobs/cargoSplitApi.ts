import { CARGO_SPLIT_API } from '../../core/freights/cargoSplit.api.ts';
import type { CargoSplitInput } from '../../core/freights/cargoSplit.schemas.ts';
import { PICKUP_SPLIT_API } from '../../core/pickups/pickupSplit.api.ts';
import type { ApiError } from '../api/apiErrors.ts';
import { callApi } from '../api/callApi.ts';

// Silent: the dialogs show refusals themselves. The shell's alert is a plain layer that a native
// modal dialog (the details panel) would cover, so it cannot speak from inside one.

/** The server's message of a failed call (the spec's Hungarian texts), else the error's own. */
export function refusalText(e: ApiError): string {
  return e.body?.message ?? e.message;
}

/** Whose cargo the dialog splits: the two calls are separate (business.md §7). */
export type TruckJobKind = 'freight' | 'pickup';

/** POST split-cargo of a freight or a pickup; answers the server's message (names the new number). */
export async function splitCargo(kind: TruckJobKind, id: string, body: CargoSplitInput): Promise<string> {
  const answer =
    kind === 'freight'
      ? await callApi(CARGO_SPLIT_API.splitFreight, { params: { id }, body, errorMode: 'silent' })
      : await callApi(PICKUP_SPLIT_API.splitPickup, { params: { id }, body, errorMode: 'silent' });
  return answer.message;
}

/** POST separate-freight: the order leaves into a new freight; answers the server's message. */
export async function separateOrder(
  freightId: string,
  orderId: string,
  freightVersion: number,
): Promise<string> {
  const answer = await callApi(CARGO_SPLIT_API.separateFreight, {
    body: { freightId, orderId, freightVersion },
    errorMode: 'silent',
  });
  return answer.message;
}
