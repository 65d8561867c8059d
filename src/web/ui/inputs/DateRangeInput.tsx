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
  const [from, setFrom] = useState(value.from ? toDisplayDate(value.from) : '');
  const [to, setTo] = useState(value.to ? toDisplayDate(value.to) : '');
  const errors = dateRangeErrors(from, to);
  const emit = (f: string, tt: string) => {
    const e = dateRangeErrors(f, tt);
    if (!e.from && !e.to && !e.range)
      onChange({ ...value, from: parseDisplayDate(f), to: parseDisplayDate(tt) });
  };
  const pick = (a: string, b: string) => {
    // A picked range with reversed ends is swapped.
    const [x, y] = orderRange(a, b);
    setFrom(toDisplayDate(x));
    setTo(toDisplayDate(y));
    onChange({ ...value, from: x, to: y });
  };
  const message = errors.from ?? errors.to ?? errors.range;
  return (
    <fieldset className="input-field date-range">
      <legend>{label}</legend>
      <div className="input-row">
        <input
          id={`${id}-from`}
          aria-label={`${label}: ${t('inputs.from')}`}
          value={from}
          aria-invalid={errors.from || errors.range ? true : undefined}
          onChange={(e) => {
            setFrom(e.target.value);
            emit(e.target.value, to);
          }}
        />
        <span>–</span>
        <input
          id={`${id}-to`}
          aria-label={`${label}: ${t('inputs.to')}`}
          value={to}
          aria-invalid={errors.to || errors.range ? true : undefined}
          onChange={(e) => {
            setTo(e.target.value);
            emit(from, e.target.value);
          }}
        />
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
