import { type ReactNode, useEffect, useLayoutEffect, useState } from 'react';
import { pushDialog } from '../commands/terminalState.ts';
import { useT } from '../i18n/useT.ts';
import { LoadingLine } from './LoadingLine.tsx';
import { Modal } from './Modal.tsx';

/** The server's message of a refused call, else `failed`. */
export function refusalMessage(err: unknown, failed: string): string {
  return (err as { body?: { message?: string } }).body?.message ?? failed;
}

/**
 * What a read-only dialog shows: loads once per `load` (memoize it on what it reads) and on each new
 * `reloadKey`; a reload keeps the shown data until the new one arrives (no flash, the focus stays).
 * A refused load gives the server's message, else `failed`. `setData` takes a changed copy in.
 */
export function useDetailsLoad<D>(
  load: (signal: AbortSignal) => Promise<D>,
  failed: string,
  reloadKey = 0,
): { data: D | null; error: string; setData(data: D): void; setError(error: string): void } {
  const [data, setData] = useState<D | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    const abort = new AbortController();
    if (reloadKey === 0) setData(null);
    setError('');
    load(abort.signal)
      .then((answer) => {
        if (!abort.signal.aborted) setData(answer);
      })
      .catch((err: unknown) => {
        if (!abort.signal.aborted) setError(refusalMessage(err, failed));
      });
    return () => abort.abort();
  }, [load, failed, reloadKey]);
  return { data, error, setData, setError };
}

/** The closing row of a dialog: one button that closes it ("Bezárás"; primary unless told otherwise). */
export function CloseActions({ onClose, primary = true }: { onClose(): void; primary?: boolean }) {
  const t = useT();
  return (
    <div className="modal-actions">
      <button type="button" className={primary ? 'btn btn-primary' : 'btn'} onClick={onClose}>
        {t('dialog.close')}
      </button>
    </div>
  );
}

export interface DetailsModalProps {
  title: string;
  /** The dialog's class and test id. */
  name: string;
  /** A test id other than the name (the record panels share one class). */
  testId?: string;
  /** What `useDetailsLoad` answers: the content shows once there is data, else the loading line or the error. */
  state: { data: unknown; error: string | null };
  onClose(): void;
  /** What shows while loading (default: the loading line). */
  loading?: ReactNode;
  /** The dialog's own button row (null: none) instead of the close button. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A read-only details dialog: the title (it takes the focus, not a button: the Enter that opened
 * the dialog must not close it), a loading line or the server's message, the content once loaded,
 * then the close button. Esc and Enter (the dialog keys) close it.
 */
export function DetailsModal(props: DetailsModalProps) {
  const { title, onClose } = props;
  const { error } = props.state;
  const loaded = props.state.data !== null;
  useLayoutEffect(() => pushDialog({ save: onClose, cancel: onClose }), [onClose]);
  return (
    <Modal open label={title} className={props.name} testId={props.testId ?? props.name}>
      <h2 className="modal-title" tabIndex={-1} data-autofocus>
        {title}
      </h2>
      {!loaded && !error && (props.loading ?? <LoadingLine />)}
      {error && (
        <p className="input-error" role="alert">
          {error}
        </p>
      )}
      {loaded && props.children}
      {props.actions !== undefined ? props.actions : <CloseActions onClose={onClose} />}
    </Modal>
  );
}
