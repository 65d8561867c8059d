import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pingQuerySchema, updateBaseConfigSchema } from '../../core/baseConfig/baseConfig.schemas.ts';
import { SUCCESS_MESSAGES } from '../../core/errors/messages.ts';
import { loadAccess } from '../auth/authenticate.ts';
import { changeBaseConfig, pingEndpoint, readBaseConfig } from '../commands/baseConfig.commands.ts';
import { parseOr400 } from '../http/validate.ts';
import { readableBaseConfigParts } from '../policies/baseConfig.policy.ts';
import { POLICIES } from '../policies/policies.ts';
import { presentBaseConfig } from '../presenters/baseConfig.presenter.ts';
import { enforceRules } from '../rules/enforceRules.ts';

/** General settings (business.md §3 base config, §6 who may edit). */
export function registerBaseConfigRoutes(app: FastifyInstance): void {
  app.get('/api/baseConfig', { config: { policy: POLICIES.signedIn } }, async (request) => {
    const access = await loadAccess(request, app.services);
    const record = await readBaseConfig(app.services);
    return presentBaseConfig(record, readableBaseConfigParts(request.actor, access));
  });

  // Declared before /:id so "ping" is never taken for an id.
  app.get('/api/baseConfig/ping', { config: { policy: POLICIES.superadmin } }, async (request) => {
    const { forwardTo } = parseOr400(pingQuerySchema, request.query);
    return pingEndpoint(app.services, forwardTo);
  });

  const save = async (request: FastifyRequest, id: string | undefined) => {
    const access = await loadAccess(request, app.services);
    const input = parseOr400(updateBaseConfigSchema, request.body);
    // Field permissions (403) and field rules (422) of the active config mode, as the browser checks them.
    const current = await readBaseConfig(app.services);
    await enforceRules('baseConfig', input, { app, request, current: { ...current } });
    const record = await changeBaseConfig(app.services, request.actor, access, id, input);
    return {
      message: SUCCESS_MESSAGES.modified,
      baseConfig: presentBaseConfig(record, readableBaseConfigParts(request.actor, access)),
    };
  };
  app.put('/api/baseConfig', { config: { policy: POLICIES.baseConfigEditors } }, (request) =>
    save(request, undefined),
  );
  app.put<{ Params: { id: string } }>(
    '/api/baseConfig/:id',
    { config: { policy: POLICIES.baseConfigEditors } },
    (request) => save(request, request.params.id),
  );
}
