import { type AnyEndpoint, apiPath, type ResponseOf } from '../../core/api/endpoint.ts';
import { apiRequest } from '../api/http.ts';
import type { ListChangesAnswer } from '../grid/useListChanges.ts';

/** The read endpoints each truck-job contract (FREIGHTS_API, PICKUPS_API) has under these names. */
interface TruckJobReadApi {
  statuses: AnyEndpoint;
  details: AnyEndpoint;
  checkChanges: AnyEndpoint;
}

/**
 * The reads of a truck-job list screen through its kind's contract, answers typed by it: the
 * ordered statuses (business.md §4), one record's details panel (`/…-details/{id}`) and the list's
 * change check (`listId`; it shows nothing on failure, shell.md).
 */
export function truckJobReads<A extends TruckJobReadApi>(api: A, listId: string) {
  const get = <T>(e: AnyEndpoint, params: Record<string, string> | undefined, options: object) =>
    apiRequest<T>(e.method, apiPath(e, params), { ...options, errorMode: 'silent' });
  return {
    statuses: (signal?: AbortSignal) => get<ResponseOf<A['statuses']>>(api.statuses, undefined, { signal }),
    details: (id: string, signal?: AbortSignal) =>
      get<ResponseOf<A['details']>>(api.details, { id }, { signal }),
    checkChanges: (date: string | null, count: number | null, signal: AbortSignal) =>
      get<ListChangesAnswer>(
        api.checkChanges,
        { id: listId },
        { query: { ...(date && { date }), ...(count !== null && { count }) }, signal },
      ),
  };
}
