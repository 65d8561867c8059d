import { type ReactNode, useEffect, useState } from 'react';
import { pushDialog } from '../commands/terminalState.ts';
import { useT } from '../i18n/useT.ts';
import './recordList.css';
import { LoadingLine } from '../ui/LoadingLine.tsx';
import { Modal } from '../ui/Modal.tsx';

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
  const [details, setDetails] = useState<D | null>(null);
  const [error, setError] = useState('');
  useEffect(() => pushDialog({ save: onClose, cancel: onClose }), [onClose]);
  useEffect(() => {
    const abort = new AbortController();
    // a reload keeps the shown record until the new one arrives (no flash, the focus stays)
    if (reloadKey === 0) setDetails(null);
    setError('');
    load(id, abort.signal)
      .then(setDetails)
      .catch((err: unknown) => {
        if (!abort.signal.aborted)
          setError((err as { body?: { message?: string } }).body?.message ?? t('freights.loadFailed'));
      });
    return () => abort.abort();
  }, [id, load, t, reloadKey]);
  const heading = title(details);
  return (
    <Modal open label={heading} className="record-details" testId={testId}>
      {/* The title takes the focus, not the button: the Enter that opened the panel must not close it. */}
      <h2 className="modal-title" tabIndex={-1} data-autofocus>
        {heading}
      </h2>
      {!details && !error && <LoadingLine />}
      {error && (
        <p className="input-error" role="alert">
          {error}
        </p>
      )}
      {details && <div className="record-details-body">{children(details)}</div>}
      <div className="modal-actions">
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('freights.close')}
        </button>
      </div>
    </Modal>
  );
}
