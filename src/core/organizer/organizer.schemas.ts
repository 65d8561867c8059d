import { z } from 'zod';
import { FREIGHT_STATUSES } from '../config/enums.ts';
import { isoDate } from '../freights/freightEdit.schemas.ts';
import type {
  mapAnswer,
  mapFreightAnswer,
  mapSiteAnswer,
  organizerAnswer,
  organizerCardAnswer,
  organizerDayAnswer,
  organizerDayTotalsAnswer,
  organizerFixAnswer,
} from './organizer.answers.ts';
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
export type OrganizerCard = z.output<typeof organizerCardAnswer>;

/** One day's totals: trucks by type, pallets, kg. */
export type OrganizerDayTotals = z.output<typeof organizerDayTotalsAnswer>;

export type OrganizerDay = z.output<typeof organizerDayAnswer>;

/** The answer of query-organizer. */
export type OrganizerResponse = z.output<typeof organizerAnswer>;

/** The answer of fix / unfix: the records as saved (those already in the state are answered as they were). */
export type OrganizerFixResponse = z.output<typeof organizerFixAnswer>;

/** A freight on the map. */
export type MapFreight = z.output<typeof mapFreightAnswer>;

/** A depot or factory marker. */
export type MapSite = z.output<typeof mapSiteAnswer>;

export type MapResponse = z.output<typeof mapAnswer>;

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
