import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { STAT_INTERVALS } from '../../../core/statistics/statistics.answers.ts';
import type { StatInterval } from '../../../core/statistics/statistics.schemas.ts';
import { CommandBar } from '../../commands/CommandBar.tsx';
import type { CommandId, ViewActions } from '../../commands/commandTypes.ts';
import { commandContext } from '../../commands/terminalState.ts';
import { DataGrid } from '../../grid/DataGrid.tsx';
import type { GridColumn } from '../../grid/gridTypes.ts';
import type { MessageKey } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';
import { StatisticsChart } from './StatisticsChart.tsx';
import { StatisticsDetailsDialog } from './StatisticsDetailsDialog.tsx';
import {
  currentMonth,
  fetchStatistics,
  KIND_GROUPS,
  KIND_METRICS,
  keepPeriod,
  type StatKind,
  type StatResult,
  type StatRow,
  type StatSelection,
  shiftPeriod,
  statisticsAdapter,
} from './statisticsApi.ts';
import { FREIGHT_STATISTICS_VIEW, ORDER_STATISTICS_VIEW } from './statisticsCommands.ts';
import './statistics.css';

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

type Field = keyof StatRow & string;
const FREIGHT_FIELDS: Field[] = [
  'label',
  'count',
  'pallets',
  'kg',
  'km',
  'cost',
  'income',
  'costPerPallet',
  'costPerKm',
  'fillRate',
  'onTimeRate',
];
const ORDER_FIELDS: Field[] = [
  'label',
  'count',
  'items',
  'pallets',
  'kg',
  'planned',
  'shipped',
  'shippedRate',
];

const columnsOf = (fields: readonly Field[]): GridColumn<StatRow>[] =>
  fields.map((field) =>
    field === 'label'
      ? { field, headerKey: 'statistics.columns.label', width: 240 }
      : { field, headerKey: `statistics.columns.${field}` as MessageKey, width: 110, filterable: false },
  );

const next = <T,>(list: readonly T[], current: T): T => list[(list.indexOf(current) + 1) % list.length] as T;
const number = new Intl.NumberFormat('hu-HU', { maximumFractionDigits: 1 });
const fmt = (n: number | null | undefined) => (n === null || n === undefined ? '—' : number.format(n));

/** /freight-statistics and /order-statistics: a chart of the period beside the grid of its figures. */
function StatisticsScreen({ kind }: { kind: StatKind }) {
  const t = useT();
  const viewId = kind === 'freights' ? FREIGHT_STATISTICS_VIEW : ORDER_STATISTICS_VIEW;
  const [selection, setSelection] = useState<StatSelection>(() => ({
    ...currentMonth(),
    groupBy: KIND_GROUPS[kind][kind === 'freights' ? 0 : 1] as string,
    interval: 'day',
    metric: 'count',
  }));
  const [result, setResult] = useState<StatResult | null>(null);
  const [error, setError] = useState('');
  const [details, setDetails] = useState<StatRow | null>(null);
  const rowsRef = useRef<readonly StatRow[]>([]);
  const periodRef = useRef<HTMLInputElement>(null);
  const chartRef = useRef<HTMLElement>(null);
  const selectionRef = useRef(selection);
  selectionRef.current = selection;
  const fields = kind === 'freights' ? FREIGHT_FIELDS : ORDER_FIELDS;
  const adapter = useMemo(() => statisticsAdapter(() => rowsRef.current, fields), [fields]);
  const columns = useMemo(() => columnsOf(fields), [fields]);

  const { from, to, groupBy, interval } = selection;
  useEffect(() => {
    const abort = new AbortController();
    setError('');
    fetchStatistics(kind, { from, to, groupBy, interval, metric: 'count' }, abort.signal)
      .then((r) => {
        rowsRef.current = r.groups;
        setResult(r);
        commandContext().grid?.refresh();
      })
      .catch((err: unknown) => {
        if (abort.signal.aborted) return;
        setError((err as { body?: { message?: string } }).body?.message ?? t('statistics.loadFailed'));
      });
    return () => abort.abort();
  }, [kind, from, to, groupBy, interval, t]);

  const change = useCallback(
    (patch: Partial<StatSelection>) => setSelection((s) => ({ ...s, ...patch })),
    [],
  );
  const changeEnd = (end: 'from' | 'to', value: string) =>
    setSelection((s) => ({ ...s, ...keepPeriod({ from: s.from, to: s.to, [end]: value }, end) }));
  const actions = useMemo<ViewActions>(
    () => ({
      ...(kind === 'freights' && { edit: (row: unknown) => setDetails(row as StatRow) }),
      extra: {
        'statistics.previousPeriod': () => change(shiftPeriod(selectionRef.current, -1)),
        'statistics.nextPeriod': () => change(shiftPeriod(selectionRef.current, 1)),
        'statistics.focusPeriod': () => periodRef.current?.focus(),
        'statistics.nextGroupBy': () =>
          change({ groupBy: next(KIND_GROUPS[kind], selectionRef.current.groupBy) }),
        'statistics.nextInterval': () =>
          change({ interval: next(STAT_INTERVALS, selectionRef.current.interval) }),
        'statistics.nextMetric': () =>
          change({ metric: next(KIND_METRICS[kind], selectionRef.current.metric) }),
        'statistics.focusChart': () => chartRef.current?.focus(),
      },
    }),
    [kind, change],
  );
  const backToGrid = (e: React.KeyboardEvent) => {
    const field = e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement;
    if (e.key !== 'Escape' && !(e.key === 'Enter' && field)) return;
    e.preventDefault();
    commandContext().grid?.focusGrid();
  };
  const closeDetails = useCallback(() => {
    setDetails(null);
    setTimeout(() => commandContext().grid?.focusGrid(), 0);
  }, []);

  // The file names what the sheet holds: the kind and the period (statisztikak-fuvarok-20300501-20300531-….xlsx).
  const exportSuffix = useCallback(() => {
    const { from: f, to: t2 } = selectionRef.current;
    return `${kind === 'freights' ? 'fuvarok' : 'rendelesek'}-${f.replaceAll('-', '')}-${t2.replaceAll('-', '')}`;
  }, [kind]);

  const labels = useMemo(() => new Map((result?.groups ?? []).map((g) => [g.key, g.label])), [result]);
  const description = t('statistics.chartDescription', {
    metric: t(`statistics.metrics.${selection.metric}`),
    interval: t(`statistics.intervals.${selection.interval}`).toLowerCase(),
    groupBy: t(`statistics.groups.${selection.groupBy}` as MessageKey).toLowerCase(),
    from: selection.from.replaceAll('-', '.'),
    to: selection.to.replaceAll('-', '.'),
  });
  const totals = result?.totals;
  const titleKey = kind === 'freights' ? 'statistics.freightsTitle' : 'statistics.ordersTitle';

  return (
    <section className="screen statistics-screen" aria-labelledby="statistics-title">
      <header className="screen-header">
        <h1 id="statistics-title">{t(titleKey)}</h1>
        <CommandBar ids={COMMANDS} />
      </header>
      {/* Like the quick filter: Esc, or Enter in a field, goes back into the grid. */}
      <div className="statistics-bar" onKeyDown={backToGrid}>
        <label>
          {t('statistics.from')}
          <input
            ref={periodRef}
            type="date"
            value={selection.from}
            onChange={(e) => e.target.value && changeEnd('from', e.target.value)}
          />
        </label>
        <label>
          {t('statistics.to')}
          <input
            type="date"
            value={selection.to}
            onChange={(e) => e.target.value && changeEnd('to', e.target.value)}
          />
        </label>
        <label>
          {t('statistics.groupBy')}
          <select
            aria-label={t('statistics.groupBy')}
            value={selection.groupBy}
            onChange={(e) => change({ groupBy: e.target.value })}
          >
            {KIND_GROUPS[kind].map((g) => (
              <option key={g} value={g}>
                {t(`statistics.groups.${g}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('statistics.interval')}
          <select
            aria-label={t('statistics.interval')}
            value={selection.interval}
            onChange={(e) => change({ interval: e.target.value as StatInterval })}
          >
            {STAT_INTERVALS.map((i) => (
              <option key={i} value={i}>
                {t(`statistics.intervals.${i}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('statistics.metric')}
          <select
            aria-label={t('statistics.metric')}
            value={selection.metric}
            onChange={(e) => change({ metric: e.target.value as StatSelection['metric'] })}
          >
            {KIND_METRICS[kind].map((m) => (
              <option key={m} value={m}>
                {t(`statistics.metrics.${m}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error && (
        <p className="input-error" role="alert">
          {error}
        </p>
      )}
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
      <div className="statistics-body">
        <StatisticsChart
          series={result?.series ?? []}
          labels={labels}
          metric={selection.metric}
          description={description}
          focusRef={chartRef}
        />
        <div className="statistics-grid">
          <DataGrid<StatRow>
            viewId={viewId}
            adapter={adapter}
            columns={columns}
            canEdit={false}
            actions={actions}
            exportKind="statistics"
            exportFileSuffix={exportSuffix}
            rowLabel={(r) => r.label}
          />
        </div>
      </div>
      {details && <StatisticsDetailsDialog selection={selection} row={details} onClose={closeDetails} />}
    </section>
  );
}

export function FreightStatisticsScreen() {
  return <StatisticsScreen kind="freights" />;
}

export function OrderStatisticsScreen() {
  return <StatisticsScreen kind="orders" />;
}
