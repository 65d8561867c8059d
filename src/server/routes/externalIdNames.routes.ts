import type { FastifyInstance } from 'fastify';
import { SUCCESS_MESSAGES } from '../../core/errors/messages.ts';
import { EXTERNAL_ID_NAMES_API } from '../../core/externalIds/externalIdNames.api.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import { changeExternalIdNames } from '../commands/externalIdNames.commands.ts';
import * as m0204externalIdNames from '../db/migrations/0204_external_id_names.ts';
import { route } from '../http/route.ts';
import { POLICIES } from '../policies/policies.ts';
import { readExternalIdNames } from '../queries/externalIdNames.queries.ts';
import { enforceRows } from '../rules/enforceRows.ts';

/** External id names per entity (business.md §3, §7 Settings): everyone signed in reads, base-data editors write. */
export function registerExternalIdNamesRoutes(app: FastifyInstance): void {
  route(app, EXTERNAL_ID_NAMES_API.get, { policy: POLICIES.signedIn }, () =>
    readExternalIdNames(app.services),
  );

  route(
    app,
    EXTERNAL_ID_NAMES_API.save,
    { policy: POLICIES.baseConfigEditors },
    async ({ body, actor, request }) => {
      // Every name of every list sent through the masterData rules; messages as lists.<entity>.<i>.<field>.
      const rows = Object.entries(body.lists).flatMap(([entity, list]) =>
        (list ?? []).map((item, i) => ({ key: `lists.${entity}.${i}`, facts: { entity, ...item } })),
      );
      await enforceRows('externalIdName', rows, { app, request }, 'byRowField');
      const saved = await changeExternalIdNames(app.services, actor, body);
      return { message: SUCCESS_MESSAGES.modified, ...saved };
    },
  );
}

export const EXTERNAL_ID_NAMES_AREA = defineServerArea({
  name: 'externalIdNames',
  routes: registerExternalIdNamesRoutes,
  migrations: { '0204_external_id_names': m0204externalIdNames },
});
