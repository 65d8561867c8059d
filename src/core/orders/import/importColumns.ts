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

/** Column checks of business.md §5 Excel import (plus `required` and the pallet-type check). */
export const COLUMN_CHECKS = [
  'required',
  'isDate',
  'isPresentOrFuture',
  'isWorkday',
  'isPositive',
  'isPositiveInteger',
  'unique',
  'hasOnlyOneValue',
  'isValidVehicle',
  'isValidWeight',
  'isPalletType',
] as const;
export type ColumnCheck = (typeof COLUMN_CHECKS)[number];

/** One spreadsheet column: its header text, the row field it fills and the checks on its cells. */
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
  col('Szállítási dátum', 'deliveryDate', 'required', 'isDate', 'isPresentOrFuture', 'isWorkday'),
  col('Szállítási cím', 'originalAddress', 'required'),
  col('Irányítószám', 'originalAddressPostalCode'),
  col('Raklapszám', 'palletsCount', 'required', 'isPositiveInteger'),
  col('Raklaptípus', 'palletType', 'required', 'isPalletType'),
  col('Bruttó súly (kg)', 'sumWeight', 'required', 'isPositive', 'isValidWeight'),
  col('Jármű', 'vehicle', 'isValidVehicle'),
  col('Gyár', 'factoryShortName', 'required', 'hasOnlyOneValue'),
  col('Paritás', 'incoterm'),
  col('Megjegyzés', 'comment'),
];

const replaceHeader = (columns: readonly ImportColumn[], field: ImportRowField, header: string) =>
  columns.map((c) => (c.field === field ? { ...c, header } : c));

/**
 * Import configuration per config mode. Marka's files carry the customer's order number as
 * "Rendelésszám"; Topolisz plans into the past on purpose (no present-or-future check, as in its
 * rules); Wienerberger names the gross weight "Súly (kg)".
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
  topolisz: {
    columns: BASE_COLUMNS.map((c) =>
      c.field === 'deliveryDate' ? { ...c, checks: c.checks.filter((k) => k !== 'isPresentOrFuture') } : c,
    ),
    deliveryDateHeader: 'Szállítási dátum',
  },
};

/** The import configuration of a config mode. */
export function importConfigFor(mode: ConfigMode): ImportConfig {
  return IMPORT_CONFIGS[mode];
}
