import type { ColDef } from 'ag-grid-community';
import { useMemo, useRef } from 'react';
import { buildColumnDefs } from './columnDefs.ts';
import type { CellChange } from './gridTypes.ts';
import { type GridKeyInput, useGridKeyHooks } from './useGridKeyHooks.ts';
import { validateField } from './validateField.ts';

/**
 * The grid's cells: the column definitions (editors, parsers, refused inputs) and the key hooks, both
 * sending a cell edit through one path: a refused input stays in the cell with its message, a valid
 * one is applied as one undo step labelled with the column's header.
 */
export function useGridCells<T>(input: Omit<GridKeyInput<T>, 'edit'>) {
  const { editor, columns, canEdit, adapter, t, setStatus, apply, label } = input;
  const onEditRef = useRef((_change: CellChange, _message: string | null) => {});
  onEditRef.current = (change, message) => {
    if (message) {
      editor.markInvalid(change.id, change.field, change.after, message);
      setStatus({ text: message, error: true });
    } else void apply([change], t('grid.editLabel', { field: label(change.field) }));
  };
  const keyHooks = useGridKeyHooks<T>({
    ...input,
    edit: (change) =>
      onEditRef.current(
        change,
        validateField(adapter.entity, change.field, change.after, editor.row(change.id)),
      ),
  });
  const columnDefs = useMemo<ColDef<T>[]>(
    () =>
      buildColumnDefs({
        columns,
        canEdit,
        t,
        editor,
        rowId: adapter.rowId,
        rowEditable: adapter.rowEditable?.bind(adapter),
        entity: adapter.entity,
        onEdit: (change, message) => onEditRef.current(change, message),
      }),
    [columns, canEdit, editor, adapter, t],
  );

  return { keyHooks, columnDefs };
}
