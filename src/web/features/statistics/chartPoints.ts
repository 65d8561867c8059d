import type { StatSeriesPoint } from '../../../core/statistics/statistics.schemas.ts';
import type { StatMetric } from './statisticsApi.ts';

/** The chart's grid of values: buckets along the x axis, one stacked series per group key. */
export interface ChartTable {
  buckets: string[];
  keys: string[];
  /** value(b, k): the metric of bucket index b and key index k (0 where the group had nothing). */
  value(b: number, k: number): number;
  /** The bucket's total over every group (the stack's height). */
  total(b: number): number;
}

/** The series as the chart draws it: buckets and keys sorted, missing points as 0. */
export function chartTable(series: readonly StatSeriesPoint[], metric: StatMetric): ChartTable {
  const buckets = [...new Set(series.map((p) => p.bucket))].sort();
  const keys = [...new Set(series.map((p) => p.key))].sort();
  const values = new Map(series.map((p) => [`${p.bucket}|${p.key}`, p[metric]]));
  const value = (b: number, k: number) => values.get(`${buckets[b]}|${keys[k]}`) ?? 0;
  return {
    buckets,
    keys,
    value,
    total: (b) => keys.reduce((sum, _, k) => sum + value(b, k), 0),
  };
}

/** A point of the chart: bucket index and key index. */
export interface ChartPoint {
  b: number;
  k: number;
}

/**
 * Where a key moves the focused point: ←/→ the previous/next bucket, ↑/↓ the group above/below in
 * the stack, Home/End the first/last bucket, PageUp/PageDown the first/last group. Null: not a
 * key of the chart. Moves stop at the edges.
 */
export function movePoint(table: ChartTable, at: ChartPoint, key: string): ChartPoint | null {
  const lastB = table.buckets.length - 1;
  const lastK = table.keys.length - 1;
  const clamp = (n: number, max: number) => Math.max(0, Math.min(max, n));
  switch (key) {
    case 'ArrowRight':
      return { ...at, b: clamp(at.b + 1, lastB) };
    case 'ArrowLeft':
      return { ...at, b: clamp(at.b - 1, lastB) };
    case 'ArrowUp':
      return { ...at, k: clamp(at.k + 1, lastK) };
    case 'ArrowDown':
      return { ...at, k: clamp(at.k - 1, lastK) };
    case 'Home':
      return { ...at, b: 0 };
    case 'End':
      return { ...at, b: lastB };
    case 'PageUp':
      return { ...at, k: lastK };
    case 'PageDown':
      return { ...at, k: 0 };
    default:
      return null;
  }
}
