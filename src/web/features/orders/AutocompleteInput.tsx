import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { SuggestionList, suggestionId } from '../../ui/SuggestionList.tsx';
import { useLatest } from '../../ui/useLatest.ts';

/** One suggestion: what the list shows and what is handed back when it is picked. */
export interface Suggestion<V> {
  key: string;
  label: string;
  value: V;
}

export interface AutocompleteInputProps<V> {
  label: string;
  /** The text in the field (the caller owns it, so a pick can rewrite it). */
  text: string;
  onText(text: string): void;
  /** Suggestions for a query; rejected or aborted searches show no list (business.md §8). */
  search(query: string, signal: AbortSignal): Promise<Suggestion<V>[]>;
  onPick(value: V, suggestion: Suggestion<V>): void;
  /** Minimum characters before searching (default 2) and the debounce (default 300 ms) of business.md §5. */
  minChars?: number;
  debounceMs?: number;
  error?: string | null;
  hint?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  testId?: string;
}

/**
 * A combobox over a remote search: from `minChars` characters, `debounceMs` after the last key;
 * ↑/↓ move, Enter picks, Esc closes the list (without closing the dialog).
 */
export function AutocompleteInput<V>(props: AutocompleteInputProps<V>) {
  const id = useId();
  const { text, search, minChars = 2, debounceMs = 300 } = props;
  const [options, setOptions] = useState<Suggestion<V>[]>([]);
  // Nothing highlighted when the list arrives: ↓ highlights the first, Enter alone picks the first.
  const [active, setActive] = useState(-1);
  // Only what the person types searches: a loaded record or a pick rewriting the text does not.
  const [typed, setTyped] = useState<string | null>(null);
  const searchRef = useLatest(search);

  useEffect(() => {
    const q = (typed ?? '').trim();
    if (typed === null || q.length < minChars) {
      setOptions([]);
      return;
    }
    const ctl = new AbortController();
    const timer = setTimeout(() => {
      searchRef
        .current(q, ctl.signal)
        .then((list) => {
          if (ctl.signal.aborted) return;
          setOptions(list);
          setActive(-1);
        })
        .catch(() => setOptions([]));
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      ctl.abort();
    };
  }, [typed, minChars, debounceMs]);

  const pick = (s: Suggestion<V> | undefined) => {
    if (!s) return;
    setTyped(null);
    setOptions([]);
    props.onPick(s.value, s);
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (options.length === 0) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((a) => Math.min(options.length - 1, a + 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(0, a - 1));
    } else if (e.key === 'Enter' && !e.ctrlKey && !e.metaKey) {
      e.preventDefault();
      pick(options[Math.max(0, active)]);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      e.nativeEvent.stopImmediatePropagation();
      setOptions([]);
    }
  };

  const listId = `${id}-list`;
  return (
    <div className="input-field autocomplete" data-testid={props.testId}>
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-activedescendant={options.length > 0 && active >= 0 ? suggestionId(id, active) : undefined}
        aria-invalid={props.error ? true : undefined}
        value={text}
        maxLength={200}
        disabled={props.disabled}
        data-autofocus={props.autoFocus ? true : undefined}
        onChange={(e) => {
          setTyped(e.target.value);
          props.onText(e.target.value);
        }}
        onKeyDown={onKey}
        onBlur={() => setOptions([])}
      />
      <SuggestionList
        id={listId}
        prefix={id}
        className="autocomplete-list"
        options={options}
        active={active}
        keyOf={(o) => o.key}
        labelOf={(o) => o.label}
        onPick={pick}
      />
      <span className={props.error ? 'input-error' : 'input-hint'} role={props.error ? 'alert' : undefined}>
        {props.error ?? props.hint ?? ''}
      </span>
    </div>
  );
}
