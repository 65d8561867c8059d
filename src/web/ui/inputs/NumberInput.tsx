import { useId, useState } from 'react';
import { parseNumberEntry } from '../../../core/validation/parseInput.ts';
import { FieldFrame } from './FieldFrame.tsx';
import { type FieldRule, fieldError } from './fieldError.ts';

export interface NumberInputProps {
  label: string;
  value: number | null;
  onChange(value: number | null): void;
  /** integer: whole numbers; float: with `decimals` decimals; quantity: a decimal number. */
  kind?: 'integer' | 'float' | 'quantity';
  decimals?: number;
  min?: number;
  /** Core rules (positive, percent, maxValue…) with their messages. */
  rules?: readonly FieldRule[];
}

/**
 * Numeric field (shell.md §5): the text stays as typed and is read by core's one parser (decimal
 * comma, spaces between thousands); a wrong entry (`12a,5x`, `-5` where negatives are invalid) is
 * shown with its message and emitted as NaN, which every numeric rule refuses, so it is never
 * saved as another number.
 */
export function NumberInput({
  label,
  value,
  onChange,
  kind = 'integer',
  decimals,
  min,
  rules,
}: NumberInputProps) {
  const id = useId();
  const [text, setText] = useState(value === null ? '' : String(value).replace('.', ','));
  const parse = (t: string) =>
    parseNumberEntry(t, {
      ...(min !== undefined && { min }),
      integer: kind === 'integer',
      ...(kind === 'float' && decimals !== undefined && { decimals }),
    });
  const parsed = parse(text);
  const error = parsed.ok ? fieldError(parsed.value ?? text, null, rules) : parsed.message;
  const set = (next: string) => {
    setText(next);
    const p = parse(next);
    onChange(p.ok ? p.value : Number.NaN);
  };
  return (
    <FieldFrame id={id} label={label} error={error}>
      <input
        id={id}
        value={text}
        inputMode={kind === 'integer' ? 'numeric' : 'decimal'}
        aria-invalid={error ? true : undefined}
        onChange={(e) => set(e.target.value)}
      />
    </FieldFrame>
  );
}

/** Quantity input: a decimal number (comma or point); arrow keys pass. */
export function QuantityInput(props: Omit<NumberInputProps, 'kind'>) {
  return <NumberInput {...props} kind="quantity" />;
}
