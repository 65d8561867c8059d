import type { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { defineErrors } from '../errors/catalogue.ts';
import { preferenceAnswer } from './list.answers.ts';

/** A stored preference: `grid:<viewId>` holds a grid's state, `keymap` the key overrides; null when none. */
export type PreferenceAnswer = z.output<typeof preferenceAnswer>;

/** The preferences' own failures (ours: the spec has no text for them). */
export const PREFERENCE_ERRORS = defineErrors('preferences', {
  otherView: 'A beállítás egy másik nézethez tartozik!',
});

/**
 * Per-user terminal preferences (each grid's columns and filters, the key overrides). The view
 * name is checked before the value, whose schema depends on it, so both are parsed in the handler.
 */
export const PREFERENCES_API = {
  get: endpoint({
    summary: 'Reads a saved grid view',
    response: preferenceAnswer,
    method: 'GET',
    path: '/api/preferences/:view',
  }),
  save: endpoint({
    summary: 'Saves a grid view',
    description:
      "Body `{value}` (or the GET's `{view, value}`); answers what was stored. A null value removes it (none stored).",
    response: preferenceAnswer,
    method: 'PUT',
    path: '/api/preferences/:view',
  }),
  remove: endpoint({
    summary: 'Deletes a saved grid view',
    response: preferenceAnswer,
    method: 'DELETE',
    path: '/api/preferences/:view',
  }),
} as const;
