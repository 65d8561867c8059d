import type { GridCellKey } from '../commands/commandTypes.ts';
import { commandContext } from '../commands/terminalState.ts';
import { takeReturnCell } from './returnTrip.ts';

/** How long after a navigation (or a dialog closing) the grid may still take the focus when its rows arrive. */
const WAIT_MS = 30_000;
/** How long a named row (the one a dialog was opened on) is waited for before any row will do. */
const ROW_WAIT_MS = 5_000;

/** True when nothing on the page holds the focus (the page body, the content itself, a removed element). */
export function focusIsLost(): boolean {
  const el = document.activeElement as HTMLElement | null;
  return !el || el === document.body || el.id === 'main' || !el.isConnected;
}

/** An open modal layer (a native dialog, the palette, the help): the screen behind it never takes the focus. */
function modalOpen(): boolean {
  return document.querySelector('dialog[open]') !== null;
}

/** The wait in progress (one at a time: a newer arrival or dialog closing replaces it). */
let pending: (() => void) | null = null;

/**
 * Puts the focus into the screen's grid as soon as it shows rows — on the row `target` names (by id,
 * so a refresh that redrew the rows still finds it) when given — and meanwhile on the content, never
 * the page body. It only ever moves a focus that is on the body or the content container: the first
 * sign of anyone else (the user's Tab or click, a field or dialog taking the focus) ends the wait for
 * good. `before` is the element that held the focus when the wait began: while it still holds it
 * (the old screen's cell until the new screen replaces it, or a field the new screen focused itself)
 * the wait goes on without touching it. Returns the function that stops waiting.
 */
export function focusGridWhenReady(
  main: HTMLElement,
  target: GridCellKey | null = null,
  before: Element | null = null,
): () => void {
  pending?.();
  const started = Date.now();
  let moving = false;
  const lost = focusIsLost;
  const move = (focus: () => void) => {
    moving = true;
    try {
      focus();
    } catch {
      // A grid leaving the page (its API destroyed) refuses the focus; the content keeps it.
    } finally {
      moving = false;
    }
  };
  /** One attempt; true when the wait is over (the grid has the focus, or someone else moved it). */
  const settle = (): boolean => {
    if (!lost()) return document.activeElement !== before;
    if (modalOpen()) return false;
    const grid = commandContext().grid;
    // Rows with data, not the grid's loading stubs: a cell focused on a stub is redrawn when the data
    // comes, and AG Grid then puts the focus back on it — after the user may have moved it elsewhere.
    const hasRows = [...main.querySelectorAll('.ag-row:not(.ag-row-loading)')].some(
      (r) => !r.closest('dialog'),
    );
    if (grid && hasRows) {
      const named = target !== null && Date.now() - started < ROW_WAIT_MS;
      move(() => (named && target ? grid.focusRow(target) : grid.focusGrid()));
    }
    if (lost() && document.activeElement !== main) move(() => main.focus({ preventScroll: true }));
    return !lost();
  };
  if (settle()) return () => {};

  const observer = new MutationObserver(() => {
    if (settle()) stop();
  });
  // Someone else moved the focus (not to the content, not by this wait): theirs wins, now and later.
  const onFocusIn = (e: FocusEvent) => {
    if (!moving && e.target !== main && e.target !== before) stop();
  };
  // The user acts: a walk with Tab (it may leave the page and put the focus on the body), a click.
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Tab') stop();
  };
  const rowTimer = target ? setTimeout(() => settle() && stop(), ROW_WAIT_MS + 50) : undefined;
  const timer = setTimeout(() => stop(), WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    clearTimeout(rowTimer);
    document.removeEventListener('focusin', onFocusIn, true);
    document.removeEventListener('keydown', onKey, true);
    document.removeEventListener('pointerdown', stop, true);
    if (pending === stop) pending = null;
  };
  observer.observe(main, { childList: true, subtree: true });
  document.addEventListener('focusin', onFocusIn, true);
  document.addEventListener('keydown', onKey, true);
  document.addEventListener('pointerdown', stop, true);
  pending = stop;
  return stop;
}

/**
 * After a navigation: focus lands on the content at once (so `g` keys and Tab start there) and in
 * the screen's grid as soon as its first rows are on show, unless the user has put it somewhere else
 * meanwhile. The element focused before the navigation may still be on the page for a moment (the
 * old screen waits for the new one's code) or be the new screen's own choice (the sign-in's user
 * name): it keeps the focus, and the wait goes on until it leaves the page. Outside the content (a
 * menu link the user pressed) it stays where it is.
 */
export function focusOnArrival(main: HTMLElement): () => void {
  const before = document.activeElement;
  // Back from a record opened on another screen: the row it was opened from (shell/returnTrip).
  const cell = takeReturnCell();
  if (before && before !== document.body && before !== main && !main.contains(before)) return () => {};
  return focusGridWhenReady(main, cell, before);
}

/**
 * Keeps the focus on the page when the element holding it disappears without a dialog closing (a
 * list or a card redrawn by a reload): back into the screen's grid where it had it, else the content.
 * Dialogs give the focus back themselves (Modal's restoreFocus), so elements inside one are theirs.
 */
export function keepFocusOnPage(main: HTMLElement): () => void {
  let last: Element | null = null;
  let check: ReturnType<typeof setTimeout> | undefined;
  const onFocusIn = (e: FocusEvent) => {
    last = e.target instanceof Element ? e.target : null;
  };
  const observer = new MutationObserver(() => {
    if (!last || last.isConnected || document.activeElement !== document.body) return;
    const gone = last;
    last = null;
    if (gone.closest('dialog, [role="dialog"], [role="alertdialog"]')) return;
    // Let the code that removed it put the focus somewhere first.
    clearTimeout(check);
    check = setTimeout(() => {
      if (document.activeElement !== document.body || modalOpen()) return;
      if (gone.closest('.ag-root-wrapper')) focusGridWhenReady(main);
      else main.focus({ preventScroll: true });
    }, 0);
  });
  observer.observe(main, { childList: true, subtree: true });
  document.addEventListener('focusin', onFocusIn, true);
  return () => {
    observer.disconnect();
    clearTimeout(check);
    document.removeEventListener('focusin', onFocusIn, true);
  };
}
