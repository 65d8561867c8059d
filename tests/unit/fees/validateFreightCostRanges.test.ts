import { describe, expect, it } from 'vitest';
import { DEFAULT_FEE_TABLES } from '../../../src/core/fees/defaultFeeTables.ts';
import { FEE_ERRORS } from '../../../src/core/fees/fees.errors.ts';
import { createFreightCostSchema } from '../../../src/core/fees/fees.schemas.ts';
import { validateFreightCostRanges } from '../../../src/core/fees/validateFreightCostRanges.ts';
import { buildRange } from '../../factories/fees.factory.ts';

const r = (startDistance: number, endDistance: number, over: Parameters<typeof buildRange>[0] = {}) =>
  buildRange({ startDistance, endDistance, ...over });
const messages = (ranges: ReturnType<typeof buildRange>[]) =>
  validateFreightCostRanges(ranges).map((i) => i.message);

describe('validateFreightCostRanges', () => {
  it('accepts ranges from 0 that follow each other, in any order, ending open', () => {
    expect(messages([r(150, -1), r(0, 100), r(100, 150)])).toEqual([]);
    expect(messages([])).toEqual([]);
  });

  it('names both ranges of an overlap', () => {
    expect(messages([r(0, 100), r(100, 150), r(120, 200)])).toEqual([
      'A 100–150 km sáv átfedi a 120–200 km sávot.',
    ]);
    const [issue] = validateFreightCostRanges([r(0, 100), r(100, 150), r(120, 200)]);
    expect(issue).toMatchObject({ kind: 'overlap', lower: 1, upper: 2 });
  });

  it('names where a gap is, also before the first range', () => {
    expect(messages([r(0, 150), r(160, -1)])).toEqual(['A 150 és 160 km között nincs sáv.']);
    expect(messages([r(50, 100)])).toEqual(['A 0 és 50 km között nincs sáv.']);
  });

  it('allows one open-ended range, and only as the last', () => {
    expect(messages([r(0, 100), r(100, -1), r(200, -1)])).toEqual([
      'A 100–∞ km sáv átfedi a 200–∞ km sávot.',
    ]);
    expect(messages([r(0, -1), r(100, 200)])).toEqual(['A 0–∞ km sáv átfedi a 100–200 km sávot.']);
  });

  it('checks each factory and truck type on its own, naming the truck type', () => {
    const ok = [r(0, -1), r(0, -1, { factoryId: 'f1' }), r(0, -1, { factoryId: 'f1', truckType: 'D22S' })];
    expect(messages(ok)).toEqual([]);
    expect(messages([...ok, r(10, 20, { factoryId: 'f1', truckType: 'D22S' })])).toEqual([
      'D22S: A 0–∞ km sáv átfedi a 10–20 km sávot.',
    ]);
  });
});

describe('createFreightCostSchema', () => {
  it('refuses an end not above the start (unless −1) on the end field', () => {
    const bad = createFreightCostSchema.safeParse({
      factoryId: null,
      startDistance: 100,
      endDistance: 100,
      price: 1,
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['endDistance'],
      message: FEE_ERRORS.rangeEnd.message,
    });
    const open = createFreightCostSchema.parse({
      factoryId: null,
      startDistance: 100,
      endDistance: -1,
      price: 1,
    });
    expect(open).toMatchObject({ type: 'fixed', overRanges: false, truckType: null });
  });
});

describe('DEFAULT_FEE_TABLES', () => {
  it('the seeded default table follows the table rule and ends open', () => {
    expect(validateFreightCostRanges(DEFAULT_FEE_TABLES.freightCosts)).toEqual([]);
    expect(DEFAULT_FEE_TABLES.freightCosts.at(-1)?.endDistance).toBe(-1);
  });
});
