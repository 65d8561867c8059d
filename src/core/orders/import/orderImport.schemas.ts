import { z } from 'zod';
import type {
  excelImportCheckAnswer,
  excelImportSaveAnswer,
  importRowVerdictAnswer,
} from './import.answers.ts';
import { IMPORT_ROW_FIELDS } from './import.answers.ts';
import type { ImportRowField } from './importColumns.ts';
import { MAX_CELL_CHARS } from './importRow.ts';
import { MAX_IMPORT_ROWS } from './readImportWorkbook.ts';

const cell = z.string().max(MAX_CELL_CHARS + 1);

/** POST /api/orders/frontend/excelimport: the rows as read (and edited) in the browser. */
export const excelImportRequestSchema = z.object({
  rows: z
    .array(
      z.object({
        rowNumber: z.number().int().min(1).max(10_000_000),
        values: z.partialRecord(z.enum(IMPORT_ROW_FIELDS), cell),
      }),
    )
    .min(1)
    .max(MAX_IMPORT_ROWS),
});
export type ExcelImportRequestBody = z.input<typeof excelImportRequestSchema>;

/** ?check=true only validates (200 with the rows' errors); without it the rows are saved. */
export const excelImportQuerySchema = z.object({ check: z.enum(['true', 'false']).optional() });

/** The server's verdict on one row: its errors and the geocoded address. */
export type ImportRowVerdict = z.output<typeof importRowVerdictAnswer>;

/** Answer of a check (200) and of a refused save (422, with message and details). */
export type ExcelImportCheckResponse = z.output<typeof excelImportCheckAnswer>;

/** Answer of a save (201). */
export type ExcelImportSaveResponse = z.output<typeof excelImportSaveAnswer>;

/** 422 text when any row has errors (ours; the rows carry the spec's messages). */
export const IMPORT_REFUSED_MESSAGE = 'Az importálás nem történt meg: {count} sor hibás!';
/** 201 text (ours). */
export const IMPORT_SAVED_MESSAGE = '{count} megrendelés sikeresen importálva!';

/** details key of a row error: `<rowNumber>.<field>` (`<rowNumber>` for a row-wide error). */
export const detailKey = (rowNumber: number, field: ImportRowField | null) =>
  field ? `${rowNumber}.${field}` : String(rowNumber);
