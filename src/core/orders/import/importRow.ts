import type { z } from 'zod';
import type { importRowErrorAnswer } from './import.answers.ts';
import type { ImportRowField } from './importColumns.ts';

/** Cell texts of one spreadsheet row by field (dates already ISO when the cell was a date cell). */
export type ImportValues = Partial<Record<ImportRowField, string>>;

/** One row error (business.md §3 Imported order row errors: type, message, field). */
export type ImportRowError = z.output<typeof importRowErrorAnswer>;

/** A row as read from the file or edited in the grid; rowNumber is the spreadsheet row (1 = header). */
export interface ImportRowInput {
  rowNumber: number;
  values: ImportValues;
}

/** The typed values of a row, each null when its cell is empty or invalid. */
export interface ParsedImportRow {
  idNumber: string | null;
  customerNumber: string | null;
  customerName: string | null;
  deliveryDate: string | null;
  originalAddress: string | null;
  originalAddressPostalCode: string | null;
  palletsCount: number | null;
  palletType: string | null;
  sumWeight: number | null;
  /** The named vehicle, else the default vehicle (by deliveryToSite). */
  vehicle: string | null;
  factoryShortName: string | null;
  incoterm: string | null;
  comment: string | null;
  deliveryToSite: boolean;
}

/** An imported order row (business.md §3): texts, typed values and errors. */
export interface ImportedOrderRow extends ImportRowInput {
  temporaryCustomerId: string;
  parsed: ParsedImportRow;
  errors: ImportRowError[];
}

/** Longest cell text kept; a longer cell is cut to one character more and marked invalid. */
export const MAX_CELL_CHARS = 500;

/** The temporary id of a row (geocoding and error lists refer to rows by it). */
export const temporaryIdOf = (rowNumber: number) => `row-${rowNumber}`;

/** Adds an error unless the field already has one (the first failing check of a cell wins). */
export function addRowError(row: { errors: ImportRowError[] }, error: ImportRowError): void {
  if (error.field !== null && row.errors.some((e) => e.field === error.field)) return;
  row.errors.push(error);
}
