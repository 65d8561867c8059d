import { CARGO_SPLIT_API } from '../../core/freights/cargoSplit.api.ts';
import type { CargoSplitInput } from '../../core/freights/cargoSplit.schemas.ts';
import { PICKUP_SPLIT_API } from '../../core/pickups/pickupSplit.api.ts';
import { callApi } from '../api/callApi.ts';

/** Whose cargo the dialog splits: the two calls are separate (business.md §7). */
export type TruckJobKind = 'freight' | 'pickup';

/** POST split-cargo of a freight or a pickup; answers the server's message (names the new number). */
export async function splitCargo(kind: TruckJobKind, id: string, body: CargoSplitInput): Promise<string> {
  const answer =
    kind === 'freight'
      ? await callApi(CARGO_SPLIT_API.splitFreight, { params: { id }, body })
      : await callApi(PICKUP_SPLIT_API.splitPickup, { params: { id }, body });
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
  });
  return answer.message;
}
