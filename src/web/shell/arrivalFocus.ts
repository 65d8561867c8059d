import { commandContext } from '../commands/terminalState.ts';

/** How long after a navigation the grid may still take the focus when its rows arrive. */
const WAIT_MS = 30_000;

/** True when nothing on the page holds the focus (the page body, the content itself, a removed element). */
export function focusIsLost(): boolean {
  const el = document.activeElement as HTMLElement | null;
  return !el || el === document.body || el.id === 'main' || !el.isConnected;
}

/**
 * After a navigation: focus lands on the content at once (so `g` keys and Tab start there) and in
 * the screen's grid as soon as its first rows are on show, unless the user has put it somewhere else
 * meanwhile. Returns the function that stops waiting.
 */
export function focusOnArrival(main: HTMLElement): () => void {
  // The element focused before the navigation may still be on the page for a moment (the old
  // screen waits for the new one's code): only a newly focused element ends the watch.
  const before = document.activeElement;
  const settle = (): boolean => {
    if (!focusIsLost()) return document.activeElement !== before;
    const row = [...main.querySelectorAll('.ag-row')].find((r) => !r.closest('dialog'));
    const grid = commandContext().grid;
    if (row && grid) {
      try {
        grid.focusGrid();
      } catch {
        // A grid leaving the page refuses the focus; the content keeps it.
      }
    }
    // Never the page body: the content holds the focus until the grid takes it.
    if (document.activeElement === document.body || !document.activeElement?.isConnected)
      main.focus({ preventScroll: true });
    return !focusIsLost() && document.activeElement !== before;
  };
  if (settle()) return () => {};
  const observer = new MutationObserver(() => {
    if (settle()) stop();
  });
  const timer = setTimeout(() => stop(), WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}
