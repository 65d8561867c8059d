import type { FastifyInstance } from 'fastify';
import { MODULES_API } from '../../core/config/modules.api.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import { changeModule } from '../commands/modules.commands.ts';
import { route } from '../http/route.ts';
import { POLICIES } from '../policies/policies.ts';
import { activeModules, allModules } from '../queries/modules.queries.ts';

/** Module state (shell.md §7) and the module settings screen (superadmin). */
export function registerModulesRoutes(app: FastifyInstance): void {
  route(app, MODULES_API.active, { policy: POLICIES.signedIn }, () => activeModules(app.services.db));

  route(app, MODULES_API.list, { policy: POLICIES.superadmin }, () => allModules(app.services.db));

  route(app, MODULES_API.update, { policy: POLICIES.superadmin }, ({ body, params, actor }) =>
    changeModule(app.services, actor, params.id, body),
  );
}

export const MODULES_AREA = defineServerArea({
  name: 'modules',
  routes: registerModulesRoutes,
});
