import { expect } from 'vitest';
import type { ImportRowInput, ImportValues } from '../../../src/core/orders/import/importRow.ts';
import { SITES_API } from '../../../src/core/sites/sites.api.ts';
import { buildImportValues } from '../../factories/orderImport.factory.ts';
import type { TestEnv } from './testEnv.ts';

/** Creates (as admin) a depot with one dock and an active factory of it: what an Excel import needs. */
export async function createImportFactory(env: TestEnv, depot: string, factory: string): Promise<void> {
  const d = await env.request(SITES_API.createDepot, {
    as: 'admin',
    payload: {
      name: 'Depó',
      shortName: depot,
      address: '1097 Budapest, Gubacsi út 1.',
      docks: [{ name: 'R1' }],
    },
  });
  expect(d.statusCode, d.body).toBe(201);
  const f = await env.request(SITES_API.createFactory, {
    as: 'admin',
    payload: { shortName: factory, address: 'Győr', depotShortName: depot },
  });
  expect(f.statusCode, f.body).toBe(201);
}

/**
 * A valid import row of the factory delivered on the day, with the order number
 * `<prefix>-<factory>-<row number>`; override any cell.
 */
export function importRowOf(
  factory: string,
  prefix: string,
  deliveryDate: string,
  rowNumber: number,
  values: ImportValues = {},
): ImportRowInput {
  return {
    rowNumber,
    values: buildImportValues({
      idNumber: `${prefix}-${factory}-${rowNumber}`,
      deliveryDate,
      originalAddress: 'Budapest, Váci út 10.',
      factoryShortName: factory,
      ...values,
    }),
  };
}
