import { useMemo } from 'react';
import { CommandBar } from '../../commands/CommandBar.tsx';
import type { CommandId } from '../../commands/commandTypes.ts';
import { DataGrid } from '../../grid/DataGrid.tsx';
import type { MessageKey } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';
import { StatisticsChart } from './StatisticsChart.tsx';
import { StatisticsDetailsDialog } from './StatisticsDetailsDialog.tsx';
import { StatisticsToolbar } from './StatisticsToolbar.tsx';
import type { StatKind, StatResult, StatRow } from './statisticsApi.ts';
import { FREIGHT_STATISTICS_VIEW, ORDER_STATISTICS_VIEW } from './statisticsCommands.ts';
import { useStatisticsData } from './useStatisticsData.ts';
import './statistics.css';
import { ScreenSection } from '../../shell/ScreenFrame.tsx';

const COMMANDS: readonly CommandId[] = [
  'statistics.previousPeriod',
  'statistics.nextPeriod',
  'statistics.focusPeriod',
  'statistics.nextGroupBy',
  'statistics.nextInterval',
  'statistics.nextMetric',
  'statistics.focusChart',
  'grid.export',
  'help.open',
];

const number = new Intl.NumberFormat('hu-HU', { maximumFractionDigits: 1 });
const fmt = (n: number | null | undefined) => (n === null || n === undefined ? '—' : number.format(n));

/** /freight-statistics and /order-statistics: a chart of the period beside the grid of its figures. */
function StatisticsScreen({ kind }: { kind: StatKind }) {
  const t = useT();
  const viewId = kind === 'freights' ? FREIGHT_STATISTICS_VIEW : ORDER_STATISTICS_VIEW;
  const s = useStatisticsData(kind, t);
  const { selection, result } = s;
  const labels = useMemo(() => new Map((result?.groups ?? []).map((g) => [g.key, g.label])), [result]);
  const description = t('statistics.chartDescription', {
    metric: t(`statistics.metrics.${selection.metric}`),
    interval: t(`statistics.intervals.${selection.interval}`).toLowerCase(),
    groupBy: t(`statistics.groups.${selection.groupBy}` as MessageKey).toLowerCase(),
    from: selection.from.replaceAll('-', '.'),
    to: selection.to.replaceAll('-', '.'),
  });
  const titleKey = kind === 'freights' ? 'statistics.freightsTitle' : 'statistics.ordersTitle';

  return (
    <ScreenSection
      titleId="statistics-title"
      title={t(titleKey)}
      className="statistics-screen"
      header={<CommandBar ids={COMMANDS} />}
    >
      <StatisticsToolbar
        kind={kind}
        selection={selection}
        change={s.change}
        changeEnd={s.changeEnd}
        periodRef={s.periodRef}
      />
      {s.error && (
        <p className="input-error" role="alert">
          {s.error}
        </p>
      )}
      <StatisticsTotals kind={kind} totals={result?.totals} />
      <div className="statistics-body">
        <StatisticsChart
          series={result?.series ?? []}
          labels={labels}
          metric={selection.metric}
          description={description}
          focusRef={s.chartRef}
        />
        <div className="statistics-grid">
          <DataGrid<StatRow>
            viewId={viewId}
            adapter={s.adapter}
            columns={s.columns}
            canEdit={false}
            actions={s.actions}
            exportKind="statistics"
            exportFileSuffix={s.exportSuffix}
            rowLabel={(r) => r.label}
          />
        </div>
      </div>
      {s.details && (
        <StatisticsDetailsDialog selection={selection} row={s.details} onClose={s.closeDetails} />
      )}
    </ScreenSection>
  );
}

/** The period's totals; for freights also cost, income, fill rate and on-time rate. */
function StatisticsTotals({ kind, totals }: { kind: StatKind; totals: StatResult['totals'] | undefined }) {
  const t = useT();
  return (
    <p className="statistics-totals" data-testid="statistics-totals" aria-live="polite">
      {totals &&
        t('statistics.totals', {
          count: fmt(totals.count),
          pallets: fmt(totals.pallets),
          kg: fmt(totals.kg),
        })}
      {totals &&
        kind === 'freights' &&
        `; ${t('statistics.totalsMoney', {
          cost: fmt(totals.cost),
          income: fmt(totals.income),
          fill: totals.fillRate == null ? '—' : `${fmt(totals.fillRate)} %`,
          onTime: totals.onTimeRate == null ? '—' : `${fmt(totals.onTimeRate)} %`,
        })}`}
    </p>
  );
}

export function FreightStatisticsScreen() {
  return <StatisticsScreen kind="freights" />;
}

export function OrderStatisticsScreen() {
  return <StatisticsScreen kind="orders" />;
}
