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
  selected: number;
}

/** Quick filter (`/`), the keyboard hint and the counts (filtered / total, selected). */
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
      <span className="grid-hint">{t('grid.quickFilterHint')}</span>
      <span className="grid-counts" data-testid="grid-counts">
        {t('grid.counts', { filtered: props.filtered, total: props.total })} ·{' '}
        {t('grid.selected', { count: props.selected })}
      </span>
    </div>
  );
}
