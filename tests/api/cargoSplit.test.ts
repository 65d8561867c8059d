import { describe, expect, it } from 'vitest';
import { CARGO_SPLIT_API } from '../../src/core/freights/cargoSplit.api.ts';
import type { FreightCargoLine } from '../../src/core/freights/freights.schemas.ts';
import { PICKUP_SPLIT_API } from '../../src/core/pickups/pickupSplit.api.ts';
import {
  insertFreights,
  insertPickups,
  type NewFreight,
} from '../../src/server/db/repositories/freights.repository.ts';
import { findUserByUsername } from '../../src/server/db/repositories/users.repository.ts';
import { newCargoLine as line, newFreightValues, newPickupValues } from '../factories/freights.factory.ts';
import { datesAhead } from '../support/dates.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';

const { releaseDate, deliveryDate, expectedDeadlineDate } = datesAhead();
const FUTURE = { releaseDate, deliveryDate, expectedDeadlineDate };
const stop = (orderIds: string[], coordinates: [number, number], city: string) => ({
  orderId: orderIds[0]!,
  orderIds,
  address: `${city}, Fő utca 1.`,
  point: { type: 'Point' as const, coordinates },
  city,
  county: null,
  zip: null,
  legKm: 40,
});
const sums = (records: { pallets: number; kg: number; cargo: FreightCargoLine[] }[]) => ({
  pallets: Math.round(records.reduce((s, r) => s + r.pallets, 0) * 1000) / 1000,
  kg: Math.round(records.reduce((s, r) => s + r.kg, 0) * 1000) / 1000,
  cargoPallets: Math.round(records.flatMap((r) => r.cargo).reduce((s, c) => s + c.pallets, 0) * 1000) / 1000,
  cargoKg: Math.round(records.flatMap((r) => r.cargo).reduce((s, c) => s + c.kg, 0) * 1000) / 1000,
});

describe.each(BACKENDS)('cargo split and separation [%s]', (backend) => {
  const env = useTestEnv(backend);
  const db = () => env().database.db;
  let n = 0;
  /** A freight of two orders at two stops (Győr, Pápa): 10 + 4 EUR pallets. */
  const store = async (values: Partial<NewFreight> = {}) => {
    n += 1;
    const [a, b] = [`SPL-${n}-A`, `SPL-${n}-B`];
    const cargo = [line(a, 10, 7000), line(b, 4, 2500.5)];
    return (
      await insertFreights(db(), [
        newFreightValues({
          ...FUTURE,
          cargo,
          waypoints: [stop([a], [17.635, 47.687], 'Győr'), stop([b], [17.467, 47.33], 'Pápa')],
          pallets: 14,
          palletPlaces: 14,
          kg: 9500.5,
          ...values,
        }),
      ])
    )[0]!;
  };
  const linksOf = async (uuid: string) =>
    (
      await db()
        .selectFrom('freight_orders')
        .select('order_id')
        .where('freight_uuid', '=', uuid)
        .orderBy('order_id')
        .execute()
    ).map((r) => r.order_id);
  const actionsOf = async (id: string) =>
    (
      await db().selectFrom('events').select('action').where('entity_id', '=', id).orderBy('id').execute()
    ).map((e) => e.action);

  it('splits by quantity: packed pallets stay, the rest is a new freight; status on the selected, sums kept', async () => {
    const f = await store();
    const res = await env().request(CARGO_SPLIT_API.splitFreight, {
      as: 'logistics-manager',
      params: { id: f.freightId },
      payload: {
        version: f.__v,
        cargoSplitType: 'byQuantity',
        transportStatus: 'truckFull',
        reason: 'Nem fért fel',
        cargo: [
          { index: 0, orderId: f.cargo[0]!.orderId, packedDownQuantity: 6 },
          { index: 1, orderId: f.cargo[1]!.orderId, packedDownQuantity: 4 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { original, created } = res.data;
    expect(Number(created.freightId)).toBeGreaterThan(Number(f.freightId));
    expect(res.data.message).toContain(created.freightId);
    expect(original.__v).toBe(f.__v + 1);
    expect(original.cargo.map((c) => [c.orderId, c.pallets, c.kg, c.transportStatus])).toEqual([
      [f.cargo[0]!.orderId, 6, 4200, 'truckFull'],
      [f.cargo[1]!.orderId, 4, 2500.5, 'unknown'],
    ]);
    expect(created.cargo.map((c) => [c.orderId, c.pallets, c.kg, c.transportStatus])).toEqual([
      [f.cargo[0]!.orderId, 4, 2800, 'truckFull'],
    ]);
    expect(sums([original, created])).toEqual({ pallets: 14, kg: 9500.5, cargoPallets: 14, cargoKg: 9500.5 });
    // the new freight: same day and truck type, new, only the stop it unloads at, priced and packed
    expect(created).toMatchObject({
      status: 'new',
      deliveryDate: f.deliveryDate,
      truckType: f.truckType,
      transporterId: null,
      comment: 'Nem fért fel',
    });
    expect(created.waypoints.map((w) => w.city)).toEqual(['Győr']);
    expect(original.waypoints.map((w) => w.city)).toEqual(['Győr', 'Pápa']);
    expect(created.freightCost).toBeGreaterThan(0);
    expect(created.costBreakdown?.total).toBe(created.freightCost);
    expect(await linksOf(created.id)).toEqual([f.cargo[0]!.orderId]);
    expect(await actionsOf(f.id)).toEqual(['updated']);
    expect(await actionsOf(created.id)).toEqual(['created']);
  });

  it('splits by pallet: selected lines move whole, stops and order links follow; clamps quantities', async () => {
    const f = await store();
    const res = await env().request(CARGO_SPLIT_API.splitFreight, {
      as: 'admin',
      params: { id: f.id },
      payload: {
        version: f.__v,
        cargoSplitType: 'byPallet',
        transportStatus: 'damagedGoods',
        cargo: [{ index: 1, orderId: f.cargo[1]!.orderId, selected: true }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { original, created } = res.data;
    expect(created.cargo).toEqual([{ ...f.cargo[1]!, transportStatus: 'damagedGoods' }]);
    expect(original.cargo).toEqual([f.cargo[0]!]);
    expect(original.waypoints.map((w) => w.city)).toEqual(['Győr']);
    expect(created.waypoints.map((w) => w.city)).toEqual(['Pápa']);
    expect(await linksOf(f.id)).toEqual([f.cargo[0]!.orderId]);
    expect(sums([original, created])).toEqual({ pallets: 14, kg: 9500.5, cargoPallets: 14, cargoKg: 9500.5 });

    // packed quantities outside 0…quantity are clamped: -3 moves the whole line, which would empty the freight
    const clamped = await env().request(CARGO_SPLIT_API.splitFreight, {
      as: 'admin',
      params: { id: f.id },
      payload: {
        version: original.__v,
        cargoSplitType: 'byQuantity',
        transportStatus: 'replan',
        cargo: [{ index: 0, orderId: f.cargo[0]!.orderId, packedDownQuantity: -3 }],
      },
    });
    expect(clamped.statusCode).toBe(422);
    expect(clamped.json().code).toBe('cargoSplit.wholeCargo');
    const over = await env().request(CARGO_SPLIT_API.splitFreight, {
      as: 'admin',
      params: { id: f.id },
      payload: {
        version: original.__v,
        cargoSplitType: 'byQuantity',
        transportStatus: 'replan',
        cargo: [{ index: 0, orderId: f.cargo[0]!.orderId, packedDownQuantity: 99 }],
      },
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().code).toBe('cargoSplit.nothingToSplit');
  });

  it('refuses a stale version (409), a mismatched item (422), a bad body (400) and a cancelled freight', async () => {
    const f = await store();
    const payload = {
      version: f.__v + 1,
      cargoSplitType: 'byPallet' as const,
      transportStatus: 'replan' as const,
      cargo: [{ index: 0, orderId: f.cargo[0]!.orderId, selected: true }],
    };
    const stale = await env().request(CARGO_SPLIT_API.splitFreight, {
      as: 'admin',
      params: { id: f.id },
      payload,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('common.staleVersion');
    const mismatch = await env().request(CARGO_SPLIT_API.splitFreight, {
      as: 'admin',
      params: { id: f.id },
      payload: { ...payload, version: f.__v, cargo: [{ index: 0, orderId: 'MÁS', selected: true }] },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().code).toBe('cargoSplit.unknownItem');
    const bad = await env().request(CARGO_SPLIT_API.splitFreight, {
      as: 'admin',
      params: { id: f.id },
      payload: { ...payload, version: f.__v, cargoSplitType: 'byWeight' as never },
    });
    expect(bad.statusCode).toBe(400);
    const cancelled = await store({ status: 'cancelled' });
    const closed = await env().request(CARGO_SPLIT_API.splitFreight, {
      as: 'admin',
      params: { id: cancelled.id },
      payload: {
        ...payload,
        version: cancelled.__v,
        cargo: [{ index: 0, orderId: cancelled.cargo[0]!.orderId, selected: true }],
      },
    });
    expect(closed.statusCode).toBe(422);
    expect(closed.json().code).toBe('cargoSplit.closedStatus');
    expect((await actionsOf(f.id)).length).toBe(0);
  });

  it('keeps transporters to their own freights (404) and viewers out (403)', async () => {
    const own = (await findUserByUsername(db(), 'transporter-manager'))?.transporterId as string;
    const theirs = await store({ transporterId: own });
    const other = await store();
    const body = (f: typeof theirs) => ({
      version: f.__v,
      cargoSplitType: 'byPallet' as const,
      transportStatus: 'truckFull' as const,
      cargo: [{ index: 1, orderId: f.cargo[1]!.orderId, selected: true }],
    });
    const foreign = await env().request(CARGO_SPLIT_API.splitFreight, {
      as: 'transporter-manager',
      params: { id: other.id },
      payload: body(other),
    });
    expect(foreign.statusCode).toBe(404);
    const separateForeign = await env().request(CARGO_SPLIT_API.separateFreight, {
      as: 'transporter-manager',
      payload: { freightId: other.freightId, orderId: other.cargo[0]!.orderId, freightVersion: other.__v },
    });
    expect(separateForeign.statusCode).toBe(404);
    const mine = await env().request(CARGO_SPLIT_API.splitFreight, {
      as: 'transporter-manager',
      params: { id: theirs.id },
      payload: body(theirs),
    });
    expect(mine.statusCode, mine.body).toBe(201);
    // the split-off part has no carrier yet: it is not the transporter's any more
    expect(mine.data.created.transporterId).toBeNull();
    const viewer = await env().request(CARGO_SPLIT_API.splitFreight, {
      as: 'logistics-viewer',
      params: { id: other.id },
      payload: body(other),
    });
    expect(viewer.statusCode).toBe(403);
  });

  it('separates an order into a new freight, recomputing both; refuses the only order and an unknown one', async () => {
    const f = await store({
      freightCost: 1,
      costBreakdown: { distanceFee: 1, waypointFee: 0, palletFee: 0, total: 1 },
    });
    const [a, b] = [f.cargo[0]!.orderId, f.cargo[1]!.orderId];
    const res = await env().request(CARGO_SPLIT_API.separateFreight, {
      as: 'logistics-manager',
      payload: { freightId: f.freightId, orderId: b, freightVersion: f.__v },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { original, created } = res.data;
    expect(original.cargo.map((c) => c.orderId)).toEqual([a]);
    expect(created.cargo.map((c) => c.orderId)).toEqual([b]);
    expect(created.waypoints.map((w) => w.city)).toEqual(['Pápa']);
    expect(original.freightCost).not.toBe(1);
    expect(sums([original, created])).toEqual({ pallets: 14, kg: 9500.5, cargoPallets: 14, cargoKg: 9500.5 });
    expect(await linksOf(f.id)).toEqual([a]);
    expect(await linksOf(created.id)).toEqual([b]);
    expect(await actionsOf(f.id)).toEqual(['updated', 'order_deleted_from_freight']);

    const only = await env().request(CARGO_SPLIT_API.separateFreight, {
      as: 'admin',
      payload: { freightId: f.id, orderId: a, freightVersion: original.__v },
    });
    expect(only.statusCode).toBe(422);
    expect(only.json().code).toBe('cargoSplit.onlyOrder');
    const unknown = await env().request(CARGO_SPLIT_API.separateFreight, {
      as: 'admin',
      payload: { freightId: f.id, orderId: b, freightVersion: original.__v },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('cargoSplit.orderNotOnFreight');
    const stale = await env().request(CARGO_SPLIT_API.separateFreight, {
      as: 'admin',
      payload: { freightId: f.id, orderId: a, freightVersion: f.__v },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('splits a pickup into a new pickup by quantity (sums kept, orders follow); stale is 409, transporters 403', async () => {
    const [p] = await insertPickups(db(), [
      newPickupValues({
        cargo: [line('PU-1', 5, 4000), line('PU-2', 2, 1000)],
        details: {
          customerName: 'Átvevő Kft.',
          customerCode: 'C-9',
          phone: null,
          email: null,
          preferredTrucks: [],
          orderIds: ['PU-1', 'PU-2'],
        },
        pallets: 7,
        kg: 5000,
      }),
    ]);
    const payload = {
      version: p!.__v,
      cargoSplitType: 'byQuantity' as const,
      transportStatus: 'stockShortage' as const,
      cargo: [{ index: 1, orderId: 'PU-2', packedDownQuantity: 0.5 }],
    };
    const transporter = await env().request(PICKUP_SPLIT_API.splitPickup, {
      as: 'transporter-manager',
      params: { id: p!.id },
      payload,
    });
    expect(transporter.statusCode).toBe(403);
    const res = await env().request(PICKUP_SPLIT_API.splitPickup, {
      as: 'admin',
      params: { id: p!.pickupId },
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { original, created } = res.data;
    expect(created.cargo.map((c) => [c.orderId, c.pallets, c.kg, c.transportStatus])).toEqual([
      ['PU-2', 1.5, 750, 'stockShortage'],
    ]);
    expect(created.details.orderIds).toEqual(['PU-2']);
    expect(created.details.customerName).toBe('Átvevő Kft.');
    expect(original.details.orderIds).toEqual(['PU-1', 'PU-2']);
    expect(sums([original, created])).toEqual({ pallets: 7, kg: 5000, cargoPallets: 7, cargoKg: 5000 });
    expect(Number(created.pickupId)).toBeGreaterThan(Number(p!.pickupId));
    expect(await actionsOf(created.id)).toEqual(['created']);
    const stale = await env().request(PICKUP_SPLIT_API.splitPickup, {
      as: 'admin',
      params: { id: p!.id },
      payload,
    });
    expect(stale.statusCode).toBe(409);
  });
});
