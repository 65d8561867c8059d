import type { FastifyInstance } from 'fastify';
import { STATISTICS_API } from '../../core/statistics/statistics.api.ts';
import {
  freightStatsQuerySchema,
  orderStatsQuerySchema,
  STAT_TABLE_GROUP,
  STAT_TABLES,
  type StatTable,
} from '../../core/statistics/statistics.schemas.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import { notFound } from '../http/httpError.ts';
import { route } from '../http/route.ts';
import { parseOr400 } from '../http/validate.ts';
import { POLICIES } from '../policies/policies.ts';
import {
  freightStatDetailsOf,
  freightStatGroups,
  freightStatisticsOf,
  orderStatisticsOf,
} from '../queries/statistics.queries.ts';

const isTable = (t: string | undefined): t is StatTable => STAT_TABLES.includes(t as StatTable);

/**
 * Statistics (business.md §7 Other; issue 22): SQL aggregation over the freights and orders of a
 * period (src/server/db/repositories/statistics.repository.ts). Read only; no transporter role may call.
 */
export function registerStatisticsRoutes(app: FastifyInstance): void {
  const readers = { policy: POLICIES.statisticsReaders };
  const db = () => app.services.db;

  route(app, STATISTICS_API.freights, readers, ({ query }) => freightStatisticsOf(db(), query));
  route(app, STATISTICS_API.details, readers, ({ query }) => freightStatDetailsOf(db(), query));

  route(app, STATISTICS_API.table, readers, async ({ params, request }) => {
    const table = params.table;
    if (!isTable(table)) throw notFound();
    const raw = (request.query ?? {}) as Record<string, unknown>;
    if (table === 'orders') {
      return orderStatisticsOf(db(), parseOr400(orderStatsQuerySchema, raw));
    }
    return freightStatGroups(
      db(),
      parseOr400(freightStatsQuerySchema, { ...raw, groupBy: STAT_TABLE_GROUP[table] }),
    );
  });
}

export const STATISTICS_AREA = defineServerArea({
  name: 'statistics',
  routes: registerStatisticsRoutes,
});
