export interface SelectInputProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
  error?: string | null;
  disabled?: boolean;
  name?: string;
}

/** A native select: arrows, type-ahead and Enter work by keyboard without anything extra. */
export function SelectInput({ label, value, options, onChange, error, disabled, name }: SelectInputProps) {
  return (
    <label className="input-field">
      <span>{label}</span>
      <select
        value={value}
        disabled={disabled}
        name={name}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <span className="input-error">{error ?? ''}</span>
    </label>
  );
}
