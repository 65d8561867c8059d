import type { Parsed } from '../../core/validation/parseInput.ts';
import { foldText } from '../commands/paletteSearch.ts';
import type { CellChange, ColumnOption } from './gridTypes.ts';

/** A tab-separated block as copied from Excel: rows by line break, cells by tab; a final empty line dropped. */
export function parseTsv(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines.map((l) => l.split('\t'));
}

/** What the paste needs to know about a target column. */
export interface PasteColumn {
  field: string;
  title: string;
  editable: boolean;
  options?: readonly ColumnOption[];
  /** Core's parser of the column's typed values (numbers, dates). */
  parse?(text: string): Parsed<unknown>;
}

/** A pasted cell that was refused, with where it was and why. */
export interface RejectedCell {
  row: number;
  column: string;
  value: string;
  message: string;
}

export interface PastePlan {
  changes: CellChange[];
  rejected: RejectedCell[];
}

/**
 * Plans a paste onto displayed rows from the focused cell: each cell is converted (an option's
 * label or value), validated, and either becomes a change or a rejected cell with its message.
 */
export function planPaste<T>(input: {
  block: string[][];
  rows: readonly (T | undefined)[];
  columns: readonly PasteColumn[];
  startRowNumber: number;
  rowId(row: T): string;
  /** Rows that may not be edited at all (their cells are reported as read-only). */
  rowEditable?: ((row: T) => boolean) | undefined;
  validate(field: string, value: unknown, row: T): string | null;
  messages: { outside: string; readOnly: string; unknownOption: string };
}): PastePlan {
  const plan: PastePlan = { changes: [], rejected: [] };
  const reject = (r: RejectedCell) => {
    plan.rejected.push(r);
  };
  for (const [i, cells] of input.block.entries()) {
    const row = input.rows[i];
    for (const [j, raw] of cells.entries()) {
      const column = input.columns[j];
      const where = { row: input.startRowNumber + i, column: column?.title ?? `#${j + 1}`, value: raw };
      if (!row || !column) {
        reject({ ...where, message: input.messages.outside });
        continue;
      }
      if (!column.editable || (input.rowEditable && !input.rowEditable(row))) {
        reject({ ...where, message: input.messages.readOnly });
        continue;
      }
      let value: unknown = raw.trim();
      if (column.options) {
        const folded = foldText(raw.trim());
        const option = column.options.find(
          (o) => foldText(o.label) === folded || foldText(o.value) === folded,
        );
        if (!option) {
          reject({ ...where, message: input.messages.unknownOption });
          continue;
        }
        value = option.value;
      } else if (column.parse) {
        const parsed = column.parse(raw);
        if (!parsed.ok) {
          reject({ ...where, message: parsed.message });
          continue;
        }
        value = parsed.value ?? '';
      }
      const message = input.validate(column.field, value, row);
      if (message) {
        reject({ ...where, message });
        continue;
      }
      const before = (row as Record<string, unknown>)[column.field] ?? null;
      const after = value === '' ? null : value;
      if (before !== after) plan.changes.push({ id: input.rowId(row), field: column.field, before, after });
    }
  }
  return plan;
}
