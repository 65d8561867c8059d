import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { apiPath } from '../../core/api/endpoint.ts';
import { CONFIG_API } from '../../core/config/config.api.ts';
import { ADMIN_AREA_MAP_API } from '../../core/geo/adminAreaMap.api.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import { notFound } from '../http/httpError.ts';
import { route } from '../http/route.ts';
import { POLICIES } from '../policies/policies.ts';
import { presentAppConfig } from '../presenters/appConfig.presenter.ts';
import { fieldEditSettingsOf } from '../rules/ruleSetDerived.ts';

/** Where the SVG logos live. */
export const ASSETS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'assets');

/**
 * The map style (MapLibre/OpenLayers style spec v8), offline: no tiles and no third-party service.
 * Its sources are this server's own GeoJSON calls (Hungary's outline with county labels, the
 * gazetteer's settlements); the web map draws the same base layer from src/core/geo/tables.
 */
export const MAP_STYLE = {
  version: 8,
  name: 'Fuvartervező alaptérkép',
  metadata: { 'freight-terminal:tiles': 'none', 'freight-terminal:offline': true },
  sources: {
    // Relative to the API base, as the web map resolves them.
    counties: { type: 'geojson', data: apiPath(ADMIN_AREA_MAP_API.counties).slice(1) },
    cities: { type: 'geojson', data: apiPath(ADMIN_AREA_MAP_API.cities).slice(1) },
  },
  layers: [
    { id: 'background', type: 'background', paint: { 'background-color': '#dfe5e8' } },
    {
      id: 'country-fill',
      type: 'fill',
      source: 'counties',
      filter: ['==', ['get', 'kind'], 'country'],
      paint: { 'fill-color': '#fbfaf5' },
    },
    {
      id: 'country-outline',
      type: 'line',
      source: 'counties',
      filter: ['==', ['get', 'kind'], 'country'],
      paint: { 'line-color': '#7a6f5a', 'line-width': 2 },
    },
    {
      id: 'county-labels',
      type: 'symbol',
      source: 'counties',
      filter: ['==', ['get', 'kind'], 'county'],
      layout: { 'text-field': ['get', 'name'], 'text-size': 12 },
      paint: { 'text-color': '#8a8170' },
    },
    {
      id: 'city-labels',
      type: 'symbol',
      source: 'cities',
      filter: ['==', ['get', 'seat'], true],
      layout: { 'text-field': ['get', 'name'], 'text-size': 11 },
      paint: { 'text-color': '#333333', 'text-halo-color': '#fbfaf5', 'text-halo-width': 2 },
    },
  ],
} as const;

/** Start-up calls: version, config, map style and images (all readable before sign-in). */
export function registerConfigRoutes(app: FastifyInstance): void {
  const { config } = app.services;

  const open = { policy: POLICIES.public };
  route(app, CONFIG_API.version, open, () => ({
    buildVersion: config.buildVersion,
    version: config.version,
    configMode: config.configMode,
  }));

  route(app, CONFIG_API.config, open, () => presentAppConfig(config, fieldEditSettingsOf(app.rules)));

  route(app, CONFIG_API.style, open, () => MAP_STYLE);

  // Read once: a fixed allow-list of files, so no request path ever reaches the file system.
  const images = new Map(
    readdirSync(ASSETS_DIR)
      .filter((f) => f.endsWith('.svg'))
      .map((f) => [f, readFileSync(path.join(ASSETS_DIR, f))] as const),
  );
  const sendImage = (reply: FastifyReply, name: string) => {
    const file = images.get(name);
    if (!file) throw notFound();
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(file);
  };
  route(app, CONFIG_API.image, open, ({ params, reply }) => sendImage(reply, params.name));
  // Browsers ask for /favicon.ico on every page before any script runs: answer it instead of a 404.
  route(app, CONFIG_API.favicon, open, ({ reply }) => sendImage(reply, 'favicon.svg'));
}

export const CONFIG_AREA = defineServerArea({
  name: 'config',
  routes: registerConfigRoutes,
});
