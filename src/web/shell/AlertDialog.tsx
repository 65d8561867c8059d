import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../i18n/useT.ts';
import { alertState, dismissAlert } from '../state/alertState.ts';

/**
 * The global alert popup (shell.md §2): modal, focus kept on its button, Enter or Escape closes it,
 * then the message is cleared and focus returns where it was.
 */
export function AlertDialog() {
  const t = useT();
  const { queue } = useSnapshot(alertState);
  const current = queue[0];
  const okRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!current) return;
    if (!returnFocus.current) returnFocus.current = document.activeElement as HTMLElement | null;
    okRef.current?.focus();
  }, [current]);

  if (!current) return null;

  const close = () => {
    dismissAlert(current.id);
    if (alertState.queue.length === 0) {
      const back = returnFocus.current;
      returnFocus.current = null;
      if (back?.isConnected) back.focus();
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' || e.key === 'Enter') {
      e.preventDefault();
      e.stopPropagation();
      close();
    } else if (e.key === 'Tab') {
      // The button is the only focusable element: Tab and Shift+Tab stay on it.
      e.preventDefault();
      okRef.current?.focus();
    }
  };

  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.preventDefault()}>
      <div
        className="alert-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="alert-title"
        aria-describedby="alert-text"
        onKeyDown={onKeyDown}
      >
        <h2 id="alert-title">{current.title ?? t('alert.title')}</h2>
        <p id="alert-text" className="alert-text">
          {current.text}
        </p>
        <div className="dialog-actions">
          <button ref={okRef} className="btn btn-primary" onClick={close}>
            {t('alert.ok')}
          </button>
        </div>
      </div>
    </div>
  );
}
