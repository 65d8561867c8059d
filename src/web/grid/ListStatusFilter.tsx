import type { RefObject } from 'react';
import { useT } from '../i18n/useT.ts';
import './recordList.css';

export interface ListStatusFilterProps {
  statuses: readonly string[];
  value: string;
  label(status: string): string;
  onChange(status: string): void;
  /** Enter or Esc in the select goes back into the grid. */
  onDone(): void;
  selectRef: RefObject<HTMLSelectElement | null>;
}

/** The status choice above a list: the server's default (all but cancelled) or one status. */
export function ListStatusFilter({
  statuses,
  value,
  label,
  onChange,
  onDone,
  selectRef,
}: ListStatusFilterProps) {
  const t = useT();
  return (
    <label className="list-status-filter">
      <span>{t('freights.statusFilter')}</span>
      <select
        ref={selectRef}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === 'Escape') onDone();
        }}
      >
        <option value="">{t('freights.statusDefault')}</option>
        {statuses.map((s) => (
          <option key={s} value={s}>
            {label(s)}
          </option>
        ))}
      </select>
    </label>
  );
}
