import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { STAT_INTERVALS } from '../../../core/statistics/statistics.answers.ts';
import type { ViewActions } from '../../commands/commandTypes.ts';
import { commandContext } from '../../commands/terminalState.ts';
import { focusGridSoon } from '../../grid/gridFocus.ts';
import type { GridColumn } from '../../grid/gridTypes.ts';
import type { MessageKey } from '../../i18n/i18n.ts';
import type { useT } from '../../i18n/useT.ts';
import { useLatest } from '../../ui/useLatest.ts';
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

const next = <T>(list: readonly T[], current: T): T => list[(list.indexOf(current) + 1) % list.length] as T;

/**
 * A statistics screen's data: the selection (period, grouping, interval, metric), the figures loaded
 * for it, the grid's adapter, columns and actions (the period and choices by key, the freight
 * details dialog), and the export file's name.
 */
export function useStatisticsData(kind: StatKind, t: ReturnType<typeof useT>) {
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
  const selectionRef = useLatest(selection);
  const fields = kind === 'freights' ? FREIGHT_FIELDS : ORDER_FIELDS;
  const adapter = useMemo(() => statisticsAdapter(() => rowsRef.current, fields), [fields]);
  const columns = useMemo(() => columnsOf(fields), [fields]);

  const { from, to, groupBy, interval } = selection;
  useEffect(() => {
    const abort = new AbortController();
    setError('');
    fetchStatistics(kind, { from, to, groupBy, interval, metric: 'count' }, abort.signal)
      .then((r) => {
        if (abort.signal.aborted) return;
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
  const closeDetails = useCallback(() => {
    setDetails(null);
    focusGridSoon();
  }, []);

  // The file names what the sheet holds: the kind and the period (statisztikak-fuvarok-20300501-20300531-….xlsx).
  const exportSuffix = useCallback(() => {
    const { from: f, to: t2 } = selectionRef.current;
    return `${kind === 'freights' ? 'fuvarok' : 'rendelesek'}-${f.replaceAll('-', '')}-${t2.replaceAll('-', '')}`;
  }, [kind]);

  return {
    selection,
    change,
    changeEnd,
    result,
    error,
    details,
    closeDetails,
    adapter,
    columns,
    actions,
    exportSuffix,
    periodRef,
    chartRef,
  };
}
