import { z } from 'zod';
import { type AnyEndpoint, FILE_ANSWER_TYPE, type InputSchema } from '../../core/api/endpoint.ts';
import { MODULE_KEYS } from '../../core/config/modules.ts';
import { ROLES, type RoleOrAnyone } from '../../core/permissions/roles.ts';
import { TOKEN_COOKIE } from '../auth/authenticate.ts';
import type { Actor } from '../policies/actor.ts';
import { POLICIES, type Policy } from '../policies/policies.ts';
import type { RouteEntry } from './fastifyTypes.ts';

/**
 * The OpenAPI 3.1 description of the API (issue 23), generated from what the server registered: every
 * Fastify route with its policy (→ roles) and, for routes registered with route(), its core contract
 * (zod body, query and success answer → JSON Schema 2020-12, which OpenAPI 3.1 uses as is). A new
 * area's routes appear here as soon as they are registered; nothing is listed by hand.
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

function toJsonSchema(schema: z.ZodType, io: 'input' | 'output' = 'input'): Json {
  try {
    const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
      // `{}`-typed fields (z.unknown) and a custom check are any value: say so instead of failing.
      override: ({ zodSchema, jsonSchema }) => {
        if (zodSchema._zod.def.type === 'undefined') jsonSchema.not = {};
      },
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

/** The success answer of an endpoint: its JSON Schema, or the media type of a file it sends. */
export function successContentOf(e: AnyEndpoint): Json {
  const fileType = z.globalRegistry.get(e.response)?.[FILE_ANSWER_TYPE];
  if (typeof fileType === 'string') {
    const binary = !fileType.startsWith('text/') && !fileType.endsWith('+xml');
    return { [fileType]: { schema: binary ? { type: 'string', format: 'binary' } : { type: 'string' } } };
  }
  return { 'application/json': { schema: toJsonSchema(e.response, 'output') } };
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
  const writes = method !== 'GET';
  const status = e?.status ?? 200;
  const responses: Json = {
    [String(status)]: e
      ? { description: 'Success.', content: successContentOf(e) }
      : { description: 'Success (a route without a core contract).' },
  };
  const codes = (list: string) => ` Codes: ${list}.`;
  responses['400'] = errorAnswer(
    'Invalid input: a body, query or path parameter that fails its schema (`details` per field), ' +
      'malformed JSON, a text with characters that cannot be stored, a body nested too deep.' +
      codes('common.badRequest, common.invalidCharacters, common.tooDeep, common.unknownColumn, <area>.*'),
  );
  if (!isPublic) {
    responses['401'] = errorAnswer(
      'Not signed in: no token, or one that expired or was revoked.' + codes('common.unauthorized'),
    );
  }
  if (!isPublic && (policy !== POLICIES.signedIn || writes)) {
    responses['403'] = errorAnswer(
      `The caller's role may not call it${writes ? ", or the config mode's rules refuse a field it changes" : ''}.` +
        codes('common.forbidden, <area>.*'),
    );
  }
  if (url.includes(':') || writes) {
    responses['404'] = errorAnswer(
      'No such record, or one the caller may not see (a transporter sees only its own).' +
        codes('common.notFound, <area>.*'),
    );
  }
  if (writes) {
    responses['409'] = errorAnswer(
      'The record changed since it was read (stale `__v`), a unique value is already taken, or the record is ' +
        'in a state that does not allow it.' +
        codes('common.staleVersion, common.duplicateRow, <area>.*'),
    );
    responses['422'] = errorAnswer(
      "Refused by the config mode's rules (rules/<mode>/*.json): `details` holds a message per field.",
    );
  }
  for (const [code, description] of Object.entries(e?.answers ?? {})) {
    responses[code] =
      Number(code) < 300
        ? { description, content: successContentOf(e as AnyEndpoint) }
        : errorAnswer(description);
  }
  responses['500'] = errorAnswer('Unexpected server error (logged).' + codes('common.serverError'));
  responses['503'] = errorAnswer(
    'The database is unavailable for a moment (restart, failover): the call may be repeated.' +
      codes('common.databaseUnavailable'),
  );
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
