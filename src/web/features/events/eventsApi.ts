import { EVENTS_API } from '../../../core/events/events.api.ts';
import type { EventDoc } from '../../../core/events/events.schemas.ts';
import { type ListCall, type ListResult, toListQuery } from '../../../core/list/listCall.schemas.ts';
import { callApi } from '../../api/callApi.ts';
import type { GridAdapter } from '../../grid/gridTypes.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { changeSummary } from './eventLabels.ts';

/** The screen's own filters on top of the grid's list call (query parameters of EVENTS_API.list). */
export interface EventFilterValues {
  from: string | null;
  to: string | null;
  entity: string;
  action: string;
}

export const NO_EVENT_FILTERS: EventFilterValues = { from: null, to: null, entity: '', action: '' };

/** A grid row: the event with its time as shown (YYYY.MM.DD HH:mm) and the summary of changed fields. */
export interface EventRow {
  id: string;
  at: string;
  username: string;
  role: string;
  entity: string;
  entityId: string;
  action: string;
  summary: string;
  /** The server's record, for the details dialog's title. */
  doc: EventDoc;
}

const toRow = (doc: EventDoc): EventRow => ({
  id: doc.id,
  at: formatDateTime(doc.at),
  username: doc.username ?? '',
  role: doc.role,
  entity: doc.entity,
  entityId: doc.entityId ?? '',
  action: doc.action,
  summary: changeSummary(doc),
  doc,
});

/** The query parameters of the screen's filters (empty ones left out). */
export function filterQuery(f: EventFilterValues): Record<string, string> {
  return {
    ...(f.from && { from: f.from }),
    ...(f.to && { to: f.to }),
    ...(f.entity && { entity: f.entity }),
    ...(f.action && { action: f.action }),
  };
}

/** The read-only adapter of /events; `filters()` is read at every list call. */
export function eventsAdapter(filters: () => EventFilterValues): GridAdapter<EventRow> {
  return {
    entity: 'events',
    rowId: (r) => r.id,
    version: () => 0,
    list: async (call: ListCall, signal: AbortSignal): Promise<ListResult<EventRow>> => {
      const res = await callApi(EVENTS_API.list, {
        query: { ...toListQuery(call), ...filterQuery(filters()) },
        signal,
      });
      return { ...res, result: res.result.map(toRow) };
    },
    saveBatch: () => Promise.reject(new Error('The event log is read-only.')),
  };
}

/** One event's details: the event with every change before → after. */
export function fetchEventDetails(id: string, signal?: AbortSignal): Promise<EventDoc> {
  return callApi(EVENTS_API.details, {
    params: { id },
    errorMode: 'silent',
    signal,
  });
}
