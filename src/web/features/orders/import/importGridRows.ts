import type { ImportRowField } from '../../../../core/orders/import/importColumns.ts';
import type { ImportedOrderRow, ImportRowError } from '../../../../core/orders/import/importRow.ts';

/** Codes only the server can find (database, geocoding, factories); kept until their cell is edited. */
export type ServerErrors = ReadonlyMap<number, readonly ImportRowError[]>;

/** One line of the import grid: the cell texts, the geocoded address and every error of the row. */
export interface ImportGridRow {
  id: string;
  rowNumber: number;
  values: Partial<Record<ImportRowField, string>>;
  geocodedAddress: string;
  errors: ImportRowError[];
  /** The row's messages in one text (the error column). */
  errorText: string;
}

/** The worker's errors, then the server's for cells the worker found nothing wrong with. */
export function mergeErrors(
  own: readonly ImportRowError[],
  server: readonly ImportRowError[] = [],
): ImportRowError[] {
  const out = [...own];
  for (const e of server) if (!out.some((o) => o.field === e.field)) out.push(e);
  return out;
}

/** Server errors the worker did not report itself (those it reports are recomputed on every edit). */
export function serverOnly(
  server: readonly ImportRowError[],
  own: readonly ImportRowError[],
): ImportRowError[] {
  return server.filter((e) => !own.some((o) => o.field === e.field && o.type === e.type));
}

export function toGridRows(
  rows: readonly ImportedOrderRow[],
  server: ServerErrors,
  geocoded: ReadonlyMap<number, string>,
): ImportGridRow[] {
  return rows.map((r) => {
    const errors = mergeErrors(r.errors, server.get(r.rowNumber));
    return {
      id: String(r.rowNumber),
      rowNumber: r.rowNumber,
      values: r.values,
      geocodedAddress: geocoded.get(r.rowNumber) ?? '',
      errors,
      errorText: errors.map((e) => e.message).join(' · '),
    };
  });
}
