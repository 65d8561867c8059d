import type { ImportConfig, ImportRowField } from './importColumns.ts';
import { importMessage } from './importMessages.ts';

/** Where each configured field sits in the sheet, or why the sheet cannot be imported. */
export interface HeaderMapping {
  /** Column index (0-based) per field found in the header row. */
  columns: Partial<Record<ImportRowField, number>>;
  /** File-level errors (missing delivery date configuration, required headers missing). */
  errors: string[];
  /** Header cells that match no configured column (ignored). */
  unknownHeaders: string[];
}

/** Header text as compared: trimmed, inner whitespace collapsed, case-insensitive. */
export const normalizeHeader = (h: unknown) =>
  String(h ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase('hu');

/**
 * Maps a sheet's header row onto the configured columns (business.md §5): the configuration must
 * name a delivery date header, and every column with a `required` check must be present.
 */
export function mapHeaders(headerRow: readonly unknown[], config: ImportConfig): HeaderMapping {
  const errors: string[] = [];
  const dateHeader = config.deliveryDateHeader;
  const dateColumn = config.columns.find(
    (c) =>
      c.field === 'deliveryDate' &&
      dateHeader !== null &&
      normalizeHeader(c.header) === normalizeHeader(dateHeader),
  );
  if (!dateColumn) errors.push(importMessage('noDeliveryDateHeader'));
  const index = new Map<string, number>();
  headerRow.forEach((h, i) => {
    const key = normalizeHeader(h);
    if (key !== '' && !index.has(key)) index.set(key, i);
  });
  const columns: HeaderMapping['columns'] = {};
  const known = new Set<string>();
  for (const c of config.columns) {
    const key = normalizeHeader(c.header);
    known.add(key);
    const i = index.get(key);
    if (i !== undefined) columns[c.field] = i;
    else if (c.checks.includes('required')) errors.push(importMessage('required', { header: c.header }));
  }
  const unknownHeaders = [...index.keys()]
    .filter((k) => !known.has(k))
    .map((k) => String(headerRow[index.get(k) ?? 0]).trim());
  return { columns, errors, unknownHeaders };
}
