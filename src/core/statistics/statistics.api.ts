import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import {
  freightStatDetailsAnswer,
  freightStatisticsAnswer,
  freightStatRowAnswer,
  orderStatisticsAnswer,
} from './statistics.answers.ts';
import {
  freightStatDetailsQuerySchema,
  freightStatsQuerySchema,
  statTableQuerySchema,
} from './statistics.schemas.ts';

/**
 * Statistics (business.md §7 Other: GET /api/statistics/freights, /details, /{vendor-table}).
 * Who: accessFreightStatistics (statistics module; logistics and admin roles, production roles when
 * statistics.allowProductionUsers). Period = delivery dates (freights) or order dates (orders), both ends included.
 */
export const STATISTICS_API = {
  freights: endpoint({
    summary: 'Reads the freight statistics of a period',
    description: 'Totals, groups and the series of freights over the period.',
    response: freightStatisticsAnswer,
    method: 'GET',
    path: '/api/statistics/freights',
    query: freightStatsQuerySchema,
  }),
  details: endpoint({
    summary: 'Lists the freights behind a statistics figure',
    description: "The freights behind a figure (one group's or all), newest delivery first.",
    response: freightStatDetailsAnswer,
    method: 'GET',
    path: '/api/statistics/details',
    query: freightStatDetailsQuerySchema,
  }),
  table: endpoint({
    summary: 'Reads one statistics table of a period',
    description:
      'One table: `orders` (the order statistics: totals, groups, series) or freights grouped by `depots`, `factories`, `transporters`, `truck-types`, `statuses` (the group rows only).',
    response: z.union([z.array(freightStatRowAnswer), orderStatisticsAnswer]),
    method: 'GET',
    path: '/api/statistics/:table',
    query: statTableQuerySchema,
  }),
} as const;
