import { useId, useState } from 'react';
import { type FieldRule, fieldError } from './fieldError.ts';
import {
  acceptsFloat,
  acceptsInteger,
  isControlKey,
  nextText,
  parseNumber,
  sanitizeQuantity,
} from './inputRules.ts';

export interface NumberInputProps {
  label: string;
  value: number | null;
  onChange(value: number | null): void;
  /** integer: digits only; float: with `decimals` decimals; quantity: digits and one point. */
  kind?: 'integer' | 'float' | 'quantity';
  decimals?: number;
  min?: number;
  /** Core rules (positive, percent, maxValue…) with their messages. */
  rules?: readonly FieldRule[];
}

/** Numeric field that blocks invalid key presses and emits a number (shell.md §5). */
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
  const [text, setText] = useState(value === null ? '' : String(value));
  const accepts = (next: string) =>
    kind === 'integer'
      ? acceptsInteger(next, min)
      : kind === 'float'
        ? acceptsFloat(next, decimals, min)
        : true;
  const error = fieldError(parseNumber(text) ?? text, null, rules);
  const set = (raw: string) => {
    const next = kind === 'quantity' ? sanitizeQuantity(raw) : raw;
    if (!accepts(next)) return;
    setText(next);
    onChange(parseNumber(next));
  };
  return (
    <div className="input-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={text}
        inputMode={kind === 'integer' ? 'numeric' : 'decimal'}
        aria-invalid={error ? true : undefined}
        onKeyDown={(e) => {
          if (isControlKey(e)) return;
          const el = e.currentTarget;
          const next = nextText(
            el.value,
            e.key,
            el.selectionStart ?? el.value.length,
            el.selectionEnd ?? el.value.length,
          );
          if (kind === 'quantity' ? sanitizeQuantity(next) !== next : !accepts(next)) e.preventDefault();
        }}
        onChange={(e) => set(e.target.value)}
      />
      <span className="input-error" role={error ? 'alert' : undefined}>
        {error ?? ''}
      </span>
    </div>
  );
}

/** Quantity input: digits and a single decimal point; arrow keys pass. */
export function QuantityInput(props: Omit<NumberInputProps, 'kind'>) {
  return <NumberInput {...props} kind="quantity" />;
}
