import type {
  CheckFreightChangesResponse,
  CheckFreightSelectionsResponse,
} from '../../core/freights/freights.schemas.ts';
import type { JobScope } from '../db/repositories/truckJobs.repository.ts';
import type { Actor } from '../policies/actor.ts';

// The answers the freights and pickups read routes share (their repositories do the SQL).

/** Whose freights (pickups) the caller reads: a transporter user only their transporter's. */
export function jobScopeOf(actor: Actor): JobScope {
  return { transporterId: actor.transporterId };
}

/** The statuses a list call shows: those asked for, else every status but cancelled (business.md §4). */
export function listStatuses(asked: readonly string[] | undefined, all: readonly string[]): string[] {
  return asked && asked.length > 0 ? [...asked] : all.filter((s) => s !== 'cancelled');
}

/**
 * The ordered status list; `cancelled` only when asked for (`?withCancelled=true`) while the
 * order_closure module is active (business.md §4).
 */
export function statusList<S extends string>(
  all: readonly S[],
  withCancelled: boolean,
  closure: boolean,
): S[] {
  return all.filter((s) => s !== 'cancelled' || (withCancelled && closure));
}

/** Check-changes: anything written after `since`, or a count that differs from the client's (a deletion). */
export function changesAnswer(
  stats: { count: number; latest: Date | null; changedCount: number },
  count: number | undefined,
): CheckFreightChangesResponse {
  return {
    hasChanges: stats.changedCount > 0 || (count !== undefined && count !== stats.count),
    changedCount: stats.changedCount,
    totalCount: stats.count,
    latest: stats.latest?.toISOString() ?? null,
  };
}

/** Check-selections: per asked id (uuid or number), whether it is there and at the version read. */
export function selectionsAnswer(
  items: readonly { id: string; __v?: number | undefined }[],
  stored: readonly { id: string; number: string; version: number }[],
): CheckFreightSelectionsResponse {
  const byKey = new Map<string, { version: number }>();
  for (const s of stored) {
    byKey.set(s.id, s);
    byKey.set(s.number, s);
  }
  return {
    result: items.map((i) => {
      const s = byKey.get(i.id) ?? byKey.get(i.id.toLowerCase());
      return {
        id: i.id,
        exists: s !== undefined,
        __v: s?.version ?? null,
        changed: s === undefined || (i.__v !== undefined && i.__v !== s.version),
      };
    }),
  };
}
