import { describe, expect, it } from 'vitest';
import { FEE_ERRORS } from '../../../src/core/fees/fees.errors.ts';
import { boundaryFollowers, rangeChangeIssue, tableAfter } from '../../../src/core/fees/rangeChangeIssue.ts';
import { buildRange } from '../../factories/fees.factory.ts';

const r = (id: string, startDistance: number, endDistance: number, over = {}) => ({
  ...buildRange({ startDistance, endDistance, ...over }),
  id,
});
const table = [r('a', 0, 100), r('b', 100, 250), r('c', 250, -1)];

describe('boundaryFollowers', () => {
  it('moves the next range’s start with a changed end, and the previous range’s end with a changed start', () => {
    expect(boundaryFollowers(table, table[0]!, { ...table[0]!, endDistance: 120 })).toEqual([
      { ...table[1]!, startDistance: 120 },
    ]);
    expect(boundaryFollowers(table, table[2]!, { ...table[2]!, startDistance: 300 })).toEqual([
      { ...table[1]!, endDistance: 300 },
    ]);
  });

  it('leaves a neighbour that would vanish, an open end, and other tables alone', () => {
    expect(boundaryFollowers(table, table[0]!, { ...table[0]!, endDistance: 260 })).toEqual([]);
    expect(boundaryFollowers(table, table[0]!, { ...table[0]!, endDistance: -1 })).toEqual([]);
    expect(
      boundaryFollowers(table, table[0]!, { ...table[0]!, truckType: 'D22S', endDistance: 120 }),
    ).toEqual([]);
  });
});

describe('rangeChangeIssue', () => {
  it('accepts the next range of a table and a moved shared boundary', () => {
    expect(rangeChangeIssue(table.slice(0, 2), null, r('', 250, -1))).toBeNull();
    expect(rangeChangeIssue(table, table[1]!, { ...table[1]!, endDistance: 300 })).toBeNull();
    expect(
      tableAfter(table, table[1]!, { ...table[1]!, endDistance: 300 }).map((x) => [x.id, x.startDistance]),
    ).toEqual([
      ['a', 0],
      ['c', 300],
      ['b', 100],
    ]);
  });

  it('names the field of the changed range that meets the other range', () => {
    expect(rangeChangeIssue(table, null, r('', 120, 200))).toEqual({
      field: 'startDistance',
      code: FEE_ERRORS.rangeOverlap.code,
      message: 'A 100–250 km sáv átfedi a 120–200 km sávot.',
    });
    expect(rangeChangeIssue(table, table[0]!, { ...table[0]!, endDistance: 260 })).toEqual({
      field: 'endDistance',
      code: FEE_ERRORS.rangeOverlap.code,
      message: 'A 0–260 km sáv átfedi a 100–250 km sávot.',
    });
    expect(rangeChangeIssue(table.slice(0, 1), null, r('', 150, 200))).toEqual({
      field: 'startDistance',
      code: FEE_ERRORS.rangeGap.code,
      message: 'A 100 és 150 km között nincs sáv.',
    });
    expect(rangeChangeIssue(table, null, r('', 300, 300))).toEqual({
      field: 'endDistance',
      ...FEE_ERRORS.rangeEnd,
    });
  });
});
