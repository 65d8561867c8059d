import { describe, expect, it } from 'vitest';
import { kmLabel } from '../../../src/core/geo/distance.ts';

describe('kmLabel', () => {
  it('marks estimated kilometres with ≈ and leaves road kilometres plain', () => {
    expect(kmLabel('312', true)).toBe('≈ 312 km');
    expect(kmLabel('312', false)).toBe('312 km');
  });
});
