import type { z } from 'zod';
import type {
  COLUMN_CHECKS,
  IMPORT_ROW_FIELDS,
  importColumnAnswer,
  importConfigAnswer,
} from './import.answers.ts';
export type ImportRowField = (typeof IMPORT_ROW_FIELDS)[number];

export type ColumnCheck = (typeof COLUMN_CHECKS)[number];

/** How a cell's text becomes a fact: a date (ISO), a number, a weight (a number of ≤ 3 decimals) or text. */
export const IMPORT_FIELD_KINDS: Record<ImportRowField, 'text' | 'date' | 'number' | 'weight'> = {
  customerNumber: 'text',
  idNumber: 'text',
  customerName: 'text',
  deliveryDate: 'date',
  originalAddress: 'text',
  originalAddressPostalCode: 'text',
  palletsCount: 'number',
  palletType: 'text',
  sumWeight: 'weight',
  vehicle: 'text',
  factoryShortName: 'text',
  incoterm: 'text',
  comment: 'text',
};

/** One spreadsheet column: its header text, the row field it fills and what the column requires. */
export type ImportColumn = z.output<typeof importColumnAnswer>;

/**
 * The import configuration of a config mode, resolved from the rule files
 * (rules/base/importColumns.json and rules/modes/<mode>/importColumns.json, see
 * src/core/rules/importColumnFiles.ts): the columns, and which header holds the delivery date
 * (without one the import refuses: 'Nincs megadva szállítási dátum mező a konfigurációban!').
 * This file is only the schema of what a column can fill and check; no mode's columns live here.
 */
export type ImportConfig = z.output<typeof importConfigAnswer>;
