import type { GridApi } from 'ag-grid-community';
import { type RefObject, useRef, useState } from 'react';
import type { TranslateFn } from '../i18n/useT.ts';
import type { GridAdapter, GridColumn } from './gridTypes.ts';
import { type PastePlan, parseTsv, planPaste } from './pasteBlock.ts';
import { validateField } from './validateField.ts';

/**
 * Paste of a block copied from Excel onto the grid from the focused cell: the browser's paste
 * event, or (Ctrl+V on a cell, the palette command) the clipboard read directly, whichever comes.
 */
export function usePaste<T>(input: {
  apiRef: RefObject<GridApi<T> | null>;
  adapter: GridAdapter<T>;
  columns: readonly GridColumn<T>[];
  canEdit: boolean;
  t: TranslateFn;
}) {
  const [plan, setPlan] = useState<PastePlan | null>(null);
  const pending = useRef(0);

  const run = (text: string) => {
    const api = input.apiRef.current;
    const focused = api?.getFocusedCell();
    if (!api || !focused) return;
    const block = parseTsv(text);
    const displayed = api.getAllDisplayedColumns().filter((c) => c.getColId() !== 'ag-Grid-SelectionColumn');
    const start = Math.max(
      0,
      displayed.findIndex((c) => c.getColId() === focused.column.getColId()),
    );
    const width = Math.max(...block.map((r) => r.length));
    const columns = displayed.slice(start, start + width).map((c) => {
      const col = input.columns.find((x) => x.field === c.getColId());
      return {
        field: c.getColId(),
        title: c.getColDef().headerName ?? c.getColId(),
        editable: input.canEdit && col?.editable === true,
        ...(col?.options && { options: col.options }),
        ...(col?.parse && { parse: col.parse.bind(col) }),
      };
    });
    const rows = block.map((_, i) => api.getDisplayedRowAtIndex(focused.rowIndex + i)?.data);
    setPlan(
      planPaste<T>({
        block,
        rows,
        columns,
        startRowNumber: focused.rowIndex + 1,
        rowId: input.adapter.rowId,
        rowEditable: input.adapter.rowEditable?.bind(input.adapter),
        validate: (field, value, row) => validateField(input.adapter.entity, field, value, row),
        messages: {
          outside: input.t('grid.pasteOutside'),
          readOnly: input.t('grid.pasteReadOnly'),
          unknownOption: input.t('grid.pasteUnknownOption'),
        },
      }),
    );
  };

  return {
    plan,
    close: () => setPlan(null),
    /** The browser's paste event (wins over the direct clipboard read). */
    fromEvent: (e: ClipboardEvent) => {
      const text = e.clipboardData?.getData('text/plain');
      if (!text || (e.target as HTMLElement | null)?.closest('input, textarea, select')) return;
      e.preventDefault();
      pending.current++;
      run(text);
    },
    /** Ctrl+V on a cell or the command: reads the clipboard unless a paste event arrives first. */
    start: (text?: string) => {
      if (text !== undefined) return run(text);
      const ticket = ++pending.current;
      setTimeout(() => {
        if (pending.current !== ticket || !navigator.clipboard?.readText) return;
        void navigator.clipboard
          .readText()
          .then((t) => {
            if (pending.current === ticket && t) run(t);
          })
          .catch(() => undefined);
      }, 80);
    },
  };
}
