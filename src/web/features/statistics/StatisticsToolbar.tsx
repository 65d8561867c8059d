import { STAT_INTERVALS } from '../../../core/statistics/statistics.answers.ts';
import { backToGridOnKey } from '../../grid/gridFocus.ts';
import type { MessageKey } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';
import { ChoiceSelect } from '../../ui/inputs/ChoiceSelect.tsx';
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
  return (
    // Like the quick filter: Esc, or Enter in a field, goes back into the grid.
    <div className="statistics-bar" onKeyDown={backToGridOnKey}>
      <PeriodEnd
        label={t('statistics.from')}
        value={selection.from}
        inputRef={periodRef}
        onChange={(v) => changeEnd('from', v)}
      />
      <PeriodEnd label={t('statistics.to')} value={selection.to} onChange={(v) => changeEnd('to', v)} />
      <ChoiceSelect
        label={t('statistics.groupBy')}
        value={selection.groupBy}
        choices={KIND_GROUPS[kind]}
        text={(g) => t(`statistics.groups.${g}` as MessageKey)}
        onChange={(groupBy) => change({ groupBy })}
      />
      <ChoiceSelect
        label={t('statistics.interval')}
        value={selection.interval}
        choices={STAT_INTERVALS}
        text={(i) => t(`statistics.intervals.${i}`)}
        onChange={(interval) => change({ interval })}
      />
      <ChoiceSelect
        label={t('statistics.metric')}
        value={selection.metric}
        choices={KIND_METRICS[kind]}
        text={(m) => t(`statistics.metrics.${m}`)}
        onChange={(metric) => change({ metric })}
      />
    </div>
  );
}

/** One end of the period: a date field that takes a whole date only (a cleared field changes nothing). */
function PeriodEnd(props: {
  label: string;
  value: string;
  onChange(value: string): void;
  inputRef?: React.RefObject<HTMLInputElement | null>;
}) {
  return (
    <label>
      {props.label}
      <input
        ref={props.inputRef}
        type="date"
        value={props.value}
        onChange={(e) => e.target.value && props.onChange(e.target.value)}
      />
    </label>
  );
}
