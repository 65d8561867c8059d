import type { ViewExtras } from '../commands/commandTypes.ts';
import { commandContext } from '../commands/terminalState.ts';

/** What places a truck job on the time-slot screen: its depot and its days. */
export interface TruckJobPlace {
  depotShortName: string | null;
  deliveryDate: string | null;
  expectedDeadlineDate?: string | null;
}

const isoDay = (s: string | null | undefined): string | null => {
  const day = s?.slice(0, 10) ?? '';
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
};

/**
 * The Időkapu address of a truck job: its depot on the day of its booking (a booking is on the
 * delivery date), else its expected deadline; without a depot the screen's own choice.
 */
export function timeSlotsPathOf(job: TruckJobPlace): string {
  const query = new URLSearchParams();
  if (job.depotShortName) query.set('depot', job.depotShortName);
  const day = isoDay(job.deliveryDate) ?? isoDay(job.expectedDeadlineDate);
  if (day) query.set('date', day);
  const q = query.toString();
  return q ? `/timeslots?${q}` : '/timeslots';
}

/** Opens the time slots on the truck job's depot and day (transport.timeSlots); false when the user may not. */
export function openTimeSlotsOf(job: TruckJobPlace | undefined): boolean {
  const c = commandContext();
  if (!job || !c.can('/timeslots')) return false;
  c.navigate(timeSlotsPathOf(job));
  return true;
}

/** The list view's extra of transport.timeSlots (k on /freights and /pickups): the focused row's day. */
export const TIME_SLOTS_EXTRA: ViewExtras = {
  'transport.timeSlots': (rows) => {
    openTimeSlotsOf(rows[0] as TruckJobPlace | undefined);
  },
};
