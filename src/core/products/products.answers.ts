import { z } from 'zod';
import { versionedRowAnswer } from '../api/rowAnswers.ts';
import { PRODUCT_UPLOAD_STATUSES } from '../config/enums.ts';

/** The editable fields of a product, in the order of the grid, the dialog and the upload file. */
export const PRODUCT_FIELD_NAMES = [
  'itemId',
  'name',
  'unit',
  'kgPerUnit',
  'kgPerPallet',
  'unitPerPallet',
  'palletType',
  'priority',
] as const;

/**
 * The products answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link Product} (products.schemas.ts). */
export const productAnswer = versionedRowAnswer({
  itemId: z.string(),
  name: z.string(),
  unit: z.string(),
  kgPerUnit: z.number(),
  kgPerPallet: z.number(),
  unitPerPallet: z.number(),
  palletType: z.string(),
  priority: z.number(),
  /** The default dummy product of business.md §9: it cannot be deleted and keeps its item id. */
  dummy: z.boolean(),
}).meta({ id: 'Product' });

/** {@link ProductLookupResult} (products.schemas.ts). */
export const productLookupResultAnswer = z
  .object({
    result: z.array(productAnswer),
    notFound: z.array(z.string()),
  })
  .meta({ id: 'ProductLookupResult' });

/**
 * Answer of PUT /api/products (products.api.ts): a create answers `product` (201); a batch answers
 * `products`, and `product` too when it held one row (the dialog takes the first record of the answer).
 */
export const productSaveAnswer = z
  .object({
    message: z.string(),
    product: productAnswer.optional(),
    products: z.array(productAnswer).optional(),
  })
  .meta({ id: 'ProductSave' });

/** {@link ProductLoadPhase} (productLoad.schemas.ts). */
export const productLoadPhaseAnswer = z
  .enum(['done', 'reading', 'validating', 'saving'])
  .meta({ id: 'ProductLoadPhase' });

/** {@link ProductRowErrorCode} (productRows.ts). */
export const productRowErrorCodeAnswer = z
  .enum([
    'DUPLICATED_VALUE',
    'INVALID_VALUE',
    'IS_NOT_POSITIVE',
    'IS_NOT_POSITIVE_INTEGER',
    'MISSING_REQUIRED_FIELD',
  ])
  .meta({ id: 'ProductRowErrorCode' });

/** {@link ProductRowError} (productRows.ts). */
export const productRowErrorAnswer = z
  .object({
    row: z.number(),
    field: z.enum(PRODUCT_FIELD_NAMES),
    code: productRowErrorCodeAnswer,
    message: z.string(),
  })
  .meta({ id: 'ProductRowError' });

/** {@link ProductLoadJob} (productLoad.schemas.ts). */
export const productLoadJobAnswer = z
  .object({
    id: z.string(),
    status: z.enum(PRODUCT_UPLOAD_STATUSES),
    phase: productLoadPhaseAnswer,
    fileName: z.string(),
    /** Rows done of the current phase, and the data rows of the file (0 until it is read). */
    done: z.number(),
    total: z.number(),
    /** The refused cells by sheet row number (the first PRODUCT_UPLOAD_MAX_ERRORS); nothing was saved when there is any. */
    errors: z.array(productRowErrorAnswer),
    /** The file could not be read (not a spreadsheet, no header row, missing columns …). */
    message: z.string().nullable(),
    /** The products were written (one transaction); false while running and when anything was refused. */
    saved: z.boolean(),
    created: z.number(),
    updated: z.number(),
    startedAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: 'ProductLoadJob' });
