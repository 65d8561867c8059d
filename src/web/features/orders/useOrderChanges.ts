import { type ListChangesAnswer, useListChanges } from '../../grid/useListChanges.ts';
import { checkChanges } from './ordersApi.ts';

/** The orders' check-changes answer in a list's terms (its `count` is the total). */
async function checkOrderChanges(
  since: string | null,
  count: number | null,
  signal: AbortSignal,
): Promise<ListChangesAnswer> {
  const res = await checkChanges(since, count ?? 0, signal);
  return {
    hasChanges: res.hasChanges,
    changedCount: res.changedCount,
    totalCount: res.count,
    latest: res.latest,
  };
}

/**
 * Polls GET /check-changes every 10 s like every list (grid/useListChanges.ts: silent on errors,
 * business.md §8) and answers how many orders others changed since the list was last loaded;
 * `rebase()` after a reload or an own save.
 */
export function useOrderChanges(enabled: boolean): { changed: number; rebase(): void } {
  return useListChanges(checkOrderChanges, enabled, 'orders');
}
