import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ORDERS_API } from '../../src/core/orders/orders.api.ts';
import type { Order } from '../../src/core/orders/orders.schemas.ts';
import { SEARCH_API } from '../../src/core/search/search.api.ts';
import { insertFreights, insertPickups } from '../../src/server/db/repositories/freights.repository.ts';
import { findUserByUsername } from '../../src/server/db/repositories/users.repository.ts';
import { newFreightValues, newPickupValues } from '../factories/freights.factory.ts';
import { buildOrder } from '../factories/orders.factory.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { json, useTestEnv } from './support/testEnv.ts';

const uniq = () => Math.random().toString(36).slice(2, 7).toUpperCase();

describe.each(BACKENDS)('palette server search GET /api/search [%s]', (backend) => {
  const env = useTestEnv(backend);
  const db = () => env().database.db;
  const search = async (q: string, as = 'admin') => {
    const res = await env().request(SEARCH_API.search, { as, query: { q } });
    expect(res.statusCode, res.body).toBe(200);
    return res.data.hits;
  };
  const createOrder = async (over: Parameters<typeof buildOrder>[0]) => {
    const res = await env().request(ORDERS_API.create, { as: 'admin', payload: buildOrder(over) });
    expect(res.statusCode, res.body).toBe(201);
    return json<{ order: Order }>(res).order;
  };

  it('finds orders by customer (accent-free), address, order number and id; freights by plate; pickups by customer', async () => {
    const tag = uniq();
    const order = await createOrder({
      customer: { name: `Kőműves Ödön ${tag} Bt.`, phone: '+36 30 000 0000' },
      deliveryAddress: `4400 Nyíregyháza, Szőlő utca ${tag.length}.`,
      externalIds: { orderNr: `NR-${tag}` },
    });
    const [freight] = await insertFreights(db(), [
      newFreightValues({ truckLicensePlateNumber: `P${tag}-01`, driverName: `Sofőr ${tag}` }),
    ]);
    const [pickup] = await insertPickups(db(), [
      newPickupValues({
        details: {
          customerName: `Átvevő ${tag} Kft.`,
          customerCode: 'C-1',
          phone: null,
          email: null,
          preferredTrucks: [],
          orderIds: [order.orderId],
        },
      }),
    ]);

    // Accent-free and case-free: "komuves odon" finds "Kőműves Ödön".
    const byCustomer = await search(`komuves odon ${tag}`);
    expect(byCustomer.map((h) => [h.kind, h.id])).toEqual([['order', order.orderId]]);
    expect(byCustomer[0]).toMatchObject({ title: `Kőműves Ödön ${tag} Bt.`, status: order.status });
    expect(byCustomer[0]?.details).toContain(`NR-${tag}`);

    expect((await search(`szolo utca ${tag.length}`)).map((h) => h.id)).toContain(order.orderId);
    expect((await search(`nr-${tag}`)).map((h) => h.id)).toEqual([order.orderId]);
    // The plate finds the freight; its details show the plate.
    const byPlate = await search(`p${tag}-01`);
    expect(byPlate.map((h) => [h.kind, h.id])).toEqual([['freight', freight!.freightId]]);
    expect(byPlate[0]?.details).toContain(`P${tag}-01`);
    // A pickup by its customer; its order id finds the order (the id itself ranks first) and the pickup.
    expect((await search(`atvevo ${tag}`)).map((h) => [h.kind, h.id])).toEqual([
      ['pickup', pickup!.pickupId],
    ]);
    const byId = await search(order.orderId.toLowerCase());
    expect(byId[0]).toMatchObject({ kind: 'order', id: order.orderId, rank: 0 });
    expect(byId.map((h) => h.kind)).toContain('pickup');
    // The freight number ranks its freight first.
    expect((await search(freight!.freightId))[0]).toMatchObject({ kind: 'freight', id: freight!.freightId });
    // LIKE's own characters are literal.
    expect(await search(`%%%${tag}`)).toEqual([]);
  });

  it('ranks the number first, then a word start, then inside a word; newest first within a rank', async () => {
    const tag = uniq();
    const inside = await createOrder({ customer: { name: `Xa${tag} Kft.`, phone: '+36 30 000 0000' } });
    const wordStart = await createOrder({ customer: { name: `${tag} Bt.`, phone: '+36 30 000 0000' } });
    const newer = await createOrder({ customer: { name: `${tag} Zrt.`, phone: '+36 30 000 0000' } });
    const hits = await search(tag);
    expect(hits.map((h) => h.id)).toEqual([newer.orderId, wordStart.orderId, inside.orderId]);
    expect(hits.map((h) => h.rank)).toEqual([2, 2, 3]);
  });

  it('each kind only for its readers: a transporter finds only its own freights, never an order', async () => {
    const tag = uniq();
    const own = (await findUserByUsername(db(), 'transporter-manager'))?.transporterId ?? null;
    await createOrder({ customer: { name: `Közös ${tag}`, phone: '+36 30 000 0000' } });
    const [mine, theirs] = await insertFreights(db(), [
      newFreightValues({ transporterId: own, driverName: `Közös ${tag} A` }),
      newFreightValues({ driverName: `Közös ${tag} B` }),
    ]);
    const asTransporter = await search(`kozos ${tag}`, 'transporter-manager');
    expect(asTransporter.map((h) => [h.kind, h.id])).toEqual([['freight', mine!.freightId]]);
    const asAdmin = await search(`kozos ${tag}`);
    expect(asAdmin.map((h) => h.id)).toEqual(expect.arrayContaining([mine!.freightId, theirs!.freightId]));
    expect(asAdmin.some((h) => h.kind === 'order')).toBe(true);
    // Production staff read orders and freights; the gate reads none of them: refused.
    expect((await search(`kozos ${tag}`, 'production-viewer')).some((h) => h.kind === 'order')).toBe(true);
    const gate = await env().request(SEARCH_API.search, { as: 'entrance-supervisor', query: { q: 'kozos' } });
    expect(gate.statusCode).toBe(403);
  });

  it('refuses a query shorter than three letters with a message', async () => {
    const res = await env().request(SEARCH_API.search, { as: 'admin', query: { q: ' a ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('the folded haystacks are indexed (migration 0600)', async () => {
    const rows = await sql<{ indexname: string }>`
      select indexname from pg_indexes where indexname like '%_search_folded_trgm_idx'`.execute(db());
    expect(rows.rows.map((r) => r.indexname).sort()).toEqual([
      'freights_search_folded_trgm_idx',
      'orders_search_folded_trgm_idx',
      'pickups_search_folded_trgm_idx',
    ]);
  });
});
