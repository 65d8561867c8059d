import type { Kysely } from 'kysely';
import type {
  FreightStatDetailsQuery,
  FreightStatsQuery,
  OrderStatsQuery,
} from '../../core/statistics/statistics.schemas.ts';
import {
  freightStatDetails,
  freightStatistics,
  orderStatistics,
} from '../db/repositories/statistics.repository.ts';
import type { Database } from '../db/schema.ts';

// Statistics' reads for their routes (route → query → repository): SQL aggregation over a period.

const periodOf = (q: { from: string; to: string; statuses?: string[] | undefined }) => ({
  from: q.from,
  to: q.to,
  statuses: q.statuses ?? [],
});

/** The freights of the period grouped (and as a series when an interval is asked), with the query echoed. */
export async function freightStatisticsOf(db: Kysely<Database>, q: FreightStatsQuery) {
  const stats = await freightStatistics(db, periodOf(q), q.groupBy, q.interval ?? null);
  return { from: q.from, to: q.to, groupBy: q.groupBy, interval: q.interval, ...stats };
}

/** The freights behind one group's figures, a page of them. */
export function freightStatDetailsOf(db: Kysely<Database>, q: FreightStatDetailsQuery) {
  return freightStatDetails(
    db,
    periodOf(q),
    { groupBy: q.groupBy, key: q.key },
    { limit: q.limit, offset: q.offset },
  );
}

/** The orders of the period grouped and as a series, with the query echoed. */
export async function orderStatisticsOf(db: Kysely<Database>, q: OrderStatsQuery) {
  const stats = await orderStatistics(db, periodOf(q), q.groupBy, q.interval);
  return { from: q.from, to: q.to, groupBy: q.groupBy, interval: q.interval, ...stats };
}

/** One statistics table: the freight groups of the period, without totals or series. */
export async function freightStatGroups(db: Kysely<Database>, q: FreightStatsQuery) {
  return (await freightStatistics(db, periodOf(q), q.groupBy, null)).groups;
}
