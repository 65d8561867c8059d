import { z } from 'zod';
import { PICKUP_STATUSES } from '../config/enums.ts';
import {
  cargoExternalIdsSchema,
  externalIdsSchema,
  readVersionsSchema,
  statusStepSchema,
  truckJobEditFields,
} from '../freights/freightEdit.schemas.ts';
import type { pickupsChangedAnswer } from './pickups.answers.ts';

/**
 * Pickup edits (business.md §2 pickup list and edit, §4 pickup statuses, §7 row Pickups): the
 * bodies of PUT /{id}/{version}, /status, /cancel/, /uncancel/ and /cargo-external-id/{id}.
 * Stepping follows the freight rules (freightEdit.schemas.ts steppingOrder over PICKUP_STATUSES).
 */

/** PUT /{id}/{version}: the editable fields (each optional); `confirmed` as for a freight save. */
export const pickupUpdateSchema = z
  .object({
    status: z.enum(PICKUP_STATUSES).optional(),
    ...truckJobEditFields,
    externalIds: externalIdsSchema.optional(),
    comment: z.string().max(2000).optional(),
    confirmed: z.boolean().optional(),
  })
  .strict();
export type PickupUpdateInput = z.input<typeof pickupUpdateSchema>;
export type PickupUpdate = z.output<typeof pickupUpdateSchema>;

/** PUT /{id}/{version}/status: the previous or next status. */
export const pickupStatusSchema = statusStepSchema(PICKUP_STATUSES);

/** PUT /cancel/ and /uncancel/: the pickups by uuid or number. */
export const pickupIdsSchema = z.object({
  pickupIds: z.array(z.string().min(1).max(40)).min(1).max(500),
  versions: readVersionsSchema.optional(),
});

/**
 * PUT /cargo-external-id/{id}: the path names no order (§7), so the body may: `orderId` limits the
 * change to that order's cargo lines, without it every line of the pickup takes the ids.
 */
export const pickupCargoExternalIdsSchema = cargoExternalIdsSchema.extend({
  orderId: z.string().min(1).max(60).optional(),
});

/** Answer of cancel/uncancel: the pickups as saved. */
export type PickupsChangedResponse = z.output<typeof pickupsChangedAnswer>;
