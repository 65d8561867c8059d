import { z } from 'zod';
import { freightHeadShape } from '../freights/freights.answers.ts';

/** What freights are grouped by (issue 22: depot, factory, transporter, truck type, status). */
export const FREIGHT_STAT_GROUPS = ['depot', 'factory', 'transporter', 'truckType', 'status'] as const;
/** What orders are grouped by (an order has no transporter or truck of its own). */
export const ORDER_STAT_GROUPS = ['depot', 'factory', 'status'] as const;
/** The time buckets of the chart's series. */
export const STAT_INTERVALS = ['day', 'week', 'month'] as const;

/**
 * The statistics answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link FreightStatRow} (statistics.schemas.ts). */
export const freightStatRowAnswer = z
  .object({
    /** The group's key ('' for freights without one); the label is what people read. */
    key: z.string(),
    label: z.string(),
    count: z.number(),
    pallets: z.number(),
    kg: z.number(),
    km: z.number(),
    cost: z.number(),
    income: z.number(),
    /** cost ÷ pallets, cost ÷ km; null when there is nothing to divide by. */
    costPerPallet: z.number().nullable(),
    costPerKm: z.number().nullable(),
    /** Pallet places used ÷ the truck types' pallet capacity (freights with a known truck). */
    fillRate: z.number().nullable(),
    /** Share of the delivered freights (first step to shipped) delivered by their expected deadline. */
    onTimeRate: z.number().nullable(),
  })
  .meta({ id: 'FreightStatRow' });

/** {@link StatSeriesPoint} (statistics.schemas.ts). */
export const statSeriesPointAnswer = z
  .object({
    bucket: z.string(),
    key: z.string(),
    count: z.number(),
    pallets: z.number(),
    kg: z.number(),
    cost: z.number(),
    income: z.number(),
  })
  .meta({ id: 'StatSeriesPoint' });

/**
 * A statistics answer: the period, what the rows are grouped by, their totals, one row a group and
 * the chart's series. Freights and orders differ in their groupings and rows.
 */
function statisticsAnswer<G extends readonly [string, ...string[]], R extends z.ZodType>(
  groupings: G,
  row: R,
) {
  return z.object({
    from: z.string(),
    to: z.string(),
    groupBy: z.enum(groupings),
    interval: z.enum(STAT_INTERVALS),
    totals: row,
    groups: z.array(row),
    series: z.array(statSeriesPointAnswer),
  });
}

/** {@link FreightStatistics} (statistics.schemas.ts). */
export const freightStatisticsAnswer = statisticsAnswer(FREIGHT_STAT_GROUPS, freightStatRowAnswer).meta({
  id: 'FreightStatistics',
});

/** {@link FreightStatDetail} (statistics.schemas.ts). */
export const freightStatDetailAnswer = z
  .object({
    ...freightHeadShape,
    deliveryDate: z.string().nullable(),
    expectedDeadlineDate: z.string().nullable(),
    depotShortName: z.string().nullable(),
    factoryShortName: z.string(),
    transporterName: z.string().nullable(),
    truckType: z.string().nullable(),
    pallets: z.number(),
    kg: z.number(),
    km: z.number(),
    cost: z.number().nullable(),
    income: z.number().nullable(),
    fillRate: z.number().nullable(),
    /** The day it was really delivered (first step to shipped), null before (issue 35). */
    deliveredDate: z.string().nullable(),
    /** Delivered by the expected deadline; null while not delivered or without a deadline. */
    onTime: z.boolean().nullable(),
  })
  .meta({ id: 'FreightStatDetail' });

/** {@link FreightStatDetails} (statistics.schemas.ts). */
export const freightStatDetailsAnswer = z
  .object({
    rows: z.array(freightStatDetailAnswer),
    totalCount: z.number(),
  })
  .meta({ id: 'FreightStatDetails' });

/** {@link OrderStatRow} (statistics.schemas.ts). */
export const orderStatRowAnswer = z
  .object({
    key: z.string(),
    label: z.string(),
    count: z.number(),
    items: z.number(),
    pallets: z.number(),
    kg: z.number(),
    /** Orders already in a freight or pickup (processed or later). */
    planned: z.number(),
    shipped: z.number(),
    /** Share of the orders that are shipped (or partly). */
    shippedRate: z.number().nullable(),
  })
  .meta({ id: 'OrderStatRow' });

/** {@link OrderStatistics} (statistics.schemas.ts). */
export const orderStatisticsAnswer = statisticsAnswer(ORDER_STAT_GROUPS, orderStatRowAnswer).meta({
  id: 'OrderStatistics',
});
