import { type Ref, useId, useImperativeHandle, useRef, useState } from 'react';
import { foldText } from '../commands/paletteSearch.ts';
import { useT } from '../i18n/useT.ts';
import './recordList.css';

/** What the screen's status-filter command calls: opens the choice with the keyboard in it. */
export interface StatusFilterHandle {
  focus(): void;
}

export interface StatusChoice {
  value: string;
  label: string;
}

export interface StatusFilterProps {
  /** The visible label ("Státusz"). */
  label: string;
  choices: readonly StatusChoice[];
  value: string;
  onChange(value: string): void;
  /** After a choice, Esc or leaving: the keyboard goes back into the grid. */
  onDone(): void;
  handleRef: Ref<StatusFilterHandle | null>;
  testId?: string;
}

/**
 * The status choice above a list, a keyboard-friendly replacement of a `<select>` (which kept the
 * focus, swallowed Esc and Alt+G and changed its option silently on a letter): a button showing the
 * choice and a list opened by the screen's key. ↑/↓, Home/End and letters only move the highlight;
 * Enter applies it and returns to the grid; Esc (or Alt+G, Tab) returns without a change.
 */
export function StatusFilter(props: StatusFilterProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const typed = useRef({ text: '', at: 0 });
  const list = useRef<HTMLDivElement>(null);
  const current = props.choices.find((c) => c.value === props.value) ?? props.choices[0];
  const show = () => {
    setActive(Math.max(0, props.choices.indexOf(current ?? props.choices[0] ?? { value: '', label: '' })));
    setOpen(true);
    setTimeout(() => list.current?.focus(), 0);
  };
  useImperativeHandle(props.handleRef, () => ({ focus: show }));
  const close = (back: boolean) => {
    setOpen(false);
    if (back) props.onDone();
  };
  const choose = (index: number) => {
    const choice = props.choices[index];
    setOpen(false);
    if (choice && choice.value !== props.value) props.onChange(choice.value);
    props.onDone();
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
    <div className="list-status-filter" data-testid={props.testId}>
      <span id={`${id}-label`}>{props.label}</span>
      <button
        type="button"
        className="btn status-filter-button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => (open ? close(false) : show())}
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
            if (e.key in moves) setActive(moves[e.key] ?? active);
            else if (e.key === 'Enter' || e.key === ' ') choose(active);
            else if (e.key === 'Escape') close(true);
            else if (e.key === 'Tab') {
              // Tab goes on to the screen's next filter field (Shift+Tab: the previous), as in a form;
              // with none there, back to the grid. The choice is left unchanged.
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

/** The focusable field before or after the filter's button on its screen (header, filters), or null. */
function neighbourField(from: HTMLElement, step: 1 | -1): HTMLElement | null {
  const host = from.closest('.list-status-filter');
  const header = host?.closest('section') ?? host?.closest('header') ?? null;
  const button = host?.querySelector<HTMLElement>('.status-filter-button');
  if (!header || !button) return null;
  const fields = [
    ...header.querySelectorAll<HTMLElement>('input, select, textarea, button, [tabindex="0"]'),
  ].filter((el) => !el.closest('.status-filter-list') && !(el as HTMLInputElement).disabled);
  return fields[fields.indexOf(button) + step] ?? null;
}

export interface ListStatusFilterProps {
  statuses: readonly string[];
  value: string;
  label(status: string): string;
  onChange(status: string): void;
  onDone(): void;
  handleRef: Ref<StatusFilterHandle | null>;
  /** The label of the server's default choice (freights' and pickups': all but cancelled). */
  defaultLabel?: string;
}

/** The status choice of a numbered-record list (freights, pickups): the server's default (all but cancelled) or one status. */
export function ListStatusFilter({
  statuses,
  value,
  label,
  onChange,
  onDone,
  handleRef,
  defaultLabel,
}: ListStatusFilterProps) {
  const t = useT();
  return (
    <StatusFilter
      label={t('freights.statusFilter')}
      choices={[
        { value: '', label: defaultLabel ?? t('freights.statusDefault') },
        ...statuses.map((s) => ({ value: s, label: label(s) })),
      ]}
      value={value}
      onChange={onChange}
      onDone={onDone}
      handleRef={handleRef}
    />
  );
}
