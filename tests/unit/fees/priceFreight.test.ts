import { describe, expect, it } from 'vitest';
import type { FeeFactory } from '../../../src/core/fees/feeModel.ts';
import { createRouteFee, distanceFee, priceFreight } from '../../../src/core/fees/priceFreight.ts';
import {
  buildFeeTables,
  buildPalletFee,
  buildRange,
  buildWaypointCost,
} from '../../factories/fees.factory.ts';

const factory = (id: string, useDefault = false): FeeFactory => ({
  id,
  useDefaultFreightCostsSettings: useDefault,
});
const TVS = factory('f-tvs');
const none = new Map<string, number>();

describe('priceFreight: distance ranges', () => {
  const tables = buildFeeTables({
    freightCosts: [
      buildRange({ startDistance: 0, endDistance: 100, price: 50000 }),
      buildRange({ startDistance: 100, endDistance: 200, price: 80000 }),
      buildRange({ startDistance: 200, endDistance: -1, price: 400, type: 'perKm' }),
    ],
  });

  it('a fixed range prices any distance inside it; a start belongs to its own range', () => {
    expect(distanceFee(tables, TVS, null, 0)).toBe(50000);
    expect(distanceFee(tables, TVS, null, 99.9)).toBe(50000);
    expect(distanceFee(tables, TVS, null, 100)).toBe(80000);
  });

  it('the open-ended range (−1) prices every longer distance, per km over the whole distance', () => {
    expect(distanceFee(tables, TVS, null, 200)).toBe(200 * 400);
    expect(distanceFee(tables, TVS, null, 1234)).toBe(1234 * 400);
  });

  it('the last closed range holds its end; beyond the table there is no distance fee', () => {
    const closed = buildFeeTables({
      freightCosts: [
        buildRange({ startDistance: 0, endDistance: 50, price: 1 }),
        buildRange({ startDistance: 50, endDistance: 150, price: 2 }),
      ],
    });
    expect(distanceFee(closed, TVS, null, 150)).toBe(2);
    expect(distanceFee(closed, TVS, null, 150.1)).toBe(0);
  });

  it('overRanges adds the range below at its end, and per km counts only beyond the start', () => {
    const tiered = buildFeeTables({
      freightCosts: [
        buildRange({ startDistance: 0, endDistance: 100, price: 300, type: 'perKm' }),
        buildRange({ startDistance: 100, endDistance: 300, price: 200, type: 'perKm', overRanges: true }),
        buildRange({ startDistance: 300, endDistance: -1, price: 15000, overRanges: true }),
      ],
    });
    expect(distanceFee(tiered, TVS, null, 80)).toBe(80 * 300);
    expect(distanceFee(tiered, TVS, null, 150)).toBe(100 * 300 + 50 * 200);
    // fixed with overRanges: a surcharge on top of the full fee below
    expect(distanceFee(tiered, TVS, null, 500)).toBe(100 * 300 + 200 * 200 + 15000);
  });

  it('a factory with its own table uses it; without one, or with useDefaultFreightCostsSettings, the default', () => {
    const withOwn = buildFeeTables({
      freightCosts: [
        buildRange({ endDistance: -1, price: 1000 }),
        buildRange({ factoryId: 'f-own', endDistance: -1, price: 7 }),
      ],
    });
    expect(distanceFee(withOwn, factory('f-own'), null, 10)).toBe(7);
    expect(distanceFee(withOwn, factory('f-other'), null, 10)).toBe(1000);
    expect(distanceFee(withOwn, factory('f-own', true), null, 10)).toBe(1000);
  });

  it('truck-type ranges win over the any-type ones of the same table', () => {
    const typed = buildFeeTables({
      freightCosts: [
        buildRange({ endDistance: -1, price: 1000 }),
        buildRange({ truckType: 'D22S', endDistance: -1, price: 600 }),
      ],
    });
    expect(distanceFee(typed, TVS, 'D22S', 10)).toBe(600);
    expect(distanceFee(typed, TVS, 'T24L', 10)).toBe(1000);
    expect(distanceFee(typed, TVS, null, 10)).toBe(1000);
  });
});

describe('priceFreight: drop-offs and pallets', () => {
  const tables = buildFeeTables({
    freightCosts: [buildRange({ endDistance: -1, price: 50000 })],
    waypointCosts: [
      buildWaypointCost({ includedWaypoints: 1, pricePerWaypoint: 5000 }),
      buildWaypointCost({ factoryId: 'f-tvs', includedWaypoints: 2, pricePerWaypoint: 3000 }),
    ],
    palletFees: [
      buildPalletFee({ pricePerPallet: 100 }),
      buildPalletFee({ palletType: 'industrial', pricePerPallet: 150 }),
      buildPalletFee({ factoryId: 'f-tvs', palletType: 'EUR', pricePerPallet: 90 }),
    ],
  });

  it('charges the unique drop-offs after the included ones', () => {
    const at = (dropOffs: number) =>
      priceFreight(tables, factory('f-x'), { truckType: null, km: 10, dropOffs, palletsByType: none });
    expect(at(1).waypointFee).toBe(0);
    expect(at(4).waypointFee).toBe(3 * 5000);
    expect(
      priceFreight(tables, TVS, { truckType: null, km: 10, dropOffs: 4, palletsByType: none }).waypointFee,
    ).toBe(2 * 3000);
  });

  it('prices pallets by type: the own table only has EUR, so it alone prices (no default mixing)', () => {
    const pallets = new Map([
      ['EUR', 10],
      ['industrial', 2.5],
    ]);
    const other = priceFreight(tables, factory('f-x'), {
      truckType: null,
      km: 10,
      dropOffs: 1,
      palletsByType: pallets,
    });
    expect(other.palletFee).toBe(10 * 100 + 2.5 * 150);
    const own = priceFreight(tables, TVS, { truckType: null, km: 10, dropOffs: 1, palletsByType: pallets });
    expect(own.palletFee).toBe(10 * 90);
    expect(own.total).toBe(own.distanceFee + own.waypointFee + own.palletFee);
  });

  it('createRouteFee agrees with priceFreight at every distance and drop-off count', () => {
    const tiered = buildFeeTables({
      freightCosts: [
        buildRange({ startDistance: 0, endDistance: 60, price: 40000 }),
        buildRange({ startDistance: 60, endDistance: 250, price: 350, type: 'perKm', overRanges: true }),
        buildRange({ startDistance: 250, endDistance: -1, price: 500, type: 'perKm' }),
      ],
      waypointCosts: tables.waypointCosts,
    });
    const fee = createRouteFee(tiered, TVS, 'T24L');
    for (let km = 0; km < 600; km += 7.3)
      for (const dropOffs of [1, 3, 9]) {
        const p = priceFreight(tiered, TVS, { truckType: 'T24L', km, dropOffs, palletsByType: none });
        expect(fee(km, dropOffs)).toBeCloseTo(p.distanceFee + p.waypointFee, 6);
      }
  });
});
