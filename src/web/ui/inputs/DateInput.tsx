import { useId, useState } from 'react';
import { useT } from '../../i18n/useT.ts';
import { useWorkdayCalendar } from './calendarContext.ts';
import { FieldFrame } from './FieldFrame.tsx';
import { type FieldRule, fieldError } from './fieldError.ts';
import {
  DATE_SAMPLE,
  dateInputError,
  isoWeek,
  parseDateText,
  stepDate,
  toDisplayDate,
  weekStart,
} from './inputRules.ts';

export interface DateInputProps {
  label: string;
  /** ISO date or null. */
  value: string | null;
  onChange(value: string | null): void;
  onlyWorkdays?: boolean;
  min?: string;
  max?: string;
  /** Up/down day steppers (also ArrowUp/ArrowDown in the field). */
  steppers?: boolean;
  weekSelection?: boolean;
  rules?: readonly FieldRule[];
  /** Shown but not editable (a field the permission rules lock). */
  disabled?: boolean;
}

/** Date field YYYY.MM.DD: format, onlyWorkdays against the calendar, min/max, steppers, week pick. */
export function DateInput({
  label,
  value,
  onChange,
  onlyWorkdays,
  min,
  max,
  steppers,
  weekSelection,
  rules,
  disabled,
}: DateInputProps) {
  const t = useT();
  const id = useId();
  const calendar = useWorkdayCalendar();
  const [text, setText] = useState(value ? toDisplayDate(value) : '');
  const dateRules = { onlyWorkdays, calendar, min, max };
  const error = fieldError(value, dateInputError(text, dateRules), rules);
  const set = (next: string) => {
    setText(next);
    const iso = parseDateText(next);
    if (next.trim() === '') onChange(null);
    else if (iso && !dateInputError(next, dateRules)) onChange(iso);
  };
  const step = (dir: 1 | -1) => {
    const iso = parseDateText(text);
    if (iso) set(toDisplayDate(stepDate(iso, dir, dateRules)));
  };
  const week = value ? isoWeek(value) : null;
  return (
    <FieldFrame id={id} label={label} error={error}>
      <div className="input-row">
        <input
          id={id}
          value={text}
          inputMode="numeric"
          placeholder={DATE_SAMPLE}
          aria-invalid={error ? true : undefined}
          disabled={disabled}
          onChange={(e) => set(e.target.value)}
          // A relative or short entry (holnap, +3, 12.08) is shown in the display format once left.
          onBlur={() => {
            const iso = parseDateText(text);
            if (iso && toDisplayDate(iso) !== text) setText(toDisplayDate(iso));
          }}
          onKeyDown={(e) => {
            if (!steppers || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
            e.preventDefault();
            step(e.key === 'ArrowUp' ? 1 : -1);
          }}
        />
        {steppers && !disabled && (
          <>
            <button type="button" className="btn" aria-label={t('inputs.prevDay')} onClick={() => step(-1)}>
              −
            </button>
            <button type="button" className="btn" aria-label={t('inputs.nextDay')} onClick={() => step(1)}>
              +
            </button>
          </>
        )}
        {weekSelection && (
          <input
            type="number"
            min={1}
            max={53}
            className="week-input"
            aria-label={t('inputs.week')}
            value={week?.week ?? ''}
            onChange={(e) => {
              const n = Number(e.target.value);
              if (!Number.isInteger(n) || n < 1 || n > 53) return;
              const seen = value ?? new Date().toISOString().slice(0, 10);
              set(toDisplayDate(weekStart(n, Number(seen.slice(0, 4)), Number(seen.slice(5, 7)))));
            }}
          />
        )}
      </div>
    </FieldFrame>
  );
}
