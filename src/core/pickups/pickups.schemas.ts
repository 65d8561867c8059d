import type { z } from 'zod';
import type {
  pickupAnswer,
  pickupDetailsAnswer,
  pickupDetailsResponseAnswer,
  pickupListRowAnswer,
} from './pickups.answers.ts';
/**
 * Pickups (gyári átvét, business.md §3 Pickup): the customer's (or its carrier's) truck collects
 * orders of type `pickup` at the factory. `id` keys writes with `__v`; `pickupId` is the number
 * people read ("átvét 12").
 */

/** Who collects and what: the customer and the truck it sends. */
export type PickupDetails = z.output<typeof pickupDetailsAnswer>;

export type Pickup = z.output<typeof pickupAnswer>;

/** A row of the /pickups grid. */
export type PickupListRow = z.output<typeof pickupListRowAnswer>;

export type PickupDetailsResponse = z.output<typeof pickupDetailsResponseAnswer>;
