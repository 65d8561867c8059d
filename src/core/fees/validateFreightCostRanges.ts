import { type ErrorEntry, withParams } from '../errors/catalogue.ts';
import { type FreightCostRange, OPEN_END } from './feeModel.ts';
import { FEE_ERRORS } from './fees.errors.ts';

type RangeLike = Pick<FreightCostRange, 'factoryId' | 'truckType' | 'startDistance' | 'endDistance'>;

/** A problem of a range table: its catalogue entry (message filled in) and which two ranges (indices into the input). */
export interface RangeIssue extends ErrorEntry {
  kind: 'overlap' | 'gap';
  /** The lower range (null for a gap before the first range) and the upper one. */
  lower: number | null;
  upper: number;
}

const fmt = (r: RangeLike) =>
  r.endDistance === OPEN_END ? `${r.startDistance}–∞ km` : `${r.startDistance}–${r.endDistance} km`;
const prefix = (r: RangeLike) => (r.truckType === null ? '' : `${r.truckType}: `);
const endOf = (r: RangeLike) => (r.endDistance === OPEN_END ? Number.POSITIVE_INFINITY : r.endDistance);

const overlapError = (a: RangeLike, b: RangeLike) =>
  withParams(FEE_ERRORS.rangeOverlap, { prefix: prefix(a), range: fmt(a), other: fmt(b) });
const gapError = (r: RangeLike, from: number, to: number) =>
  withParams(FEE_ERRORS.rangeGap, { prefix: prefix(r), from, to });

/**
 * The rule of a fee table (business.md §3, §9): the distance ranges of one factory and truck type
 * start at 0 km and follow each other without overlap or gap; an open-ended range (−1) can only be
 * the last one, so there is at most one. Each issue says where; an empty list means the table is fine.
 */
export function validateFreightCostRanges(ranges: readonly RangeLike[]): RangeIssue[] {
  const groups = new Map<string, number[]>();
  ranges.forEach((r, i) => {
    const key = `${r.factoryId ?? ''}\u0000${r.truckType ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const issues: RangeIssue[] = [];
  for (const idx of groups.values()) {
    const sorted = idx.sort(
      (a, b) => ranges[a]!.startDistance - ranges[b]!.startDistance || endOf(ranges[a]!) - endOf(ranges[b]!),
    );
    const first = ranges[sorted[0]!]!;
    if (first.startDistance > 0) {
      issues.push({
        kind: 'gap',
        ...gapError(first, 0, first.startDistance),
        lower: null,
        upper: sorted[0]!,
      });
    }
    // the range reaching furthest so far: an overlap is reported against it
    let reach = sorted[0]!;
    for (const i of sorted.slice(1)) {
      const lower = ranges[reach]!;
      const upper = ranges[i]!;
      if (upper.startDistance < endOf(lower)) {
        issues.push({ kind: 'overlap', ...overlapError(lower, upper), lower: reach, upper: i });
      } else if (upper.startDistance > endOf(lower)) {
        issues.push({
          kind: 'gap',
          ...gapError(upper, lower.endDistance, upper.startDistance),
          lower: reach,
          upper: i,
        });
      }
      if (endOf(upper) > endOf(lower)) reach = i;
    }
  }
  return issues;
}
