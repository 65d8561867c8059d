/** The id of a combobox's suggestion `index` (the input's `aria-activedescendant` names it). */
export const suggestionId = (prefix: string, index: number): string => `${prefix}-opt-${index}`;

export interface SuggestionListProps<O> {
  /** The list's id (the input's `aria-controls`). */
  id: string;
  /** What the options' ids start with ({@link suggestionId}). */
  prefix: string;
  className: string;
  options: readonly O[];
  /** The highlighted option (-1: none). */
  active: number;
  keyOf(option: O): string;
  labelOf(option: O): string;
  // The options alone say what an option is: a picker that also takes undefined (a key with no option) fits.
  onPick(option: NoInfer<O>): void;
}

/**
 * The suggestions under a combobox input (order forms, the route planner's address): a listbox whose
 * highlighted option follows the input's arrows; a click picks without taking the focus from the
 * input. Nothing while there are no suggestions.
 */
export function SuggestionList<O>({
  id,
  prefix,
  className,
  options,
  active,
  keyOf,
  labelOf,
  onPick,
}: SuggestionListProps<O>) {
  if (options.length === 0) return null;
  return (
    <div id={id} role="listbox" className={className}>
      {options.map((o, i) => (
        <div
          key={keyOf(o)}
          id={suggestionId(prefix, i)}
          role="option"
          tabIndex={-1}
          aria-selected={i === active}
          onMouseDown={(e) => {
            e.preventDefault();
            onPick(o);
          }}
        >
          {labelOf(o)}
        </div>
      ))}
    </div>
  );
}
