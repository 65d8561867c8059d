import type { GridApi } from 'ag-grid-community';
import { type RefObject, useEffect, useMemo, useState } from 'react';
import { terminalState } from '../commands/terminalState.ts';
import type { TranslateFn } from '../i18n/useT.ts';
import { registerWhySource } from '../rules/whyState.ts';
import { GridEditor, type SaveOutcome } from './gridEditor.ts';
import type { CellChange, GridAdapter } from './gridTypes.ts';

/** The grid's status line: a saved/undone/exported note or an error. */
export interface GridStatus {
  text: string;
  error: boolean;
}

/**
 * The grid's editing: one GridEditor per adapter (optimistic edits, undo history), the status line
 * its outcomes are reported in, and F1 ("Miért?") on a cell a rule refused.
 */
export function useGridEditing<T>(
  apiRef: RefObject<GridApi<T> | null>,
  adapter: GridAdapter<T>,
  t: TranslateFn,
) {
  const [status, setStatus] = useState<GridStatus>({ text: '', error: false });
  const [, bump] = useState(0);

  const editor = useMemo(
    () =>
      new GridEditor<T>(
        adapter,
        (rows) => {
          for (const row of rows) apiRef.current?.getRowNode(adapter.rowId(row))?.setData(row);
        },
        (rowIds) => {
          const api = apiRef.current;
          // The rows concerned only (an edit, its save, its refusal); every row when not said.
          const rowNodes = rowIds?.flatMap((id) => api?.getRowNode(id) ?? []);
          api?.refreshCells({ force: true, ...(rowNodes && { rowNodes }) });
          bump((n) => n + 1);
          terminalState.revision++;
        },
      ),
    [adapter, apiRef],
  );

  const report = (outcome: SaveOutcome | null, okText: string) => {
    if (!outcome) setStatus({ text: t('grid.nothingToUndo'), error: false });
    else if (outcome.ok) setStatus({ text: okText, error: false });
    else
      setStatus({
        text: outcome.conflict
          ? t('grid.conflict', { message: outcome.message })
          : // A rule refused it in the browser: F1 on the cell explains why.
            outcome.byCell
            ? `${outcome.message} · ${t('whyView.hint')}`
            : outcome.message,
        error: true,
      });
  };
  const apply = async (changes: CellChange[], label: string) => {
    const outcome = await editor.apply(changes, label);
    report(outcome, t('grid.saved', { count: new Set(changes.map((c) => c.id)).size }));
    return outcome;
  };

  // "Miért?" (F1) on the focused cell: the trace of the rule that refused its input.
  useEffect(() => {
    const focusedInvalid = () => {
      const api = apiRef.current;
      const cell = api?.getFocusedCell();
      const row = cell ? api?.getDisplayedRowAtIndex(cell.rowIndex)?.data : undefined;
      return cell && row ? editor.invalidCell(adapter.rowId(row), cell.column.getColId()) : undefined;
    };
    return registerWhySource({
      inDialog: false,
      available: () => focusedInvalid()?.trace !== undefined,
      traces: () => {
        const trace = focusedInvalid()?.trace;
        return trace ? [trace] : [];
      },
    });
  }, [editor, adapter, apiRef]);

  return { editor, status, setStatus, report, apply, rerender: () => bump((n) => n + 1) };
}
