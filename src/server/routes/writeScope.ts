import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WriteScope } from '../commands/writeScope.ts';
import { rulesCallerOf } from '../rules/enforceRules.ts';

/** What a write of this request works with: services, rules, the caller and their modules. */
export async function writeScopeOf(app: FastifyInstance, request: FastifyRequest): Promise<WriteScope> {
  const { activeModules } = await rulesCallerOf(request, app.services);
  return { services: app.services, rules: app.rules, actor: request.actor, activeModules };
}
