import { endpoint } from '../api/endpoint.ts';
import { cargoSplitSchema } from '../freights/cargoSplit.schemas.ts';
import { splitAnswer } from '../freights/freights.answers.ts';
import { pickupAnswer } from './pickups.answers.ts';

/**
 * Splitting a pickup's cargo (business.md §7 row Pickups; a separate call from the freight split).
 * `:id` is the uuid or the pickup number; errors are CARGO_SPLIT_ERRORS (core/freights/cargoSplit.api.ts).
 */
export const PICKUP_SPLIT_API = {
  splitPickup: endpoint({
    summary: 'Moves cargo of a pickup into a new pickup',
    response: splitAnswer(pickupAnswer),
    method: 'POST',
    path: '/api/pickups/split-cargo/:id',
    body: cargoSplitSchema,
    status: 201,
  }),
} as const;
