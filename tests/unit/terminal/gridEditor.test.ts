import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/web/api/apiErrors.ts';
import { GridEditor } from '../../../src/web/grid/gridEditor.ts';
import type { BatchItem, GridAdapter } from '../../../src/web/grid/gridTypes.ts';

interface Row {
  id: string;
  v: number;
  role: string;
}

/** An in-memory server: all-or-nothing batches with version checks, like PATCH /users/bulk. */
function fakeServer(rows: Row[]) {
  const db = new Map(rows.map((r) => [r.id, { ...r }]));
  const calls: BatchItem[][] = [];
  const adapter: GridAdapter<Row> = {
    entity: 'test',
    rowId: (r) => r.id,
    version: (r) => r.v,
    list: async () => ({ result: [...db.values()], filteredCount: db.size, totalCount: db.size }),
    saveBatch: async (items) => {
      calls.push(items);
      const stale = items.filter((i) => db.get(i.id)?.v !== i.version);
      if (stale.length > 0) {
        throw new ApiError(
          409,
          { message: 'Ütközés', details: Object.fromEntries(stale.map((i) => [i.id, `elavult: ${i.id}`])) },
          '/b',
        );
      }
      return items.map((i) => {
        const row = db.get(i.id) as Row;
        Object.assign(row, i.changes, { v: row.v + 1 });
        return { ...row };
      });
    },
  };
  return { db, calls, adapter };
}

describe('GridEditor: batches, versions, undo', () => {
  it('saves a bulk change as one batch and reverts it with one undo, using the versions it saved', async () => {
    const server = fakeServer([
      { id: 'a', v: 0, role: 'x' },
      { id: 'b', v: 3, role: 'x' },
    ]);
    const editor = new GridEditor(
      server.adapter,
      () => {},
      () => {},
    );
    editor.see([...server.db.values()].map((r) => ({ ...r })));
    const outcome = await editor.apply(
      [
        { id: 'a', field: 'role', before: 'x', after: 'y' },
        { id: 'b', field: 'role', before: 'x', after: 'y' },
      ],
      'bulk',
    );
    expect(outcome).toEqual({ ok: true });
    expect(server.calls).toHaveLength(1);
    // Sorting or filtering reloads other rows; the editor still knows the saved versions.
    editor.see([]);
    const undone = await editor.undo();
    expect(undone).toEqual({ ok: true });
    expect(server.calls[1]).toEqual([
      { id: 'a', version: 1, changes: { role: 'x' } },
      { id: 'b', version: 4, changes: { role: 'x' } },
    ]);
    expect([...server.db.values()].map((r) => r.role)).toEqual(['x', 'x']);
    expect(editor.history.canRedo()).toBe(true);
    await editor.redo();
    expect([...server.db.values()].map((r) => r.role)).toEqual(['y', 'y']);
  });

  it('a conflict saves nothing, says so, and keeps the input on the refused cells', async () => {
    const server = fakeServer([
      { id: 'a', v: 0, role: 'x' },
      { id: 'b', v: 0, role: 'x' },
    ]);
    const editor = new GridEditor(
      server.adapter,
      () => {},
      () => {},
    );
    editor.see([
      { id: 'a', v: 0, role: 'x' },
      { id: 'b', v: 0, role: 'x' },
    ]);
    (server.db.get('b') as Row).v = 5; // someone else saved b meanwhile
    const outcome = await editor.apply(
      [
        { id: 'a', field: 'role', before: 'x', after: 'y' },
        { id: 'b', field: 'role', before: 'x', after: 'y' },
      ],
      'bulk',
    );
    expect(outcome).toMatchObject({ ok: false, message: 'Ütközés', conflict: true, rows: ['b'] });
    // Each refused cell shows its own row's message.
    expect(editor.invalidCell('b', 'role')).toEqual({ value: 'y', message: 'elavult: b' });
    expect(editor.invalidCell('a', 'role')).toBeUndefined();
    expect(editor.history.canUndo()).toBe(false);
    expect((server.db.get('a') as Row).role).toBe('x');
  });
});
