import { describe, expect, it } from 'vitest';
import { checkImportRows } from '../../../../src/core/orders/import/checkImportRows.ts';
import { importRowToOrder } from '../../../../src/core/orders/import/importRowToOrder.ts';
import { loadRuleSet } from '../../../../src/server/rules/loadRuleFiles.ts';
import {
  mergeErrors,
  serverOnly,
  toGridRows,
} from '../../../../src/web/features/orders/import/importGridRows.ts';
import { buildImportContext, buildImportRow } from '../../../factories/orderImport.factory.ts';

// Fixed dates: arbitrary inputs of pure functions, any year would do (today is passed in, never the clock's).

const RULES = loadRuleSet('logistics');

describe('an import row as a new order', () => {
  it('maps the row: deadline, customer, order number, one dummy-product line with pallets and kg', () => {
    const [row] = checkImportRows(
      [buildImportRow(2, { incoterm: 'X', vehicle: ' T24S ', comment: 'Daru', palletType: 'IND' })],
      buildImportContext(),
      RULES,
    );
    if (!row) throw new Error('no row');
    const order = importRowToOrder(row, '260105GY1ABCDE', '2026-01-05', {
      label: 'Budapest',
      lat: 47.5,
      lng: 19.05,
    });
    expect(order).toMatchObject({
      orderId: '260105GY1ABCDE',
      status: 'new',
      type: 'delivery',
      customer: { name: 'Építő Kft.', customerCode: 'V100' },
      deliveryAddress: '1133 Budapest, Váci út 1.',
      deliveryCoords: { lat: 47.5, lng: 19.05 },
      deliveryToSite: true,
      orderDate: '2026-01-05',
      orderDeadlineDate: '2026-01-08',
      expectedDeadlineDate: '2026-01-08',
      factoryShortName: 'GY1',
      preferredTrucks: ['T24S'],
      comment: 'Daru',
      externalIds: { orderNr: 'R-2', incoterm: 'X' },
      invalidReasons: [],
    });
    expect(order.orderItems).toEqual([
      expect.objectContaining({
        itemId: 'DUMMY',
        unit: 'kg',
        kg: 8000,
        quantity: 8000,
        palletsCount: 10,
        palletType: 'IND',
      }),
    ]);
  });

  it('no named vehicle → no preferred truck (the default vehicle only served the capacity check)', () => {
    const [row] = checkImportRows([buildImportRow(2)], buildImportContext(), RULES);
    if (!row) throw new Error('no row');
    expect(row.parsed.vehicle).toBe('D22S');
    expect(importRowToOrder(row, 'X', '2026-01-05', null)).toMatchObject({
      preferredTrucks: [],
      deliveryCoords: null,
    });
  });
});

describe('import grid rows: worker and server errors together', () => {
  const own = [{ type: 'INVALID_DATE' as const, message: 'd', field: 'deliveryDate' as const }];
  const server = [
    { type: 'INVALID_DATE' as const, message: 'd', field: 'deliveryDate' as const },
    { type: 'CANNOT_BE_GEOCODED' as const, message: 'g', field: 'originalAddress' as const },
    { type: 'ALREADY_EXISTS_IN_DATABASE' as const, message: 'u', field: 'deliveryDate' as const },
  ];

  it('keeps only what the server alone found; one error per cell, the worker first', () => {
    expect(serverOnly(server, own).map((e) => e.type)).toEqual([
      'CANNOT_BE_GEOCODED',
      'ALREADY_EXISTS_IN_DATABASE',
    ]);
    expect(mergeErrors(own, serverOnly(server, own)).map((e) => e.type)).toEqual([
      'INVALID_DATE',
      'CANNOT_BE_GEOCODED',
    ]);
  });

  it('grid rows carry the merged errors, their text and the geocoded address', () => {
    const rows = checkImportRows(
      [buildImportRow(2, { deliveryDate: 'x' }), buildImportRow(3)],
      buildImportContext(),
      RULES,
    );
    const grid = toGridRows(
      rows,
      new Map([[3, [server[1] as (typeof server)[number]]]]),
      new Map([[3, 'Budapest XIII.']]),
    );
    expect(grid.map((r) => [r.id, r.errors.map((e) => e.type), r.geocodedAddress])).toEqual([
      ['2', ['INVALID_DATE'], ''],
      ['3', ['CANNOT_BE_GEOCODED'], 'Budapest XIII.'],
    ]);
    expect(grid[0]?.errorText).toBe('A "Szállítási dátum" mező: érvénytelen dátum érték');
  });
});
