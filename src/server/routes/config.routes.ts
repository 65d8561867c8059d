import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { VersionInfo } from '../../core/config/appConfig.schemas.ts';
import { notFound } from '../http/httpError.ts';
import { POLICIES } from '../policies/policies.ts';
import { presentAppConfig } from '../presenters/appConfig.presenter.ts';

/** Where the SVG logos live. */
export const ASSETS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'assets');

/**
 * The map style (MapLibre/OpenLayers style spec v8). Honest for now: a plain land-coloured
 * background and no tile sources, because the server does not serve tiles yet and the product
 * must not depend on a third-party tile service; the map issue adds our own sources here.
 */
export const MAP_STYLE = {
  version: 8,
  name: 'Fuvartervező alaptérkép',
  metadata: { 'freight-terminal:tiles': 'none-yet' },
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#f2efe9' } }],
} as const;

/** Start-up calls: version, config, map style and images (all readable before sign-in). */
export function registerConfigRoutes(app: FastifyInstance): void {
  const { config } = app.services;

  app.get('/api/version', { config: { policy: POLICIES.public } }, async (): Promise<VersionInfo> => {
    return { buildVersion: config.buildVersion, version: config.version, configMode: config.configMode };
  });

  app.get('/api/config', { config: { policy: POLICIES.public } }, async () => presentAppConfig(config));

  app.get('/style', { config: { policy: POLICIES.public } }, async () => MAP_STYLE);

  // Read once: a fixed allow-list of files, so no request path ever reaches the file system.
  const images = new Map(
    readdirSync(ASSETS_DIR)
      .filter((f) => f.endsWith('.svg'))
      .map((f) => [f, readFileSync(path.join(ASSETS_DIR, f))] as const),
  );
  app.get<{ Params: { name: string } }>(
    '/images/:name',
    { config: { policy: POLICIES.public } },
    async (request, reply) => {
      const file = images.get(request.params.name);
      if (!file) throw notFound();
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(file);
    },
  );
}
