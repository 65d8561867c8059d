import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../http/errorHandler.ts';
import { POLICIES } from '../policies/policies.ts';

/** JSON answer for non-browser clients while the web terminal is not built. */
export const NOT_BUILT_MESSAGE = 'A webes felület nincs lefordítva: futtassa az npm run build parancsot.';

const NOT_BUILT_HTML = (dir: string) => `<!doctype html>
<html lang="hu"><head><meta charset="utf-8"><title>A felület nincs lefordítva</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;line-height:1.5">
<h1>A webes felület még nincs lefordítva</h1>
<p>The web terminal has not been built: <code>${dir}</code> is missing.</p>
<p>Run <code>npm run build</code> (or start with <code>npm start</code>, which builds first), then reload this page.</p>
</body></html>`;

/** True when the web terminal has been built (dist/web/index.html exists). */
export function webIsBuilt(webDistDir: string): boolean {
  return existsSync(path.join(webDistDir, 'index.html'));
}

/** Serves the built web terminal under BASE_PATH, with redirects to it from / and the bare base path. */
export async function registerWebRoutes(app: FastifyInstance): Promise<void> {
  const { basePath, webDistDir } = app.services.config;
  if (basePath !== '/') {
    const bare = basePath.slice(0, -1);
    const redirect = (request: FastifyRequest, reply: FastifyReply) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(`${basePath}${query}`, 302);
    };
    app.get(bare, { config: { policy: POLICIES.public } }, redirect);
    app.get('/', { config: { policy: POLICIES.public } }, redirect);
  }
  if (!webIsBuilt(webDistDir)) return;

  await app.register(async (scope) => {
    // @fastify/static registers one route per file; they are public like any web page.
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, policy: POLICIES.public };
    });
    await scope.register(fastifyStatic, {
      root: webDistDir,
      prefix: basePath,
      wildcard: false,
      cacheControl: false,
      // The build writes .br and .gz copies of the assets (scripts/precompress.mjs): sent when accepted.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Vite puts content hashes in asset names, so those never change; index.html always may.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  });
}

/**
 * History-mode routing: a GET under the base path that is not a file gets index.html, so a reload on
 * /logistics/freights works. Returns false when the request is not such a page request.
 */
export function serveWebPage(request: FastifyRequest, reply: FastifyReply): boolean {
  const { basePath, webDistDir } = request.server.services.config;
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (!pathname.startsWith(basePath)) return false;
  const rest = pathname.slice(basePath.length);
  // Asset-like paths (a dot in the last segment, or under assets/) stay 404s: a missing script must not get HTML.
  if (rest.startsWith('assets/') || /\.[A-Za-z0-9]+$/.test(rest)) return false;
  if (basePath === '/' && /^(api|users|images|style|location|route-planner)(\/|$)/.test(rest)) return false;
  if (!webIsBuilt(webDistDir)) {
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (wantsHtml) void reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT_HTML(webDistDir));
    else void sendError(reply, 503, NOT_BUILT_MESSAGE);
    return true;
  }
  const html = readFileSync(path.join(webDistDir, 'index.html'));
  void reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  return true;
}
