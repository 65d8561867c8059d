import type { FastifyInstance } from 'fastify';
import { preferenceValueSchema, preferenceViewSchema } from '../../core/list/preferences.schemas.ts';
import {
  deletePreference,
  findPreference,
  upsertPreference,
} from '../db/repositories/preferences.repository.ts';
import { parseOr400 } from '../http/validate.ts';
import { POLICIES } from '../policies/policies.ts';

type ViewParams = { Params: { view: string } };

/**
 * Per-user terminal preferences: each grid's column state and filters, the user's key overrides.
 * The AUTH_DISABLED stand-in has no stored user: it reads nothing and its saves are not kept.
 */
export function registerPreferencesRoutes(app: FastifyInstance): void {
  app.get<ViewParams>(
    '/api/preferences/:view',
    { config: { policy: POLICIES.signedIn } },
    async (request) => {
      const view = parseOr400(preferenceViewSchema, request.params.view);
      const userId = request.actor.userId;
      return { view, value: userId ? await findPreference(app.services.db, userId, view) : null };
    },
  );

  app.put<ViewParams>(
    '/api/preferences/:view',
    { config: { policy: POLICIES.signedIn } },
    async (request) => {
      const view = parseOr400(preferenceViewSchema, request.params.view);
      const body = (request.body ?? {}) as { value?: unknown };
      const value = parseOr400(preferenceValueSchema(view), body.value);
      const userId = request.actor.userId;
      if (userId) await upsertPreference(app.services.db, userId, view, value);
      return { view, value };
    },
  );

  app.delete<ViewParams>(
    '/api/preferences/:view',
    { config: { policy: POLICIES.signedIn } },
    async (request) => {
      const view = parseOr400(preferenceViewSchema, request.params.view);
      const userId = request.actor.userId;
      if (userId) await deletePreference(app.services.db, userId, view);
      return { view, value: null };
    },
  );
}
