import { endpoint, fileAnswer } from '../api/endpoint.ts';
import { appConfigAnswer, mapStyleAnswer, versionInfoAnswer } from './config.answers.ts';

/** Start-up calls, all readable before sign-in (shell.md §7). */
export const CONFIG_API = {
  version: endpoint({
    summary: "Reads the server's version",
    response: versionInfoAnswer,
    method: 'GET',
    path: '/api/version',
  }),
  config: endpoint({
    summary: "Reads the terminal's settings, role constants and enums",
    description: 'Config, role constants and enums.',
    response: appConfigAnswer,
    method: 'GET',
    path: '/api/config',
  }),
  style: endpoint({
    summary: 'Reads the map style',
    description: "The map style; its sources are this server's own GeoJSON calls.",
    response: mapStyleAnswer,
    method: 'GET',
    path: '/style',
  }),
  image: endpoint({
    summary: 'Reads a logo or icon image',
    description: 'An SVG logo or favicon (image/svg+xml, not JSON).',
    response: fileAnswer<string>('image/svg+xml'),
    method: 'GET',
    path: '/images/:name',
  }),
  favicon: endpoint({
    summary: 'Reads the default favicon',
    description:
      "The browser's own favicon request (before the app sets the configured one): the default SVG.",
    response: fileAnswer<string>('image/svg+xml'),
    method: 'GET',
    path: '/favicon.ico',
  }),
} as const;
