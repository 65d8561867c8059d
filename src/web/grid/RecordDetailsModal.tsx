import { type ReactNode, useCallback } from 'react';
import { useT } from '../i18n/useT.ts';
import './recordList.css';
import { DetailsModal, useDetailsLoad } from '../ui/DetailsModal.tsx';

export interface RecordDetailsModalProps<D> {
  id: string;
  load(id: string, signal: AbortSignal): Promise<D>;
  /** The title while loading, and once loaded. */
  title(details: D | null): string;
  testId: string;
  /** Changing it loads the record again (after a change made from inside the panel). */
  reloadKey?: number;
  onClose(): void;
  children(details: D): ReactNode;
}

/**
 * The details panel of a list row (freights, pickups): loads the record, shows a loading line or
 * the server's message, then the area's content; Esc and the close button close it (the screen
 * puts the focus back on the row).
 */
export function RecordDetailsModal<D>({
  id,
  load,
  title,
  testId,
  reloadKey = 0,
  onClose,
  children,
}: RecordDetailsModalProps<D>) {
  const t = useT();
  const loadRecord = useCallback((signal: AbortSignal) => load(id, signal), [id, load]);
  const state = useDetailsLoad(loadRecord, t('freights.loadFailed'), reloadKey);
  const details = state.data;
  return (
    <DetailsModal
      title={title(details)}
      name="record-details"
      testId={testId}
      state={state}
      onClose={onClose}
    >
      {details && <div className="record-details-body">{children(details)}</div>}
    </DetailsModal>
  );
}
