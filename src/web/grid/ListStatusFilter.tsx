import type { Ref } from 'react';
import { useT } from '../i18n/useT.ts';
import {
  KeyboardSelect,
  type KeyboardSelectChoice,
  type KeyboardSelectHandle,
  type KeyboardSelectProps,
} from '../ui/inputs/KeyboardSelect.tsx';
import './recordList.css';

/** What the screen's status-filter command calls: opens the choice with the keyboard in it. */
export type StatusFilterHandle = KeyboardSelectHandle;
export type StatusChoice = KeyboardSelectChoice;
export type StatusFilterProps = KeyboardSelectProps;

/**
 * The status choice above a list: the keyboard select kit (`ui/inputs/KeyboardSelect.tsx`) whose
 * choice, Esc or Tab past the last filter returns the keyboard to the grid (`onDone`).
 */
export const StatusFilter = KeyboardSelect;

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
