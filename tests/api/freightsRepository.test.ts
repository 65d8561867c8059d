import { describe, expect, it } from 'vitest';
import {
  FREIGHTS,
  insertFreights,
  insertPickups,
  PICKUPS,
} from '../../src/server/db/repositories/freights.repository.ts';
import { findRow } from '../../src/server/db/versionedTable.ts';
import { newFreightValues, newPickupValues } from '../factories/freights.factory.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';

describe.each(BACKENDS)('freights and pickups as stored [%s]', (backend) => {
  const env = useTestEnv(backend);
  const db = () => env().database.db;

  it('numbers freights from the sequence, links their orders and reads every field back the same', async () => {
    const values = [
      newFreightValues(),
      newFreightValues({
        cargo: [
          {
            orderId: 'O-A',
            palletType: 'EUR',
            pallets: 2.5,
            kg: 1200.125,
            externalIds: {},
            transportStatus: 'unknown',
          },
          {
            orderId: 'O-B',
            palletType: 'industrial',
            pallets: 3,
            kg: 2000,
            externalIds: {},
            transportStatus: 'unknown',
          },
        ],
      }),
    ];
    const [a, b] = await insertFreights(db(), values);
    expect(Number(b!.freightId)).toBe(Number(a!.freightId) + 1);
    expect(Number(a!.freightId)).toBeGreaterThanOrEqual(1000);
    const { geometry: _g, packingPlan: _p, ...fields } = values[0]!;
    expect(a).toMatchObject({ ...fields, __v: 0 });
    expect(b!.cargo[0]!.kg).toBe(1200.125);
    expect(await findRow(db(), FREIGHTS, a!.id)).toEqual(a);
    const links = await db()
      .selectFrom('freight_orders')
      .select('order_id')
      .where('freight_uuid', '=', b!.id)
      .execute();
    expect(links.map((l) => l.order_id).sort()).toEqual(['O-A', 'O-B']);
  });

  it('numbers pickups from their own sequence and links their orders', async () => {
    const [p] = await insertPickups(db(), [newPickupValues()]);
    expect(Number(p!.pickupId)).toBeGreaterThanOrEqual(100);
    expect(await findRow(db(), PICKUPS, p!.id)).toEqual(p);
    const links = await db()
      .selectFrom('pickup_orders')
      .select('order_id')
      .where('pickup_uuid', '=', p!.id)
      .execute();
    expect(links.map((l) => l.order_id)).toEqual(['TEST-PICKUP-1']);
  });
});
