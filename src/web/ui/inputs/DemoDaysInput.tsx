import { demoDaysError } from './inputRules.ts';
import { NumberInput } from './NumberInput.tsx';

/** Days of demo generation: a whole number from 1 to 180. */
export function DemoDaysInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | null;
  onChange(v: number | null): void;
}) {
  return (
    <NumberInput
      label={label}
      value={value}
      onChange={onChange}
      kind="integer"
      min={1}
      rules={[demoDaysError]}
    />
  );
}
