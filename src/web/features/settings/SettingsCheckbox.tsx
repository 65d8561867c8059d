/** A checkbox with its label: Space toggles it, Tab moves on (no shared checkbox input exists). */
export function SettingsCheckbox({
  label,
  checked,
  onChange,
  testId,
}: {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  testId?: string;
}) {
  return (
    <label className="settings-check">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        data-testid={testId}
      />
      <span>{label}</span>
    </label>
  );
}
