import { describe, expect, it } from 'vitest';
import { PICKUPS_API } from '../../src/core/pickups/pickups.api.ts';
import { insertPickups, type NewPickup } from '../../src/server/db/repositories/freights.repository.ts';
import { newPickupValues } from '../factories/freights.factory.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';

const uniq = () => Math.random().toString(36).slice(2, 7).toUpperCase();
const filterOf = (f: Record<string, unknown>) => JSON.stringify(f);

describe.each(BACKENDS)('pickups read side [%s]', (backend) => {
  const env = useTestEnv(backend);
  const api = PICKUPS_API;
  const store = (values: Partial<NewPickup>[]) =>
    insertPickups(env().database.db, values.map(newPickupValues));
  const details = (orderId: string, customerName = 'Teszt Vevő Kft.') => ({
    details: {
      customerName,
      customerCode: 'C-1',
      phone: null,
      email: null,
      preferredTrucks: [],
      orderIds: [orderId],
    },
  });

  it('pages, sorts numbers as numbers, filters by status, customer, quick filter, pickupId and orderIds; -1 = all', async () => {
    const factory = `F${uniq()}`;
    const byFactory = filterOf({ factoryShortName: { type: 'equals', value: factory } });
    const stored = await store([
      { factoryShortName: factory, ...details(`${factory}-A`, 'Alfa Bt.') },
      { factoryShortName: factory, status: 'scheduled', ...details(`${factory}-B`, 'Béta Kft.') },
      { factoryShortName: factory, status: 'cancelled', ...details(`${factory}-C`) },
    ]);
    const numbers = stored.map((p) => p.pickupId);
    const list = async (query: Record<string, string | number | string[]>) => {
      const res = await env().request(api.list, { as: 'production-viewer', query });
      expect(res.statusCode, res.body).toBe(200);
      return res.data;
    };
    const page = await list({ size: 1, page: 1, filter: byFactory, sort: 'pickupId:asc' });
    expect(page).toMatchObject({ filteredCount: 2 });
    expect(page.result.map((r) => r.pickupId)).toEqual([numbers[1]]);
    expect(page.result[0]).toMatchObject({ customerName: 'Béta Kft.', orderIds: [`${factory}-B`] });
    expect(page.result[0]).not.toHaveProperty('cargo');
    const all = await list({ size: -1, filter: byFactory, statuses: ['new', 'scheduled', 'cancelled'] });
    expect(all.result).toHaveLength(3);
    expect((await list({ size: -1, filter: byFactory, q: 'alfa' })).result.map((r) => r.pickupId)).toEqual([
      numbers[0],
    ]);
    const two = await list({ size: -1, pickupId: `${numbers[0]},${numbers[1]}` });
    expect(two.result.map((r) => r.pickupId).sort()).toEqual([numbers[0], numbers[1]].sort());
    const byOrder = await list({
      size: -1,
      filter: filterOf({ orderIds: { type: 'equals', value: `${factory}-B` } }),
    });
    expect(byOrder.result.map((r) => r.pickupId)).toEqual([numbers[1]]);
    const customer = await list({
      size: -1,
      filter: filterOf({ customerName: { type: 'contains', value: 'béta' } }),
    });
    expect(customer.result.map((r) => r.pickupId)).toContain(numbers[1]);
  });

  it('details by uuid and number, numbers, check-selections and check-changes', async () => {
    const [p] = await store([{ factoryShortName: `D${uniq()}` }]);
    const byNumber = await env().request(api.details, { as: 'admin', params: { id: p!.pickupId } });
    expect(byNumber.statusCode).toBe(200);
    expect(byNumber.data).toMatchObject({ pickup: p, orders: [], events: [] });
    expect((await env().request(api.details, { as: 'admin', params: { id: p!.id } })).data.pickup.id).toBe(
      p!.id,
    );
    expect((await env().request(api.details, { as: 'admin', params: { id: '1' } })).statusCode).toBe(404);
    const numbers = await env().request(api.pickupNumbers, { as: 'admin', query: { q: p!.pickupId } });
    expect(numbers.data[0]).toBe(p!.pickupId);
    const sel = await env().request(api.checkSelections, {
      as: 'admin',
      payload: { items: [{ id: p!.pickupId, __v: 0 }] },
    });
    expect(sel.data.result).toEqual([{ id: p!.pickupId, exists: true, __v: 0, changed: false }]);
    const first = await env().request(api.checkChanges, { as: 'admin', params: { id: 'pickups' } });
    const date = first.data.latest ?? new Date(0).toISOString();
    const query = { date, count: first.data.totalCount };
    expect(
      (await env().request(api.checkChanges, { as: 'admin', params: { id: 'pickups' }, query })).data
        .hasChanges,
    ).toBe(false);
    await store([{ factoryShortName: `E${uniq()}` }]);
    const after = await env().request(api.checkChanges, { as: 'admin', params: { id: 'pickups' }, query });
    expect(after.data).toMatchObject({ hasChanges: true, changedCount: 1 });
    const statuses = await env().request(api.statuses, { as: 'admin' });
    expect(statuses.data).toEqual(['new', 'scheduled', 'reserved', 'arrived', 'shipped']);
  });

  it('transporter roles and the gate are refused (pickups are not theirs)', async () => {
    for (const as of ['transporter-manager', 'transporter-viewer', 'entrance-supervisor'])
      expect((await env().request(api.list, { as })).statusCode, as).toBe(403);
  });
});
