import {
  type ReactNode,
  type Ref,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { foldText } from '../../commands/paletteSearch.ts';
import './keyboardSelect.css';

/** What a screen's command calls: opens the choice with the keyboard in it. */
export interface KeyboardSelectHandle {
  focus(): void;
}

export interface KeyboardSelectChoice {
  value: string;
  label: string;
}

export interface KeyboardSelectProps {
  /** The visible label ("Státusz", "Depó"). */
  label: string;
  choices: readonly KeyboardSelectChoice[];
  value: string;
  onChange(value: string): void;
  /**
   * After a choice or Esc: where the keyboard goes (a list screen: back into its grid). Without
   * it the keyboard stays on the field's button, so Tab goes on to the next filter field.
   */
  onDone?(): void;
  handleRef?: Ref<KeyboardSelectHandle | null>;
  testId?: string;
  /** Extra content after the label (a key hint). */
  hint?: ReactNode;
}

/** Keys that open the closed field from its button (Enter and Space click it). */
const OPEN_KEYS = new Set(['ArrowDown', 'ArrowUp', 'F4']);

/**
 * The keyboard select kit: a filter or choice field that replaces a native `<select>` (which kept
 * the focus, swallowed Esc and `g` sequences and changed its option silently on a letter). A button
 * shows the choice; Enter, Space, ↓/↑ or F4 open a list in which ↑/↓, Home/End and letters only
 * move the highlight; Enter applies it; Esc closes without a change; Tab closes and goes on to the
 * screen's next field (Shift+Tab: the previous). On the closed button letters and `g` keys stay
 * commands of the screen. Used by the status filters of the lists and the filter rows of /map,
 * /freight-bills and the organizer.
 */
export function KeyboardSelect(props: KeyboardSelectProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const typed = useRef({ text: '', at: 0 });
  const list = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const current = props.choices.find((c) => c.value === props.value) ?? props.choices[0];
  const show = () => {
    setActive(
      Math.max(
        0,
        props.choices.findIndex((c) => c.value === current?.value),
      ),
    );
    if (open) list.current?.focus();
    else setOpen(true);
  };
  // The list takes the keyboard as it is drawn, before the next key: a timer could let a fast typist's
  // first letter reach the screen's keys ("b" opened the bulk edit on the bills screen).
  useLayoutEffect(() => {
    if (open) list.current?.focus();
  }, [open]);
  useImperativeHandle(props.handleRef, () => ({ focus: show }));
  const done = () => {
    if (props.onDone) props.onDone();
    else button.current?.focus();
  };
  const close = (back: boolean) => {
    setOpen(false);
    if (back) done();
  };
  const choose = (index: number) => {
    const choice = props.choices[index];
    setOpen(false);
    if (choice && choice.value !== props.value) props.onChange(choice.value);
    done();
  };
  const find = (key: string) => {
    const now = Date.now();
    const text = (now - typed.current.at < 1500 ? typed.current.text : '') + key;
    const match = (wanted: string) =>
      props.choices.findIndex((c) => foldText(c.label).startsWith(foldText(wanted)));
    // Typed on (a word) while it matches, else the key starts a new search.
    const hit = match(text) >= 0 ? match(text) : match(key);
    typed.current = { text: match(text) >= 0 ? text : key, at: now };
    if (hit >= 0) setActive(hit);
  };
  return (
    <div className="list-status-filter keyboard-select" data-testid={props.testId} data-value={props.value}>
      <span id={`${id}-label`}>
        {props.label}
        {props.hint && ' '}
        {props.hint}
      </span>
      <button
        ref={button}
        type="button"
        className="btn status-filter-button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => (open ? close(false) : show())}
        onKeyDown={(e) => {
          if (e.ctrlKey || e.metaKey || open) return;
          if (OPEN_KEYS.has(e.key) && (!e.altKey || e.key === 'ArrowDown')) show();
          else if (e.key === 'Escape' && props.onDone) props.onDone();
          else return;
          e.preventDefault();
          e.stopPropagation();
        }}
      >
        <span id={`${id}-value`}>{current?.label ?? ''}</span> ▾
      </button>
      {open && (
        <div
          ref={list}
          role="listbox"
          tabIndex={0}
          className="status-filter-list"
          aria-labelledby={`${id}-label`}
          aria-activedescendant={`${id}-o${active}`}
          onBlur={() => setOpen(false)}
          onKeyDown={(e) => {
            const last = props.choices.length - 1;
            const moves: Record<string, number> = {
              ArrowDown: Math.min(last, active + 1),
              ArrowUp: Math.max(0, active - 1),
              Home: 0,
              End: last,
              PageDown: last,
              PageUp: 0,
            };
            if (e.altKey || e.ctrlKey || e.metaKey) return; // Alt+G and other chords reach the keymap.
            // Space while a name is being typed is part of it ("bil t"), else it applies as Enter.
            const typing = Date.now() - typed.current.at < 1500 && typed.current.text !== '';
            if (e.key in moves) setActive(moves[e.key] ?? active);
            else if (e.key === ' ' && typing) find(' ');
            else if (e.key === 'Enter' || e.key === ' ') choose(active);
            else if (e.key === 'Escape') close(true);
            else if (e.key === 'Tab') {
              // Tab goes on to the screen's next field (Shift+Tab: the previous), as in a form;
              // with none there, where a choice would go. The choice is left unchanged.
              const next = neighbourField(e.currentTarget, e.shiftKey ? -1 : 1);
              close(next === null);
              next?.focus();
            } else if (e.key.length === 1) find(e.key);
            else return;
            e.preventDefault();
            e.stopPropagation();
          }}
        >
          {props.choices.map((c, i) => (
            <div
              key={c.value}
              tabIndex={-1}
              id={`${id}-o${i}`}
              role="option"
              aria-selected={i === active}
              className={c.value === props.value ? 'current' : undefined}
              onMouseDown={(e) => {
                e.preventDefault();
                choose(i);
              }}
            >
              {c.label}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

/** The next or previous field in the tab order of the field's screen (header, filter rows), or null. */
export function neighbourField(from: HTMLElement, step: 1 | -1): HTMLElement | null {
  const host = from.closest('.keyboard-select');
  const screen = host?.closest('section') ?? host?.closest('header') ?? null;
  const button = host?.querySelector<HTMLElement>('.status-filter-button');
  if (!screen || !button) return null;
  const fields = [
    ...screen.querySelectorAll<HTMLElement>('input, select, textarea, button, [tabindex="0"]'),
  ].filter(
    (el) =>
      !el.closest('.status-filter-list') &&
      !(el as HTMLInputElement).disabled &&
      el.tabIndex >= 0 &&
      el.getClientRects().length > 0,
  );
  return fields[fields.indexOf(button) + step] ?? null;
}
