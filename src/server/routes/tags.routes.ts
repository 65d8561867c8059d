import type { FastifyInstance } from 'fastify';
import { hasPermission } from '../../core/permissions/index.ts';
import { TAGS_API } from '../../core/tags/tags.api.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import { createTag, TAGS } from '../commands/tags.commands.ts';
import * as m0999scratchTags from '../db/migrations/0999_scratch_tags.ts';
import { route } from '../http/route.ts';
import { definePolicies } from '../policies/policies.ts';
import { presentVersioned } from '../presenters/presentVersioned.ts';
import { versionedDocs } from '../queries/versioned.queries.ts';

const TAGS_POLICIES = definePolicies({
  tagEditors: {
    id: 'tagEditors',
    rule: 'Admins.',
    needsModules: false,
    allows: ({ actor, access }) => hasPermission(actor.role, 'accessAdminPages', access),
  },
});

export function registerTagsRoutes(app: FastifyInstance): void {
  const { services } = app;
  route(app, TAGS_API.list, { policy: TAGS_POLICIES.tagEditors }, () => versionedDocs(services.db, TAGS));
  route(app, TAGS_API.create, { policy: TAGS_POLICIES.tagEditors }, async ({ body, actor }) =>
    presentVersioned(await createTag(services, actor, body)),
  );
}

export const TAGS_AREA = defineServerArea({
  name: 'tags',
  routes: registerTagsRoutes,
  policies: TAGS_POLICIES,
  migrations: { '0999_scratch_tags': m0999scratchTags },
});
