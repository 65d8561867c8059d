import { commandContext } from '../commands/terminalState.ts';

/**
 * A filter bar's keys, like the quick filter's: Esc, or Enter in a field, goes back into the grid
 * (put on the bar's wrapper as its onKeyDown).
 */
export function backToGridOnKey(e: React.KeyboardEvent) {
  const field = e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement;
  if (e.key !== 'Escape' && !(e.key === 'Enter' && field)) return;
  e.preventDefault();
  commandContext().grid?.focusGrid();
}

/** Gives the list's grid the keyboard back after this render (a dialog over it closed, its filters cleared). */
export function focusGridSoon(): void {
  setTimeout(() => commandContext().grid?.focusGrid(), 0);
}
