import { endpoint } from '../api/endpoint.ts';
import type { Freight } from '../freights/freights.schemas.ts';
import type { Pickup } from '../pickups/pickups.schemas.ts';
import type { Dock } from '../sites/sites.schemas.ts';
import {
  arrivalSchema,
  arrivalUndoSchema,
  type FreePlace,
  freeDockQuerySchema,
  freeTimeDockQuerySchema,
  freeTimeQuerySchema,
  punctualityQuerySchema,
  setTimeSlotSchema,
  type TimeSlotBooking,
  type TimeSlotState,
  type TimeSlotWaiting,
  type TransporterPunctuality,
  timeSlotDayQuerySchema,
} from './timeSlots.schemas.ts';

/** The slot list of one kind (GET /api/freights|pickups/query-time-slots). */
export interface KindTimeSlots {
  booked: TimeSlotBooking[];
  waiting: TimeSlotWaiting[];
}

/**
 * The time-slot calls (business.md §7 rows Time slots, Freights and Pickups; issue 18). Every call
 * needs the time_slot module. Readers: planner-side staff, the entrance supervisor and transporter
 * users (their own bookings plus free capacity). Booking: editors and the production manager, and the
 * transporter manager for their own freights (module config `time_slot.transporterReservation`, on
 * unless false) within the reservation limit. Arrival: the entrance supervisor and editors.
 * Errors: TIME_SLOT_ERRORS (timeSlots.errors.ts) and COMMON_ERRORS (409 staleVersion).
 */
export const TIME_SLOTS_API = {
  state: endpoint<TimeSlotState>()({ method: 'GET', path: '/api/timeSlot', query: timeSlotDayQuerySchema }),
  freeTime: endpoint<string[]>()({
    method: 'GET',
    path: '/api/timeSlot/free/time',
    query: freeTimeQuerySchema,
  }),
  freeDock: endpoint<Dock[]>()({
    method: 'GET',
    path: '/api/timeSlot/free/dock',
    query: freeDockQuerySchema,
  }),
  /** The earliest free place (from `from` on), or null. */
  freeTimeDock: endpoint<FreePlace | null>()({
    method: 'GET',
    path: '/api/timeSlot/free/time-dock',
    query: freeTimeDockQuerySchema,
  }),
  freeAllTimeDock: endpoint<FreePlace[]>()({
    method: 'GET',
    path: '/api/timeSlot/free/all-time-dock',
    query: freeTimeDockQuerySchema,
  }),
  /** `:kind` freight | pickup, `:id` uuid or number, `:version` the `__v` read. */
  arrival: endpoint<Freight | Pickup>()({
    method: 'PUT',
    path: '/api/timeSlot/arrival/:kind/:id/:version',
    body: arrivalSchema,
  }),
  /**
   * Takes back an arrival registered by mistake (while the record is still arrived): the status it
   * had before and no arrival instant, with an `arrival_revoked` event.
   */
  arrivalUndo: endpoint<Freight | Pickup>()({
    method: 'PUT',
    path: '/api/timeSlot/arrival-undo/:kind/:id/:version',
    body: arrivalUndoSchema,
  }),
  punctuality: endpoint<TransporterPunctuality[]>()({
    method: 'GET',
    path: '/api/timeSlot/punctuality',
    query: punctualityQuerySchema,
  }),
  freightSetTimeSlot: endpoint<Freight>()({
    method: 'PUT',
    path: '/api/freights/:id/:version/timeSlot',
    body: setTimeSlotSchema,
  }),
  freightQuery: endpoint<KindTimeSlots>()({
    method: 'GET',
    path: '/api/freights/query-time-slots',
    query: timeSlotDayQuerySchema,
  }),
  pickupSetTimeSlot: endpoint<Pickup>()({
    method: 'PUT',
    path: '/api/pickups/:id/:version/timeSlot',
    body: setTimeSlotSchema,
  }),
  pickupQuery: endpoint<KindTimeSlots>()({
    method: 'GET',
    path: '/api/pickups/query-time-slots',
    query: timeSlotDayQuerySchema,
  }),
};
