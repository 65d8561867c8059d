import { describe, expect, it } from 'vitest';
import type { GridHandle } from '../../../src/web/commands/commandTypes.ts';
import { commandContext, setSelection, setView } from '../../../src/web/commands/terminalState.ts';

/** A grid handle whose rows a test moves, as the grid's own focus and selection would. */
function gridWith(rows: { current: readonly unknown[] }): GridHandle {
  const none = () => undefined;
  return {
    focusQuickFilter: none,
    focusGrid: none,
    focusedKey: () => null,
    focusRow: () => false,
    openBulkEdit: none,
    paste: none,
    undo: none,
    redo: none,
    canUndo: () => false,
    canRedo: () => false,
    selectAll: none,
    clearSelection: none,
    refresh: none,
    exportXlsx: async () => undefined,
    resetView: none,
    editable: () => true,
    selection: () => rows.current,
  };
}

describe("the command context's selection", () => {
  it("is the screen grid's at the moment of asking, not the copy its events left (a focus back without an event)", () => {
    const rows = { current: [] as readonly unknown[] };
    setView({ id: 'orders', actions: {} }, gridWith(rows));
    setSelection([]);
    // The focus came back to a row (a dialog closed on it); no grid event has told the copy yet.
    const order = { id: 'o-1' };
    rows.current = [order];
    expect(commandContext().selection).toEqual([order]);
    rows.current = [];
    expect(commandContext().selection).toEqual([]);
    setView(null);
  });

  it('without a grid is what the screen set', () => {
    setView({ id: 'statistics', actions: {} });
    setSelection([{ id: 'x' }]);
    expect(commandContext().selection).toEqual([{ id: 'x' }]);
    setView(null);
    expect(commandContext().selection).toEqual([]);
  });
});
