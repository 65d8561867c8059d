import { useMemo } from 'react';
import type { TruckJobKindName } from '../../core/truckJobs/truckJob.ts';
import { rememberRecord } from '../commands/recentRecords.ts';
import type { GridAdapter } from '../grid/gridTypes.ts';
import { type ListChangesAnswer, useListChanges } from '../grid/useListChanges.ts';
import { useRecordListScreen } from '../grid/useRecordListScreen.ts';
import { useT } from '../i18n/useT.ts';

/** What a truck-job list's adapter reads from its screen at each list call. */
export interface TruckJobListFilters {
  /** The status filter (null: the server's default, every status but cancelled). */
  statuses(): readonly string[] | null;
  /** The `?freightId=` / `?pickupId=` numbers the list is narrowed to (empty: no narrowing). */
  ids(): readonly string[];
}

/** The reads of a kind's list (truckJobReads): its ordered statuses and its change check. */
interface TruckJobListReads {
  statuses(signal: AbortSignal): Promise<string[]>;
  checkChanges(date: string | null, count: number | null, signal: AbortSignal): Promise<ListChangesAnswer>;
}

/**
 * The data of a truck-job list screen (/freights, /pickups), everything named after its kind: the
 * record list's state on `/<kind>s` narrowed by `?<kind>Id=` (rows numbered by their `<kind>Id`,
 * remembered as `<kind>` in the palette's recent list), the changed-by-others count of the list
 * `<kind>s`, the adapter over the screen's filters, and RecordListScreen's kind-made props (the
 * adapter, the row label, the `<kind>s.filteredTo` and `<kind>s.changed` notices).
 */
export function useTruckJobList<K extends TruckJobKindName, T extends Record<`${K}Id`, string>>(
  kind: K,
  reads: TruckJobListReads,
  adapterOf: (filters: TruckJobListFilters) => GridAdapter<T>,
  label: (row: T) => string,
) {
  const t = useT();
  const numberOf = (row: T): string => row[`${kind}Id`];
  const screen = useRecordListScreen<T>({
    path: `/${kind}s`,
    idsParam: `${kind}Id`,
    fetchStatuses: reads.statuses,
    numberOf,
    remember: (row, path) => rememberRecord({ kind, id: numberOf(row), label: label(row), path }),
  });
  const changes = useListChanges(reads.checkChanges, true, `${kind}s`);
  const { statusesNow, idsNow } = screen;
  const adapter = useMemo(
    () => adapterOf({ statuses: statusesNow, ids: idsNow }),
    [adapterOf, statusesNow, idsNow],
  );
  return {
    screen,
    changes,
    props: {
      adapter,
      rowLabel: label,
      narrowedText: t(`${kind}s.filteredTo`, { count: String(screen.ids.length) }),
      changedText: changes.changed > 0 ? t(`${kind}s.changed`, { count: String(changes.changed) }) : '',
    },
  };
}
