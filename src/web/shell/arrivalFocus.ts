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
  if (focusIsLost()) main.focus({ preventScroll: true });
  const tryGrid = (): boolean => {
    if (!focusIsLost()) return true;
    const row = [...main.querySelectorAll('.ag-row')].find((r) => !r.closest('dialog'));
    const grid = commandContext().grid;
    if (!row || !grid) return false;
    try {
      grid.focusGrid();
    } catch {
      return false;
    }
    return !focusIsLost();
  };
  if (tryGrid()) return () => {};
  const observer = new MutationObserver(() => {
    if (tryGrid()) stop();
  });
  const timer = setTimeout(() => stop(), WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}
