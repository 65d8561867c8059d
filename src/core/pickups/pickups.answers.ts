import { z } from 'zod';
import { savedRowsAnswer } from '../api/rowAnswers.ts';
import { ORDER_STATUSES, PICKUP_STATUSES } from '../config/enums.ts';
import { truckJobAnswerShape, truckJobEventAnswer } from '../freights/freights.answers.ts';

/**
 * The pickups answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link PickupDetails} (pickups.schemas.ts). */
export const pickupDetailsAnswer = z
  .object({
    customerName: z.string(),
    customerCode: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    /** Truck types the customer named (preferredTrucks of the orders), empty = any. */
    preferredTrucks: z.array(z.string()),
    orderIds: z.array(z.string()),
  })
  .meta({ id: 'PickupDetails' });

/** {@link Pickup} (pickups.schemas.ts). */
export const pickupAnswer = z
  .object({
    ...truckJobAnswerShape,
    pickupId: z.string(),
    status: z.enum(PICKUP_STATUSES),
    details: pickupDetailsAnswer,
  })
  .meta({ id: 'Pickup' });

/** {@link PickupListRow} (pickups.schemas.ts): a pickup without its cargo, with the list's columns. */
export const pickupListRowAnswer = pickupAnswer
  .omit({ cargo: true })
  .extend({ customerName: z.string(), orderIds: z.array(z.string()) })
  .meta({ id: 'PickupListRow' });

/** {@link PickupDetailsResponse} (pickups.schemas.ts). */
export const pickupDetailsResponseAnswer = z
  .object({
    pickup: pickupAnswer,
    orders: z.array(
      z.object({
        orderId: z.string(),
        status: z.enum(ORDER_STATUSES),
        customerName: z.string(),
        pallets: z.number(),
        kg: z.number(),
      }),
    ),
    events: z.array(truckJobEventAnswer),
  })
  .meta({ id: 'PickupDetailsResponse' });

/** {@link PickupsChangedResponse} (pickupEdit.schemas.ts). */
export const pickupsChangedAnswer = savedRowsAnswer('pickups', pickupAnswer).meta({ id: 'PickupsChanged' });
