import { z } from 'zod';

/**
 * The import answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link ImportRowError} (importRow.ts). */
export const importRowErrorAnswer = z
  .object({
    type: z.enum([
      'ALREADY_EXISTS_IN_DATABASE',
      'CANNOT_BE_GEOCODED',
      'CAPACITY',
      'DATE_IN_PAST',
      'DUPLICATED_VALUE',
      'INVALID_DATE',
      'INVALID_VALUE',
      'IS_NOT_POSITIVE',
      'IS_NOT_POSITIVE_INTEGER',
      'IS_NOT_WORKDAY',
      'MISSING_REQUIRED_FIELD',
      'MORE_THAN_ONE_VALUE',
      'IS_NOT_VALID_VEHICLE',
      'IS_NOT_VALID_WEIGHT',
    ]),
    message: z.string(),
    field: z
      .enum([
        'comment',
        'factoryShortName',
        'deliveryDate',
        'customerNumber',
        'idNumber',
        'customerName',
        'originalAddress',
        'originalAddressPostalCode',
        'palletsCount',
        'palletType',
        'sumWeight',
        'vehicle',
        'incoterm',
      ])
      .nullable(),
  })
  .meta({ id: 'ImportRowError' });

/** {@link ImportRowVerdict} (orderImport.schemas.ts). */
export const importRowVerdictAnswer = z
  .object({
    rowNumber: z.number(),
    geocodedAddress: z.string().nullable(),
    errors: z.array(importRowErrorAnswer),
  })
  .meta({ id: 'ImportRowVerdict' });

/** {@link ExcelImportCheckResponse} (orderImport.schemas.ts). */
export const excelImportCheckAnswer = z
  .object({
    rows: z.array(importRowVerdictAnswer),
    errorCount: z.number(),
  })
  .meta({ id: 'ExcelImportCheck' });

/** {@link ExcelImportSaveResponse} (orderImport.schemas.ts). */
export const excelImportSaveAnswer = z
  .object({ message: z.string(), orderIds: z.array(z.string()) })
  .meta({ id: 'ExcelImportSave' });

/** {@link ImportColumn} (importColumns.ts). */
export const importColumnAnswer = z
  .object({
    header: z.string(),
    field: z.enum([
      'comment',
      'factoryShortName',
      'deliveryDate',
      'customerNumber',
      'idNumber',
      'customerName',
      'originalAddress',
      'originalAddressPostalCode',
      'palletsCount',
      'palletType',
      'sumWeight',
      'vehicle',
      'incoterm',
    ]),
    checks: z.array(z.enum(['required', 'unique', 'hasOnlyOneValue'])).readonly(),
  })
  .meta({ id: 'ImportColumn' });

/** {@link ImportConfig} (importColumns.ts). */
export const importConfigAnswer = z
  .object({
    columns: z.array(importColumnAnswer).readonly(),
    deliveryDateHeader: z.string().nullable(),
  })
  .meta({ id: 'ImportConfig' });
