import type { ColDef } from 'ag-grid-community';
import { formatDate, formatDateTime, formatMoney } from '../i18n/format.ts';
import type { TranslateFn } from '../i18n/useT.ts';
import type { GridEditor } from './gridEditor.ts';
import { type CellChange, columnHeader, type GridColumn } from './gridTypes.ts';
import { validateField } from './validateField.ts';

/** The label of a value of a column with options, a date or moment in the display format, else the value as text. */
export function displayValue<T>(column: GridColumn<T>, value: unknown): string {
  if (value === null || value === undefined) return '';
  // Option values are text; a boolean field (users' `active`) finds its 'true'/'false' option too.
  const option = column.options?.find(
    (o) => o.value === (typeof value === 'boolean' ? String(value) : value),
  );
  if (option) return option.label;
  // Money as a number or as the text a cell edit left (66000 → 66 000 Ft; issue 35).
  if (column.type === 'money' && (typeof value === 'number' || MONEY_TEXT.test(String(value)))) {
    return formatMoney(Number(String(value).replace(',', '.')));
  }
  // Dates and moments as the API sends them are shown in the display formats of shell.md §9.
  if (typeof value === 'string' && ISO_DATE.test(value)) return formatDate(value);
  if (typeof value === 'string' && ZONED_MOMENT.test(value)) return formatDateTime(value);
  return String(value);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const MONEY_TEXT = /^-?\d+(?:[.,]\d+)?$/;
const ZONED_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

/**
 * AG Grid column definitions: server-side sort and text filters; editable cells validate through
 * validateField before anything is sent; a refused input stays in the cell with its message.
 */
export function buildColumnDefs<T>(input: {
  columns: readonly GridColumn<T>[];
  canEdit: boolean;
  t: TranslateFn;
  editor: GridEditor<T>;
  rowId(row: T): string;
  rowEditable?: ((row: T) => boolean) | undefined;
  entity?: string;
  onEdit(change: CellChange, message: string | null): void;
}): ColDef<T>[] {
  const { editor, rowId } = input;
  return input.columns.map((column) => {
    const field = column.field;
    const invalid = (data: T | undefined) => (data ? editor.invalidCell(rowId(data), field) : undefined);
    return {
      colId: field,
      field: field as unknown as ColDef<T>['field'],
      headerName: columnHeader(column, input.t),
      // initial*: new column definitions (a re-render) never undo what the user chose and saved
      // (widths, hidden columns of the column chooser, order).
      ...(column.width !== undefined && { initialWidth: column.width }),
      ...(column.flex !== undefined && { initialFlex: column.flex }),
      initialHide: column.hide ?? false,
      ...(column.type === 'money' && { type: 'rightAligned' }),
      sortable: column.sortable ?? true,
      filter: column.filterable === false ? false : 'agTextColumnFilter',
      filterParams: { filterOptions: ['contains', 'equals', 'blank'], maxNumConditions: 1, debounceMs: 300 },
      editable:
        input.canEdit && column.editable === true
          ? (p) => !p.data || !input.rowEditable || input.rowEditable(p.data)
          : false,
      cellEditor: column.options ? 'agSelectCellEditor' : 'agTextCellEditor',
      cellEditorParams: column.options
        ? { values: column.options.map((o) => o.value), formatValue: (v: unknown) => displayValue(column, v) }
        : { maxLength: 200 },
      valueFormatter: (p) => {
        const bad = invalid(p.data);
        if (bad) return String(bad.value ?? '');
        const pending = p.data ? editor.pendingCell(rowId(p.data), field) : undefined;
        return displayValue(column, pending ? pending.value : p.value);
      },
      cellClassRules: {
        'cell-invalid': (p) => invalid(p.data) !== undefined,
        'cell-pending': (p) => !!p.data && editor.pendingCell(rowId(p.data), field) !== undefined,
        'cell-flagged': (p) => !!p.data && column.flagged?.(p.data) === true,
      },
      tooltipValueGetter: (p) => invalid(p.data)?.message,
      valueSetter: (p) => {
        if (!p.data) return false;
        const typed = p.newValue === '' || p.newValue === undefined ? null : p.newValue;
        const before = (p.data as Record<string, unknown>)[field] ?? null;
        const id = rowId(p.data);
        // Core's parser reads typed numbers and dates; a wrong entry is refused as typed, never changed.
        const parsed = column.parse && typeof typed === 'string' ? column.parse(typed) : null;
        if (parsed && !parsed.ok) {
          input.onEdit({ id, field, before, after: typed }, parsed.message);
          return false;
        }
        const after = parsed ? parsed.value : typed;
        if (after === before && !invalid(p.data)) return false;
        const message = validateField(input.entity ?? '', field, after, p.data);
        input.onEdit({ id, field, before, after }, message);
        // The cell shows the new value at once (GridEditor's pending value); the row changes once saved.
        return false;
      },
    } satisfies ColDef<T>;
  });
}
