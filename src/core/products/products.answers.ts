import { z } from 'zod';

/**
 * The products answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link Product} (products.schemas.ts). */
export const productAnswer = z
  .object({
    id: z.string(),
    itemId: z.string(),
    name: z.string(),
    unit: z.string(),
    kgPerUnit: z.number(),
    kgPerPallet: z.number(),
    unitPerPallet: z.number(),
    palletType: z.string(),
    priority: z.number(),
    dummy: z.boolean(),
    __v: z.number(),
  })
  .meta({ id: 'Product' });

/** {@link ProductLookupResult} (products.schemas.ts). */
export const productLookupResultAnswer = z
  .object({
    result: z.array(productAnswer),
    notFound: z.array(z.string()),
  })
  .meta({ id: 'ProductLookupResult' });

/** {@link ProductSaveResponse} (products.api.ts). */
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
    field: z.enum([
      'name',
      'palletType',
      'itemId',
      'unit',
      'kgPerUnit',
      'kgPerPallet',
      'unitPerPallet',
      'priority',
    ]),
    code: productRowErrorCodeAnswer,
    message: z.string(),
  })
  .meta({ id: 'ProductRowError' });

/** {@link ProductLoadJob} (productLoad.schemas.ts). */
export const productLoadJobAnswer = z
  .object({
    id: z.string(),
    status: z.enum(['cancelled', 'processing started', 'work in progress', 'ready']),
    phase: productLoadPhaseAnswer,
    fileName: z.string(),
    done: z.number(),
    total: z.number(),
    errors: z.array(productRowErrorAnswer),
    message: z.string().nullable(),
    saved: z.boolean(),
    created: z.number(),
    updated: z.number(),
    startedAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: 'ProductLoadJob' });
