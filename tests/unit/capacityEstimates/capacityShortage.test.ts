import { describe, expect, it } from 'vitest';
import {
  capacityShortages,
  shortageRange,
  shortDays,
} from '../../../src/core/capacityEstimates/capacityShortage.ts';

// Fixed dates: arbitrary inputs of pure functions (no clock), any year would do.

describe('capacity vs demand', () => {
  it('a day and type is short when the freights need more trucks than estimated', () => {
    const out = capacityShortages(
      { '2026-12-02': { T24L: 3, D22S: 1 }, '2026-12-01': { T24S: 2 } },
      { '2026-12-02': { t24l: 1, ' T24L': 1, D22S: 4 } },
    );
    expect(out).toEqual([
      { date: '2026-12-01', truckType: 'T24S', needed: 2, estimated: 0, missing: 2 },
      { date: '2026-12-02', truckType: 'T24L', needed: 3, estimated: 2, missing: 1 },
    ]);
    expect(shortDays(out)).toEqual(['2026-12-01', '2026-12-02']);
  });

  it('enough or more trucks is not short; estimates without freights are not either', () => {
    expect(capacityShortages({ '2026-12-02': { T24L: 2 } }, { '2026-12-02': { T24L: 2 } })).toEqual([]);
    expect(capacityShortages({}, { '2026-12-02': { T24L: 2 } })).toEqual([]);
  });

  it('the range starts on the Budapest day of the instant', () => {
    // 23:30 UTC on 30 Nov is already 1 Dec in Budapest.
    expect(shortageRange(new Date('2026-11-30T23:30:00Z'), 14)).toEqual({
      from: '2026-12-01',
      to: '2026-12-14',
    });
    expect(shortageRange(new Date('2026-12-01T10:00:00Z'), 1)).toEqual({
      from: '2026-12-01',
      to: '2026-12-01',
    });
  });
});
