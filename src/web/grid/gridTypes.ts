import type { ListCall, ListResult } from '../../core/list/listCall.schemas.ts';
import type { LiveEntity } from '../../core/live/live.api.ts';
import type { RuleTrace } from '../../core/rules/ruleResults.ts';
import type { Parsed } from '../../core/validation/parseInput.ts';
import type { MessageKey } from '../i18n/i18n.ts';

/** A value the user can pick for a column (select editor, label display, pasted label → value). */
export interface ColumnOption {
  value: string;
  label: string;
}

/** One column of a DataGrid: field, header text key, and how it edits, shows and filters. */
export interface GridColumn<T> {
  field: keyof T & string;
  headerKey: MessageKey;
  /** Header text that comes from data (configured external-id names) instead of headerKey. */
  header?: string;
  width?: number;
  flex?: number;
  /** The user may edit this field (in a cell, in bulk, by paste) when the grid allows editing. */
  editable?: boolean;
  /** Offered by bulk edit (default: editable). */
  bulk?: boolean;
  options?: readonly ColumnOption[];
  /**
   * How a typed or pasted text becomes the value (core's parser: numbers, dates); a wrong entry
   * is refused with the parser's message. Without it the text is the value.
   */
  parse?(text: string): Parsed<unknown>;
  /**
   * The value's type in an Excel export (default: text). `money`: shown as "66 000 Ft" (formatMoney,
   * right-aligned), edited and exported as the number.
   */
  type?: 'number' | 'date' | 'money';
  sortable?: boolean;
  filterable?: boolean;
  hide?: boolean;
  /** Marks the row's cell (class `cell-flagged`): a value the user should look at, e.g. a price difference. */
  flagged?(row: T): boolean;
}

/** One saved row change of a batch: the row, the version it was read at, the new field values. */
export interface BatchItem {
  id: string;
  version: number;
  changes: Record<string, unknown>;
}

/** How a DataGrid reads and writes its rows; one per list (users, orders, freights…). */
export interface GridAdapter<T> {
  /** Entity name for field validation (validateField) and the list call's cancel key. */
  entity: string;
  rowId(row: T): string;
  version(row: T): number;
  /** The change stream's entity of these rows: loaded rows someone changed are read again at once. */
  liveEntity?: LiveEntity;
  list(call: ListCall, signal: AbortSignal): Promise<ListResult<T>>;
  /** Saves every item or none (one request, one transaction); answers the saved rows. */
  saveBatch(items: BatchItem[]): Promise<T[]>;
  /**
   * Whether this row may be edited at all (e.g. orders only while new or invalid); without it
   * every row may. Cells, paste and bulk edit all respect it; the server decides in the end.
   */
  rowEditable?(row: T): boolean;
  /**
   * The rules' word on a batch before it is sent (the rules worker, no server round): messages by
   * row id and field, each with the trace of its rule ("Miért?"); an empty answer lets the batch go.
   */
  check?(items: readonly RowCheckItem<T>[]): Promise<Record<string, Record<string, CellMessage>>>;
  /**
   * A cell editor of this row opened: the adapter may read ahead what its check will need, so the
   * save after Enter waits for less. Reads only; the check still runs in full.
   */
  prepare?(row: T): void;
}

/** A row of a batch to check: its id, the row as loaded (if seen) and the changed fields. */
export interface RowCheckItem<T> {
  id: string;
  row: T | undefined;
  changes: Record<string, unknown>;
}

/** A refused cell's message, with the trace of the rule behind it when a rule gave it. */
export interface CellMessage {
  message: string;
  trace?: RuleTrace | undefined;
}

/** The header text of a column: its data-given header, else its translated key. */
export const columnHeader = <T>(column: GridColumn<T>, t: (key: MessageKey) => string): string =>
  column.header ?? t(column.headerKey);

/** A field's label for texts (undo, events): its column's header, never the internal name when one exists. */
export function fieldLabel<T>(
  columns: readonly GridColumn<T>[],
  field: string,
  t: (key: MessageKey) => string,
): string {
  const column = columns.find((c) => c.field === field);
  return column ? columnHeader(column, t) : field;
}

/** One field change of one row, with the value before and after. */
export interface CellChange {
  id: string;
  field: string;
  before: unknown;
  after: unknown;
}

/** A grid adapter's `rowId` and `version` for stored records: their `id` and the `__v` they were read at. */
export const VERSIONED_ROWS = {
  rowId: (row: { id: string }) => row.id,
  version: (row: { __v: number }) => row.__v,
};
