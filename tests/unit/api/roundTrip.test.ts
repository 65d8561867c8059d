import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { changesNothing, dropUnchanged, requiredKeysOf, sameJson } from '../../../src/core/api/roundTrip.ts';

describe('round trips', () => {
  it('compares JSON values with objects in any key order', () => {
    expect(sameJson({ a: 1, b: [1, { c: null }] }, { b: [1, { c: null }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(true);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson(null, {})).toBe(false);
  });

  it('drops the fields sent back unchanged, keeps the version, the kept keys and every change', () => {
    const current = { id: 'x', __v: 3, plate: null, pallets: 18 };
    expect(dropUnchanged({ ...current }, current)).toEqual({ __v: 3 });
    expect(dropUnchanged({ ...current, pallets: 20 }, current)).toEqual({ __v: 3, pallets: 20 });
    expect(dropUnchanged({ ...current, extra: 1 }, current, new Set(['id']))).toEqual({ id: 'x', extra: 1 });
    expect(changesNothing({ __v: 3 }, current)).toBe(true);
    expect(changesNothing({ __v: 3, pallets: 20 }, current)).toBe(false);
  });

  it('keeps the keys an object schema requires', () => {
    const schema = z.object({ id: z.string(), a: z.string().optional(), b: z.number().default(1) });
    expect([...requiredKeysOf(schema)]).toEqual(['id']);
    expect(requiredKeysOf(z.string()).size).toBe(0);
  });
});
