import type { Column, GridApi, IRowNode } from 'ag-grid-community';
import { tabOutOf } from '../ui/focusTrap.ts';

/** What the grid's keys do beyond moving: the DataGrid gives them its editor, clipboard and dialogs. */
export interface GridKeyHooks {
  open(row: unknown): void;
  paste(): void;
  /** Ctrl+C: the focused cell, or the selected rows' visible cells, as tab-separated text. */
  copy(): void;
  /** Ctrl+D: the selected rows' cells of the focused column take the first selected row's value. */
  fillDown(): void;
  /** Whether this cell may be edited now. */
  editable(node: IRowNode, column: Column): boolean;
  /** Delete/Backspace on a cell the user may not edit: says so in the grid's status line. */
  readOnly(column: Column): void;
  /** Delete/Backspace on an editable cell: saves it empty. */
  clear(node: IRowNode, column: Column): void;
  /** Esc on a cell holding a refused input: drops it, the stored value shows again; false when none. */
  restore(node: IRowNode, column: Column): boolean;
  /** Whether the keymap binds this key press (or a sequence starting with it) on a grid: it stays a command. */
  isCommandKey(event: KeyboardEvent): boolean;
}

const SELECTION_COLUMN = 'ag-Grid-SelectionColumn';

/** Keys AG Grid moves the focus with, from the focused cell's row (with Alt they are the keymap's). */
const MOVING_KEYS = new Set([
  'Tab',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'PageUp',
  'PageDown',
  'Home',
  'End',
]);

/** The displayed data columns (the checkbox column left out). */
function dataColumns(api: GridApi): Column[] {
  return api.getAllDisplayedColumns().filter((c) => c.getColId() !== SELECTION_COLUMN);
}

/** Moves the focus to a row index and column, scrolling it into view. */
export function focusCell(api: GridApi, rowIndex: number, column: Column): void {
  api.ensureIndexVisible(rowIndex);
  api.ensureColumnVisible(column);
  api.setFocusedCell(rowIndex, column);
}

/** The last row index the grid knows of (the infinite model knows it once the count is in). */
const lastRow = (api: GridApi) => Math.max(0, api.getDisplayedRowCount() - 1);

/** Where Ctrl+Home/End and Ctrl+arrows go: the data's first/last row or column; null for another key. */
export function edgeTarget(
  key: string,
  row: number,
  last: number,
  column: Column,
  columns: readonly Column[],
): { row: number; column: Column } | null {
  const first = columns[0] ?? column;
  const final = columns[columns.length - 1] ?? column;
  if (key === 'Home') return { row: 0, column: first };
  if (key === 'End') return { row: last, column: final };
  if (key === 'ArrowUp') return { row: 0, column };
  if (key === 'ArrowDown') return { row: last, column };
  if (key === 'ArrowLeft') return { row, column: first };
  if (key === 'ArrowRight') return { row, column: final };
  return null;
}

/**
 * Keys the grid handles itself before AG Grid does, as Excel does: Enter opens the row's dialog,
 * typing a character on an editable cell starts editing with it, Delete/Backspace clear the cell,
 * Esc drops a refused input, Ctrl+Home/End and Ctrl+arrows jump to the data's edges, Shift+↑/↓
 * extend the row selection (Space toggles the focused row), Ctrl+C copies, Ctrl+D fills down,
 * Ctrl+V pastes; Tab on a row's last column and Shift+Tab on its first leave the grid. Keys the keymap binds (`/`, `n`, `e`, `g …`, Shift+S …) and letters on a read-only cell
 * are left to the keymap; F2 edits whatever the first letter.
 * Returns true when AG Grid must ignore the key.
 */
export function handleGridKey(
  api: GridApi,
  event: KeyboardEvent,
  editing: boolean,
  node: IRowNode,
  column: Column,
  hooks: GridKeyHooks,
): boolean {
  if (editing || event.type !== 'keydown') return false;
  const mod = event.ctrlKey || event.metaKey;
  const plain = !mod && !event.altKey;
  const take = () => {
    event.preventDefault();
    event.stopPropagation();
    return true;
  };
  if (node.rowIndex === null && !event.altKey && MOVING_KEYS.has(event.key)) {
    // The cell's row is gone (a block loaded over its loading stub, a reload): AG Grid would move from
    // index null (warning #88, then Tab falls out of the grid). The key brings the focus back to the
    // row now shown where it was, and the next key moves from there.
    const count = api.getDisplayedRowCount();
    if (count > 0) focusCell(api, Math.min(api.getFocusedCell()?.rowIndex ?? 0, count - 1), column);
    return take();
  }
  if (event.key === 'Enter' && plain && !event.shiftKey) {
    // The row shown at that index now: right after a filter change the cell's own node can be stale.
    const current = node.rowIndex === null ? undefined : api.getDisplayedRowAtIndex(node.rowIndex);
    if (current?.data) hooks.open(current.data);
    return take();
  }
  if (event.key === 'Escape' && plain && !event.shiftKey) return hooks.restore(node, column) ? take() : false;
  if (event.key === 'Tab' && plain) {
    // Tab on a row's last column leaves the grid for the page's next stop, Shift+Tab on its first
    // for the one before (the toolbar); between them AG Grid walks the cells.
    const columns = dataColumns(api);
    const edge = event.shiftKey
      ? column.getColId() === SELECTION_COLUMN || column === columns[0]
      : column === columns[columns.length - 1];
    const root = edge && event.target instanceof Element ? event.target.closest('.ag-root-wrapper') : null;
    if (root && tabOutOf(root, !event.shiftKey)) return take();
    return false;
  }
  if (mod && !event.altKey && !event.shiftKey) {
    const target = edgeTarget(event.key, node.rowIndex ?? 0, lastRow(api), column, dataColumns(api));
    if (target) {
      focusCell(api, target.row, target.column);
      return take();
    }
    const letter = event.key.toLowerCase();
    if (letter === 'v') {
      hooks.paste();
      return true;
    }
    if (letter === 'c') {
      hooks.copy();
      return take();
    }
    if (letter === 'd') {
      hooks.fillDown();
      return take();
    }
  }
  if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && event.shiftKey && !mod) {
    const index = (node.rowIndex ?? 0) + (event.key === 'ArrowDown' ? 1 : -1);
    const next = api.getDisplayedRowAtIndex(index);
    if (!next) return take();
    node.setSelected(true);
    next.setSelected(true);
    focusCell(api, index, column);
    return take();
  }
  if ((event.key === 'Delete' || event.key === 'Backspace') && plain && !event.shiftKey) {
    if (hooks.editable(node, column)) {
      hooks.clear(node, column);
      return take();
    }
    // A cell the user may not edit: said so, and never the record's deletion (that is Ctrl+Delete).
    hooks.readOnly(column);
    return take();
  }
  if (event.key.length === 1 && plain) {
    // Space toggles the row; keys the keymap binds (`/`, `n`, `g r`, Shift+S …) stay commands.
    if (event.key === ' ') return false;
    if (hooks.isCommandKey(event) || !hooks.editable(node, column) || node.rowIndex === null) return true;
    // Excel: the character starts the edit and is its first letter.
    api.startEditingCell({ rowIndex: node.rowIndex, colKey: column, key: event.key });
    return take();
  }
  return false;
}

/** The Enter catcher of a grid: `rowsLoaded` after every list answer opens a row Enter was pressed on while it loaded. */
export interface EnterOpener {
  rowsLoaded(): void;
  dispose(): void;
}

/**
 * Enter on a row's cell opens the row, caught on the grid's root before AG Grid sees the key. AG
 * Grid hands a key to `suppressKeyboardEvent` only through the cell it believes focused, and right
 * after the first rows arrive a reload turns them into loading stubs: the first Enter was lost
 * (issue 35). The row is the one shown at the cell's index; a row still loading opens once the list
 * answered. An Enter in an editor is AG Grid's (commit and move down).
 */
export function openRowOnEnter(
  root: HTMLElement,
  api: () => GridApi | null,
  open: (row: unknown) => void,
): EnterOpener {
  let pending: number | null = null;
  const tryOpen = (index: number) => {
    const data = api()?.getDisplayedRowAtIndex(index)?.data;
    pending = data ? null : index;
    if (data) open(data);
  };
  const onKey = (event: KeyboardEvent) => {
    const grid = api();
    if (event.key !== 'Enter' || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
    if (!grid || !(event.target instanceof Element) || grid.getEditingCells().length > 0) return;
    const cell = event.target.closest('.ag-cell');
    const index = Number(cell?.closest('.ag-row')?.getAttribute('row-index') ?? Number.NaN);
    if (!cell || !root.contains(cell) || Number.isNaN(index)) return;
    event.preventDefault();
    event.stopPropagation();
    tryOpen(index);
  };
  root.addEventListener('keydown', onKey, true);
  return {
    rowsLoaded: () => {
      if (pending !== null) tryOpen(pending);
    },
    dispose: () => root.removeEventListener('keydown', onKey, true),
  };
}
