import { z } from 'zod';
import type { PRODUCT_UPLOAD_STATUSES } from '../config/enums.ts';
import type { ProductRowError, ProductRowValues } from './productRows.ts';
import type { productLoadJobAnswer, productLoadPhaseAnswer } from './products.answers.ts';
/** Product upload statuses of business.md §4 (the list GET /api/config serves). */
export type ProductLoadStatus = (typeof PRODUCT_UPLOAD_STATUSES)[number];

/** What the job is doing while 'work in progress'. */
export type ProductLoadPhase = z.output<typeof productLoadPhaseAnswer>;

/**
 * GET /api/products/load-client-status/{id}. `ready` with `errors` or `message` saved nothing;
 * `ready` without them saved `created` + `updated` products in one transaction.
 */
export type ProductLoadJob = z.output<typeof productLoadJobAnswer>;

/** Upload limits: the request body and the data rows of one file. */
export const PRODUCT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const PRODUCT_UPLOAD_MAX_ROWS = 100_000;
/** Refused cells kept of one file (the status answer carries them on every poll). */
export const PRODUCT_UPLOAD_MAX_ERRORS = 1000;

/** POST /api/products/load-client ?fileName= (the body is the file itself). */
export const productUploadQuerySchema = z.object({ fileName: z.string().trim().max(200).optional() });

/** Message to the product sheet worker: the file's bytes and the most data rows it may have. */
export interface ProductSheetRequest {
  bytes: ArrayBuffer;
  maxRows: number;
}

/**
 * Messages from the worker: progress while reading, then the typed rows (`rowNumbers`: each
 * product's sheet row, for the rules' messages) with the errors of reading, or why the file is unreadable.
 */
export type ProductSheetReply =
  | { type: 'progress'; done: number; total: number }
  | {
      type: 'result';
      products: ProductRowValues[];
      rowNumbers: number[];
      errors: ProductRowError[];
      total: number;
    }
  | { type: 'failed'; message: string };
