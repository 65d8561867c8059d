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
  return state.timeSlots.map((time) => {
    const t = minutesOf(time) ?? 0;
    return state.docks.map((dock): SlotCell => {
      const booking = state.bookings.find((b) => {
        const s = minutesOf(b.time) ?? 0;
        return b.dockId === dock.id && s <= t && t < s + length * b.timeSlotWidth;
      });
      if (booking) return { kind: 'booked', dockId: dock.id, time, booking, first: booking.time === time };
      const taken = state.occupied.some((o) => {
        const s = minutesOf(o.time) ?? 0;
        return o.dockId === dock.id && s <= t && t < s + length * o.timeSlotWidth;
      });
      return taken ? { kind: 'occupied', dockId: dock.id, time } : { kind: 'free', dockId: dock.id, time };
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
