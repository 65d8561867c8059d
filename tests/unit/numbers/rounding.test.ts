import { describe, expect, it } from 'vitest';
import { ratio, roundTo } from '../../../src/core/numbers/rounding.ts';

describe('roundTo', () => {
  it('rounds to the decimals asked, halves up', () => {
    expect(roundTo(12.3456, 2)).toBe(12.35);
    expect(roundTo(0.125, 2)).toBe(0.13);
    expect(roundTo(7.25, 1)).toBe(7.3);
    expect(roundTo(1234.5, 0)).toBe(1235);
    expect(roundTo(-2.5, 0)).toBe(-2);
  });
});

describe('ratio', () => {
  it('is the part of the whole to the decimals asked', () => {
    expect(ratio(22, 33, 3)).toBe(0.667);
    expect(ratio(22, 33, 4)).toBe(0.6667);
    expect(ratio(40, 33, 2)).toBe(1.21);
    expect(ratio(0, 33, 4)).toBe(0);
  });

  it('is null without a whole: zero, negative or missing', () => {
    expect(ratio(5, 0, 3)).toBeNull();
    expect(ratio(5, -1, 3)).toBeNull();
    expect(ratio(5, null, 3)).toBeNull();
    expect(ratio(5, undefined, 3)).toBeNull();
  });
});
