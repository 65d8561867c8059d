import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { FreightWaypointDoc } from '../../src/core/freights/freights.schemas.ts';
import { FREIGHT_WAYPOINTS_API } from '../../src/core/freights/freightWaypoints.api.ts';
import type { WaypointInput } from '../../src/core/freights/freightWaypoints.schemas.ts';
import { insertFreights, type NewFreight } from '../../src/server/db/repositories/freights.repository.ts';
import { findUserByUsername } from '../../src/server/db/repositories/users.repository.ts';
import { newFreightValues } from '../factories/freights.factory.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';

/** A stop of a test freight: the order unloaded there at a point [lng, lat]. */
const stop = (orderId: string, address: string, coordinates: [number, number]): FreightWaypointDoc => ({
  orderId,
  orderIds: [orderId],
  address,
  point: { type: 'Point', coordinates },
  city: null,
  county: null,
  zip: null,
  legKm: 0,
});
const NYIREGYHAZA = stop('WP-A', '4400 Nyíregyháza, Kossuth tér 1.', [21.7244, 47.9558]);
const DEBRECEN = stop('WP-B', '4024 Debrecen, Piac utca 1.', [21.6273, 47.5316]);
const cargoLine = (orderId: string) => ({
  orderId,
  palletType: 'EUR',
  pallets: 6,
  kg: 4500,
  externalIds: {},
  transportStatus: 'unknown' as const,
});
const asInput = (w: FreightWaypointDoc): WaypointInput => ({
  orderIds: w.orderIds,
  address: w.address,
  point: w.point,
});

describe.each(BACKENDS)('freight waypoints [%s]', (backend) => {
  const env = useTestEnv(backend);
  const api = FREIGHT_WAYPOINTS_API;
  const db = () => env().database.db;
  // Loaded at TVS (Tiszavasvári): Nyíregyháza first, then Debrecen.
  const store = async (values: Partial<NewFreight> = {}) =>
    (
      await insertFreights(db(), [
        newFreightValues({
          factoryShortName: 'TVS',
          waypoints: [NYIREGYHAZA, DEBRECEN],
          cargo: [cargoLine('WP-A'), cargoLine('WP-B')],
          ...values,
        }),
      ])
    )[0]!;
  const eventsOf = async (id: string) =>
    (
      await db().selectFrom('events').select('action').where('entity_id', '=', id).orderBy('id').execute()
    ).map((e) => e.action);

  it('reorders the stops at the version read: legs, distance, duration, cost and geometry recomputed, one event, original kept', async () => {
    const f = await store();
    const first = await env().request(api.update, {
      as: 'logistics-manager',
      params: { id: f.freightId },
      payload: { __v: f.__v, waypoints: [NYIREGYHAZA, DEBRECEN].map(asInput) },
    });
    expect(first.statusCode, first.body).toBe(200);
    const reordered = await env().request(api.update, {
      as: 'logistics-manager',
      params: { id: f.id },
      payload: { __v: first.data.__v, waypoints: [DEBRECEN, NYIREGYHAZA].map(asInput) },
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const r = reordered.data;
    expect(r.waypoints.map((w) => w.orderId)).toEqual(['WP-B', 'WP-A']);
    expect(r.waypoints[0]).toMatchObject({ city: 'Debrecen' });
    expect(r.__v).toBe(f.__v + 2);
    // Tiszavasvári → Debrecen → Nyíregyháza drives further than via Nyíregyháza first.
    expect(r.distanceKm).toBeGreaterThan(first.data.distanceKm);
    expect(r.distanceKm).toBeCloseTo(
      r.waypoints.reduce((s, w) => s + w.legKm, 0),
      0,
    );
    expect(r.durationMin).toBeGreaterThan(first.data.durationMin);
    expect(r.freightCost).toBe(r.costBreakdown?.total);
    expect(r.edited).toBe(true);
    const geometry = await env().request(api.geometry, { as: 'admin', params: { id: f.id } });
    expect(geometry.data?.coordinates).toHaveLength(3);
    expect(geometry.data?.coordinates[1]).toEqual(DEBRECEN.point.coordinates);
    expect(await eventsOf(f.id)).toEqual(['freight_waypoints_changed', 'freight_waypoints_changed']);
    const original = await env().request(api.original, { as: 'admin', params: { id: f.freightId } });
    expect(original.data.edited).toBe(true);
    expect(original.data.waypoints.map((w) => w.orderId)).toEqual(['WP-A', 'WP-B']);
    const read = await env().request(api.get, { as: 'admin', params: { id: f.freightId } });
    expect(read.data).toMatchObject({ __v: r.__v, distanceKm: r.distanceKm, edited: true });
  });

  it('adds a stop found by address and removes it again; the preview writes nothing', async () => {
    const f = await store();
    const extra = {
      orderIds: [],
      address: 'Hajdúnánás',
      point: { type: 'Point', coordinates: [21.43, 47.85] },
    };
    const payload = { waypoints: [asInput(NYIREGYHAZA), extra, asInput(DEBRECEN)] } as const;
    const preview = await env().request(api.preview, { as: 'admin', params: { id: f.id }, payload });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.data.waypoints).toHaveLength(3);
    expect(preview.data.waypoints[1]).toMatchObject({ orderId: '', city: 'Hajdúnánás' });
    // No road graph in this app: the recomputed km are an estimate (the dialog shows ≈).
    expect(preview.data.distanceSource).toBe('estimate');
    expect(preview.data.__v).toBe(f.__v);
    expect(await eventsOf(f.id)).toEqual([]);
    const saved = await env().request(api.update, {
      as: 'admin',
      params: { id: f.id },
      payload: { __v: f.__v, ...payload },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.data.costBreakdown?.waypointFee).toBeGreaterThanOrEqual(
      preview.data.costBreakdown?.waypointFee ?? 0,
    );
    const removed = await env().request(api.update, {
      as: 'admin',
      params: { id: f.id },
      payload: { __v: saved.data.__v, waypoints: [NYIREGYHAZA, DEBRECEN].map(asInput) },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.data.waypoints).toHaveLength(2);
  });

  it('refuses more than 9 unique stops, a stop list that drops an order, and a stale version', async () => {
    const f = await store();
    const many = Array.from({ length: 9 }, (_, i) => ({
      orderIds: [],
      address: `Pont ${i}`,
      point: { type: 'Point' as const, coordinates: [21.0 + i * 0.05, 47.6] as [number, number] },
    }));
    const tooMany = await env().request(api.update, {
      as: 'admin',
      params: { id: f.id },
      payload: { __v: f.__v, waypoints: [asInput(NYIREGYHAZA), asInput(DEBRECEN), ...many] },
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({
      code: 'freightWaypoints.tooMany',
      message: 'Egy fuvarban legfeljebb 9 egyedi lerakodási pont lehet, a listában 11 van.',
    });
    const dropped = await env().request(api.update, {
      as: 'admin',
      params: { id: f.id },
      payload: { __v: f.__v, waypoints: [asInput(NYIREGYHAZA)] },
    });
    expect(dropped.statusCode).toBe(422);
    expect(dropped.json().message).toBe('A(z) WP-B megrendelésnek nem maradt lerakodási pontja!');
    const stale = await env().request(api.update, {
      as: 'admin',
      params: { id: f.id },
      payload: { __v: f.__v + 1, waypoints: [DEBRECEN, NYIREGYHAZA].map(asInput) },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('common.staleVersion');
    expect(await eventsOf(f.id)).toEqual([]);
  });

  it('is refused while the freight_waypoints_edit module is off, and to roles the rule files deny', async () => {
    const f = await store();
    const payload = { __v: f.__v, waypoints: [DEBRECEN, NYIREGYHAZA].map(asInput) };
    await sql`update modules set active = false where key = 'freight_waypoints_edit'`.execute(db());
    try {
      const off = await env().request(api.update, { as: 'admin', params: { id: f.id }, payload });
      expect(off.statusCode).toBe(403);
      expect(off.json()).toMatchObject({
        code: 'freightWaypoints.moduleOff',
        message: 'A lerakodási pontok szerkesztéséhez a fuvar útvonal szerkesztés modul szükséges!',
      });
      // Reading stays open: the list is part of the freight.
      expect((await env().request(api.get, { as: 'admin', params: { id: f.id } })).statusCode).toBe(200);
    } finally {
      await sql`update modules set active = true where key = 'freight_waypoints_edit'`.execute(db());
    }
    for (const as of ['production-manager', 'logistics-viewer'] as const) {
      const denied = await env().request(api.update, { as, params: { id: f.id }, payload });
      expect(denied.statusCode, as).toBe(403);
      expect(denied.json().details).toHaveProperty('waypoints');
    }
    expect(await eventsOf(f.id)).toEqual([]);
  });

  it("transporter users reach only their own freights' waypoints (another's is a 404)", async () => {
    const own = (await findUserByUsername(db(), 'transporter-manager'))?.transporterId as string;
    const mine = await store({ transporterId: own });
    const other = await store();
    for (const e of [api.get, api.original, api.geometry]) {
      expect(
        (await env().request(e, { as: 'transporter-manager', params: { id: mine.id } })).statusCode,
      ).toBe(200);
      expect(
        (await env().request(e, { as: 'transporter-manager', params: { id: other.freightId } })).statusCode,
      ).toBe(404);
    }
    const foreign = await env().request(api.update, {
      as: 'transporter-manager',
      params: { id: other.id },
      payload: { __v: other.__v, waypoints: [DEBRECEN, NYIREGYHAZA].map(asInput) },
    });
    expect(foreign.statusCode).toBe(404);
    // Their own: the rule files give a transporter manager only driver and plate.
    const own403 = await env().request(api.update, {
      as: 'transporter-manager',
      params: { id: mine.id },
      payload: { __v: mine.__v, waypoints: [DEBRECEN, NYIREGYHAZA].map(asInput) },
    });
    expect(own403.statusCode).toBe(403);
  });
});
