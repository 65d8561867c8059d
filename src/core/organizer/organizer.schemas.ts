import { z } from 'zod';
import { FREIGHT_STATUSES } from '../config/enums.ts';
import { isoDate } from '../freights/freightEdit.schemas.ts';

/**
 * The freight organizer and the map view (issue 21; business.md §2 "Freight organizer", §4 fixing
 * sets scheduled, unfixing sets new; §7 `query-organizer`). The organizer answers a depot's week of
 * freights and pickups in ONE call, with each day's totals; the map answers a range of freights with
 * their route geometry.
 */

/** Longest range one organizer or map call answers (days): a week plus slack for month views. */
export const ORGANIZER_MAX_DAYS = 42;

const range = <T extends { from: string; to: string }>(s: z.ZodType<T>) =>
  s
    .refine((q) => q.from <= q.to, {
      message: 'A kezdő dátum nem lehet későbbi a záró dátumnál!',
      path: ['to'],
    })
    .refine((q) => daysInRange(q.from, q.to) <= ORGANIZER_MAX_DAYS, {
      message: `Legfeljebb ${ORGANIZER_MAX_DAYS} nap kérhető le egyszerre!`,
      path: ['to'],
    });

/** GET query-organizer: `from`, `to` (ISO dates, inclusive), `depot` (short name; none = every depot). */
export const organizerQuerySchema = range(
  z.object({
    from: isoDate,
    to: isoDate,
    depot: z.string().trim().min(1).max(20).optional(),
  }),
);
export type OrganizerQuery = z.output<typeof organizerQuerySchema>;

/** GET query-map: the organizer's range and depot, narrowed by statuses and transporter. */
export const mapQuerySchema = range(
  z.object({
    from: isoDate,
    to: isoDate,
    depot: z.string().trim().min(1).max(20).optional(),
    statuses: z
      .string()
      .max(400)
      .transform((s) => s.split(',').filter((x) => x !== ''))
      .pipe(z.array(z.enum(FREIGHT_STATUSES)))
      .optional(),
    transporterId: z.string().trim().min(1).max(40).optional(),
  }),
);
export type MapQuery = z.output<typeof mapQuerySchema>;

/** One freight or pickup of the fix / unfix call, at the version the caller read. */
const fixItem = z.object({
  kind: z.enum(['freight', 'pickup']),
  id: z.string().min(1).max(40),
  __v: z.number().int().min(0),
});

/** PUT fix / unfix: many freights and pickups at once; `confirmed` after the save warnings were shown. */
export const organizerFixSchema = z.object({
  items: z.array(fixItem).min(1).max(500),
  confirmed: z.boolean().optional(),
});
export type OrganizerFixInput = z.input<typeof organizerFixSchema>;
export type OrganizerFixItem = z.output<typeof fixItem>;

/** A card of the board: a freight or a pickup with what the planner reads at a glance. */
export interface OrganizerCard {
  kind: 'freight' | 'pickup';
  id: string;
  /** The freight or pickup number people read ("fuvar 1234", "átvét 12"). */
  number: string;
  __v: number;
  status: string;
  deliveryDate: string | null;
  depotShortName: string | null;
  factoryShortName: string;
  /** Freights: the planned truck type; pickups: the customer's preferred trucks, joined. */
  truckType: string | null;
  truckLicensePlateNumber: string | null;
  pallets: number;
  kg: number;
  /** Unloading stops (pickups: 0, the customer collects). */
  stops: number;
  transporterId: string | null;
  transporterName: string | null;
  /** Freights: cities in driving order; pickups: the customer. */
  route: string;
  /** Pallet places ÷ the truck type's capacity (0–1), null when unknown. */
  fillRate: number | null;
  timeSlotTime: string | null;
}

/** One day's totals: trucks by type, pallets, kg. */
export interface OrganizerDayTotals {
  freights: number;
  pickups: number;
  pallets: number;
  kg: number;
  /** Truck type → number of freights (pickups under "" when no type is known). */
  trucks: Record<string, number>;
}

export interface OrganizerDay {
  date: string;
  /** From the calendar (weekends off unless an override says otherwise). */
  workday: boolean;
  totals: OrganizerDayTotals;
}

/** The answer of query-organizer. */
export interface OrganizerResponse {
  from: string;
  to: string;
  depot: string | null;
  /** The active depots to choose from (the board's depot switch). */
  depots: { shortName: string; name: string }[];
  days: OrganizerDay[];
  cards: OrganizerCard[];
  /**
   * The transporters' estimated trucks per day and truck type (outbound, all transporters summed)
   * when the capacity_estimate module is on; null otherwise (the board then shows the totals only).
   */
  capacity: Record<string, Record<string, number>> | null;
}

/** The answer of fix / unfix: the records as saved (those already in the state are answered as they were). */
export interface OrganizerFixResponse {
  message: string;
  records: { kind: 'freight' | 'pickup'; id: string; number: string; __v: number; status: string }[];
}

/** A freight on the map. */
export interface MapFreight {
  id: string;
  freightId: string;
  status: string;
  deliveryDate: string | null;
  depotShortName: string | null;
  factoryShortName: string;
  truckType: string | null;
  transporterId: string | null;
  transporterName: string | null;
  pallets: number;
  palletPlaces: number;
  kg: number;
  fillRate: number | null;
  distanceKm: number;
  /** False when the route came from the road network; true when estimated (or unknown). */
  distanceEstimated: boolean;
  /** Route line [lng, lat][] (factory → stops), null when the freight has none stored. */
  line: [number, number][] | null;
  /** Unloading stops in driving order. */
  stops: { coordinates: [number, number]; city: string | null; address: string }[];
}

/** A depot or factory marker. */
export interface MapSite {
  kind: 'depot' | 'factory';
  shortName: string;
  name: string | null;
  coordinates: [number, number];
}

export interface MapResponse {
  freights: MapFreight[];
  /** Depots and factories with a known point. */
  sites: MapSite[];
  /** Every active depot (the depot filter). */
  depots: { shortName: string; name: string }[];
  transporters: { id: string; name: string }[];
}

/** Days from `from` to `to` inclusive (ISO dates; 0 when reversed). */
export function daysInRange(from: string, to: string): number {
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return Number.isFinite(ms) && ms >= 0 ? Math.round(ms / 86_400_000) + 1 : 0;
}

/** Each day's totals of the cards (cards outside the days are left out). */
export function organizerDayTotals(
  dates: readonly string[],
  cards: readonly OrganizerCard[],
): Map<string, OrganizerDayTotals> {
  const out = new Map<string, OrganizerDayTotals>(
    dates.map((d) => [d, { freights: 0, pickups: 0, pallets: 0, kg: 0, trucks: {} }]),
  );
  for (const c of cards) {
    const t = c.deliveryDate === null ? undefined : out.get(c.deliveryDate);
    if (!t || c.status === 'cancelled') continue;
    if (c.kind === 'freight') t.freights += 1;
    else t.pickups += 1;
    t.pallets += c.pallets;
    t.kg += c.kg;
    const type = c.truckType ?? '';
    t.trucks[type] = (t.trucks[type] ?? 0) + 1;
  }
  return out;
}
