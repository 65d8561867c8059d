import { describe, expect, it } from 'vitest';
import { PACKING_ALGORITHMS } from '../../../src/core/config/enums.ts';
import { PALLET_SIZES, type PackPallet, STANDARD_FLOOR } from '../../../src/core/packing/packingModel.ts';
import { packTruck } from '../../../src/core/packing/packTruck.ts';
import { palletsOfFreight } from '../../../src/core/packing/palletsOfFreight.ts';
import { renderPackingSvg } from '../../../src/core/packing/renderPackingSvg.ts';
import { createRng } from '../../../src/core/planner/createRng.ts';

// Fixed dates: arbitrary inputs of pure functions (no clock), any year would do.

const pallets = (n: number, type: string, stop = 0, extra: Partial<PackPallet> = {}): PackPallet[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `${type}-${stop}-${i}`,
    palletType: type,
    ...PALLET_SIZES[type]!,
    stop,
    ...extra,
  }));

describe.each(PACKING_ALGORITHMS)('packTruck %s', (algorithm) => {
  it('reaches 33 EUR and 26 industrial pallets on a 13.6 × 2.45 m floor', () => {
    expect(packTruck(pallets(33, 'EUR'), algorithm).unplaced).toHaveLength(0);
    expect(packTruck(pallets(40, 'EUR'), algorithm).placements).toHaveLength(33);
    expect(packTruck(pallets(26, 'industrial'), algorithm).unplaced).toHaveLength(0);
    expect(packTruck(pallets(40, 'industrial'), algorithm).placements).toHaveLength(26);
  });

  it('never overlaps or overhangs on random mixed loads', () => {
    const rng = createRng(42);
    for (let k = 0; k < 25; k++) {
      const load = [
        ...pallets(rng.int(30), 'EUR', rng.int(3), { maxStack: 1 + rng.int(2) }),
        ...pallets(rng.int(20), 'industrial', rng.int(3)),
      ];
      const plan = packTruck(load, algorithm);
      expect(plan.placements.length + plan.unplaced.length).toBe(load.length);
      const floorOnly = plan.placements.filter((p) => p.level === 0);
      for (const p of floorOnly) {
        expect(p.x).toBeGreaterThanOrEqual(0);
        expect(p.y).toBeGreaterThanOrEqual(0);
        expect(p.x + p.dx).toBeLessThanOrEqual(STANDARD_FLOOR.length);
        expect(p.y + p.dy).toBeLessThanOrEqual(STANDARD_FLOOR.width);
        expect(p.dx * p.dy).toBe(p.pallet.length * p.pallet.width);
      }
      for (let i = 0; i < floorOnly.length; i++)
        for (let j = i + 1; j < floorOnly.length; j++) {
          const a = floorOnly[i]!;
          const b = floorOnly[j]!;
          const apart = a.x + a.dx <= b.x || b.x + b.dx <= a.x || a.y + a.dy <= b.y || b.y + b.dy <= a.y;
          expect(apart).toBe(true);
        }
    }
  });

  it('loads the last stop first: pallets unloaded first stand at the rear door', () => {
    const load = [...pallets(6, 'EUR', 0), ...pallets(6, 'EUR', 1), ...pallets(4, 'industrial', 2)];
    const plan = packTruck(load, algorithm);
    const maxX = (stop: number) =>
      Math.max(...plan.placements.filter((p) => p.pallet.stop === stop).map((p) => p.x));
    const minX = (stop: number) =>
      Math.min(...plan.placements.filter((p) => p.pallet.stop === stop).map((p) => p.x));
    expect(maxX(2)).toBeLessThanOrEqual(minX(1));
    expect(maxX(1)).toBeLessThanOrEqual(minX(0));
    const seqs = plan.placements.map((p) => p.loadSeq).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: load.length }, (_, i) => i + 1));
    const first = plan.placements.find((p) => p.loadSeq === 1)!;
    expect(first.pallet.stop).toBe(2);
  });

  it('draws the plan as SVG', () => {
    const svg = renderPackingSvg(packTruck(pallets(5, 'EUR'), algorithm));
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.match(/<rect/g)).toHaveLength(6);
  });
});

describe('palletstack', () => {
  it('stacks stackable pallets and keeps the others on the floor', () => {
    const plan = packTruck(pallets(66, 'EUR', 0, { maxStack: 2 }), 'palletstack');
    expect(plan.unplaced).toHaveLength(0);
    expect(plan.placements.filter((p) => p.level === 1)).toHaveLength(33);
    expect(packTruck(pallets(66, 'EUR'), 'palletstack').placements).toHaveLength(33);
  });
});

describe('palletsOfFreight', () => {
  it('packs a planned freight: stops follow the waypoints, partial pallets take a footprint', () => {
    const freight = {
      freightId: 'F1',
      factoryShortName: 'TVS',
      truckType: 'T24L',
      deliveryDate: '2026-11-23',
      waypoints: [
        { point: { lat: 47, lon: 19 }, orderIds: ['A'], legKm: 10 },
        { point: { lat: 47.1, lon: 19 }, orderIds: ['B'], legKm: 10 },
      ],
      cargo: [
        { orderId: 'A', palletType: 'EUR', pallets: 2.5, kg: 100 },
        { orderId: 'B', palletType: 'industrial', pallets: 2, kg: 100 },
      ],
      palletPlaces: 5,
      kg: 200,
      distanceKm: 20,
      durationMin: 30,
      cost: { distanceFee: 0, waypointFee: 0, palletFee: 0, total: 0 },
    };
    const ps = palletsOfFreight(freight);
    expect(ps).toHaveLength(5);
    const plan = packTruck(ps, 'rows-no-stacking');
    expect(plan.unplaced).toHaveLength(0);
    // B is unloaded last, so it is loaded first (front)
    expect(plan.placements.find((p) => p.loadSeq === 1)!.pallet.orderId).toBe('B');
  });
});
