import { type Depot, formatCoordinates, parseCoordinates } from '../../../core/sites/sites.schemas.ts';
import { RULE_MESSAGES } from '../../../core/validation/generalRules.ts';

/** The weekdays of the opening hours, Monday (1) to Sunday (7). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const TIME = /^([01]?\d|2[0-3]):[0-5]\d$/;

/** The depot dialog's form: the fields as typed. */
export interface DepotForm {
  name: string;
  shortName: string;
  address: string;
  coordinates: string;
  isActive: boolean;
  lengthOfTimeSlot: number | null;
  timeSlotReservationLimit: number | null;
  hours: Record<number, { from: string; to: string }>;
  docks: { id?: string; name: string }[];
}

/** The form of a stored depot, or of a new one (null). */
export const toDepotForm = (d: Depot | null): DepotForm => ({
  name: d?.name ?? '',
  shortName: d?.shortName ?? '',
  address: d?.address ?? '',
  coordinates: formatCoordinates(d?.geometry ?? null),
  isActive: d?.isActive ?? true,
  lengthOfTimeSlot: d?.lengthOfTimeSlot ?? 30,
  timeSlotReservationLimit: d?.timeSlotReservationLimit ?? 5,
  hours: Object.fromEntries(
    WEEKDAYS.map((w) => {
      const e = d?.openingHours.find((o) => o.weekday === w);
      return [w, { from: e?.from ?? '', to: e?.to ?? '' }];
    }),
  ),
  docks: d?.docks.map((k) => ({ id: k.id, name: k.name })) ?? [],
});

const minutes = (t: string) => {
  const [h, m] = t.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** What is wrong with a day's opening hours (both empty: closed), or null. */
export function hoursError(h: { from: string; to: string }): string | null {
  if (h.from === '' && h.to === '') return null;
  if (!TIME.test(h.from) || !TIME.test(h.to)) return RULE_MESSAGES.time;
  return minutes(h.from) < minutes(h.to) ? null : RULE_MESSAGES.range;
}

/** The facts the depot's rules (rules/base/masterData.json) check in the rules worker. */
export const depotRuleFacts = (f: DepotForm) => ({
  name: f.name,
  shortName: f.shortName,
  address: f.address,
  lengthOfTimeSlot: f.lengthOfTimeSlot,
  timeSlotReservationLimit: f.timeSlotReservationLimit,
});

/** The body of a create or update (the two numbers filled in: FormDialog saves only a valid form). */
export const depotBody = (form: DepotForm, lengthOfTimeSlot: number, timeSlotReservationLimit: number) => ({
  name: form.name,
  shortName: form.shortName,
  address: form.address === '' ? null : form.address,
  geometry: parseCoordinates(form.coordinates) ?? null,
  isActive: form.isActive,
  lengthOfTimeSlot,
  timeSlotReservationLimit,
  openingHours: WEEKDAYS.flatMap((w) => {
    const hours = form.hours[w];
    return hours?.from ? [{ weekday: w, ...hours }] : [];
  }),
  docks: form.docks.map((d) => ({ ...(d.id && { id: d.id }), name: d.name.trim() })),
});
