import type { ConfigMode } from '../../config/modules.ts';

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
export type ImportRowField = (typeof IMPORT_ROW_FIELDS)[number];

/**
 * What a column itself says besides its header: `required` (the header must be in the sheet),
 * `unique` and `hasOnlyOneValue` (checks across rows). Every check of a cell's value is a rule of
 * the importRow entity (rules/base/validation.json, capacity.json and the mode's files).
 */
export const COLUMN_CHECKS = ['required', 'unique', 'hasOnlyOneValue'] as const;
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
export interface ImportColumn {
  header: string;
  field: ImportRowField;
  checks: readonly ColumnCheck[];
}

/**
 * The import configuration of a config mode: the columns, and which header holds the delivery
 * date (without one the import refuses: 'Nincs megadva szállítási dátum mező a konfigurációban!').
 */
export interface ImportConfig {
  columns: readonly ImportColumn[];
  deliveryDateHeader: string | null;
}

const col = (header: string, field: ImportRowField, ...checks: ColumnCheck[]): ImportColumn => ({
  header,
  field,
  checks,
});

/**
 * The default columns. The spec lists the checks but not the headers: these are our Hungarian
 * headers (also the downloadable template). One file is one factory's orders (hasOnlyOneValue).
 */
const BASE_COLUMNS: readonly ImportColumn[] = [
  col('Azonosító', 'idNumber', 'required', 'unique'),
  col('Vevőkód', 'customerNumber', 'required'),
  col('Vevő neve', 'customerName', 'required'),
  col('Szállítási dátum', 'deliveryDate', 'required'),
  col('Szállítási cím', 'originalAddress', 'required'),
  col('Irányítószám', 'originalAddressPostalCode'),
  col('Raklapszám', 'palletsCount', 'required'),
  col('Raklaptípus', 'palletType', 'required'),
  col('Bruttó súly (kg)', 'sumWeight', 'required'),
  col('Jármű', 'vehicle'),
  col('Gyár', 'factoryShortName', 'required', 'hasOnlyOneValue'),
  col('Paritás', 'incoterm'),
  col('Megjegyzés', 'comment'),
];

const replaceHeader = (columns: readonly ImportColumn[], field: ImportRowField, header: string) =>
  columns.map((c) => (c.field === field ? { ...c, header } : c));

/**
 * Import headers per config mode: Marka's files carry the customer's order number as
 * "Rendelésszám", Wienerberger names the gross weight "Súly (kg)". What a cell must satisfy is
 * the mode's importRow rules (Topolisz's past dates included), not a branch here.
 */
export const IMPORT_CONFIGS: Record<ConfigMode, ImportConfig> = {
  logistics: { columns: BASE_COLUMNS, deliveryDateHeader: 'Szállítási dátum' },
  barabas: { columns: BASE_COLUMNS, deliveryDateHeader: 'Szállítási dátum' },
  marka: {
    columns: replaceHeader(BASE_COLUMNS, 'idNumber', 'Rendelésszám'),
    deliveryDateHeader: 'Szállítási dátum',
  },
  wienerberger: {
    columns: replaceHeader(BASE_COLUMNS, 'sumWeight', 'Súly (kg)'),
    deliveryDateHeader: 'Szállítási dátum',
  },
  topolisz: { columns: BASE_COLUMNS, deliveryDateHeader: 'Szállítási dátum' },
};

/** The import configuration of a config mode. */
export function importConfigFor(mode: ConfigMode): ImportConfig {
  return IMPORT_CONFIGS[mode];
}
