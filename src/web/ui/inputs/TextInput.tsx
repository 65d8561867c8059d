import { useId } from 'react';
import { FieldMessage } from './FieldFrame.tsx';

export interface TextInputProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** The message to show (the field is then invalid). */
  error?: string | null;
  /** Default 200 (shell.md §9). */
  maxLength?: number;
  type?: 'text' | 'password' | 'email';
  disabled?: boolean;
  autoFocus?: boolean;
  name?: string;
}

/** Text field with the default maxlength 200 and its message under it. */
export function TextInput({
  label,
  value,
  onChange,
  error,
  maxLength = 200,
  type = 'text',
  ...rest
}: TextInputProps) {
  const id = useId();
  return (
    <label className="input-field">
      <span>{label}</span>
      <input
        type={type}
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        onChange={(e) => onChange(e.target.value)}
        disabled={rest.disabled}
        name={rest.name}
        data-autofocus={rest.autoFocus ? true : undefined}
      />
      <FieldMessage id={`${id}-err`} message={error} />
    </label>
  );
}
