import { z } from 'zod';
import { isIsoDate } from '../calendar/workdays.ts';
import { FREIGHT_STATUSES, ORDER_STATUSES } from '../config/enums.ts';
import { ratio } from '../numbers/rounding.ts';
import { RULE_MESSAGES } from '../validation/generalRules.ts';
import type {
  freightStatDetailAnswer,
  freightStatDetailsAnswer,
  freightStatisticsAnswer,
  freightStatRowAnswer,
  orderStatisticsAnswer,
  orderStatRowAnswer,
  statSeriesPointAnswer,
} from './statistics.answers.ts';
import { FREIGHT_STAT_GROUPS, ORDER_STAT_GROUPS, STAT_INTERVALS } from './statistics.answers.ts';
export type FreightStatGroup = (typeof FREIGHT_STAT_GROUPS)[number];

export type OrderStatGroup = (typeof ORDER_STAT_GROUPS)[number];

export type StatInterval = (typeof STAT_INTERVALS)[number];

/** `GET /api/statistics/{table}`: freights grouped by one dimension, or the orders. */
export const STAT_TABLES = [
  'orders',
  'depots',
  'factories',
  'transporters',
  'truck-types',
  'statuses',
] as const;
export type StatTable = (typeof STAT_TABLES)[number];
export const STAT_TABLE_GROUP: Record<Exclude<StatTable, 'orders'>, FreightStatGroup> = {
  depots: 'depot',
  factories: 'factory',
  transporters: 'transporter',
  'truck-types': 'truckType',
  statuses: 'status',
};

/** Longest period one call covers (a bigger one is a typing mistake, not a question). */
export const MAX_PERIOD_DAYS = 3 * 366;

const date = z
  .string({ error: RULE_MESSAGES.required })
  .trim()
  .min(1, RULE_MESSAGES.required)
  .refine(isIsoDate, RULE_MESSAGES.dateFormat.replace('{sample}', '2026-12-24'));

/** Comma-separated or repeated `statuses`, each one of `allowed`. */
const statusList = (allowed: readonly string[]) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter((s) => s !== ''))
    .pipe(z.array(z.enum(allowed as [string, ...string[]])));

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

const period = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({ from: date, to: date, ...shape })
    .loose()
    .superRefine((q, ctx) => {
      const days = daysBetween(q.from as string, q.to as string);
      if (days < 0)
        ctx.addIssue({
          code: 'custom',
          path: ['to'],
          message: 'A záró dátum nem lehet korábbi a kezdő dátumnál!',
        });
      else if (days > MAX_PERIOD_DAYS)
        ctx.addIssue({
          code: 'custom',
          path: ['to'],
          message: `Legfeljebb ${MAX_PERIOD_DAYS} napos időszak kérdezhető le!`,
        });
    });

/** The freight statistics' query: a period of delivery dates, a grouping, the series' bucket, statuses. */
export const freightStatsQuerySchema = period({
  groupBy: z.enum(FREIGHT_STAT_GROUPS).default('depot'),
  interval: z.enum(STAT_INTERVALS).default('day'),
  /** Statuses counted; none given: every status but cancelled. */
  statuses: statusList(FREIGHT_STATUSES).optional(),
});
export type FreightStatsQuery = z.output<typeof freightStatsQuerySchema>;

/** The freights behind one figure: the period, and optionally one group's key. */
export const freightStatDetailsQuerySchema = period({
  groupBy: z.enum(FREIGHT_STAT_GROUPS).default('depot'),
  /** The group's key ('' = the group of freights without one, e.g. no transporter yet). */
  key: z.string().max(200).optional(),
  statuses: statusList(FREIGHT_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(5000).default(1000),
  offset: z.coerce.number().int().min(0).default(0),
});
export type FreightStatDetailsQuery = z.output<typeof freightStatDetailsQuerySchema>;

/** `GET /api/statistics/{table}`: the period, the interval of the series, the orders' grouping. */
export const statTableQuerySchema = period({
  groupBy: z.enum(FREIGHT_STAT_GROUPS).optional(),
  interval: z.enum(STAT_INTERVALS).default('day'),
  statuses: z.union([z.string(), z.array(z.string())]).optional(),
});
export const orderStatsQuerySchema = period({
  groupBy: z.enum(ORDER_STAT_GROUPS).default('factory'),
  interval: z.enum(STAT_INTERVALS).default('day'),
  statuses: statusList(ORDER_STATUSES).optional(),
});
export type OrderStatsQuery = z.output<typeof orderStatsQuerySchema>;

/** The figures of one group (or of the whole period) of freights. */
export type FreightStatRow = z.output<typeof freightStatRowAnswer>;

/** One bucket of one group in the series. */
export type StatSeriesPoint = z.output<typeof statSeriesPointAnswer>;

export type FreightStatistics = z.output<typeof freightStatisticsAnswer>;

/** One freight of the details. */
export type FreightStatDetail = z.output<typeof freightStatDetailAnswer>;

export type FreightStatDetails = z.output<typeof freightStatDetailsAnswer>;

/** The figures of one group of orders. */
export type OrderStatRow = z.output<typeof orderStatRowAnswer>;

export type OrderStatistics = z.output<typeof orderStatisticsAnswer>;

/** Derived ratios of a group's sums (one place: repository and tests read it). */
export function freightRatios(s: {
  pallets: number;
  km: number;
  cost: number;
  placesWithCapacity: number;
  capacity: number;
  onTime: number;
  withDeadline: number;
}) {
  return {
    costPerPallet: ratio(s.cost, s.pallets, 2),
    costPerKm: ratio(s.cost, s.km, 2),
    fillRate: ratio(s.placesWithCapacity, s.capacity, 4),
    onTimeRate: ratio(s.onTime, s.withDeadline, 4),
  };
}
