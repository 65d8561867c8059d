import type { FastifyInstance } from 'fastify';
import type { RouteEntry } from './fastifyTypes.ts';
import { isApiRoute } from './openApi.ts';

interface PathPattern {
  method: string;
  pattern: RegExp;
}

const compiled = new WeakMap<FastifyInstance, PathPattern[]>();

/** A Fastify path as a pattern of concrete paths (`/api/x/:id` matches `/api/x/anything`). */
function patternOf(url: string): RegExp {
  const source = url
    .split(/(:[A-Za-z0-9_]+|\*)/)
    .map((part) =>
      part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`);
}

function patternsOf(app: FastifyInstance): PathPattern[] {
  let patterns = compiled.get(app);
  if (!patterns) {
    const { basePath } = app.services.config;
    patterns = app
      .routeTable()
      .filter((r: RouteEntry) => isApiRoute(r, basePath))
      .map((r) => ({ method: r.method, pattern: patternOf(r.url) }));
    compiled.set(app, patterns);
  }
  return patterns;
}

/**
 * The methods the API has at a concrete path (for a 405 and its `Allow` header); empty when the path
 * itself is unknown (a 404). Read from the registered routes, so a new route counts at once.
 */
export function allowedMethodsAt(app: FastifyInstance, url: string): string[] {
  const pathname = url.split('?')[0] ?? '';
  const methods = new Set(
    patternsOf(app)
      .filter((p) => p.pattern.test(pathname))
      .map((p) => p.method),
  );
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}
