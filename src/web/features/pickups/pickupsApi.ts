import { type ListCall, type ListResult, toListQuery } from '../../../core/list/listCall.schemas.ts';
import { PICKUPS_API } from '../../../core/pickups/pickups.api.ts';
import type { PickupListRow } from '../../../core/pickups/pickups.schemas.ts';
import { callApi } from '../../api/callApi.ts';
import { type GridAdapter, VERSIONED_ROWS } from '../../grid/gridTypes.ts';
import { truckJobReads } from '../../truckJobs/truckJobReads.ts';
import type { TruckJobListFilters } from '../../truckJobs/useTruckJobList.ts';

/** The read-only adapter of /pickups; the status and `?pickupId=` narrowing are read at call time. */
export function pickupsAdapter(input: TruckJobListFilters): GridAdapter<PickupListRow> {
  return {
    entity: 'pickups',
    liveEntity: 'pickups',
    ...VERSIONED_ROWS,
    list: (call: ListCall, signal: AbortSignal): Promise<ListResult<PickupListRow>> => {
      const statuses = input.statuses();
      const ids = input.ids();
      return callApi(PICKUPS_API.list, {
        query: {
          ...toListQuery({ ...call, ...(statuses && { statuses: [...statuses] }) }),
          // The contract's query names the numbers freightId for both lists (pickups.api.ts).
          ...(ids.length > 0 && { freightId: ids.join(',') }),
        },
        signal,
      });
    },
    saveBatch: () => Promise.reject(new Error('The pickups list is read-only here.')),
  };
}

/** The pickups' reads: the server's ordered statuses, a pickup's details panel, the list's change check. */
export const pickupReads = truckJobReads(PICKUPS_API, 'pickups');
export const fetchPickupDetails = pickupReads.details;
