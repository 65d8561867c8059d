import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isJsonObject, VERSION_FIELD } from '../../core/api/roundTrip.ts';
import { BASE_CONFIG_API } from '../../core/baseConfig/baseConfig.api.ts';
import { type BaseConfig, updateBaseConfigSchema } from '../../core/baseConfig/baseConfig.schemas.ts';
import { withParams } from '../../core/errors/catalogue.ts';
import { COMMON_ERRORS, SUCCESS_MESSAGES } from '../../core/errors/messages.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import { loadAccess } from '../auth/authenticate.ts';
import { changeBaseConfig, pingEndpoint } from '../commands/baseConfig.commands.ts';
import { badRequest } from '../http/httpError.ts';
import { route } from '../http/route.ts';
import { parseOr400 } from '../http/validate.ts';
import type { Actor } from '../policies/actor.ts';
import { readableBaseConfigParts } from '../policies/baseConfig.policy.ts';
import { POLICIES } from '../policies/policies.ts';
import { presentBaseConfig } from '../presenters/baseConfig.presenter.ts';
import { readBaseConfig } from '../queries/baseConfig.queries.ts';
import { enforceRules } from '../rules/enforceRules.ts';

/**
 * A body none of whose keys the base config knows changes nothing: 400 naming them, rather than a
 * success that writes a new version of the same settings.
 */
function refuseOnlyUnknownKeys(body: unknown, input: Record<string, unknown>): void {
  const sent = isJsonObject(body) ? Object.keys(body).filter((k) => k !== VERSION_FIELD) : [];
  const known = Object.keys(input).filter((k) => k !== VERSION_FIELD);
  if (sent.length === 0 || known.length > 0) return;
  const keys = sent.map((k) => JSON.stringify(k)).join(', ');
  throw badRequest(
    { body: withParams(COMMON_ERRORS.unknownKeys, { keys }).message },
    COMMON_ERRORS.nothingToChange,
  );
}

/** General settings (business.md §3 base config, §6 who may edit). */
export function registerBaseConfigRoutes(app: FastifyInstance): void {
  route(app, BASE_CONFIG_API.get, { policy: POLICIES.signedIn }, async ({ request, actor }) => {
    const access = await loadAccess(request, app.services);
    const record = await readBaseConfig(app.services);
    return presentBaseConfig(record, readableBaseConfigParts(actor, access));
  });

  // A static path, so "ping" is never taken for an id.
  route(app, BASE_CONFIG_API.ping, { policy: POLICIES.superadmin }, async ({ query }) =>
    pingEndpoint(app.services, query.forwardTo),
  );

  const save = async (request: FastifyRequest, body: unknown, id: string | undefined) => {
    const access = await loadAccess(request, app.services);
    const input = parseOr400(updateBaseConfigSchema, body);
    refuseOnlyUnknownKeys(body, input);
    // Field permissions (403) and field rules (422) of the active config mode, as the browser checks them.
    const current = await readBaseConfig(app.services);
    await enforceRules('baseConfig', input, { app, request, current: { ...current } });
    const record = await changeBaseConfig(app.services, request.actor, id, input);
    return {
      message: SUCCESS_MESSAGES.modified,
      baseConfig: presentBaseConfig(record, readableBaseConfigParts(request.actor, access)),
    };
  };
  const editors = { policy: POLICIES.baseConfigEditors };
  // Round trips: the GET's document (as this caller may read it) is accepted back; unchanged, it is not written.
  const roundTrip = {
    current: async ({ request, actor }: { request: FastifyRequest; actor: Actor }) => {
      const access = await loadAccess(request, app.services);
      return presentBaseConfig(await readBaseConfig(app.services), readableBaseConfigParts(actor, access));
    },
    unchanged: (baseConfig: BaseConfig) => ({ message: SUCCESS_MESSAGES.modified, baseConfig }),
  };
  route(app, BASE_CONFIG_API.save, { ...editors, roundTrip }, ({ request, body }) =>
    save(request, body, undefined),
  );
  route(app, BASE_CONFIG_API.update, { ...editors, roundTrip }, ({ request, body, params }) =>
    save(request, body, params.id),
  );
}

export const BASE_CONFIG_AREA = defineServerArea({
  name: 'baseConfig',
  routes: registerBaseConfigRoutes,
});
