import type { FastifyInstance } from 'fastify';
import { apiPath } from '../../core/api/endpoint.ts';
import { OPENAPI_API } from '../../core/api/openApi.api.ts';
import { buildOpenApi } from '../http/openApi.ts';
import { renderOpenApiPage } from '../http/openApiPage.ts';
import { route } from '../http/route.ts';
import { POLICIES } from '../policies/policies.ts';
import { fieldEditSettingsOf } from '../rules/ruleSetDerived.ts';

/** GET /api/openapi.json and its page /api/docs: the description of every route registered (public). */
export function registerOpenApiRoutes(app: FastifyInstance): void {
  // Built on first call: by then every area has registered its routes.
  let doc: Record<string, unknown> | undefined;
  const described = () => {
    doc ??= buildOpenApi(app.routeTable(), {
      version: app.services.config.buildVersion,
      basePath: app.services.config.basePath,
      fieldEdit: () => fieldEditSettingsOf(app.rules),
    });
    return doc;
  };
  const open = { policy: POLICIES.public };
  route(app, OPENAPI_API.json, open, () => described());
  route(app, OPENAPI_API.page, open, ({ reply }) =>
    reply.type('text/html; charset=utf-8').send(renderOpenApiPage(described(), apiPath(OPENAPI_API.json))),
  );
}
