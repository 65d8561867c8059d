import { describe, expect, it } from 'vitest';
import { listQuerySchema, toListQuery } from '../../../src/core/list/listCall.schemas.ts';
import { userFieldError } from '../../../src/core/users/users.schemas.ts';
import { foldText, searchPalette, toPaletteItem } from '../../../src/web/commands/paletteSearch.ts';
import { EditHistory, groupByRow, invert } from '../../../src/web/grid/editHistory.ts';
import { parseTsv, planPaste } from '../../../src/web/grid/pasteBlock.ts';
import { fromTextFilter, toListCall, toTextFilter } from '../../../src/web/grid/toListCall.ts';
import { canSubmit, sameData } from '../../../src/web/ui/dialogState.ts';

describe('list-call contract', () => {
  it('grid block → page/size, sort, filters; option columns filter by matching values', () => {
    const call = toListCall({
      startRow: 200,
      endRow: 300,
      sortModel: [{ colId: 'username', sort: 'desc' }],
      filters: { role: { type: 'contains', value: 'logisztikai' }, email: { type: 'blank' } },
      quickFilter: ' kov ',
      options: {
        role: [
          { value: 'logistics_manager', label: 'Logisztikai vezető' },
          { value: 'admin', label: 'Adminisztrátor' },
        ],
      },
    });
    expect(call).toEqual({
      pagination: { page: 2, size: 100 },
      sort: [{ field: 'username', dir: 'desc' }],
      filter: { role: { type: 'in', values: ['logistics_manager'] }, email: { type: 'blank' } },
      quickFilter: 'kov',
    });
  });
  it('round-trips through query parameters; -1 means all', () => {
    const call = {
      pagination: { page: 0, size: -1 },
      sort: [{ field: 'email', dir: 'asc' as const }],
      filter: { lastName: { type: 'equals' as const, value: 'Kovács' } },
    };
    const query = toListQuery(call);
    const parsed = listQuerySchema.parse({
      ...query,
      page: String(query.page),
      size: String(query.size),
      sort: 'email:asc',
    });
    expect(parsed).toEqual({ ...call, quickFilter: undefined, statuses: undefined });
    expect(listQuerySchema.safeParse({ size: '-2' }).success).toBe(false);
    expect(listQuerySchema.safeParse({ filter: '{bad' }).success).toBe(false);
  });
  it('text filter models map to stored filters and back', () => {
    expect(fromTextFilter({ type: 'contains', filter: 'ab' })).toEqual({ type: 'contains', value: 'ab' });
    expect(fromTextFilter({ type: 'blank' })).toEqual({ type: 'blank' });
    expect(fromTextFilter({ type: 'contains', filter: '' })).toBeNull();
    expect(toTextFilter({ type: 'equals', value: 'x' })).toEqual({
      filterType: 'text',
      type: 'equals',
      filter: 'x',
    });
  });
});

describe('palette search', () => {
  const items = ['Rendelések', 'Fuvarok', 'Gyári átvétek', 'Felhasználók'].map((label) =>
    toPaletteItem({ id: label, label, group: 'screens' }),
  );
  it('ignores accents and case: "rendeles" finds "Rendelések"', () => {
    expect(foldText('Árvíztűrő TÜKÖRFÚRÓGÉP')).toBe('arvizturo tukorfurogep');
    expect(searchPalette(items, 'rendeles').map((i) => i.label)).toEqual(['Rendelések']);
    expect(searchPalette(items, 'atvet').map((i) => i.label)).toEqual(['Gyári átvétek']);
    expect(searchPalette(items, 'FELHASZN').map((i) => i.label)).toEqual(['Felhasználók']);
    expect(searchPalette(items, '')).toHaveLength(4);
  });
});

describe('undo history', () => {
  it('one entry per batch; undo then redo; a new edit clears redo', () => {
    const h = new EditHistory();
    const batch = [
      { id: 'a', field: 'role', before: 'x', after: 'y' },
      { id: 'b', field: 'role', before: 'x', after: 'y' },
    ];
    h.push({ label: 'bulk', changes: batch });
    expect(h.peekUndo()?.changes).toHaveLength(2);
    expect(invert(batch)[0]).toEqual({ id: 'a', field: 'role', before: 'y', after: 'x' });
    h.commitUndo();
    expect(h.canUndo()).toBe(false);
    expect(h.canRedo()).toBe(true);
    h.push({ label: 'edit', changes: [{ id: 'c', field: 'email', before: null, after: 'a@b.hu' }] });
    expect(h.canRedo()).toBe(false);
    expect([...groupByRow([...batch, { id: 'a', field: 'email', before: null, after: 'e' }])]).toEqual([
      ['a', { role: 'y', email: 'e' }],
      ['b', { role: 'y' }],
    ]);
  });
});

describe('paste from Excel', () => {
  const rows = [
    { id: '1', email: null, role: 'logistics_viewer', username: 'a' },
    { id: '2', email: null, role: 'logistics_viewer', username: 'b' },
  ];
  const columns = [
    { field: 'email', title: 'E-mail', editable: true },
    {
      field: 'role',
      title: 'Szerepkör',
      editable: true,
      options: [{ value: 'logistics_manager', label: 'Logisztikai vezető' }],
    },
  ];
  const plan = (text: string, cols = columns) =>
    planPaste({
      block: parseTsv(text),
      rows: parseTsv(text).map((_, i) => rows[i]),
      columns: cols,
      startRowNumber: 1,
      rowId: (r) => r.id,
      validate: (field, value) => userFieldError(field, value),
      messages: { outside: 'kívül', readOnly: 'csak olvasható', unknownOption: 'ismeretlen' },
    });
  it('parses tab-separated lines (CRLF, final line break)', () => {
    expect(parseTsv('a\tb\r\nc\td\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });
  it('validates cell by cell and reports every rejected cell with its message', () => {
    const p = plan('x@y.hu\tLogisztikai vezető\nrossz\tnincs ilyen\nz@y.hu\tLogisztikai vezető');
    expect(p.changes).toEqual([
      { id: '1', field: 'email', before: null, after: 'x@y.hu' },
      { id: '1', field: 'role', before: 'logistics_viewer', after: 'logistics_manager' },
    ]);
    expect(p.rejected).toEqual([
      { row: 2, column: 'E-mail', value: 'rossz', message: 'Az email cím formátuma nem megfelelő!' },
      { row: 2, column: 'Szerepkör', value: 'nincs ilyen', message: 'ismeretlen' },
      { row: 3, column: 'E-mail', value: 'z@y.hu', message: 'kívül' },
      { row: 3, column: 'Szerepkör', value: 'Logisztikai vezető', message: 'kívül' },
    ]);
  });
  it('refuses read-only columns and cells past the last column', () => {
    const p = plan('a\tb\tc', [{ field: 'username', title: 'Felhasználónév', editable: false }]);
    expect(p.rejected.map((r) => r.message)).toEqual(['csak olvasható', 'kívül', 'kívül']);
  });
  it('refuses every cell of a row that may not be edited (rowEditable), keeps the others', () => {
    const text = 'x@y.hu\nz@y.hu';
    const p = planPaste({
      block: parseTsv(text),
      rows,
      columns,
      startRowNumber: 1,
      rowId: (r) => r.id,
      rowEditable: (r) => r.id !== '2',
      validate: (field, value) => userFieldError(field, value),
      messages: { outside: 'kívül', readOnly: 'csak olvasható', unknownOption: 'ismeretlen' },
    });
    expect(p.changes).toEqual([{ id: '1', field: 'email', before: null, after: 'x@y.hu' }]);
    expect(p.rejected).toEqual([{ row: 2, column: 'E-mail', value: 'z@y.hu', message: 'csak olvasható' }]);
  });
});

describe('dialog state (shell.md §4)', () => {
  it('dirty by comparing with the original; empty values are equal', () => {
    expect(sameData({ a: 1, b: [1, 2] }, { a: 1, b: [1, 2] })).toBe(true);
    expect(sameData({ a: '' }, { a: null })).toBe(true);
    expect(sameData({ a: 1 }, { a: 2 })).toBe(false);
  });
  it('Save and Apply only when valid, dirty, not saving and not save-disabled', () => {
    const base = { valid: true, dirty: true, saving: false, saveDisabled: false };
    expect(canSubmit(base)).toBe(true);
    expect(canSubmit({ ...base, valid: false })).toBe(false);
    expect(canSubmit({ ...base, dirty: false })).toBe(false);
    expect(canSubmit({ ...base, saving: true })).toBe(false);
    expect(canSubmit({ ...base, saveDisabled: true })).toBe(false);
  });
});
