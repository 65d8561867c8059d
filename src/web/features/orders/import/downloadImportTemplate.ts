import type { ImportConfig } from '../../../../core/orders/import/importColumns.ts';
import { downloadXlsx, type ExportSheet } from '../../../export/exportXlsx.ts';

/** A sample row of the template (the configured headers; dates as the import reads them). */
const SAMPLE: Record<string, string | number> = {
  idNumber: 'R-0001',
  customerNumber: 'V1000',
  customerName: 'Minta Építő Kft.',
  deliveryDate: '2026.12.01',
  originalAddress: 'Budapest, Váci út 1.',
  originalAddressPostalCode: '1133',
  palletsCount: 10,
  palletType: 'EUR',
  sumWeight: 8000,
  vehicle: '',
  factoryShortName: 'GY1',
  incoterm: '',
  comment: '',
};

/** The template's sheet: the configured headers of this config mode and one sample row. */
export function importTemplateSheet(config: ImportConfig): ExportSheet {
  return {
    headers: config.columns.map((c) => c.header),
    rows: [config.columns.map((c) => SAMPLE[c.field] ?? null)],
  };
}

/** Downloads the template as .xlsx. */
export function downloadImportTemplate(config: ImportConfig): Promise<string> {
  return downloadXlsx('orderImportTemplate', importTemplateSheet(config));
}
