import type { Column, GridApi, IRowNode } from 'ag-grid-community';
import { describe, expect, it } from 'vitest';
import { type GridKeyHooks, handleGridKey } from '../../../src/web/grid/gridKeys.ts';

/** A grid of `rows` displayed rows whose focus sits at `focusedRow`; it records where the focus is sent. */
function fakeGrid(rows: number, focusedRow: number) {
  const moves: Array<{ call: string; row: number }> = [];
  const column = { getColId: () => 'name' } as unknown as Column;
  const api = {
    getDisplayedRowCount: () => rows,
    getFocusedCell: () => ({ rowIndex: focusedRow, column }),
    getAllDisplayedColumns: () => [column],
    ensureIndexVisible: (row: number) => moves.push({ call: 'ensureIndexVisible', row }),
    ensureColumnVisible: () => undefined,
    setFocusedCell: (row: number) => moves.push({ call: 'setFocusedCell', row }),
  } as unknown as GridApi;
  return { api, column, moves };
}

function keydown(key: string) {
  const taken = { prevented: false };
  const event = {
    type: 'keydown',
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    target: null,
    preventDefault: () => {
      taken.prevented = true;
    },
    stopPropagation: () => undefined,
  } as unknown as KeyboardEvent;
  return { event, taken };
}

const hooks = {
  isCommandKey: () => false,
  editable: () => false,
} as unknown as GridKeyHooks;

describe('a key on a cell whose row is gone', () => {
  // A loading stub the first block replaced, or a row a reload dropped: its node's index is null
  // while its cell still has the browser's focus.
  const goneRow = { rowIndex: null } as IRowNode;

  it('Tab and the arrows bring the focus back to the row shown where it was, never from index null', () => {
    for (const key of ['Tab', 'ArrowDown', 'ArrowRight', 'PageDown']) {
      const { api, column, moves } = fakeGrid(5, 3);
      const { event, taken } = keydown(key);
      expect(handleGridKey(api, event, false, goneRow, column, hooks)).toBe(true);
      expect(taken.prevented).toBe(true);
      expect(moves).toEqual([
        { call: 'ensureIndexVisible', row: 3 },
        { call: 'setFocusedCell', row: 3 },
      ]);
    }
  });

  it('the focus index past the new rows goes to the last one; no rows: the key only stops', () => {
    const fewer = fakeGrid(2, 7);
    expect(handleGridKey(fewer.api, keydown('Tab').event, false, goneRow, fewer.column, hooks)).toBe(true);
    expect(fewer.moves.map((m) => m.row)).toEqual([1, 1]);

    const empty = fakeGrid(0, 0);
    expect(handleGridKey(empty.api, keydown('ArrowUp').event, false, goneRow, empty.column, hooks)).toBe(
      true,
    );
    expect(empty.moves).toEqual([]);
  });

  it('with Alt the key stays a command (Alt+PageDown: the next record of a panel)', () => {
    const { api, column, moves } = fakeGrid(5, 3);
    const { event } = keydown('PageDown');
    const alt = Object.assign(Object.create(event) as KeyboardEvent, { altKey: true });
    expect(handleGridKey(api, alt, false, goneRow, column, hooks)).toBe(false);
    expect(moves).toEqual([]);
  });

  it('a live row’s arrow is AG Grid’s', () => {
    const { api, column, moves } = fakeGrid(5, 3);
    expect(
      handleGridKey(api, keydown('ArrowDown').event, false, { rowIndex: 3 } as IRowNode, column, hooks),
    ).toBe(false);
    expect(moves).toEqual([]);
  });
});
