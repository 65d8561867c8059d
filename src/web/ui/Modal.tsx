import { type ReactNode, useEffect, useRef } from 'react';
import type { GridCellKey } from '../commands/commandTypes.ts';
import { commandContext } from '../commands/terminalState.ts';
import { focusGridWhenReady, focusIsLost } from '../shell/arrivalFocus.ts';
import { returningFromTrip } from '../shell/returnTrip.ts';
import { isButtonLike, trapTab } from './focusTrap.ts';

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
 * Gives the focus back to where it was before a dialog opened: the element itself when it is still
 * on the page, else the cell of the grid row it was opened on (by id: a refresh may have redrawn the
 * rows, or they may still be loading), else the screen's grid, else the screen. Only when the focus
 * has nowhere else to be (the page body, the content, or still inside the dialog that is closing).
 */
export function restoreFocus(
  opener: HTMLElement | null,
  closing: HTMLElement | null,
  cell: GridCellKey | null = null,
): void {
  const lost = () => focusIsLost() || (closing?.contains(document.activeElement) ?? false);
  // Back to the screen the record was opened from: its arrival puts the focus on the row.
  if (!lost() || returningFromTrip()) return;
  const main = document.getElementById('main');
  const inGrid = opener?.closest('.ag-root-wrapper') ?? null;
  if (inGrid && cell && commandContext().grid?.focusRow(cell)) return;
  if (opener?.isConnected && opener !== document.body && opener !== main && !(inGrid && cell)) {
    opener.focus({ preventScroll: true });
    if (document.activeElement === opener) return;
  }
  // The opener is gone (a grid row redrawn, the palette) or is a grid cell: once the page has
  // settled, the same row's cell when it is (again) on show, else the grid or the screen. Meanwhile
  // the screen holds the focus, never the page body (a key pressed at once still reaches the screen).
  if (main && (document.activeElement === document.body || !document.activeElement?.isConnected))
    main.focus({ preventScroll: true });
  setTimeout(() => {
    if (!lost()) return;
    if (main) focusGridWhenReady(main, cell);
    else focusScreen();
  }, 0);
}
/** Focus into the screen's grid when it has one (best effort: a grid being torn down refuses), else the screen. */
export function focusScreen(): void {
  try {
    commandContext().grid?.focusGrid();
  } catch {
    // A grid leaving the page (its API destroyed) cannot take the focus; the screen does.
  }
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected)
    document.getElementById('main')?.focus({ preventScroll: true });
}

/**
 * A native modal <dialog>: the top layer puts it above the grid header and everything else. Focus
 * on opening: a marked element (the safe answer, a search box, the first field of a form opened to
 * type) or else the dialog itself, never a button by chance (Mégse); Tab and Shift+Tab stay inside;
 * on closing the focus goes back where the dialog was opened from.
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
    if (!open || !el) return;
    const opener = document.activeElement as HTMLElement | null;
    // Opened on a cell of the screen's grid: its row by id, so the focus finds it again after a refresh
    // (a cell of another grid, e.g. the import preview, is the opener itself).
    const cell = opener?.closest('.ag-root-wrapper')
      ? (commandContext().grid?.focusedKey(opener) ?? null)
      : null;
    if (!el.open) {
      el.showModal();
      // showModal focuses the first focusable element; a marked one (the safe answer, a search box) wins.
      const marked = el.querySelector<HTMLElement>('[data-autofocus]');
      if (marked) marked.focus();
      else if (isButtonLike(document.activeElement) || document.activeElement === document.body) el.focus();
    }
    return () => {
      if (el.open) el.close();
      restoreFocus(opener, el, cell);
    };
  }, [open]);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={`modal ${className ?? ''}`}
      aria-label={label}
      role={role}
      data-testid={testId}
      tabIndex={-1}
      // The browser's own Esc handling would close the dialog behind React's back.
      onCancel={(e) => e.preventDefault()}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && onEscape) {
          e.preventDefault();
          e.stopPropagation();
          onEscape();
        } else if (ref.current) trapTab(e.nativeEvent, ref.current);
      }}
      onClick={(e) => {
        if (e.target === ref.current) onOutsideClick?.();
      }}
    >
      <div className="modal-box">{children}</div>
    </dialog>
  );
}
