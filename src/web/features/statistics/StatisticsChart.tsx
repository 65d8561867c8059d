import { type KeyboardEvent, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import type { StatSeriesPoint } from '../../../core/statistics/statistics.schemas.ts';
import { commandContext } from '../../commands/terminalState.ts';
import { useT } from '../../i18n/useT.ts';
import { useLatest } from '../../ui/useLatest.ts';
import { type ChartPoint, chartTable, movePoint } from './chartPoints.ts';
import type { StatMetric } from './statisticsApi.ts';

type ECharts = ReturnType<typeof import('echarts/core')['init']>;

export interface StatisticsChartProps {
  series: readonly StatSeriesPoint[];
  /** Group key → label (legend and tooltip). */
  labels: ReadonlyMap<string, string>;
  metric: StatMetric;
  /** Text read out for the chart (what it shows, for whom cannot see it). */
  description: string;
  /** The focusable chart (statistics.focusChart puts the keyboard here). */
  focusRef?: RefObject<HTMLElement | null>;
}

const number = new Intl.NumberFormat('hu-HU', { maximumFractionDigits: 1 });

/**
 * Stacked bars of the metric per bucket, one colour per group (ECharts, loaded on demand, SVG).
 * Keyboard-readable: focused (Tab, or v from the grid) it reads its numbers point by point — ←/→ the
 * buckets, ↑/↓ the groups of the stack, Home/End the first/last bucket — in a live line that also
 * shows on screen, and ECharts highlights the point; Esc goes back to the grid.
 */
export function StatisticsChart({ series, labels, metric, description, focusRef }: StatisticsChartProps) {
  const t = useT();
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const [failed, setFailed] = useState(false);
  const table = useMemo(() => chartTable(series, metric), [series, metric]);
  const [point, setPoint] = useState<ChartPoint | null>(null);
  // New figures (period, grouping, metric): start again at the first point.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the table is what resets the point
  useEffect(() => setPoint(null), [table]);

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | null = null;
    import('./echartsSetup.ts')
      .then(({ echarts }) => {
        if (disposed || !host.current) return;
        chart.current = echarts.init(host.current, undefined, { renderer: 'svg' });
        observer = new ResizeObserver(() => chart.current?.resize());
        observer.observe(host.current);
        setFailed(false);
        drawRef.current();
      })
      .catch(() => setFailed(true));
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  const draw = () => {
    const c = chart.current;
    if (!c) return;
    const { buckets, keys, value } = table;
    c.setOption(
      {
        aria: { enabled: true, label: { description } },
        animation: false,
        tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
        legend: { type: 'scroll', top: 0 },
        grid: { left: 8, right: 8, top: 36, bottom: 8, containLabel: true },
        xAxis: { type: 'category', data: buckets.map((b) => b.replaceAll('-', '.')) },
        yAxis: { type: 'value' },
        series: keys.map((key, k) => ({
          type: 'bar',
          stack: 'all',
          name: labels.get(key) ?? key,
          emphasis: { focus: 'series' },
          data: buckets.map((_, b) => value(b, k)),
        })),
      },
      { notMerge: true },
    );
  };
  const drawRef = useLatest(draw);
  useEffect(draw);

  // The focused point: highlighted with its tooltip, as a mouse over it would.
  useEffect(() => {
    const c = chart.current;
    if (!c) return;
    c.dispatchAction({ type: 'downplay' });
    if (!point) {
      c.dispatchAction({ type: 'hideTip' });
      return;
    }
    c.dispatchAction({ type: 'highlight', seriesIndex: point.k, dataIndex: point.b });
    c.dispatchAction({ type: 'showTip', seriesIndex: point.k, dataIndex: point.b });
  }, [point]);

  const empty = table.buckets.length === 0;
  const readout =
    point && !empty
      ? t('statistics.chartPoint', {
          bucket: (table.buckets[point.b] ?? '').replaceAll('-', '.'),
          group: labels.get(table.keys[point.k] ?? '') ?? table.keys[point.k] ?? '',
          metric: t(`statistics.metrics.${metric}`),
          value: number.format(table.value(point.b, point.k)),
          total: number.format(table.total(point.b)),
          b: String(point.b + 1),
          buckets: String(table.buckets.length),
          k: String(point.k + 1),
          keys: String(table.keys.length),
        })
      : '';
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      commandContext().grid?.focusGrid();
      return;
    }
    if (empty) return;
    const next = movePoint(table, point ?? { b: 0, k: 0 }, e.key);
    if (!next) return;
    e.preventDefault();
    e.stopPropagation();
    setPoint(next);
  };

  return (
    <figure
      ref={focusRef}
      className="statistics-chart"
      aria-label={description}
      aria-roledescription={t('statistics.chartRole')}
      aria-describedby="statistics-chart-keys"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the chart reads its points by keyboard
      tabIndex={0}
      data-testid="statistics-chart-figure"
      onKeyDown={onKeyDown}
      onFocus={() => !empty && setPoint((p) => p ?? { b: 0, k: 0 })}
      onBlur={() => setPoint(null)}
    >
      {failed && <p role="alert">{t('statistics.chartFailed')}</p>}
      {series.length === 0 && <p className="statistics-empty">{t('statistics.noData')}</p>}
      <div ref={host} className="statistics-chart-canvas" data-testid="statistics-chart" />
      <p className="statistics-chart-readout" aria-live="polite" data-testid="statistics-chart-readout">
        {readout}
      </p>
      <figcaption className="sr-only">{description}</figcaption>
      <p id="statistics-chart-keys" className="sr-only">
        {t('statistics.chartKeys')}
      </p>
    </figure>
  );
}
