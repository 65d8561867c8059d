import type { FastifyInstance } from 'fastify';
import {
  PREFERENCE_ERRORS,
  PREFERENCES_API,
  type PreferenceAnswer,
} from '../../core/list/preferences.api.ts';
import { preferenceValueSchema, preferenceViewSchema } from '../../core/list/preferences.schemas.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import { removePreference, savePreference } from '../commands/preferences.commands.ts';
import * as m0002userPreferences from '../db/migrations/0002_user_preferences.ts';
import { badRequest } from '../http/httpError.ts';
import { route } from '../http/route.ts';
import { parseOr400 } from '../http/validate.ts';
import { POLICIES } from '../policies/policies.ts';
import { preferenceOf } from '../queries/preferences.queries.ts';

/**
 * Per-user terminal preferences: each grid's column state and filters, the user's key overrides.
 * The AUTH_DISABLED stand-in has no stored user: it reads nothing and its saves are not kept.
 */
export function registerPreferencesRoutes(app: FastifyInstance): void {
  const signedIn = { policy: POLICIES.signedIn };
  route(app, PREFERENCES_API.get, signedIn, async ({ params, actor }) => {
    const view = parseOr400(preferenceViewSchema, params.view);
    // Stored values were checked by the view's schema when saved.
    const value = await preferenceOf(app.services.db, actor, view);
    return { view, value: value as PreferenceAnswer['value'] };
  });

  route(app, PREFERENCES_API.save, signedIn, async ({ params, actor, request }) => {
    const view = parseOr400(preferenceViewSchema, params.view);
    const body = (request.body ?? {}) as { value?: unknown; view?: unknown };
    // The GET's answer sent back: its view must be this one; its null value means "none stored".
    if (body.view !== undefined && body.view !== view)
      throw badRequest({ view: PREFERENCE_ERRORS.otherView.message });
    if (body.value === null) {
      await removePreference(app.services.db, actor, view);
      return { view, value: null };
    }
    const value = parseOr400(preferenceValueSchema(view), body.value);
    await savePreference(app.services.db, actor, view, value);
    return { view, value };
  });

  route(app, PREFERENCES_API.remove, signedIn, async ({ params, actor }) => {
    const view = parseOr400(preferenceViewSchema, params.view);
    await removePreference(app.services.db, actor, view);
    return { view, value: null };
  });
}

export const PREFERENCES_AREA = defineServerArea({
  name: 'preferences',
  routes: registerPreferencesRoutes,
  migrations: { '0002_user_preferences': m0002userPreferences },
});
