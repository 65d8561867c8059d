import { endpoint, fileAnswer } from '../api/endpoint.ts';
import { appConfigAnswer, mapStyleAnswer, versionInfoAnswer } from './config.answers.ts';

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
  version: endpoint({ response: versionInfoAnswer, method: 'GET', path: '/api/version' }),
  /** Config, role constants and enums. */
  config: endpoint({ response: appConfigAnswer, method: 'GET', path: '/api/config' }),
  /** The map style; its sources are this server's own GeoJSON calls. */
  style: endpoint({ response: mapStyleAnswer, method: 'GET', path: '/style' }),
  /** An SVG logo or favicon (image/svg+xml, not JSON). */
  image: endpoint({ response: fileAnswer<string>('image/svg+xml'), method: 'GET', path: '/images/:name' }),
  /** The browser's own favicon request (before the app sets the configured one): the default SVG. */
  favicon: endpoint({ response: fileAnswer<string>('image/svg+xml'), method: 'GET', path: '/favicon.ico' }),
} as const;
