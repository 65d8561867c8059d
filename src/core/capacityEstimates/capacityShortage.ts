import { z } from 'zod';
import { addDays } from '../calendar/workdays.ts';
import { budapestDayAndMinute } from '../timeSlots/timeSlots.schemas.ts';
import type { capacityShortage9Answer, capacityShortageAnswer } from './capacityEstimates.answers.ts';
/**
 * Capacity vs demand (issue 19, "Beyond the anchors"): per day and truck type, the trucks the
 * planned freights need against the trucks the transporters estimated (outbound estimates). A day
 * and type is short when the freights need more trucks than were estimated.
 */

/** Days ahead the bottom bar watches by default (today included). */
export const SHORTAGE_DEFAULT_DAYS = 14;
/** The longest range one call may ask for. */
export const SHORTAGE_MAX_DAYS = 62;

/** GET /api/capacity-estimate/shortages: `days` coming days from today (Budapest). */
export const capacityShortageQuerySchema = z
  .object({ days: z.coerce.number().int().min(1).max(SHORTAGE_MAX_DAYS).default(SHORTAGE_DEFAULT_DAYS) })
  .strict();
export type CapacityShortageQuery = z.infer<typeof capacityShortageQuerySchema>;

/** One short day and truck type. */
export type CapacityShortage = z.output<typeof capacityShortage9Answer>;

/** The answer: the range looked at and its short days and types, by day then type. */
export type CapacityShortageResponse = z.output<typeof capacityShortageAnswer>;

/** Trucks by day then truck type. */
export type TrucksByDay = Record<string, Record<string, number>>;

/** The coming `days` days from the instant `now` in Budapest: from today to today + days − 1. */
export function shortageRange(now: Date, days: number): { from: string; to: string } {
  const from = budapestDayAndMinute(now).day;
  return { from, to: addDays(from, Math.max(1, days) - 1) };
}

/**
 * The short days and types: every day and type the freights need more trucks of than estimated.
 * Truck types match regardless of case (estimates are typed by hand); the freights' spelling shows.
 */
export function capacityShortages(needed: TrucksByDay, estimated: TrucksByDay): CapacityShortage[] {
  const out: CapacityShortage[] = [];
  for (const date of Object.keys(needed).sort()) {
    const offered = new Map<string, number>();
    for (const [type, n] of Object.entries(estimated[date] ?? {})) {
      const key = type.trim().toUpperCase();
      offered.set(key, (offered.get(key) ?? 0) + n);
    }
    const types = Object.entries(needed[date] ?? {}).sort(([a], [b]) => a.localeCompare(b));
    for (const [truckType, need] of types) {
      const have = offered.get(truckType.trim().toUpperCase()) ?? 0;
      if (need > have) out.push({ date, truckType, needed: need, estimated: have, missing: need - have });
    }
  }
  return out;
}

/** The days among the shortages (the bottom bar counts them). */
export function shortDays(shortages: readonly CapacityShortage[]): string[] {
  return [...new Set(shortages.map((s) => s.date))];
}
