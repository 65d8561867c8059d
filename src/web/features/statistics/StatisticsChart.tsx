import { useEffect, useRef, useState } from 'react';
import type { StatSeriesPoint } from '../../../core/statistics/statistics.schemas.ts';
import { useT } from '../../i18n/useT.ts';
import type { StatMetric } from './statisticsApi.ts';

type ECharts = ReturnType<typeof import('echarts/core')['init']>;

export interface StatisticsChartProps {
  series: readonly StatSeriesPoint[];
  /** Group key → label (legend and tooltip). */
  labels: ReadonlyMap<string, string>;
  metric: StatMetric;
  /** Text read out for the chart (what it shows, for whom cannot see it). */
  description: string;
}

/** Stacked bars of the metric per bucket, one colour per group (ECharts, loaded on demand, SVG). */
export function StatisticsChart({ series, labels, metric, description }: StatisticsChartProps) {
  const t = useT();
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const [failed, setFailed] = useState(false);

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
    const buckets = [...new Set(series.map((p) => p.bucket))].sort();
    const keys = [...new Set(series.map((p) => p.key))].sort();
    const value = new Map(series.map((p) => [`${p.bucket}|${p.key}`, p[metric]]));
    c.setOption(
      {
        aria: { enabled: true, label: { description } },
        animation: false,
        tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
        legend: { type: 'scroll', top: 0 },
        grid: { left: 8, right: 8, top: 36, bottom: 8, containLabel: true },
        xAxis: { type: 'category', data: buckets.map((b) => b.replaceAll('-', '.')) },
        yAxis: { type: 'value' },
        series: keys.map((key) => ({
          type: 'bar',
          stack: 'all',
          name: labels.get(key) ?? key,
          emphasis: { focus: 'series' },
          data: buckets.map((b) => value.get(`${b}|${key}`) ?? 0),
        })),
      },
      { notMerge: true },
    );
  };
  const drawRef = useRef(draw);
  drawRef.current = draw;
  useEffect(draw);

  return (
    <figure className="statistics-chart" aria-label={description}>
      {failed && <p role="alert">{t('statistics.chartFailed')}</p>}
      {series.length === 0 && <p className="statistics-empty">{t('statistics.noData')}</p>}
      <div ref={host} className="statistics-chart-canvas" data-testid="statistics-chart" />
      <figcaption className="sr-only">{description}</figcaption>
    </figure>
  );
}
