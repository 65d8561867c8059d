import { z } from 'zod';
import { dockAnswer } from '../sites/sites.answers.ts';
import { truckJobRefShape } from '../truckJobs/truckJob.answers.ts';

/**
 * The timeSlots answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link TimeSlotBooking} (timeSlots.schemas.ts). */
export const timeSlotBookingAnswer = z
  .object({
    ...truckJobRefShape,
    date: z.string(),
    dockId: z.string(),
    dockName: z.string(),
    time: z.string(),
    timeSlotWidth: z.number(),
    /** "8:00 – 8:59". */
    label: z.string(),
    transporterId: z.string().nullable(),
    transporterName: z.string().nullable(),
    truckLicensePlateNumber: z.string().nullable(),
    driverName: z.string().nullable(),
    pallets: z.number(),
    /** ISO instant of the arrival confirmation, null before. */
    arrivedAt: z.string().nullable(),
    /** Arrival against the slot; before an arrival 'late' once the slot has passed (today), else null. */
    punctuality: z.enum(['early', 'onTime', 'late']).nullable(),
  })
  .meta({ id: 'TimeSlotBooking' });

/** {@link TimeSlotWaiting} (timeSlots.schemas.ts): a truck job of the day without a slot. */
export const timeSlotWaitingAnswer = timeSlotBookingAnswer
  .pick({
    kind: true,
    id: true,
    number: true,
    __v: true,
    status: true,
    date: true,
    transporterId: true,
    transporterName: true,
    truckLicensePlateNumber: true,
    pallets: true,
  })
  .meta({ id: 'TimeSlotWaiting' });

/** {@link TimeSlotState} (timeSlots.schemas.ts). */
export const timeSlotStateAnswer = z
  .object({
    depotShortName: z.string(),
    depotName: z.string(),
    date: z.string(),
    lengthOfTimeSlot: z.number(),
    /** Slot starts 'H:MM' of the day (empty when closed). */
    timeSlots: z.array(z.string()),
    docks: z.array(dockAnswer),
    /** Bookings the caller may see (a transporter user: their own). */
    bookings: z.array(timeSlotBookingAnswer),
    /** Every dock time taken on the day, without whose it is (free capacity for transporters). */
    occupied: z.array(
      z.object({ dockId: z.string(), time: z.string(), timeSlotWidth: z.number(), own: z.boolean() }),
    ),
    /** Docks with at least one free slot, and slot starts with at least one free dock (width 1). */
    freeDocks: z.array(z.string()),
    freeTimeSlots: z.array(z.string()),
    /** Freights and pickups of the day and depot waiting for a slot (pickups only for §6's roles). */
    waiting: z.array(timeSlotWaitingAnswer),
    /** Pickups are part of the view for this caller (business.md §6). */
    showsPickups: z.boolean(),
    /** The caller may book (planner or a transporter allowed to reserve). */
    canBook: z.boolean(),
    /** The caller may confirm arrivals. */
    canConfirmArrival: z.boolean(),
    /** Reservations left to a transporter user (null for staff). */
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
    /** Slots of past days (or passed today) without an arrival. */
    noShow: z.number(),
    /** Average minutes late of the late arrivals (0 when none). */
    averageLateMinutes: z.number(),
  })
  .meta({ id: 'TransporterPunctuality' });

/** The slot list of one kind (GET /api/freights|pickups/query-time-slots). */
export const kindTimeSlotsAnswer = z
  .object({
    booked: z.array(timeSlotBookingAnswer),
    waiting: z.array(timeSlotWaitingAnswer),
  })
  .meta({ id: 'KindTimeSlots' });
