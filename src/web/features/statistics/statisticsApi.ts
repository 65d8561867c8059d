import type { FreightStatus, OrderStatus } from '../../../core/config/enums.ts';
import type { ListCall, ListResult } from '../../../core/list/listCall.schemas.ts';
import { listInMemory } from '../../../core/list/listInMemory.ts';
import { FREIGHT_STAT_GROUPS, ORDER_STAT_GROUPS } from '../../../core/statistics/statistics.answers.ts';
import { STATISTICS_API } from '../../../core/statistics/statistics.api.ts';
import {
  type FreightStatDetails,
  type FreightStatGroup,
  type FreightStatistics,
  type FreightStatRow,
  MAX_PERIOD_DAYS,
  type OrderStatistics,
  type OrderStatRow,
  type StatInterval,
  type StatSeriesPoint,
} from '../../../core/statistics/statistics.schemas.ts';
import { callApi } from '../../api/callApi.ts';
import type { GridAdapter } from '../../grid/gridTypes.ts';
import { translate } from '../../i18n/i18n.ts';

/** Which statistics a screen shows: /freight-statistics or /order-statistics. */
export type StatKind = 'freights' | 'orders';

/** What the user chose: the period, the grouping, the bucket of the chart and the figure it draws. */
export interface StatSelection {
  from: string;
  to: string;
  groupBy: string;
  interval: StatInterval;
  metric: StatMetric;
}

export const STAT_METRICS = ['count', 'pallets', 'kg', 'cost', 'income'] as const;
export type StatMetric = (typeof STAT_METRICS)[number];

/** The groupings and metrics each kind offers (an order has no transporter, truck or money). */
export const KIND_GROUPS: Record<StatKind, readonly string[]> = {
  freights: FREIGHT_STAT_GROUPS,
  orders: ORDER_STAT_GROUPS,
};
export const KIND_METRICS: Record<StatKind, readonly StatMetric[]> = {
  freights: STAT_METRICS,
  orders: ['count', 'pallets', 'kg'],
};

/** A grid row: a group's figures (rates as percentages), status keys with their Hungarian label. */
export interface StatRow {
  id: string;
  key: string;
  label: string;
  count: number;
  pallets: number;
  kg: number;
  km?: number;
  cost?: number;
  income?: number;
  costPerPallet?: number | null;
  costPerKm?: number | null;
  fillRate?: number | null;
  onTimeRate?: number | null;
  items?: number;
  planned?: number;
  shipped?: number;
  shippedRate?: number | null;
}

const percent = (r: number | null | undefined) =>
  r === null || r === undefined ? r : Math.round(r * 1000) / 10;

export interface StatResult {
  totals: StatRow;
  groups: StatRow[];
  series: StatSeriesPoint[];
}

const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** This month so far and to its end: the period a screen opens with. */
export function currentMonth(today = new Date()): { from: string; to: string } {
  const from = new Date(today.getFullYear(), today.getMonth(), 1);
  const to = new Date(today.getFullYear(), today.getMonth() + 1, 0);
  return { from: iso(from), to: iso(to) };
}

/** The period of the same length before (-1) or after (+1); whole months move by months. */
export function shiftPeriod(
  p: { from: string; to: string },
  direction: -1 | 1,
): { from: string; to: string } {
  const from = new Date(`${p.from}T00:00:00`);
  const to = new Date(`${p.to}T00:00:00`);
  const lastOfMonth = new Date(to.getFullYear(), to.getMonth() + 1, 0).getDate() === to.getDate();
  if (from.getDate() === 1 && lastOfMonth) {
    const months = (to.getFullYear() - from.getFullYear()) * 12 + to.getMonth() - from.getMonth() + 1;
    const start = new Date(from.getFullYear(), from.getMonth() + direction * months, 1);
    return { from: iso(start), to: iso(new Date(start.getFullYear(), start.getMonth() + months, 0)) };
  }
  const days = Math.round((to.getTime() - from.getTime()) / 86_400_000) + 1;
  const move = (d: Date) => iso(new Date(d.getFullYear(), d.getMonth(), d.getDate() + direction * days));
  return { from: move(from), to: move(to) };
}

/**
 * A period after one end changed: the other end follows when the two would cross or lie further
 * apart than a call may ask (the server would refuse both).
 */
export function keepPeriod(
  p: { from: string; to: string },
  changed: 'from' | 'to',
): { from: string; to: string } {
  const day = (d: string) => new Date(`${d}T00:00:00`);
  const span = (day(p.to).getTime() - day(p.from).getTime()) / 86_400_000;
  if (span >= 0 && span <= MAX_PERIOD_DAYS) return p;
  if (changed === 'from') {
    const f = day(p.from);
    return { from: p.from, to: iso(new Date(f.getFullYear(), f.getMonth() + 1, 0)) };
  }
  const t = day(p.to);
  return { from: iso(new Date(t.getFullYear(), t.getMonth(), 1)), to: p.to };
}

/** The Hungarian label of a group key (statuses translated, empty keys named). */
export function keyLabel(kind: StatKind, groupBy: string, key: string, label: string): string {
  if (key === '') return translate(`statistics.none.${groupBy === 'transporter' ? 'transporter' : 'other'}`);
  if (groupBy !== 'status') return label;
  return kind === 'freights'
    ? translate(`freights.status.${key as FreightStatus}`)
    : translate(`orders.status.${key as OrderStatus}`);
}

/** Whether a selection's grouping is one of the freight statistics' (the order groups are a subset). */
const isFreightGroup = (groupBy: string): groupBy is FreightStatGroup =>
  (FREIGHT_STAT_GROUPS as readonly string[]).includes(groupBy);

/** Reads one kind's statistics for the selection. */
export async function fetchStatistics(
  kind: StatKind,
  s: StatSelection,
  signal?: AbortSignal,
): Promise<StatResult> {
  // A grouping the kind does not have is left to the server's default.
  const period = { from: s.from, to: s.to, interval: s.interval };
  const data =
    kind === 'freights'
      ? await callApi(STATISTICS_API.freights, {
          query: { ...period, ...(isFreightGroup(s.groupBy) && { groupBy: s.groupBy }) },
          signal,
          errorMode: 'silent',
        })
      : ((await callApi(STATISTICS_API.table, {
          params: { table: 'orders' },
          query: { ...period, ...(isFreightGroup(s.groupBy) && { groupBy: s.groupBy }) },
          signal,
          errorMode: 'silent',
        })) as OrderStatistics);
  const row = (r: FreightStatRow | OrderStatRow): StatRow => {
    const rates =
      'fillRate' in r
        ? { fillRate: percent(r.fillRate), onTimeRate: percent(r.onTimeRate) }
        : { shippedRate: percent(r.shippedRate) };
    return {
      ...r,
      ...rates,
      id: r.key === '' ? '∅' : r.key,
      label: keyLabel(kind, s.groupBy, r.key, r.label),
    };
  };
  const typed = data as FreightStatistics | OrderStatistics;
  return { totals: row(typed.totals), groups: typed.groups.map(row), series: typed.series };
}

/** The freights behind a group (Enter on a row). */
export function fetchDetails(
  s: StatSelection,
  key: string,
  signal?: AbortSignal,
): Promise<FreightStatDetails> {
  return callApi(STATISTICS_API.details, {
    query: {
      from: s.from,
      to: s.to,
      ...(isFreightGroup(s.groupBy) && { groupBy: s.groupBy }),
      key,
      limit: 200,
    },
    errorMode: 'silent',
    signal,
  });
}

/** The grid's read-only adapter over the rows already read (sort, filter and export in memory). */
export function statisticsAdapter(
  rows: () => readonly StatRow[],
  fields: readonly string[],
): GridAdapter<StatRow> {
  return {
    entity: 'statistics',
    rowId: (r) => r.id,
    version: () => 0,
    list: async (call: ListCall): Promise<ListResult<StatRow>> =>
      listInMemory(rows(), call, fields as (keyof StatRow & string)[]),
    saveBatch: () => Promise.reject(new Error('Statistics are read-only.')),
  };
}
