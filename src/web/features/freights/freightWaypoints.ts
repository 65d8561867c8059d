import { FREIGHT_WAYPOINTS_API } from '../../../core/freights/freightWaypoints.api.ts';
import type { WaypointInput } from '../../../core/freights/freightWaypoints.schemas.ts';
import { callApi } from '../../api/callApi.ts';
import { viewHost } from '../../commands/viewHost.ts';

const A = FREIGHT_WAYPOINTS_API;

/** A stop in the dialog's list: what the server takes, plus a key for React and its city for display. */
export interface StopRow {
  key: string;
  orderIds: string[];
  address: string;
  point: { type: 'Point'; coordinates: [number, number] };
  city: string | null;
}

let seq = 0;
/** A list row of a stop (stored, original or found by address search). */
export const stopRow = (w: Omit<StopRow, 'key' | 'city'> & { city?: string | null }): StopRow => ({
  key: `s${++seq}`,
  orderIds: [...w.orderIds],
  address: w.address,
  point: { type: 'Point', coordinates: [w.point.coordinates[0], w.point.coordinates[1]] },
  city: w.city ?? null,
});
const inputOf = (s: StopRow): WaypointInput => ({ orderIds: s.orderIds, address: s.address, point: s.point });

export const fetchWaypoints = (id: string, signal?: AbortSignal) =>
  callApi(A.get, { params: { id }, ...(signal && { signal }) });
export const fetchOriginalWaypoints = (id: string) => callApi(A.original, { params: { id } });
/** The figures of a list; refusals (too many stops, an order left out) come back to the dialog, not as an alert. */
export const previewWaypoints = (id: string, stops: readonly StopRow[], signal: AbortSignal) =>
  callApi(A.preview, {
    params: { id },
    body: { waypoints: stops.map(inputOf) },
    signal,
    errorMode: 'silent',
  });
export const saveWaypoints = (id: string, version: number, stops: readonly StopRow[]) =>
  callApi(A.update, {
    params: { id },
    body: { __v: version, waypoints: stops.map(inputOf) },
    errorMode: 'silent',
  });

/** What the open waypoint dialog does on its keys (Alt+↑/↓, Delete, restore, search). */
export interface WaypointsView {
  move(by: -1 | 1): void;
  remove(): void;
  restore(): void;
  focusSearch(): void;
}

// The details panel registers how to open the dialog; the open dialog registers its actions.
const waypointsHost = viewHost<WaypointsView>();

/** Between the freight details panel, the waypoint dialog and their commands (no second dialog over an open one). */
export const freightWaypointsHost = {
  ...waypointsHost,
  canOpen: (): boolean => waypointsHost.canOpen() && waypointsHost.view() === null,
};
