import type { FastifyInstance } from 'fastify';
import { updateModuleSchema } from '../../core/config/modules.schemas.ts';
import { changeModule } from '../commands/modules.commands.ts';
import { listModules, loadActiveModules } from '../db/repositories/modules.repository.ts';
import { parseOr400 } from '../http/validate.ts';
import { POLICIES } from '../policies/policies.ts';

/** Module state (shell.md §7) and the module settings screen (superadmin). */
export function registerModulesRoutes(app: FastifyInstance): void {
  app.get('/api/modules/active', { config: { policy: POLICIES.signedIn } }, async () =>
    loadActiveModules(app.services.db),
  );

  app.get('/api/modules', { config: { policy: POLICIES.superadmin } }, async () =>
    listModules(app.services.db),
  );

  app.put<{ Params: { id: string } }>(
    '/api/modules/:id',
    { config: { policy: POLICIES.superadmin } },
    async (request) => {
      const input = parseOr400(updateModuleSchema, request.body);
      return changeModule(app.services, request.actor, request.params.id, input);
    },
  );
}
