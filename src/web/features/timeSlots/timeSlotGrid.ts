import {
  minutesOf,
  slotLabel,
  type TimeSlotBooking,
  type TimeSlotState,
} from '../../../core/timeSlots/timeSlots.schemas.ts';

/** What one cell of the docks × slots table holds. */
export type SlotCell =
  | { kind: 'free'; dockId: string; time: string }
  | { kind: 'booked'; dockId: string; time: string; booking: TimeSlotBooking; first: boolean }
  | { kind: 'occupied'; dockId: string; time: string };

/** The table of a day: a row per slot start, a column per dock (bookings cover `width` rows). */
export function slotCells(state: TimeSlotState): SlotCell[][] {
  const length = state.lengthOfTimeSlot;
  // Each booking and taken time once per dock, in minutes (a day holds hundreds of them).
  const own = new Map<string, { start: number; end: number; booking: TimeSlotBooking }[]>();
  for (const b of state.bookings) {
    const start = minutesOf(b.time) ?? 0;
    const list = own.get(b.dockId) ?? [];
    list.push({ start, end: start + length * b.timeSlotWidth, booking: b });
    own.set(b.dockId, list);
  }
  const taken = new Map<string, { start: number; end: number }[]>();
  for (const o of state.occupied) {
    const start = minutesOf(o.time) ?? 0;
    const list = taken.get(o.dockId) ?? [];
    list.push({ start, end: start + length * o.timeSlotWidth });
    taken.set(o.dockId, list);
  }
  return state.timeSlots.map((time) => {
    const t = minutesOf(time) ?? 0;
    return state.docks.map((dock): SlotCell => {
      const hit = own.get(dock.id)?.find((b) => b.start <= t && t < b.end);
      if (hit) return { kind: 'booked', dockId: dock.id, time, booking: hit.booking, first: hit.start === t };
      const busy = taken.get(dock.id)?.some((o) => o.start <= t && t < o.end) ?? false;
      return busy ? { kind: 'occupied', dockId: dock.id, time } : { kind: 'free', dockId: dock.id, time };
    });
  });
}

/** "8:00 – 8:59" of a row. */
export const rowLabel = (state: TimeSlotState, time: string) => slotLabel(time, state.lengthOfTimeSlot, 1);

/** 'YYYY-MM-DD' moved by days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' → 'YYYY.MM.DD.' with the Hungarian weekday (business.md §9 date display). */
export function dayTitle(date: string, locale: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  const weekday = d.toLocaleDateString(locale === 'en' ? 'en-GB' : 'hu-HU', {
    weekday: 'long',
    timeZone: 'UTC',
  });
  return `${date.replaceAll('-', '.')}. ${weekday}`;
}
