import { describe, expect, it } from 'vitest';
import { moveColumn } from '../../../src/web/grid/ColumnChooserDialog.tsx';
import { dateCell, numberCell } from '../../../src/web/grid/cellParsers.ts';
import { planPaste } from '../../../src/web/grid/pasteBlock.ts';
import { clipboardText, toTsv } from '../../../src/web/grid/useGridKeyHooks.ts';

// Fixed dates: arbitrary inputs of pure functions (no clock), any year would do.

describe('grid cell parsers', () => {
  it('dates are stored in the column’s form; wrong ones refused', () => {
    expect(dateCell('display')('2026-12-08')).toEqual({ ok: true, value: '2026.12.08' });
    expect(dateCell('iso')('2026. 12. 08.')).toEqual({ ok: true, value: '2026-12-08' });
    expect(dateCell('display')('12a').ok).toBe(false);
    expect(dateCell('display')('')).toEqual({ ok: true, value: null });
  });
  it('numbers with decimal comma; negatives refused', () => {
    expect(numberCell()('12,5')).toEqual({ ok: true, value: 12.5 });
    expect(numberCell()('-5').ok).toBe(false);
    expect(numberCell({ integer: true })('3,5').ok).toBe(false);
  });
  it('a paste is parsed by the column’s parser: wrong cells are rejected with its message', () => {
    const plan = planPaste({
      block: [['12,5'], ['12a,5x'], ['-5']],
      rows: [
        { id: 'a', kg: 1 },
        { id: 'b', kg: 1 },
        { id: 'c', kg: 1 },
      ],
      columns: [{ field: 'kg', title: 'Súly', editable: true, parse: numberCell() }],
      startRowNumber: 1,
      rowId: (r) => r.id,
      validate: () => null,
      messages: { outside: 'kívül', readOnly: 'csak olvasható', unknownOption: 'ismeretlen' },
    });
    expect(plan.changes).toEqual([{ id: 'a', field: 'kg', before: 1, after: 12.5 }]);
    expect(plan.rejected.map((r) => r.message)).toEqual([
      'A(z) „12a,5x” nem szám. Számot adjon meg, tizedesvesszővel (pl. 12,5)!',
      'Negatív szám itt nem adható meg!',
    ]);
  });
});

describe('copy and the column chooser', () => {
  it('copies as Excel pastes it: tabs, CRLF, decimal comma, labels, no line breaks in a cell', () => {
    const column = {
      field: 'status',
      headerKey: 'orders.col.status',
      options: [{ value: 'new', label: 'Új' }],
    } as const;
    expect(clipboardText(column, 'new')).toBe('Új');
    expect(clipboardText(undefined, 12.5)).toBe('12,5');
    expect(clipboardText(undefined, 'a\tb\nc')).toBe('a b c');
    expect(
      toTsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('a\tb\r\nc\td');
  });
  it('moves a column one step, not past the edges', () => {
    const list = ['a', 'b', 'c'].map((id) => ({ id, label: id, visible: true }));
    expect(moveColumn(list, 1, -1).map((c) => c.id)).toEqual(['b', 'a', 'c']);
    expect(moveColumn(list, 2, 1).map((c) => c.id)).toEqual(['a', 'b', 'c']);
    expect(moveColumn(list, 0, 1).map((c) => c.id)).toEqual(['b', 'a', 'c']);
  });
});
