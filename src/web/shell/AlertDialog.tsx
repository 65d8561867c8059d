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
  const lastFocus = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);

  // Remember where focus was outside the popup; opening makes the page inert, which drops focus.
  useEffect(() => {
    const onFocusIn = (e: FocusEvent) => {
      const el = e.target as HTMLElement;
      if (!el.closest('[role="alertdialog"]')) lastFocus.current = el;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  // Runs after the commit that removes `inert` from the page, so focus can return there.
  useEffect(() => {
    if (current) {
      wasOpen.current = true;
      okRef.current?.focus();
    } else if (wasOpen.current) {
      wasOpen.current = false;
      if (lastFocus.current?.isConnected) lastFocus.current.focus();
    }
  }, [current]);

  if (!current) return null;

  const close = () => dismissAlert(current.id);

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
