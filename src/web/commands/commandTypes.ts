import type { AppPath } from '../../core/permissions/index.ts';
import type { MessageKey } from '../i18n/i18n.ts';

/**
 * The command ids of the product, filled in by the catalogue (catalog.ts augments this interface with
 * every id of COMMAND_CATALOG): this file and the features that use ids never import the catalogue,
 * which imports every feature, so no import cycle runs through it, not even a type-only one.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in catalog.ts.
export interface CommandIdRegistry {}

/** Every command id of the catalogue: a mistyped id in a command bar, menu or view action fails to compile. */
export type CommandId = keyof CommandIdRegistry & string;

/** Which rows a command needs: none, exactly one, or one or more. */
export type SelectionNeed = 'none' | 'one' | 'many';

/** A view's extra actions by the id of the command that runs them, e.g. `users.bulkRole`. */
export type ViewExtras = Readonly<Partial<Record<CommandId, (rows: readonly unknown[]) => void>>>;

/** What the current list view offers the commands (set by the screen that shows a DataGrid). */
export interface ViewActions {
  create?(): void;
  edit?(row: unknown): void;
  remove?(rows: readonly unknown[]): void;
  /** Extra view-specific actions by command id (run through viewExtras.ts). */
  extra?: ViewExtras;
  /**
   * Commands this view offers once the user has chosen something (a booking, two orders): not in
   * `extra` yet, but the help lists them as the screen's keys.
   */
  later?: readonly string[];
}

/** The handle of the DataGrid on screen, for the grid commands. */
/** A grid cell named by its row's id and its column (survives a refresh that redraws the rows). */
export interface GridCellKey {
  rowId: string;
  colId: string;
}

export interface GridHandle {
  focusQuickFilter(): void;
  focusGrid(): void;
  /** The focused cell by row id and column, null when no cell is focused. */
  /** With `within`: null unless that element is inside this grid (a dialog opened on another grid's cell). */
  focusedKey(within?: Element | null): GridCellKey | null;
  /** Focuses the cell of that row (by id) and column; false when the row is not on show (yet). */
  focusRow(key: GridCellKey): boolean;
  openBulkEdit(field?: string): void;
  paste(text?: string): void;
  undo(): void;
  redo(): void;
  canUndo(): boolean;
  canRedo(): boolean;
  selectAll(): void;
  clearSelection(): void;
  refresh(): void;
  exportXlsx(): Promise<void>;
  resetView(): void;
  /** Whether the user may edit any cell here (a read-only list has no bulk edit, paste or undo). */
  editable(): boolean;
  /** The rows a command works on now: the selected rows, else the focused row. */
  selection(): readonly unknown[];
}

/** Everything a command's `when` and `run` may look at. */
export interface CommandContext {
  path: string;
  selection: readonly unknown[];
  /** Route to an app path (under the base path). */
  navigate(to: string): void;
  view: { id: string; actions: ViewActions } | null;
  grid: GridHandle | null;
  /** Open modal layer: palette, help overlay or a dialog. */
  /** The open layer that has the keyboard: an alert takes every key (its own Enter / Esc close it). */
  modal: 'palette' | 'help' | 'dialog' | 'alert' | null;
  can(path: AppPath): boolean;
  ui: { openPalette(): void; openHelp(): void; closeModal(): void; saveDialog(): void; cancelDialog(): void };
}

/** One action of the product; menus, buttons, palette, keys and help are generated from these. */
export interface Command<Id extends string = string> {
  id: Id;
  titleKey: MessageKey;
  titleParams?: Record<string, string>;
  group: 'navigation' | 'app' | 'view' | 'grid' | 'dialog';
  selection: SelectionNeed;
  when?(ctx: CommandContext): boolean;
  /** The title here when it differs from `titleKey` (the help's line: "Megnyitás" on a read-only list). */
  titleFor?(ctx: CommandContext): MessageKey | undefined;
  /** True when the command belongs here but the user lacks the right (not merely the selection). */
  refused?(ctx: CommandContext): boolean;
  run(ctx: CommandContext): void | Promise<void>;
}
