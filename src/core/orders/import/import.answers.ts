import { z } from 'zod';
import { IMPORT_ERROR_CODES } from './importMessages.ts';

/**
 * What a column itself says besides its header: `required` (the header must be in the sheet),
 * `unique` and `hasOnlyOneValue` (checks across rows). Every check of a cell's value is a rule of
 * the importRow entity (rules/base/validation.json, capacity.json and the mode's files).
 */
export const COLUMN_CHECKS = ['required', 'unique', 'hasOnlyOneValue'] as const;
/** Fields of an imported order row (business.md §3 Imported order row) that a column can fill. */
export const IMPORT_ROW_FIELDS = [
  'customerNumber',
  'idNumber',
  'customerName',
  'deliveryDate',
  'originalAddress',
  'originalAddressPostalCode',
  'palletsCount',
  'palletType',
  'sumWeight',
  'vehicle',
  'factoryShortName',
  'incoterm',
  'comment',
] as const;

/**
 * The import answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link ImportRowError} (importRow.ts). */
export const importRowErrorAnswer = z
  .object({
    type: z.enum(IMPORT_ERROR_CODES),
    message: z.string(),
    /** The field of the cell at fault; null for a row-wide error. */
    field: z.enum(IMPORT_ROW_FIELDS).nullable(),
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
    field: z.enum(IMPORT_ROW_FIELDS),
    checks: z.array(z.enum(COLUMN_CHECKS)).readonly(),
  })
  .meta({ id: 'ImportColumn' });

/** {@link ImportConfig} (importColumns.ts). */
export const importConfigAnswer = z
  .object({
    columns: z.array(importColumnAnswer).readonly(),
    deliveryDateHeader: z.string().nullable(),
  })
  .meta({ id: 'ImportConfig' });
