import { z } from 'zod';
import { ORDER_STATUSES, PICKUP_STATUSES } from '../config/enums.ts';
import { freightCargoLineAnswer, freightTimeSlotAnswer } from '../freights/freights.answers.ts';

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
    id: z.string(),
    pickupId: z.string(),
    __v: z.number(),
    status: z.enum(PICKUP_STATUSES),
    jobId: z.string().nullable(),
    factoryShortName: z.string(),
    depotShortName: z.string().nullable(),
    /** The day the goods are collected. */
    deliveryDate: z.string().nullable(),
    releaseDate: z.string().nullable(),
    expectedDeadlineDate: z.string().nullable(),
    driverName: z.string().nullable(),
    truckLicensePlateNumber: z.string().nullable(),
    transporterId: z.string().nullable(),
    externalIds: z.record(z.string(), z.string()),
    timeSlot: freightTimeSlotAnswer.nullable(),
    cargo: z.array(freightCargoLineAnswer),
    details: pickupDetailsAnswer,
    pallets: z.number(),
    kg: z.number(),
    comment: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Pickup' });

/** {@link PickupListRow} (pickups.schemas.ts). */
export const pickupListRowAnswer = z
  .object({
    customerName: z.string(),
    orderIds: z.array(z.string()),
    id: z.string(),
    comment: z.string(),
    pallets: z.number(),
    __v: z.number(),
    status: z.enum(PICKUP_STATUSES),
    jobId: z.string().nullable(),
    factoryShortName: z.string(),
    depotShortName: z.string().nullable(),
    deliveryDate: z.string().nullable(),
    releaseDate: z.string().nullable(),
    expectedDeadlineDate: z.string().nullable(),
    driverName: z.string().nullable(),
    truckLicensePlateNumber: z.string().nullable(),
    transporterId: z.string().nullable(),
    externalIds: z.record(z.string(), z.string()),
    timeSlot: freightTimeSlotAnswer.nullable(),
    kg: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
    pickupId: z.string(),
    details: pickupDetailsAnswer,
  })
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
    events: z.array(
      z.object({
        id: z.string(),
        action: z.string(),
        createdAt: z.string(),
        userName: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'PickupDetailsResponse' });

/** {@link PickupsChangedResponse} (pickupEdit.schemas.ts). */
export const pickupsChangedAnswer = z
  .object({ message: z.string(), pickups: z.array(pickupAnswer) })
  .meta({ id: 'PickupsChanged' });
