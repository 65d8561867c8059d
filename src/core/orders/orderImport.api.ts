import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { excelImportCheckAnswer, excelImportSaveAnswer } from './import/import.answers.ts';
import { excelImportQuerySchema } from './import/orderImport.schemas.ts';

const EXCEL_IMPORT = '/api/orders/frontend/excelimport';

/**
 * The order import (business.md §5 Excel import): one route, POST with `{rows}`
 * (excelImportRequestSchema; the handler reads it after the query, as before). Every row is
 * re-validated on the server. `check` and `save` are its two calls, each typed by its answer; the
 * server registers `excelImport`, whose answer is either.
 */
export const ORDER_IMPORT_API = {
  excelImport: endpoint({
    summary: 'Checks or imports orders from a spreadsheet',
    description:
      'The route: `?check=true` answers the verdicts (200); otherwise it saves (201) or refuses (422).',
    response: z.union([excelImportCheckAnswer, excelImportSaveAnswer]),
    method: 'POST',
    path: EXCEL_IMPORT,
    query: excelImportQuerySchema,
    answers: {
      201: 'Saved (without `?check=true`): every row was valid.',
      422: "Some row has errors: nothing saved; `details` per row and field, and the check answer's `rows` and `errorCount` on top.",
    },
  }),
  check: endpoint({
    summary: 'Checks imported order rows without saving',
    description: "`?check=true`: every row's verdict and where its address lies; nothing is saved.",
    response: excelImportCheckAnswer,
    method: 'POST',
    path: EXCEL_IMPORT,
    query: excelImportQuerySchema,
  }),
  save: endpoint({
    summary: 'Imports order rows',
    description:
      "Saves all rows in one transaction when none has errors (201); else 422 with every row's errors (the check answer's fields on top of the error body) and nothing saved.",
    response: excelImportSaveAnswer,
    method: 'POST',
    path: EXCEL_IMPORT,
    query: excelImportQuerySchema,
    status: 201,
  }),
} as const;
