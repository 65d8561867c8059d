import type { ImportCheckContext } from '../../src/core/orders/import/checkImportRows.ts';
import type { ImportConfig } from '../../src/core/orders/import/importColumns.ts';
import { IMPORT_PALLET_TYPES } from '../../src/core/orders/import/importPalletTypes.ts';
import type { ImportRowInput, ImportValues } from '../../src/core/orders/import/importRow.ts';
import { importColumnsOf } from '../../src/core/rules/importColumnFiles.ts';
import { DEMO_TRUCK_TYPES } from '../../src/core/vehicles/vehicles.schemas.ts';
import { loadRuleSet } from '../../src/server/rules/loadRuleFiles.ts';

/** A mode's import columns as the server loads them (rules/base/importColumns.json + the mode's file). */
export const importColumnsFor = (mode: string): ImportConfig => importColumnsOf(loadRuleSet(mode));

/** The check context of the tests: logistics mode, today Monday 2026-01-05, the demo trucks plus an inactive one. */
export function buildImportContext(overrides: Partial<ImportCheckContext> = {}): ImportCheckContext {
  return {
    config: importColumnsFor('logistics'),
    today: '2026-01-05',
    calendar: [
      { date: '2026-01-07', workday: false },
      { date: '2026-01-10', workday: true },
    ],
    vehicles: [
      ...DEMO_TRUCK_TYPES.map((v) => ({ ...v, active: true })),
      { vehicleId: 'OLD', active: false, palletCapacity: 40, kgCapacity: 40000 },
    ],
    defaultVehicles: { road: 'D22S', site: 'D22L' },
    palletTypes: IMPORT_PALLET_TYPES,
    ...overrides,
  };
}

/** A valid row's cell texts; override any. */
export function buildImportValues(overrides: ImportValues = {}): ImportValues {
  return {
    idNumber: 'R-1',
    customerNumber: 'V100',
    customerName: 'Építő Kft.',
    deliveryDate: '2026-01-08',
    originalAddress: 'Budapest, Váci út 1.',
    originalAddressPostalCode: '1133',
    palletsCount: '10',
    palletType: 'EUR',
    sumWeight: '8000',
    vehicle: '',
    factoryShortName: 'GY1',
    incoterm: '',
    comment: '',
    ...overrides,
  };
}

export function buildImportRow(rowNumber: number, overrides: ImportValues = {}): ImportRowInput {
  return { rowNumber, values: buildImportValues({ idNumber: `R-${rowNumber}`, ...overrides }) };
}
