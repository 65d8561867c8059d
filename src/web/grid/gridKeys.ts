import type { GridApi, IRowNode } from 'ag-grid-community';

/**
 * Keys the grid handles itself before AG Grid does: Shift+↑/↓ extend the row selection, Ctrl+↑/↓
 * move without changing it (Space toggles the focused row), Enter opens the row's dialog. Plain
 * letters and Delete are left to the keymap (no typing-to-edit: F2 edits a cell). Returns true
 * when AG Grid must ignore the key.
 */
export function handleGridKey(
  api: GridApi,
  event: KeyboardEvent,
  editing: boolean,
  node: IRowNode,
  hooks: { open(row: unknown): void; paste(): void },
): boolean {
  if (editing || event.type !== 'keydown') return false;
  const mod = event.ctrlKey || event.metaKey;
  if (event.key === 'Enter' && !mod && !event.shiftKey && !event.altKey) {
    // The row shown at that index now: right after a filter change the cell's own node can be stale.
    const current = node.rowIndex === null ? undefined : api.getDisplayedRowAtIndex(node.rowIndex);
    if (current?.data) hooks.open(current.data);
    return true;
  }
  if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && (event.shiftKey || mod)) {
    const step = event.key === 'ArrowDown' ? 1 : -1;
    const focused = api.getFocusedCell();
    const index = (node.rowIndex ?? 0) + step;
    const next = api.getDisplayedRowAtIndex(index);
    if (!focused || !next) return true;
    if (event.shiftKey) {
      node.setSelected(true);
      next.setSelected(true);
    }
    api.ensureIndexVisible(index);
    api.setFocusedCell(index, focused.column);
    event.preventDefault();
    return true;
  }
  if (mod && (event.key === 'v' || event.key === 'V')) {
    hooks.paste();
    return true;
  }
  if (event.key === 'Delete' || event.key === 'Backspace') return true;
  if (event.key.length === 1 && event.key !== ' ' && !mod && !event.altKey) return true;
  return false;
}
