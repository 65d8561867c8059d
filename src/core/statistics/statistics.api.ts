import { endpoint } from '../api/endpoint.ts';
import type {
  FreightStatDetails,
  FreightStatistics,
  FreightStatRow,
  OrderStatistics,
} from './statistics.schemas.ts';
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
  /** Totals, groups and the series of freights over the period. */
  freights: endpoint<FreightStatistics>()({
    method: 'GET',
    path: '/api/statistics/freights',
    query: freightStatsQuerySchema,
  }),
  /** The freights behind a figure (one group's or all), newest delivery first. */
  details: endpoint<FreightStatDetails>()({
    method: 'GET',
    path: '/api/statistics/details',
    query: freightStatDetailsQuerySchema,
  }),
  /**
   * One table: `orders` (the order statistics: totals, groups, series) or freights grouped by
   * `depots`, `factories`, `transporters`, `truck-types`, `statuses` (the group rows only).
   */
  table: endpoint<OrderStatistics | FreightStatRow[]>()({
    method: 'GET',
    path: '/api/statistics/:table',
    query: statTableQuerySchema,
  }),
} as const;
