import { endpoint } from '../api/endpoint.ts';
import type { AppConfigResponse, VersionInfo } from './appConfig.schemas.ts';

/** The offline map style (MapLibre/OpenLayers style spec v8) as GET /style answers it. */
export interface MapStyle {
  version: 8;
  name: string;
  metadata: Record<string, unknown>;
  sources: Record<string, { type: 'geojson'; data: string }>;
  layers: readonly ({ id: string; type: string } & Record<string, unknown>)[];
}

/** Start-up calls, all readable before sign-in (shell.md §7). */
export const CONFIG_API = {
  version: endpoint<VersionInfo>()({ method: 'GET', path: '/api/version' }),
  /** Config, role constants and enums. */
  config: endpoint<AppConfigResponse>()({ method: 'GET', path: '/api/config' }),
  /** The map style; its sources are this server's own GeoJSON calls. */
  style: endpoint<MapStyle>()({ method: 'GET', path: '/style' }),
  /** An SVG logo or favicon (image/svg+xml, not JSON). */
  image: endpoint<string>()({ method: 'GET', path: '/images/:name' }),
  /** The browser's own favicon request (before the app sets the configured one): the default SVG. */
  favicon: endpoint<string>()({ method: 'GET', path: '/favicon.ico' }),
} as const;
