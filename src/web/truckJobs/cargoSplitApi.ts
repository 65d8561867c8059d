import { CARGO_SPLIT_API } from '../../core/freights/cargoSplit.api.ts';
import type { CargoSplitInput } from '../../core/freights/cargoSplit.schemas.ts';
import { PICKUP_SPLIT_API } from '../../core/pickups/pickupSplit.api.ts';
import type { TruckJobKindName } from '../../core/truckJobs/truckJob.ts';
import type { ApiError } from '../api/apiErrors.ts';
import { callApi } from '../api/callApi.ts';

// Silent: the dialogs show refusals themselves. The shell's alert is a plain layer that a native
// modal dialog (the details panel) would cover, so it cannot speak from inside one.

/** The server's message of a failed call (the spec's Hungarian texts), else the error's own. */
export function refusalText(e: ApiError): string {
  return e.body?.message ?? e.message;
}

/** Each kind's split call: the two calls are separate (business.md §7). */
const SPLIT_CALLS: Readonly<
  Record<TruckJobKindName, (id: string, body: CargoSplitInput) => Promise<{ message: string }>>
> = {
  freight: (id, body) => callApi(CARGO_SPLIT_API.splitFreight, { params: { id }, body, errorMode: 'silent' }),
  pickup: (id, body) => callApi(PICKUP_SPLIT_API.splitPickup, { params: { id }, body, errorMode: 'silent' }),
};

/** POST split-cargo of a freight or a pickup; answers the server's message (names the new number). */
export async function splitCargo(kind: TruckJobKindName, id: string, body: CargoSplitInput): Promise<string> {
  return (await SPLIT_CALLS[kind](id, body)).message;
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
