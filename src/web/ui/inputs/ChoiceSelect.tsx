/**
 * A select of fixed choices inside its label, as the toolbars and the playground have them (no
 * message line: a choice cannot be wrong). The select is named by the label's text.
 */
export function ChoiceSelect<V extends string>({
  label,
  value,
  choices,
  text = (choice) => choice,
  onChange,
  testId,
}: {
  label: string;
  value: NoInfer<V>;
  choices: readonly V[];
  /** A choice's text (default: the choice itself). */
  text?: (choice: NoInfer<V>) => string;
  onChange(choice: NoInfer<V>): void;
  testId?: string;
}) {
  return (
    <label>
      {label}
      <select
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value as V)}
        data-testid={testId}
      >
        {choices.map((c) => (
          <option key={c} value={c}>
            {text(c)}
          </option>
        ))}
      </select>
    </label>
  );
}
