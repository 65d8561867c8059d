import { describe, expect, it } from 'vitest';
import type { CargoSplitItem } from '../../../src/core/freights/cargoSplit.schemas.ts';
import type { FreightCargoLine } from '../../../src/core/freights/freights.schemas.ts';
import {
  cargoTotals,
  clampPacked,
  separateOrderLines,
  splitCargoLines,
} from '../../../src/core/freights/splitCargoLines.ts';
import { newCargoLine as line } from '../../factories/freights.factory.ts';

const item = (index: number, orderId: string, rest: Partial<CargoSplitItem> = {}): CargoSplitItem => ({
  index,
  orderId,
  selected: false,
  ...rest,
});
const CARGO = [line('A', 10, 7000), line('B', 3, 2001.7), line('C', 2.5, 1500, 'industrial')];

function expectKept(lines: readonly FreightCargoLine[], kept: FreightCargoLine[], moved: FreightCargoLine[]) {
  const before = cargoTotals(lines);
  const after = cargoTotals([...kept, ...moved]);
  expect(after.pallets).toBeCloseTo(before.pallets, 9);
  expect(after.kg).toBeCloseTo(before.kg, 9);
}

describe('splitCargoLines', () => {
  it('by pallet moves the selected lines whole with the chosen status; the others stay unknown', () => {
    const out = splitCargoLines(
      CARGO,
      [item(0, 'A'), item(1, 'B', { selected: true }), item(2, 'C')],
      'byPallet',
      'truckFull',
    );
    if (!out.ok) throw new Error(out.refusal);
    expect(out.moved).toEqual([{ ...CARGO[1]!, transportStatus: 'truckFull' }]);
    expect(out.kept.map((l) => [l.orderId, l.transportStatus])).toEqual([
      ['A', 'unknown'],
      ['C', 'unknown'],
    ]);
    expectKept(CARGO, out.kept, out.moved);
  });

  it('by quantity keeps the packed pallets and moves the rest, kg in proportion, sums exact', () => {
    const out = splitCargoLines(
      CARGO,
      [item(0, 'A', { packedDownQuantity: 7 }), item(1, 'B', { packedDownQuantity: 1 })],
      'byQuantity',
      'stockShortage',
    );
    if (!out.ok) throw new Error(out.refusal);
    expect(out.moved.map((l) => [l.orderId, l.pallets, l.kg, l.transportStatus])).toEqual([
      ['A', 3, 2100, 'stockShortage'],
      ['B', 2, 1334.467, 'stockShortage'],
    ]);
    expect(out.kept.map((l) => [l.orderId, l.pallets, l.kg, l.transportStatus])).toEqual([
      ['A', 7, 4900, 'stockShortage'],
      ['B', 1, 667.233, 'stockShortage'],
      ['C', 2.5, 1500, 'unknown'],
    ]);
    expectKept(CARGO, out.kept, out.moved);
  });

  it('clamps the packed quantity to 0…the item quantity', () => {
    expect(clampPacked(-4, 10)).toBe(0);
    expect(clampPacked(14, 10)).toBe(10);
    expect(clampPacked(undefined, 10)).toBe(10);
    const all = splitCargoLines(CARGO, [item(0, 'A', { packedDownQuantity: -5 })], 'byQuantity', 'replan');
    if (!all.ok) throw new Error(all.refusal);
    expect(all.moved).toEqual([{ ...CARGO[0]!, transportStatus: 'replan' }]);
    const none = splitCargoLines(CARGO, [item(0, 'A', { packedDownQuantity: 99 })], 'byQuantity', 'replan');
    expect(none).toEqual({ ok: false, refusal: 'nothingToSplit' });
  });

  it('refuses a split that moves everything, and an item that does not match its line', () => {
    const everything = CARGO.map((l, i) => item(i, l.orderId, { selected: true }));
    expect(splitCargoLines(CARGO, everything, 'byPallet', 'replan')).toEqual({
      ok: false,
      refusal: 'wholeCargo',
    });
    expect(splitCargoLines(CARGO, [item(1, 'A', { selected: true })], 'byPallet', 'replan')).toEqual({
      ok: false,
      refusal: 'unknownItem',
    });
    expect(splitCargoLines(CARGO, [item(7, 'A', { selected: true })], 'byPallet', 'replan')).toEqual({
      ok: false,
      refusal: 'unknownItem',
    });
  });

  it('keeps every pallet and kilogram over many random quantity splits', () => {
    let seed = 7;
    const rnd = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let run = 0; run < 300; run++) {
      const lines = Array.from({ length: 1 + Math.floor(rnd() * 5) }, (_, i) =>
        line(`O${i}`, Math.round(rnd() * 330) / 10 + 0.1, Math.round(rnd() * 2_000_000) / 100 + 1),
      );
      const items = lines.map((l, i) =>
        item(i, l.orderId, { packedDownQuantity: Math.round(rnd() * l.pallets * 10) / 10 }),
      );
      const out = splitCargoLines(lines, items, 'byQuantity', 'truckFull');
      if (out.ok) expectKept(lines, out.kept, out.moved);
    }
  });
});

describe('separateOrderLines', () => {
  it('moves every line of the order; refuses an unknown order and the only one', () => {
    const lines = [line('A', 2, 100), line('B', 1, 50), line('A', 1, 80, 'industrial')];
    const out = separateOrderLines(lines, 'A');
    if (!out.ok) throw new Error(out.refusal);
    expect(out.moved.map((l) => l.palletType)).toEqual(['EUR', 'industrial']);
    expect(out.kept.map((l) => l.orderId)).toEqual(['B']);
    expectKept(lines, out.kept, out.moved);
    expect(separateOrderLines(lines, 'X')).toEqual({ ok: false, refusal: 'unknownItem' });
    expect(separateOrderLines([line('A', 1, 1)], 'A')).toEqual({ ok: false, refusal: 'wholeCargo' });
  });
});
