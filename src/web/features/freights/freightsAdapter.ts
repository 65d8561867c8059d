import { FREIGHTS_API } from '../../../core/freights/freights.api.ts';
import { type ListCall, type ListResult, toListQuery } from '../../../core/list/listCall.schemas.ts';
import { callApi } from '../../api/callApi.ts';
import { type GridAdapter, VERSIONED_ROWS } from '../../grid/gridTypes.ts';
import { truckJobReads } from '../../truckJobs/truckJobReads.ts';
import type { TruckJobListFilters } from '../../truckJobs/useTruckJobList.ts';
import { saveFreightCells } from './freightGridEditing.ts';
import { type FreightGridRow, toFreightGridRow } from './freightRows.ts';

/** The adapter of /freights on GET /api/freights; cells save one freight at a time (freightGridEditing). */
export function freightsAdapter(input: TruckJobListFilters): GridAdapter<FreightGridRow> {
  // The rows as loaded: a cell's save needs the whole row (warning facts), the grid sends id and version.
  const loaded = new Map<string, FreightGridRow>();
  return {
    entity: 'freights',
    liveEntity: 'freights',
    ...VERSIONED_ROWS,
    list: async (call: ListCall, signal: AbortSignal): Promise<ListResult<FreightGridRow>> => {
      const statuses = input.statuses();
      const ids = input.ids();
      const res = await callApi(FREIGHTS_API.list, {
        query: {
          ...toListQuery({ ...call, ...(statuses && { statuses: [...statuses] }) }),
          ...(ids.length > 0 && { freightId: ids.join(',') }),
        },
        signal,
      });
      const result = res.result.map(toFreightGridRow);
      for (const row of result) loaded.set(row.id, row);
      return { ...res, result };
    },
    saveBatch: async (items) => {
      const saved = await saveFreightCells(loaded, items);
      for (const row of saved) loaded.set(row.id, row);
      return saved;
    },
  };
}

/** The freights' reads: the server's ordered statuses (business.md §4), a freight's details panel, the list's change check. */
export const freightReads = truckJobReads(FREIGHTS_API, 'freights');
/** One freight's details panel (GET /freight-details/{id}). */
export const fetchFreightDetails = freightReads.details;
