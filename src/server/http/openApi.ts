import { z } from 'zod';
import type { AnyEndpoint, InputSchema } from '../../core/api/endpoint.ts';
import { MODULE_KEYS } from '../../core/config/modules.ts';
import { ROLES, type RoleOrAnyone } from '../../core/permissions/roles.ts';
import { TOKEN_COOKIE } from '../auth/authenticate.ts';
import type { Actor } from '../policies/actor.ts';
import { POLICIES, type Policy } from '../policies/policies.ts';
import type { RouteEntry } from './fastifyTypes.ts';

/**
 * The OpenAPI 3.1 description of the API (issue 23), generated from what the server registered: every
 * Fastify route with its policy (→ roles) and, for routes registered with route(), its core contract
 * (zod body and query → JSON Schema 2020-12, which OpenAPI 3.1 uses as is). A new area's routes appear
 * here as soon as they are registered; nothing is listed by hand. Answers have TypeScript types only
 * (core/<area>/<area>.api.ts), so successful answers are described without a schema.
 */

type Json = Record<string, unknown>;

export interface OpenApiInfo {
  version: string;
  /** The web terminal's base path: its routes (pages and files) are not part of the API. */
  basePath: string;
}

const ERROR_REF = { $ref: '#/components/schemas/ApiError' };
const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR_REF } },
});

/** Whether a registered route belongs to the API (not the web terminal's pages and files). */
export function isApiRoute(route: Pick<RouteEntry, 'method' | 'url'>, basePath: string): boolean {
  const base = basePath.replace(/\/$/, '');
  return route.method !== 'HEAD' && route.url !== base && !route.url.startsWith(`${base}/`);
}

/** The OpenAPI path of a Fastify path (`/api/x/:id` → `/api/x/{id}`). */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{wildcard}');
}

const ALL_ROLES = Object.values(ROLES) as RoleOrAnyone[];
const probeActor = (role: RoleOrAnyone): Actor => ({
  role,
  userId: role === ROLES.ANYONE ? null : 'openapi-probe',
  username: role === ROLES.ANYONE ? null : 'openapi-probe',
  transporterId: null,
  synthetic: false,
});

/** The roles a policy lets through, with every module active at its default settings. */
export function rolesOf(policy: Policy): RoleOrAnyone[] {
  const access = { activeModules: MODULE_KEYS, authDisabled: false };
  return ALL_ROLES.filter((role) => policy.allows({ actor: probeActor(role), access, params: {} }));
}

function toJsonSchema(schema: z.ZodType): Json {
  try {
    const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
      io: 'input',
      unrepresentable: 'any',
    }) as Json;
    return rest;
  } catch {
    // A schema JSON Schema cannot express (a refinement on a custom type): say so rather than guess.
    return { description: 'Checked by the server; no JSON Schema form.' };
  }
}

function schemasOf(input: InputSchema): z.ZodType[] {
  if (!('pickSchema' in input)) return [input];
  return [...(input.variants ?? [input.pickSchema({})])];
}

function bodyOf(e: AnyEndpoint): Json | undefined {
  if (!e.body) return undefined;
  const variants = schemasOf(e.body).map(toJsonSchema);
  const schema = variants.length === 1 ? variants[0] : { oneOf: variants };
  return { required: true, content: { 'application/json': { schema } } };
}

function parametersOf(url: string, e: AnyEndpoint | undefined): Json[] {
  const params: Json[] = [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (!e?.query) return params;
  for (const schema of schemasOf(e.query).slice(0, 1)) {
    const json = toJsonSchema(schema) as { properties?: Record<string, Json>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      params.push({ name, in: 'query', required: json.required?.includes(name) ?? false, schema: property });
    }
  }
  return params;
}

function tagOf(url: string): string {
  const parts = url.split('/').filter(Boolean);
  const area = parts[0] === 'api' ? parts[1] : parts[0];
  return area?.startsWith(':') || !area ? 'api' : area;
}

function operationOf(route: RouteEntry): Json {
  const { method, url, policy, endpoint: e } = route;
  const roles = policy ? rolesOf(policy) : [];
  const isPublic = policy === POLICIES.public;
  const writes = method === 'PUT' || method === 'PATCH' || method === 'POST';
  const responses: Json = {
    [String(e?.status ?? 200)]: {
      description: 'Success (answer type: the endpoint in core/<area>/<area>.api.ts).',
    },
  };
  if (e?.body || e?.query || writes)
    responses['400'] = errorAnswer('Invalid body or query: `details` per field.');
  if (!isPublic) responses['401'] = errorAnswer('Not signed in (no or expired token).');
  if (!isPublic && policy !== POLICIES.signedIn) responses['403'] = errorAnswer('The role may not call it.');
  if (url.includes(':')) responses['404'] = errorAnswer('No such record.');
  if (method === 'PUT' || method === 'PATCH') {
    responses['409'] = errorAnswer('Stale version (`__v`) or a unique value already taken.');
  }
  if (writes) responses['422'] = errorAnswer("Refused by the config mode's rules: `details` per field.");
  responses['500'] = errorAnswer('Unexpected server error.');
  const op: Json = {
    operationId: `${method.toLowerCase()}${openApiPath(url).replace(/[^A-Za-z0-9]+(.)?/g, (_, c?: string) => (c ?? '').toUpperCase())}`,
    tags: [tagOf(url)],
    summary: `${method} ${url}`,
    description: policy ? `Who: ${policy.rule}` : 'Who: (no policy declared)',
    parameters: parametersOf(url, e),
    responses,
    'x-policy': policy?.id ?? null,
    'x-roles': roles,
  };
  const body = bodyOf(e ?? ({} as AnyEndpoint));
  if (body) op.requestBody = body;
  if (!isPublic) op.security = [{ bearer: [] }, { session: [] }];
  return op;
}

/** The OpenAPI 3.1 document of every API route the app registered (web pages and files left out). */
export function buildOpenApi(routes: readonly RouteEntry[], info: OpenApiInfo): Json {
  const paths: Record<string, Json> = {};
  for (const route of routes) {
    if (!isApiRoute(route, info.basePath)) continue;
    const path = openApiPath(route.url);
    paths[path] ??= {};
    (paths[path] as Json)[route.method.toLowerCase()] = operationOf(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Freight planning terminal API',
      version: info.version,
      description:
        'Generated from the server’s registered routes and the typed contracts in src/core/<area>/<area>.api.ts. ' +
        'x-roles: the roles the route’s policy lets through with every module active. Errors answer ' +
        '{statusCode, error, message, code, details}; codes are `<area>.<key>` from the error catalogue.',
    },
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        session: { type: 'apiKey', in: 'cookie', name: TOKEN_COOKIE },
      },
      schemas: {
        ApiError: {
          type: 'object',
          required: ['statusCode', 'error', 'message'],
          properties: {
            statusCode: { type: 'integer' },
            error: { type: 'string' },
            message: { type: 'string', description: 'Hungarian text shown to the user.' },
            code: {
              type: 'string',
              description: 'Catalogue code `<area>.<key>` (e.g. common.staleVersion).',
            },
            details: { type: 'object', additionalProperties: { type: 'string' } },
          },
        },
      },
    },
  };
}
