import type { Column, GridApi, IRowNode } from 'ag-grid-community';
import type { RefObject } from 'react';
import { type KeyBindingPress, parseKeybinding } from 'tinykeys';
import { commandIdOf, getCommand, isRefused } from '../commands/registry.ts';
import { commandContext } from '../commands/terminalState.ts';
import type { TranslateFn } from '../i18n/useT.ts';
import type { KeyBinding } from '../keyboard/keymap.ts';
import { effectiveKeymap } from '../keyboard/keymapState.ts';
import { isSequenceSecondKey } from '../keyboard/keySequence.ts';
import { useLatest } from '../ui/useLatest.ts';
import { displayValue } from './columnDefs.ts';
import type { GridEditor, SaveOutcome } from './gridEditor.ts';
import type { GridKeyHooks } from './gridKeys.ts';
import type { CellChange, GridAdapter, GridColumn } from './gridTypes.ts';

const SELECTION_COLUMN = 'ag-Grid-SelectionColumn';

/** A value as Excel (Hungarian) reads it from pasted text: numbers with a decimal comma. */
export function clipboardText<T>(column: GridColumn<T> | undefined, value: unknown): string {
  if (typeof value === 'number') return String(value).replace('.', ',');
  const text = column
    ? displayValue(column, value)
    : value === null || value === undefined
      ? ''
      : String(value);
  // A tab or line break inside a cell would split it in Excel.
  return text.replace(/[\t\r\n]+/g, ' ');
}

/** Rows × columns as tab-separated lines (what Excel pastes as a block). */
export function toTsv(cells: readonly (readonly string[])[]): string {
  return cells.map((row) => row.join('\t')).join('\r\n');
}

/** Puts text on the clipboard (the async API, else the copy command), focus stays where it was. */
async function writeClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    const back = document.activeElement as HTMLElement | null;
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
    back?.focus();
  }
}

/** The first presses of the global and grid bindings without Ctrl/⌘/Alt (what a typed character could be). */
function commandFirstPresses(): KeyBindingPress[] {
  const ctx = commandContext();
  // A key bound to a command of another screen (its `when` says no here, and it is not a refused
  // one that answers "Nincs jogosultság") types into the cell: Shift+E accepts bills on
  // /freight-bills, on /orders it is a capital E. Sequences (`g …`) always stay commands.
  const live = (b: KeyBinding) => {
    if (b.keys.some((k) => k.includes(' '))) return true;
    const id = commandIdOf(b.command);
    const command = id ? getCommand(id) : undefined;
    if (!id || !command) return false;
    return !command.when || command.when(ctx) || isRefused(id, ctx);
  };
  return effectiveKeymap()
    .filter((b) => (b.scope === 'global' || b.scope === 'grid') && live(b))
    .flatMap((b) => b.keys.map((k) => parseKeybinding(k)[0]))
    .filter((p): p is KeyBindingPress => !!p && !p[0].some((m) => m !== 'Shift'));
}

/** The grid keys' hooks (GridKeyHooks) on the DataGrid's editor, columns and status line; current every render. */
/** What the grid's keys work on (the DataGrid's editor, columns, status line and actions). */
export interface GridKeyInput<T> {
  apiRef: RefObject<GridApi<T> | null>;
  editor: GridEditor<T>;
  columns: readonly GridColumn<T>[];
  canEdit: boolean;
  adapter: GridAdapter<T>;
  t: TranslateFn;
  setStatus(status: { text: string; error: boolean }): void;
  open(row: unknown): void;
  paste(): void;
  /** A typed change of one cell (validated, then saved). */
  edit(change: CellChange): void;
  apply(changes: CellChange[], label: string): Promise<SaveOutcome>;
  label(field: string): string;
}

export function useGridKeyHooks<T>(input: GridKeyInput<T>) {
  const { t } = input;
  const column = (field: string) => input.columns.find((c) => c.field === field);
  const field = (col: Column) => col.getColId();
  const selectedNodes = (api: GridApi<T>) =>
    api
      .getSelectedNodes()
      .filter((n) => n.rowIndex !== null && n.data)
      .sort((a, b) => (a.rowIndex ?? 0) - (b.rowIndex ?? 0));
  const hooks: GridKeyHooks = {
    isCommandKey: (event) => {
      // The second key of a `g` sequence navigates, whatever it would be alone (`g d` is not a typed d).
      if (isSequenceSecondKey()) return true;
      // An upper-case letter is a shifted one (Shift or Caps Lock): "E" types, it is not `e` (edit).
      const shifted = event.shiftKey || event.key !== event.key.toLowerCase();
      return commandFirstPresses().some(
        ([mods, key]) =>
          typeof key === 'string' &&
          (key.toLowerCase() === event.key.toLowerCase() || key === event.code) &&
          mods.includes('Shift') === shifted,
      );
    },
    open: input.open,
    paste: input.paste,
    editable: (node: IRowNode, col: Column) => input.canEdit && !!node.data && col.isCellEditable(node),
    readOnly: (col) =>
      input.setStatus({ text: t('grid.readOnlyCell', { field: input.label(field(col)) }), error: true }),
    clear: (node, col) => {
      const data = node.data as Record<string, unknown>;
      const before = data[field(col)] ?? null;
      if (before === null || before === '') return;
      input.edit({ id: input.adapter.rowId(node.data as T), field: field(col), before, after: null });
    },
    restore: (node, col) => {
      if (!node.data) return false;
      const id = input.adapter.rowId(node.data as T);
      if (!input.editor.invalidCell(id, field(col))) return false;
      input.editor.clearInvalid(id, field(col));
      input.setStatus({ text: t('grid.restored', { field: input.label(field(col)) }), error: false });
      return true;
    },
    copy: () => {
      const api = input.apiRef.current;
      if (!api) return;
      const rows = selectedNodes(api);
      const focused = api.getFocusedCell();
      let text: string;
      let count: number;
      if (rows.length > 0) {
        const visible = api
          .getAllDisplayedColumns()
          .map((c) => c.getColId())
          .filter((id) => id !== SELECTION_COLUMN);
        text = toTsv(
          rows.map((n) =>
            visible.map((f) => clipboardText(column(f), (n.data as Record<string, unknown>)[f])),
          ),
        );
        count = rows.length;
      } else {
        const node = focused ? api.getDisplayedRowAtIndex(focused.rowIndex) : undefined;
        if (!focused || !node?.data) return;
        const f = focused.column.getColId();
        text = clipboardText(column(f), (node.data as Record<string, unknown>)[f]);
        count = 0;
      }
      void writeClipboard(text).then(() =>
        input.setStatus({
          text: count > 0 ? t('grid.copiedRows', { count }) : t('grid.copiedCell'),
          error: false,
        }),
      );
    },
    fillDown: () => {
      const api = input.apiRef.current;
      const focused = api?.getFocusedCell();
      if (!api || !focused) return;
      const rows = selectedNodes(api);
      const f = focused.column.getColId();
      const first = rows[0];
      if (rows.length < 2 || !first) {
        input.setStatus({ text: t('grid.fillNeedsRows'), error: true });
        return;
      }
      if (!input.canEdit || column(f)?.editable !== true) {
        input.setStatus({ text: t('grid.fillReadOnly', { field: input.label(f) }), error: true });
        return;
      }
      const value = (first.data as Record<string, unknown>)[f] ?? null;
      const changes = rows.slice(1).flatMap((n) => {
        const before = (n.data as Record<string, unknown>)[f] ?? null;
        const editable = focused.column.isCellEditable(n);
        return editable && before !== value
          ? [{ id: input.adapter.rowId(n.data as T), field: f, before, after: value }]
          : [];
      });
      if (changes.length === 0) {
        input.setStatus({ text: t('grid.fillNothing'), error: false });
        return;
      }
      void input.apply(changes, t('grid.fillLabel', { field: input.label(f) }));
    },
  };
  return useLatest(hooks);
}
