import { z } from 'zod';
import type { OpeningHours } from '../baseConfig/baseConfig.schemas.ts';
import { FREIGHT_STATUSES, type FreightStatus } from '../config/enums.ts';
import { COMMON_ERRORS } from '../errors/messages.ts';
import type { Dock } from '../sites/sites.schemas.ts';
import { RULE_MESSAGES, TIME_PATTERN } from '../validation/generalRules.ts';
import type {
  freePlaceAnswer,
  timeSlotBookingAnswer,
  timeSlotStateAnswer,
  timeSlotWaitingAnswer,
  transporterPunctualityAnswer,
} from './timeSlots.answers.ts';
/**
 * Time slots and the gate (issue 18; business.md §2, §3 Time-slot state and Time slot, §9 label).
 * A booking is a freight's or pickup's `timeSlot` ({time 'H:MM', dockId, dockName, timeSlotWidth,
 * arrivedAt}) on its delivery date; it holds the dock from `time` for lengthOfTimeSlot × width minutes.
 * Pure helpers here (slot starts, labels, free places) are shared by the server and the screen.
 */

export const TIME_SLOT_KINDS = ['freight', 'pickup'] as const;
export type TimeSlotKind = (typeof TIME_SLOT_KINDS)[number];

/** Widest booking in slots. */
export const MAX_TIME_SLOT_WIDTH = 12;

/** The parts of a record's `timeSlot` a save normalises (FreightTimeSlot of freights and pickups). */
interface SavedTimeSlot {
  time: string | null;
  dockId: string | null;
  dockName: string | null;
  timeSlotWidth: number | null;
}

/**
 * What a save of a freight or pickup adds to its changes (business.md §5): without the time_slot
 * module the width is cleared (null; the dock then counts one slot); without a time the time and
 * dock are cleared. `{}` when the time slot it saves needs neither.
 */
export function timeSlotOnSave<T extends SavedTimeSlot>(
  saved: T | null | undefined,
  activeModules: readonly string[],
): { timeSlot: T } | Record<string, never> {
  if (!saved) return {};
  let slot = saved;
  if (!activeModules.includes('time_slot') && slot.timeSlotWidth !== null && slot.timeSlotWidth !== undefined)
    slot = { ...slot, timeSlotWidth: null };
  if (!slot.time && (slot.dockId !== null || slot.dockName !== null))
    slot = { ...slot, time: null, dockId: null, dockName: null };
  return slot === saved ? {} : { timeSlot: slot };
}

/** 'H:MM' or 'HH:MM' → minutes after midnight; null when not a time. */
export function minutesOf(time: string): number | null {
  if (!TIME_PATTERN.test(time.trim())) return null;
  const [h, m] = time.trim().split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** Minutes after midnight → 'H:MM' (the spec's format, e.g. 8:00). */
export function timeOf(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
}

/** Slot label (business.md §9): start – start + length × width − 1 minute, e.g. "8:00 – 8:59". */
export function slotLabel(time: string, lengthOfTimeSlot: number, width = 1): string {
  const start = minutesOf(time) ?? 0;
  return `${timeOf(start)} – ${timeOf(start + lengthOfTimeSlot * Math.max(1, width) - 1)}`;
}

/** ISO weekday of a 'YYYY-MM-DD' date (1 = Monday … 7 = Sunday). */
export function weekdayOf(date: string): number {
  const d = new Date(`${date}T12:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/** The opening range of the day in minutes, or null when closed: the depot's hours, else the base config's. */
export function openingOf(
  date: string,
  depotHours: OpeningHours,
  baseHours: OpeningHours,
): { from: number; to: number } | null {
  const hours = depotHours.length > 0 ? depotHours : baseHours;
  const entry = hours.find((h) => h.weekday === weekdayOf(date));
  if (!entry) return null;
  const from = minutesOf(entry.from);
  const to = minutesOf(entry.to);
  if (from === null || to === null || to <= from) return null;
  return { from, to };
}

/** Slot starts of an opening range: from, from + length, … while a whole slot fits. */
export function slotStarts(opening: { from: number; to: number } | null, length: number): number[] {
  if (!opening || length <= 0) return [];
  const out: number[] = [];
  for (let t = opening.from; t + length <= opening.to; t += length) out.push(t);
  return out;
}

/** A dock's time taken, in minutes of the day [start, end). */
export interface Occupied {
  dockId: string;
  start: number;
  end: number;
}

/** A place a booking of `width` slots fits: start time and dock. */
export type FreePlace = z.output<typeof freePlaceAnswer>;

/**
 * Every free (time, dock) for a booking of `width` slots: all slots inside the opening range and no
 * minute taken at that dock. `ignore` leaves out the booking being moved. Ordered by time, then dock order.
 */
export function freePlaces(
  starts: readonly number[],
  length: number,
  docks: readonly Dock[],
  occupied: readonly Occupied[],
  width: number,
): FreePlace[] {
  const last = starts.at(-1);
  if (last === undefined) return [];
  const closing = last + length;
  const byDock = new Map<string, Occupied[]>();
  for (const o of occupied) byDock.set(o.dockId, [...(byDock.get(o.dockId) ?? []), o]);
  const out: FreePlace[] = [];
  for (const start of starts) {
    const end = start + length * width;
    if (end > closing) continue;
    for (const dock of docks) {
      const taken = (byDock.get(dock.id) ?? []).some((o) => o.start < end && start < o.end);
      if (!taken) out.push({ time: timeOf(start), dockId: dock.id, dockName: dock.name });
    }
  }
  return out;
}

/** Punctuality of an arrival against its slot: early before the start, late after the end. */
export type Punctuality = 'early' | 'onTime' | 'late';
export function punctualityOf(arrivedMinute: number, start: number, end: number): Punctuality {
  if (arrivedMinute < start) return 'early';
  if (arrivedMinute >= end) return 'late';
  return 'onTime';
}

/** A booked slot as the time-slot view shows it. */
export type TimeSlotBooking = z.output<typeof timeSlotBookingAnswer>;

/** A freight or pickup of the date and depot without a slot (the waiting list). */
export type TimeSlotWaiting = z.output<typeof timeSlotWaitingAnswer>;

/** GET /api/timeSlot: the state of a depot's day (business.md §3 Time-slot state). */
export type TimeSlotState = z.output<typeof timeSlotStateAnswer>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, COMMON_ERRORS.invalidDate.message);
const time = z.string().trim().regex(TIME_PATTERN, RULE_MESSAGES.time);
const width = z.coerce
  .number()
  .int(RULE_MESSAGES.positiveInteger)
  .min(1, RULE_MESSAGES.positiveInteger)
  .max(MAX_TIME_SLOT_WIDTH, `Legfeljebb ${MAX_TIME_SLOT_WIDTH} idősáv széles foglalás adható meg!`);
const shortName = z.string().trim().min(1).max(40);

/** GET /api/timeSlot and the waiting lists: depot and date. */
export const timeSlotDayQuerySchema = z.object({ depotShortName: shortName, date: isoDate }).strict();
export type TimeSlotDayQuery = z.infer<typeof timeSlotDayQuerySchema>;

/** GET /api/timeSlot/free/time: times free at a dock. */
export const freeTimeQuerySchema = timeSlotDayQuerySchema
  .extend({ dockId: z.string().min(1).max(64), timeSlotWidth: width.default(1) })
  .strict();
/** GET /api/timeSlot/free/dock: docks free at a time. */
export const freeDockQuerySchema = timeSlotDayQuerySchema
  .extend({ time, timeSlotWidth: width.default(1) })
  .strict();
/** GET /api/timeSlot/free/time-dock (first free place) and /free/all-time-dock (every free place). */
export const freeTimeDockQuerySchema = timeSlotDayQuerySchema
  .extend({ timeSlotWidth: width.default(1), from: time.optional() })
  .strict();

/**
 * PUT /{id}/{version}/timeSlot (freights, pickups): book, move or clear. `dockId` and `time` both null
 * (or `timeSlot` null) clears; `date` moves the delivery date with it (transporters: "reserve a time
 * slot and set delivery date", business.md §6); width defaults to 1 (§9).
 */
export const setTimeSlotSchema = z
  .object({
    dockId: z.string().min(1).max(64).nullable(),
    time: time.nullable(),
    timeSlotWidth: width.optional(),
    date: isoDate.optional(),
  })
  .strict();
export type SetTimeSlotInput = z.infer<typeof setTimeSlotSchema>;

/** PUT /api/timeSlot/arrival/{kind}/{id}/{version}: the gate confirms the truck arrived. */
export const arrivalSchema = z.object({ confirmed: z.boolean().optional() }).strict();
/** PUT /api/timeSlot/arrival-undo/{kind}/{id}/{version}: the gate takes back an arrival registered by mistake. */
export const arrivalUndoSchema = z.object({}).strict();

/** GET /api/timeSlot/punctuality: booked vs arrived per transporter over a period. */
export const punctualityQuerySchema = z
  .object({ from: isoDate, to: isoDate, transporterId: z.string().max(64).optional() })
  .strict();

/** A transporter's booking record (issue 18, beyond the anchors): lateness and no-shows. */
export type TransporterPunctuality = z.output<typeof transporterPunctualityAnswer>;

/** The Budapest calendar day 'YYYY-MM-DD' and minute of the day of an instant (slots are local times). */
export function budapestDayAndMinute(at: Date): { day: string; minute: number } {
  const day = at.toLocaleDateString('sv-SE', { timeZone: 'Europe/Budapest' });
  const [h, m] = at
    .toLocaleTimeString('sv-SE', { timeZone: 'Europe/Budapest', hour12: false })
    .split(':')
    .map(Number) as [number, number];
  return { day, minute: (h % 24) * 60 + m };
}

/** Freight statuses that may hold a slot: after new (a step back to new clears it), before arrived. */
export const BOOKABLE_FREIGHT_STATUSES: readonly FreightStatus[] = FREIGHT_STATUSES.slice(
  FREIGHT_STATUSES.indexOf('new') + 1,
  FREIGHT_STATUSES.indexOf('arrived'),
);
/** Freight statuses a transporter user reserves in (their accepted freights). */
export const TRANSPORTER_BOOKABLE_STATUSES = ['accepted', 'reserved', 'finalized'] as const;
export const BOOKABLE_PICKUP_STATUSES = ['scheduled', 'reserved'] as const;
