import { focusIsLost } from '../shell/arrivalFocus.ts';

/** A grid's guard; `allowEntry` before the grid's own code puts the focus into its cells. */
export interface GridFocusGuard {
  allowEntry(): void;
  dispose(): void;
}

/**
 * The grid never takes the focus back from where a key or a click has just put it.
 *
 * A reload redraws the rows; AG Grid then puts the focus back on its focused cell a moment later
 * (when the new row is drawn: a later task, or a timer). A key pressed in between (Shift+F to the
 * event filters, under load) moves the focus out of the grid, and AG Grid's late restore took it
 * back: the field the user asked for never kept the focus. So a move straight from an element
 * outside the grid into its cells is undone, unless someone asked for it since: the screen's own
 * code (`allowEntry`: Enter in the quick filter, Alt+G, a dialog closing), a Tab walk or a click.
 * Dialogs, the page body and the content are not "outside": the grid takes the focus from them.
 */
export function guardGridFocus(root: HTMLElement, area: () => Element | null): GridFocusGuard {
  /** Where the focus went outside the grid, while no entry has been asked for since. */
  let away: HTMLElement | null = null;
  // Dialogs give the focus back themselves; another grid's cells are its own business.
  const elsewhere = (el: Element) =>
    el.closest('dialog, [role="dialog"], [role="alertdialog"], .ag-root-wrapper') !== null;
  const onFocusIn = (e: FocusEvent) => {
    const target = e.target;
    if (!(target instanceof HTMLElement)) return;
    const grid = area();
    if (!grid?.contains(target)) {
      away = focusIsLost() || elsewhere(target) ? null : target;
      return;
    }
    const from = away;
    if (from && e.relatedTarget === from && from.isConnected && !grid.contains(from)) {
      from.focus({ preventScroll: true });
      return;
    }
    away = null;
  };
  const allowEntry = () => {
    away = null;
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Tab') allowEntry();
  };
  document.addEventListener('focusin', onFocusIn, true);
  document.addEventListener('keydown', onKey, true);
  root.addEventListener('pointerdown', allowEntry, true);
  return {
    allowEntry,
    dispose: () => {
      document.removeEventListener('focusin', onFocusIn, true);
      document.removeEventListener('keydown', onKey, true);
      root.removeEventListener('pointerdown', allowEntry, true);
    },
  };
}
