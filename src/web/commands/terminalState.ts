import { proxy, ref } from 'valtio';
import type { AppPath } from '../../core/permissions/index.ts';
import { alertState } from '../state/alertState.ts';
import type { CommandContext, GridHandle, ViewActions } from './commandTypes.ts';

/** Reactive state of the keyboard terminal: the open modal layer and the current view. */
export const terminalState = proxy({
  modal: null as CommandContext['modal'],
  /** Dialogs open (stacked); the topmost gets dialog-scope keys. */
  dialogCount: 0,
  viewId: null as string | null,
  selectionCount: 0,
  /** Bumped whenever the registry, the view or the grid's undo stack changes. */
  revision: 0,
});

interface Live {
  path: string;
  navigate: (to: string) => void;
  can: (path: AppPath) => boolean;
  view: { id: string; actions: ViewActions } | null;
  grid: GridHandle | null;
  selection: readonly unknown[];
  dialogs: { save(): void; cancel(): void }[];
}

// Non-reactive handles (functions, grid API) the context is built from.
const live: Live = {
  path: '/',
  navigate: () => {},
  can: () => true,
  view: null,
  grid: null,
  selection: [],
  dialogs: [],
};

export function setShellHandles(h: Pick<Live, 'path' | 'navigate' | 'can'>): void {
  Object.assign(live, h);
}

/** The screen on show declares its view (actions) and grid; null when it leaves. */
export function setView(view: Live['view'], grid: GridHandle | null = null): void {
  live.view = view ? ref(view) : null;
  live.grid = grid;
  terminalState.viewId = view?.id ?? null;
  if (!view) setSelection([]);
  terminalState.revision++;
}

export function setGrid(grid: GridHandle | null): void {
  live.grid = grid;
  terminalState.revision++;
}

/**
 * What the current view offers changed without new actions (the rules worker's answer made a column
 * editable, so "Megnyitás" becomes "Szerkesztés"): the palette, the help and the bars read it again.
 */
export function viewOffersChanged(): void {
  terminalState.revision++;
}

export function setSelection(rows: readonly unknown[]): void {
  live.selection = rows;
  terminalState.selectionCount = rows.length;
}

/**
 * A dialog registers its save/cancel while open, so Ctrl+S and Esc reach the topmost one. Callers
 * register in a layout effect: the keys follow the dialog on and off the page in the same commit. A
 * passive effect's clean-up ran after the dialog had left the page, and a key pressed in between was
 * still the dialog's (a CI run's `t` right after saving a depot switched nothing).
 */
export function pushDialog(handlers: { save(): void; cancel(): void }): () => void {
  live.dialogs.push(handlers);
  terminalState.dialogCount = live.dialogs.length;
  return () => {
    live.dialogs = live.dialogs.filter((d) => d !== handlers);
    terminalState.dialogCount = live.dialogs.length;
  };
}

export function openModal(modal: 'palette' | 'help'): void {
  terminalState.modal = modal;
}
export function closeModal(): void {
  terminalState.modal = null;
}

/** The command context right now. */
export function commandContext(): CommandContext {
  const top = live.dialogs[live.dialogs.length - 1];
  return {
    path: live.path,
    // Read from the grid at the moment of asking, not the copy its events keep for the bars (a CI
    // run's Ctrl+Delete right after a dialog closed found no row while the grid showed it focused).
    selection: live.grid ? live.grid.selection() : live.selection,
    navigate: live.navigate,
    view: live.view,
    grid: live.grid,
    // An alert sits above every layer: no screen, grid, dialog or palette key acts behind it.
    modal: alertState.queue.length > 0 ? 'alert' : (terminalState.modal ?? (top ? 'dialog' : null)),
    can: live.can,
    ui: {
      openPalette: () => openModal('palette'),
      openHelp: () => openModal('help'),
      closeModal,
      saveDialog: () => top?.save(),
      cancelDialog: () => top?.cancel(),
    },
  };
}
