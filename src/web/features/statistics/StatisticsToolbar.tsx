import { STAT_INTERVALS } from '../../../core/statistics/statistics.answers.ts';
import type { StatInterval } from '../../../core/statistics/statistics.schemas.ts';
import { commandContext } from '../../commands/terminalState.ts';
import type { MessageKey } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';
import { KIND_GROUPS, KIND_METRICS, type StatKind, type StatSelection } from './statisticsApi.ts';

/** The period, grouping, interval and metric above the chart; Esc (or Enter in a field) goes back into the grid. */
export function StatisticsToolbar({
  kind,
  selection,
  change,
  changeEnd,
  periodRef,
}: {
  kind: StatKind;
  selection: StatSelection;
  change(patch: Partial<StatSelection>): void;
  changeEnd(end: 'from' | 'to', value: string): void;
  periodRef: React.RefObject<HTMLInputElement | null>;
}) {
  const t = useT();
  const backToGrid = (e: React.KeyboardEvent) => {
    const field = e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement;
    if (e.key !== 'Escape' && !(e.key === 'Enter' && field)) return;
    e.preventDefault();
    commandContext().grid?.focusGrid();
  };
  return (
    // Like the quick filter: Esc, or Enter in a field, goes back into the grid.
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
  );
}
