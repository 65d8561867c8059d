import type { RefObject } from 'react';
import { useT } from '../i18n/useT.ts';

export interface GridToolbarProps {
  inputRef: RefObject<HTMLInputElement | null>;
  quick: string;
  onQuick(value: string): void;
  /** Enter, ↓ or Esc in the quick filter go (back) into the grid. */
  onLeave(): void;
  filtered: number;
  total: number;
  /** The quick filter the counts were loaded with (stale while it differs from `quick`; null: no answer yet). */
  countsFilter: string | null;
  selected: number;
  /** The status line (saves, refusals); the key hint shows while it is empty. */
  status: { text: string; error: boolean };
}

/** One line: quick filter (`/`), the status line or the keyboard hint, the counts (filtered / total, selected). */
export function GridToolbar(props: GridToolbarProps) {
  const t = useT();
  return (
    <div className="grid-toolbar">
      <input
        ref={props.inputRef}
        type="search"
        aria-label={t('grid.quickFilter')}
        placeholder={`${t('grid.quickFilter')} (/)`}
        value={props.quick}
        onChange={(e) => props.onQuick(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === 'ArrowDown' || e.key === 'Escape') {
            e.preventDefault();
            props.onLeave();
          }
        }}
      />
      <div
        className={`grid-status${props.status.error ? ' error' : ''}`}
        role="status"
        aria-live="polite"
        data-testid="grid-status"
      >
        {props.status.text}
      </div>
      {!props.status.text && <span className="grid-hint">{t('grid.quickFilterHint')}</span>}
      <span
        className="grid-counts"
        data-testid="grid-counts"
        data-filter={props.countsFilter ?? undefined}
        aria-busy={props.countsFilter !== props.quick}
      >
        {t('grid.counts', { filtered: props.filtered, total: props.total })} ·{' '}
        {t('grid.selected', { count: props.selected })}
      </span>
    </div>
  );
}
