import { endpoint, fileAnswer } from '../api/endpoint.ts';
import { defineErrors } from '../errors/catalogue.ts';

/** What the change stream names: a list's records, or the bottom bar's processing state. */
export const LIVE_ENTITIES = [
  'orders',
  'freights',
  'pickups',
  'offers',
  'capacityEstimates',
  'processing',
] as const;
export type LiveEntity = (typeof LIVE_ENTITIES)[number];

/**
 * One `change` event of the stream: records of `entity` that someone changed (created, edited,
 * deleted), by id and, for freights and pickups, number; `ids: null` when too many changed at once
 * to name (refresh the whole list), with the version each named row reached (so a grid knows an
 * announcement of its own save from a later change by someone else). Only what the caller may read:
 * a transporter's user hears of its own freights, pickups, offers and estimates only.
 */
export interface LiveChange {
  entity: LiveEntity;
  ids: string[] | null;
  numbers: string[];
  /** id → the row's version after the changes announced (rows without a version are absent). */
  versions: Record<string, number>;
}

/** The stream's event names: `ready` once subscribed, then `change` events (data: LiveChange JSON). */
export const LIVE_EVENTS = { ready: 'ready', change: 'change' } as const;

export const LIVE_ERRORS = defineErrors('live', {
  notEventStream: 'A változásfolyam csak eseményfolyamként (text/event-stream) kérhető.',
});

/**
 * Issue 32: Server-Sent Events of the changes the caller may see, from every instance (PostgreSQL
 * LISTEN/NOTIFY between instances). Needs `Accept: text/event-stream` (EventSource sends it; else 406).
 * The polling calls of the spec (check-changes, check-processing) keep working beside it.
 */
export const LIVE_API = {
  changes: endpoint({
    summary: 'Streams the changes the caller may see',
    description:
      'Server-Sent Events (`Accept: text/event-stream`, else 406 `live.notEventStream`): a `ready` event once subscribed, then `change` events whose data is `{entity, ids, numbers, versions}` (ids null: too many to name, refresh the list; versions: id → the version the row reached). Any signed-in user; a transporter user hears of its own freights, pickups, offers and estimates only. A sign-out ends the stream.',
    response: fileAnswer<never>('text/event-stream'),
    answers: { 406: 'The caller did not ask for an event stream.' },
    method: 'GET',
    path: '/api/changes/stream',
  }),
};
