import { z } from 'zod';
import { dockAnswer } from '../sites/sites.answers.ts';

/**
 * The timeSlots answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link TimeSlotBooking} (timeSlots.schemas.ts). */
export const timeSlotBookingAnswer = z
  .object({
    kind: z.enum(['freight', 'pickup']),
    id: z.string(),
    number: z.string(),
    __v: z.number(),
    status: z.string(),
    date: z.string(),
    dockId: z.string(),
    dockName: z.string(),
    time: z.string(),
    timeSlotWidth: z.number(),
    label: z.string(),
    transporterId: z.string().nullable(),
    transporterName: z.string().nullable(),
    truckLicensePlateNumber: z.string().nullable(),
    driverName: z.string().nullable(),
    pallets: z.number(),
    arrivedAt: z.string().nullable(),
    punctuality: z.enum(['early', 'onTime', 'late']).nullable(),
  })
  .meta({ id: 'TimeSlotBooking' });

/** {@link TimeSlotWaiting} (timeSlots.schemas.ts). */
export const timeSlotWaitingAnswer = z
  .object({
    kind: z.enum(['freight', 'pickup']),
    id: z.string(),
    number: z.string(),
    __v: z.number(),
    status: z.string(),
    date: z.string(),
    transporterId: z.string().nullable(),
    transporterName: z.string().nullable(),
    truckLicensePlateNumber: z.string().nullable(),
    pallets: z.number(),
  })
  .meta({ id: 'TimeSlotWaiting' });

/** {@link TimeSlotState} (timeSlots.schemas.ts). */
export const timeSlotStateAnswer = z
  .object({
    depotShortName: z.string(),
    depotName: z.string(),
    date: z.string(),
    lengthOfTimeSlot: z.number(),
    timeSlots: z.array(z.string()),
    docks: z.array(dockAnswer),
    bookings: z.array(timeSlotBookingAnswer),
    occupied: z.array(
      z.object({ dockId: z.string(), time: z.string(), timeSlotWidth: z.number(), own: z.boolean() }),
    ),
    freeDocks: z.array(z.string()),
    freeTimeSlots: z.array(z.string()),
    waiting: z.array(timeSlotWaitingAnswer),
    showsPickups: z.boolean(),
    canBook: z.boolean(),
    canConfirmArrival: z.boolean(),
    reservationsLeft: z.number().nullable(),
  })
  .meta({ id: 'TimeSlotState' });

/** {@link FreePlace} (timeSlots.schemas.ts). */
export const freePlaceAnswer = z
  .object({ time: z.string(), dockId: z.string(), dockName: z.string() })
  .meta({ id: 'FreePlace' });

/** {@link TransporterPunctuality} (timeSlots.schemas.ts). */
export const transporterPunctualityAnswer = z
  .object({
    transporterId: z.string(),
    transporterName: z.string(),
    booked: z.number(),
    arrived: z.number(),
    early: z.number(),
    onTime: z.number(),
    late: z.number(),
    noShow: z.number(),
    averageLateMinutes: z.number(),
  })
  .meta({ id: 'TransporterPunctuality' });

/** {@link KindTimeSlots} (timeSlots.api.ts). */
export const kindTimeSlotsAnswer = z
  .object({
    booked: z.array(timeSlotBookingAnswer),
    waiting: z.array(timeSlotWaitingAnswer),
  })
  .meta({ id: 'KindTimeSlots' });
