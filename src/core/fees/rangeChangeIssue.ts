import type { ErrorEntry } from '../errors/catalogue.ts';
import { type FreightCostRange, OPEN_END } from './feeModel.ts';
import { rangeEndError } from './fees.schemas.ts';
import { validateFreightCostRanges } from './validateFreightCostRanges.ts';

type Stored = FreightCostRange & { id: string };

const sameTable = (a: FreightCostRange, b: FreightCostRange) =>
  a.factoryId === b.factoryId && a.truckType === b.truckType;

/**
 * The neighbours that follow a moved boundary of a changed range: the range that met it at its old
 * end (or start) moves its start (or end) along, as long as it stays a range. So moving a shared
 * boundary is one save, never an overlap or a gap in between. The server saves them with the
 * change; the screen checks the table the same way before saving.
 */
export function boundaryFollowers<T extends Stored>(table: readonly T[], stored: T, next: T): T[] {
  if (!sameTable(stored, next)) return [];
  const others = table.filter((r) => r.id !== stored.id && sameTable(r, stored));
  const moved: T[] = [];
  const endMoved =
    stored.endDistance !== OPEN_END &&
    next.endDistance !== OPEN_END &&
    next.endDistance !== stored.endDistance;
  if (endMoved) {
    const above = others.find((r) => r.startDistance === stored.endDistance);
    if (above && rangeEndError(next.endDistance, above.endDistance) === null) {
      moved.push({ ...above, startDistance: next.endDistance });
    }
  }
  if (next.startDistance !== stored.startDistance) {
    const below = others.find((r) => r.endDistance === stored.startDistance);
    if (below && rangeEndError(below.startDistance, next.startDistance) === null) {
      moved.push({ ...below, endDistance: next.startDistance });
    }
  }
  return moved;
}

/** The table after a change of one range (with its followers), or after adding one (stored null). */
export function tableAfter<T extends Stored>(table: readonly T[], stored: T | null, next: T): T[] {
  const moved = stored ? boundaryFollowers(table, stored, next) : [];
  const replaced = new Set([next.id, ...moved.map((m) => m.id)]);
  return [...table.filter((r) => !replaced.has(r.id)), ...moved, next];
}

/** What is wrong with a range change (its catalogue entry), on which field of the changed range. */
export interface RangeChangeIssue extends ErrorEntry {
  field: 'startDistance' | 'endDistance';
}

/**
 * Checks adding a range (stored null) or changing one, with the neighbours that follow: its end
 * against its start, then the whole table (overlap, gap). The screen shows it before saving; the
 * server refuses the save with it (422).
 */
export function rangeChangeIssue<T extends Stored>(
  table: readonly T[],
  stored: T | null,
  next: T,
): RangeChangeIssue | null {
  const endError = rangeEndError(next.startDistance, next.endDistance);
  if (endError) return { field: 'endDistance', ...endError };
  const after = tableAfter(table, stored, next);
  const at = after.length - 1;
  const issues = validateFreightCostRanges(after);
  const issue = issues.find((i) => i.upper === at || i.lower === at) ?? issues[0];
  if (!issue) return null;
  return {
    field: issue.lower === at ? 'endDistance' : 'startDistance',
    code: issue.code,
    message: issue.message,
  };
}
