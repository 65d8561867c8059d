import { focusGridWhenReady, focusIsLost } from '../shell/arrivalFocus.ts';

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
 *
 * A grid with no rows has no cell to hold the focus: when its rows go (a filter nothing matches, a
 * screen arriving with one), AG Grid moves the focus from the focused cell to the column's filter box,
 * where `g` keys and the palette's keys would be typed. Unless a Tab or a click took it there, the
 * focus goes to the content instead (and into the grid when rows show again), as on arrival. A move
 * within the header (the arrow keys between filter boxes) is the user's.
 */
export function guardGridFocus(
  root: HTMLElement,
  area: () => Element | null,
  rowCount: () => number,
): GridFocusGuard {
  /** Where the focus went outside the grid, while no entry has been asked for since. */
  let away: HTMLElement | null = null;
  /** A Tab or a click just now: the next move of the focus is the user's. */
  let userMove = false;
  // Dialogs give the focus back themselves; another grid's cells are its own business.
  const elsewhere = (el: Element) =>
    el.closest('dialog, [role="dialog"], [role="alertdialog"], .ag-root-wrapper') !== null;
  const onFocusIn = (e: FocusEvent) => {
    const target = e.target;
    if (!(target instanceof HTMLElement)) return;
    const byUser = userMove;
    userMove = false;
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
    const main = root.closest('main');
    // From a cell (or from nowhere: the cell already gone), never a move within the filter boxes.
    const fromHeader = e.relatedTarget instanceof Element && e.relatedTarget.closest('.ag-header') !== null;
    if (!byUser && !fromHeader && main && rowCount() === 0 && target.closest('.ag-header')) {
      main.focus({ preventScroll: true });
      focusGridWhenReady(main);
    }
  };
  const allowEntry = () => {
    away = null;
  };
  const onUserMove = () => {
    allowEntry();
    userMove = true;
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Tab') onUserMove();
  };
  document.addEventListener('focusin', onFocusIn, true);
  document.addEventListener('keydown', onKey, true);
  root.addEventListener('pointerdown', onUserMove, true);
  return {
    allowEntry,
    dispose: () => {
      document.removeEventListener('focusin', onFocusIn, true);
      document.removeEventListener('keydown', onKey, true);
      root.removeEventListener('pointerdown', onUserMove, true);
    },
  };
}
