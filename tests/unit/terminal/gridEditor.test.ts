import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/web/api/apiErrors.ts';
import { GridEditor } from '../../../src/web/grid/gridEditor.ts';
import type { BatchItem, CellMessage, GridAdapter } from '../../../src/web/grid/gridTypes.ts';

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

describe("GridEditor: the adapter's check before a batch is sent (the rules worker)", () => {
  const trace = {
    rule: 'test.role.noSpaces',
    family: 'masterData',
    file: 'base/masterData.json',
    source: 'base',
    priority: 5,
    fired: true,
    event: { type: 'fieldError', params: { field: 'role', messageKey: 'noSpaces' } },
    conditions: { fact: 'role', operator: 'violates', value: 'noSpaces', factResult: 'a b', result: true },
  } as const;

  it('a refused batch never reaches the server; the refused cell keeps the input, the message and the trace', async () => {
    const server = fakeServer([
      { id: 'a', v: 0, role: 'x' },
      { id: 'b', v: 0, role: 'x' },
    ]);
    const checked: unknown[] = [];
    server.adapter.check = async (items): Promise<Record<string, Record<string, CellMessage>>> => {
      checked.push(items.map((i) => ({ id: i.id, row: i.row, changes: i.changes })));
      return Object.fromEntries(
        items.map((i) => [
          i.id,
          String(i.changes.role).includes(' ')
            ? { role: { message: 'A szöveg nem tartalmazhat szóközt!', trace: trace as never } }
            : ({} as Record<string, CellMessage>),
        ]),
      );
    };
    const editor = new GridEditor(
      server.adapter,
      () => {},
      () => {},
    );
    editor.see([...server.db.values()].map((r) => ({ ...r })));
    const outcome = await editor.apply(
      [
        { id: 'a', field: 'role', before: 'x', after: 'y' },
        { id: 'b', field: 'role', before: 'x', after: 'a b' },
      ],
      'paste',
    );
    expect(outcome).toMatchObject({ ok: false, message: 'A szöveg nem tartalmazhat szóközt!', rows: ['b'] });
    expect(server.calls).toEqual([]);
    expect(checked).toEqual([
      [
        { id: 'a', row: { id: 'a', v: 0, role: 'x' }, changes: { role: 'y' } },
        { id: 'b', row: { id: 'b', v: 0, role: 'x' }, changes: { role: 'a b' } },
      ],
    ]);
    expect(editor.invalidCell('b', 'role')).toEqual({
      value: 'a b',
      message: 'A szöveg nem tartalmazhat szóközt!',
      trace,
    });
    expect(editor.invalidCell('a', 'role')).toBeUndefined();
    expect(editor.history.peekUndo()).toBeUndefined();

    // Checked and accepted: the batch goes to the server as before.
    const ok = await editor.apply([{ id: 'b', field: 'role', before: 'x', after: 'ab' }], 'edit');
    expect(ok).toEqual({ ok: true });
    expect(server.calls).toHaveLength(1);
    expect(editor.invalidCell('b', 'role')).toBeUndefined();
  });
});

describe('GridEditor: the typed value shows before the server answers (optimistic)', () => {
  it('draws the edited row only, with its pending value, then confirms it; a refusal keeps the input as refused', async () => {
    const server = fakeServer([
      { id: 'a', v: 0, role: 'x' },
      { id: 'b', v: 0, role: 'x' },
    ]);
    let answer: (() => void) | null = null;
    const gate = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const saveBatch = server.adapter.saveBatch;
    const drawn: (readonly string[] | undefined)[] = [];
    const editor = new GridEditor(
      { ...server.adapter, saveBatch: async (items) => gate.then(() => saveBatch(items)) },
      () => {},
      (rows) => drawn.push(rows),
    );
    editor.see([...server.db.values()].map((r) => ({ ...r })));
    const saving = editor.apply([{ id: 'a', field: 'role', before: 'x', after: 'y' }], 'cell');
    // Before the server answered: the cell shows its new value, pending, and only row a is drawn.
    await Promise.resolve();
    expect(editor.pendingCell('a', 'role')).toEqual({ value: 'y' });
    expect(drawn).toEqual([['a']]);
    expect(server.db.get('a')?.role).toBe('x');
    (answer as unknown as () => void)();
    expect(await saving).toEqual({ ok: true });
    expect(editor.pendingCell('a', 'role')).toBeUndefined();
    expect(drawn.at(-1)).toEqual(['a']);

    // Refused (stale version): the pending value is gone, the input stays as refused with the reason.
    server.db.set('b', { id: 'b', v: 7, role: 'x' });
    const refused = await editor.apply([{ id: 'b', field: 'role', before: 'x', after: 'z' }], 'cell');
    expect(refused.ok).toBe(false);
    expect(editor.pendingCell('b', 'role')).toBeUndefined();
    expect(editor.invalidCell('b', 'role')).toMatchObject({ value: 'z', message: 'elavult: b' });
    expect(drawn.at(-1)).toEqual(['b']);
  });
});

describe("GridEditor: the change stream's word on its own saves", () => {
  it('a change naming only rows it saved, at the versions saved, is its own (once); any other row, a later version or a second change is not', async () => {
    const server = fakeServer([
      { id: 'a', v: 0, role: 'x' },
      { id: 'b', v: 0, role: 'x' },
    ]);
    const editor = new GridEditor(
      server.adapter,
      () => {},
      () => {},
    );
    editor.see([...server.db.values()].map((r) => ({ ...r })));
    const change = (versions: Record<string, number>) => ({ ids: Object.keys(versions), versions });
    // Nothing saved yet: every change is someone else's.
    expect(editor.takeOwnEcho(change({ a: 1 }))).toBe(false);
    await editor.apply([{ id: 'a', field: 'role', before: 'x', after: 'y' }], 'cell');
    const saved = server.db.get('a')?.v as number;
    expect(saved).toBeGreaterThan(0);
    // A change of a and b: b was not saved here, so the rows are read again.
    expect(editor.takeOwnEcho(change({ a: saved, b: 0 }))).toBe(false);
    // Someone else saved a after this editor did (announced together, or first): read again.
    expect(editor.takeOwnEcho(change({ a: saved + 1 }))).toBe(false);
    expect(editor.takeOwnEcho({ ids: ['a'], versions: {} })).toBe(false);
    expect(editor.takeOwnEcho(change({ a: saved }))).toBe(true);
    // The save's echo is taken once: the next change of a is someone else's.
    expect(editor.takeOwnEcho(change({ a: saved }))).toBe(false);
    expect(editor.takeOwnEcho(change({}))).toBe(false);
    expect(editor.takeOwnEcho({ ids: null, versions: {} })).toBe(false);
    // A refused save leaves no echo to wait for.
    server.db.set('b', { id: 'b', v: 5, role: 'x' });
    await editor.apply([{ id: 'b', field: 'role', before: 'x', after: 'z' }], 'cell');
    expect(editor.takeOwnEcho(change({ b: 5 }))).toBe(false);
  });
});
