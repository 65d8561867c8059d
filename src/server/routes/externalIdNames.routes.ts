import type { FastifyInstance } from 'fastify';
import { SUCCESS_MESSAGES } from '../../core/errors/messages.ts';
import { updateExternalIdNamesSchema } from '../../core/externalIds/externalIdNames.schemas.ts';
import { changeExternalIdNames, readExternalIdNames } from '../commands/externalIdNames.commands.ts';
import { parseOr400 } from '../http/validate.ts';
import { POLICIES } from '../policies/policies.ts';

/** External id names per entity (business.md §3, §7 Settings): everyone signed in reads, base-data editors write. */
export function registerExternalIdNamesRoutes(app: FastifyInstance): void {
  app.get('/api/external-id-names', { config: { policy: POLICIES.signedIn } }, async () =>
    readExternalIdNames(app.services),
  );

  app.put('/api/external-id-names', { config: { policy: POLICIES.baseConfigEditors } }, async (request) => {
    const input = parseOr400(updateExternalIdNamesSchema, request.body);
    const saved = await changeExternalIdNames(app.services, request.actor, input);
    return { message: SUCCESS_MESSAGES.modified, ...saved };
  });
}
