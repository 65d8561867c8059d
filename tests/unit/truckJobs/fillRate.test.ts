import { describe, expect, it } from 'vitest';
import { fillRate } from '../../../src/core/truckJobs/truckJob.ts';

describe("a truck job's fill rate", () => {
  it('is its pallet places over the truck type’s capacity, to three decimals', () => {
    expect(fillRate(33, 33)).toBe(1);
    expect(fillRate(11, 33)).toBe(0.333);
    expect(fillRate(22, 33)).toBe(0.667);
    expect(fillRate(0, 24)).toBe(0);
    // Over-full (a split order's rounding, a manual cargo) is shown as it is, not capped.
    expect(fillRate(26, 24)).toBe(1.083);
  });

  it('is unknown without a capacity (no truck type, or one without pallet places)', () => {
    expect(fillRate(10, null)).toBeNull();
    expect(fillRate(10, undefined)).toBeNull();
    expect(fillRate(10, 0)).toBeNull();
  });
});
