import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { freightAnswer } from '../freights/freights.answers.ts';
import { pickupAnswer } from '../pickups/pickups.answers.ts';
import { dockAnswer } from '../sites/sites.answers.ts';
import {
  freePlaceAnswer,
  kindTimeSlotsAnswer,
  timeSlotStateAnswer,
  transporterPunctualityAnswer,
} from './timeSlots.answers.ts';
import {
  arrivalSchema,
  arrivalUndoSchema,
  freeDockQuerySchema,
  freeTimeDockQuerySchema,
  freeTimeQuerySchema,
  punctualityQuerySchema,
  setTimeSlotSchema,
  timeSlotDayQuerySchema,
} from './timeSlots.schemas.ts';

/**
 * The time-slot calls (business.md §7 rows Time slots, Freights and Pickups; issue 18). Every call
 * needs the time_slot module. Readers: planner-side staff, the entrance supervisor and transporter
 * users (their own bookings plus free capacity). Booking: editors and the production manager, and the
 * transporter manager for their own freights (module config `time_slot.transporterReservation`, on
 * unless false) within the reservation limit. Arrival: the entrance supervisor and editors.
 * Errors: TIME_SLOT_ERRORS (timeSlots.errors.ts) and COMMON_ERRORS (409 staleVersion).
 */
export const TIME_SLOTS_API = {
  state: endpoint({
    summary: 'Reads the time slots of a day',
    response: timeSlotStateAnswer,
    method: 'GET',
    path: '/api/timeSlot',
    query: timeSlotDayQuerySchema,
  }),
  freeTime: endpoint({
    summary: 'Lists the free times of a dock',
    response: z.array(z.string()),
    method: 'GET',
    path: '/api/timeSlot/free/time',
    query: freeTimeQuerySchema,
  }),
  freeDock: endpoint({
    summary: 'Lists the free docks at a time',
    response: z.array(dockAnswer),
    method: 'GET',
    path: '/api/timeSlot/free/dock',
    query: freeDockQuerySchema,
  }),
  freeTimeDock: endpoint({
    summary: 'Finds the earliest free time slot',
    description: 'The earliest free place (from `from` on), or null.',
    response: freePlaceAnswer.nullable(),
    method: 'GET',
    path: '/api/timeSlot/free/time-dock',
    query: freeTimeDockQuerySchema,
  }),
  freeAllTimeDock: endpoint({
    summary: 'Lists every free time slot',
    response: z.array(freePlaceAnswer),
    method: 'GET',
    path: '/api/timeSlot/free/all-time-dock',
    query: freeTimeDockQuerySchema,
  }),
  arrival: endpoint({
    summary: "Records a truck's arrival",
    description: '`:kind` freight | pickup, `:id` uuid or number, `:version` the `__v` read.',
    response: z.union([freightAnswer, pickupAnswer]),
    method: 'PUT',
    path: '/api/timeSlot/arrival/:kind/:id/:version',
    body: arrivalSchema,
  }),
  arrivalUndo: endpoint({
    summary: 'Takes back an arrival registered by mistake',
    description:
      'The gate (entrance supervisor, editors): while the record is still arrived, back to the status it had before the arrival and no arrival instant, with an `arrival_revoked` event. 409 `timeSlots.notArrived` otherwise.',
    response: z.union([freightAnswer, pickupAnswer]),
    method: 'PUT',
    path: '/api/timeSlot/arrival-undo/:kind/:id/:version',
    body: arrivalUndoSchema,
  }),
  punctuality: endpoint({
    summary: "Reads the transporters' punctuality",
    response: z.array(transporterPunctualityAnswer),
    method: 'GET',
    path: '/api/timeSlot/punctuality',
    query: punctualityQuerySchema,
  }),
  freightSetTimeSlot: endpoint({
    summary: "Books or frees a freight's time slot",
    response: freightAnswer,
    method: 'PUT',
    path: '/api/freights/:id/:version/timeSlot',
    body: setTimeSlotSchema,
  }),
  freightQuery: endpoint({
    summary: "Lists the freights' time slots of a day",
    response: kindTimeSlotsAnswer,
    method: 'GET',
    path: '/api/freights/query-time-slots',
    query: timeSlotDayQuerySchema,
  }),
  pickupSetTimeSlot: endpoint({
    summary: "Books or frees a pickup's time slot",
    response: pickupAnswer,
    method: 'PUT',
    path: '/api/pickups/:id/:version/timeSlot',
    body: setTimeSlotSchema,
  }),
  pickupQuery: endpoint({
    summary: "Lists the pickups' time slots of a day",
    response: kindTimeSlotsAnswer,
    method: 'GET',
    path: '/api/pickups/query-time-slots',
    query: timeSlotDayQuerySchema,
  }),
};
