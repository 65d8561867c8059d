import { useId, useState } from 'react';
import { RULE_MESSAGES } from '../../../core/validation/generalRules.ts';
import { FieldFrame } from './FieldFrame.tsx';
import { timeInputError } from './inputRules.ts';

export interface TimeInputProps {
  label: string;
  value: string | null;
  onChange(value: string | null): void;
  min?: string;
  max?: string;
}

/** 24-hour time field with the hint "Formátum: 8:00" and min/max times. */
export function TimeInput({ label, value, onChange, min, max }: TimeInputProps) {
  const id = useId();
  const [text, setText] = useState(value ?? '');
  const error = timeInputError(text, { min, max });
  return (
    <FieldFrame id={id} label={label} error={error}>
      <input
        id={id}
        value={text}
        placeholder="8:00"
        title={RULE_MESSAGES.timeHint}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          setText(e.target.value);
          if (e.target.value.trim() === '') onChange(null);
          else if (!timeInputError(e.target.value, { min, max })) onChange(e.target.value.trim());
        }}
      />
    </FieldFrame>
  );
}
