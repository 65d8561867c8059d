import { useId, useState } from 'react';
import { useT } from '../../i18n/useT.ts';
import { FieldMessage } from './FieldFrame.tsx';
import {
  dateRangeErrors,
  orderRange,
  parseDisplayDate,
  type QuickRange,
  quickRange,
  toDisplayDate,
} from './inputRules.ts';

export interface DateRange {
  from: string | null;
  to: string | null;
  /** "Szűrés az üres értékre": match records without a date. */
  empty?: boolean;
}

export interface DateRangeInputProps {
  label: string;
  value: DateRange;
  onChange(value: DateRange): void;
  /** Show the "filter for empty value" checkbox. */
  emptyOption?: boolean;
  /** Today (ISO) for the quick buttons; defaults to the browser's date. */
  today?: string;
}

const QUICK: [QuickRange, 'inputs.thisWeek' | 'inputs.thisMonth' | 'inputs.thisYear'][] = [
  ['this_week', 'inputs.thisWeek'],
  ['this_month', 'inputs.thisMonth'],
  ['this_year', 'inputs.thisYear'],
];

/** Date range: each end in format, ordered ("Hibás intervallum!"), quick buttons, empty-value filter. */
export function DateRangeInput({ label, value, onChange, emptyOption, today }: DateRangeInputProps) {
  const t = useT();
  const id = useId();
  const [ends, setEnds] = useState({
    from: value.from ? toDisplayDate(value.from) : '',
    to: value.to ? toDisplayDate(value.to) : '',
  });
  const errors = dateRangeErrors(ends.from, ends.to);
  const type = (end: 'from' | 'to', text: string) => {
    const next = { ...ends, [end]: text };
    setEnds(next);
    const e = dateRangeErrors(next.from, next.to);
    if (!e.from && !e.to && !e.range)
      onChange({ ...value, from: parseDisplayDate(next.from), to: parseDisplayDate(next.to) });
  };
  const pick = (a: string, b: string) => {
    // A picked range with reversed ends is swapped.
    const [x, y] = orderRange(a, b);
    setEnds({ from: toDisplayDate(x), to: toDisplayDate(y) });
    onChange({ ...value, from: x, to: y });
  };
  const endInput = (end: 'from' | 'to') => (
    <input
      id={`${id}-${end}`}
      aria-label={`${label}: ${t(`inputs.${end}`)}`}
      value={ends[end]}
      aria-invalid={errors[end] || errors.range ? true : undefined}
      onChange={(e) => type(end, e.target.value)}
    />
  );
  const message = errors.from ?? errors.to ?? errors.range;
  return (
    <fieldset className="input-field date-range">
      <legend>{label}</legend>
      <div className="input-row">
        {endInput('from')}
        <span>–</span>
        {endInput('to')}
        {QUICK.map(([kind, key]) => (
          <button
            key={kind}
            type="button"
            className="btn"
            onClick={() => pick(...quickRange(kind, today ?? new Date().toISOString().slice(0, 10)))}
          >
            {t(key)}
          </button>
        ))}
        {emptyOption && (
          <label title={t('inputs.emptyFilter')}>
            <input
              type="checkbox"
              checked={value.empty ?? false}
              onChange={(e) => onChange({ ...value, empty: e.target.checked })}
            />
            <span className="sr-only">{t('inputs.emptyFilter')}</span>
          </label>
        )}
      </div>
      <FieldMessage message={message} />
    </fieldset>
  );
}
