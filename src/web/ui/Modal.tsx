import { type ReactNode, useEffect, useRef } from 'react';

export interface ModalProps {
  open: boolean;
  /** Accessible name of the modal. */
  label: string;
  /** A click on the backdrop (outside the box). */
  onOutsideClick?(): void;
  /** Esc inside the modal (dialogs leave it to the keymap's dialog.cancel instead). */
  onEscape?(): void;
  className?: string;
  role?: 'dialog' | 'alertdialog';
  testId?: string;
  children: ReactNode;
}

/**
 * A native modal <dialog>: the top layer puts it above the grid header and everything else, the
 * browser keeps focus inside and gives it back to where it was on close.
 */
export function Modal({
  open,
  label,
  onOutsideClick,
  onEscape,
  className,
  role,
  testId,
  children,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      el.showModal();
      // showModal focuses the first focusable element; a marked one (the safe answer, a search box) wins.
      el.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && el.open) el.close();
  }, [open]);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={`modal ${className ?? ''}`}
      aria-label={label}
      role={role}
      data-testid={testId}
      // The browser's own Esc handling would close the dialog behind React's back.
      onCancel={(e) => e.preventDefault()}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && onEscape) {
          e.preventDefault();
          e.stopPropagation();
          onEscape();
        }
      }}
      onClick={(e) => {
        if (e.target === ref.current) onOutsideClick?.();
      }}
    >
      <div className="modal-box">{children}</div>
    </dialog>
  );
}
