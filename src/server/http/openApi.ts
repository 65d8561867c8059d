import { createHash } from 'node:crypto';
import { z } from 'zod';
import { type AnyEndpoint, FILE_ANSWER_TYPE, type InputSchema } from '../../core/api/endpoint.ts';
import { MODULE_KEYS } from '../../core/config/config.answers.ts';
import { LIST_ANSWER } from '../../core/list/list.answers.ts';
import { ROLES, type RoleOrAnyone } from '../../core/permissions/roles.ts';
import type { FieldEditSettings } from '../../core/rules/rulePermissionProbes.ts';
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
  /** The permission rules' answer the edit policies go by (GET /api/config `fieldEditSettings`). */
  fieldEdit?: () => FieldEditSettings;
}

const ERROR_REF = { $ref: '#/components/schemas/ApiError' };
const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR_REF } },
});

/** Whether a registered route belongs to the API (not the web terminal's pages and files). */
export function isApiRoute(route: Pick<RouteEntry, 'method' | 'url'>, basePath: string): boolean {
  const base = basePath.replace(/\/$/, '');
  // `/` only sends the browser to the web terminal.
  return (
    route.method !== 'HEAD' && route.url !== '/' && route.url !== base && !route.url.startsWith(`${base}/`)
  );
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
export function rolesOf(policy: Policy, fieldEdit?: () => FieldEditSettings): RoleOrAnyone[] {
  const access = { activeModules: MODULE_KEYS, authDisabled: false };
  return ALL_ROLES.filter((role) =>
    policy.allows({ actor: probeActor(role), access, params: {}, ...(fieldEdit && { fieldEdit }) }),
  );
}

function toJsonSchema(schema: z.ZodType, io: 'input' | 'output' = 'input'): Json {
  try {
    const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
      // `{}`-typed fields (z.unknown) and a custom check are any value: say so instead of failing.
      override: ({ zodSchema, jsonSchema }) => {
        if (zodSchema._zod.def.type === 'undefined') jsonSchema.not = {};
        // JSON has no undefined: a key whose value may be undefined is left out, so it is not required.
        if (io === 'output' && zodSchema instanceof z.ZodObject && Array.isArray(jsonSchema.required)) {
          const shape = zodSchema.shape as Record<string, z.ZodType>;
          jsonSchema.required = jsonSchema.required.filter(
            (key) => !shape[key]?.safeParse(undefined).success,
          );
        }
        // `| undefined` says "may be left out" (above), not a value: the member goes.
        if (Array.isArray(jsonSchema.anyOf)) {
          const members = jsonSchema.anyOf.filter((m) => !(Object.keys(m).length === 1 && m.not));
          if (members.length === 1) {
            delete jsonSchema.anyOf;
            Object.assign(jsonSchema, members[0]);
          } else jsonSchema.anyOf = members;
        }
        // A member that takes any value (a value z.toJSONSchema cannot express) makes the whole union any value.
        if (Array.isArray(jsonSchema.anyOf) && jsonSchema.anyOf.some((m) => Object.keys(m).length === 0)) {
          delete jsonSchema.anyOf;
        }
        const listKind = jsonSchema[LIST_ANSWER];
        delete jsonSchema[LIST_ANSWER];
        // An array or the list contract: exactly one of them answers (which one: the description).
        if (listKind === 'allOrPage' && jsonSchema.anyOf) {
          jsonSchema.oneOf = jsonSchema.anyOf;
          delete jsonSchema.anyOf;
        }
      },
    }) as Json;
    return namedDefinitions(rest);
  } catch {
    // A schema JSON Schema cannot express (a refinement on a custom type): say so rather than guess.
    return { description: 'Checked by the server; no JSON Schema form.' };
  }
}

/**
 * A schema's own definitions (`$defs`: the answers with an id, e.g. `Freight`, and recursive ones) are
 * moved to the document's components by {@link hoistDefinitions}; a definition zod named by position
 * (`__schema0`) gets a name from its content so that two schemas' definitions never collide.
 */
function namedDefinitions(json: Json): Json {
  const defs = json.$defs as Record<string, Json> | undefined;
  if (!defs) return json;
  let text = JSON.stringify(json);
  for (const name of Object.keys(defs).filter((n) => n.startsWith('__schema'))) {
    const unique = `Anonymous${createHash('sha1').update(JSON.stringify(defs[name])).digest('hex').slice(0, 10)}`;
    text = text
      .replaceAll(`"#/$defs/${name}"`, `"#/$defs/${unique}"`)
      .replaceAll(`"${name}":`, `"${unique}":`);
  }
  return JSON.parse(text) as Json;
}

/** Every `$defs` of the document's schemas into `components.schemas`, references rewritten to point there. */
function hoistDefinitions(doc: Json, shared: Record<string, Json>): Json {
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const node = value as Json;
    const defs = node.$defs as Record<string, Json> | undefined;
    if (defs) {
      delete node.$defs;
      for (const [name, def] of Object.entries(defs)) {
        visit(def);
        shared[name] ??= def;
      }
    }
    for (const child of Object.values(node)) visit(child);
  };
  visit(doc);
  const rewrite = (value: Json) =>
    JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/')) as Json;
  for (const [name, def] of Object.entries(shared)) shared[name] = rewrite(def);
  return rewrite(doc);
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
  return { [e.mediaType ?? 'application/json']: { schema: toJsonSchema(e.response, 'output') } };
}

function bodyOf(e: AnyEndpoint): Json | undefined {
  if (!e.body) return undefined;
  const variants = schemasOf(e.body).map((schema) => toJsonSchema(schema));
  // The variants may overlap as JSON Schema sees them (create vs update by `id`): anyOf, not oneOf.
  const schema = variants.length === 1 ? variants[0] : { anyOf: variants };
  return { required: true, content: { 'application/json': { schema } } };
}

const LIST_SHAPES =
  ' Without any of page, size, sort, filter, q and statuses a short master-data list answers an array of ' +
  'every row; with any of them every list answers {result, filteredCount, totalCount}.';

/** The list call's query parameters (core/list/listCall.schemas.ts), as every list reads them. */
const LIST_PARAMETERS: readonly Json[] = [
  {
    name: 'page',
    description: `The page to answer, from 0.${LIST_SHAPES}`,
    schema: { type: 'integer', minimum: 0, default: 0 },
    example: 0,
  },
  {
    name: 'size',
    description: 'Rows per page, at most 1000; -1 answers every row matching the filter.',
    schema: { type: 'integer', minimum: -1, maximum: 1000, default: 50 },
    example: 50,
  },
  {
    name: 'sort',
    description:
      '`column:asc` or `column:desc`; repeat the parameter to sort by more columns (at most 5), the first ' +
      'one first: `sort=status:asc&sort=freightId:desc`. A column the list does not have is a 400.',
    schema: { type: 'array', maxItems: 5, items: { type: 'string', pattern: '^[^:]+(:(asc|desc))?$' } },
    style: 'form',
    explode: true,
    example: ['status:asc', 'freightId:desc'],
  },
  {
    name: 'filter',
    description:
      'Column filters as one JSON object (URL-encoded), column → filter: `{"type":"contains","value":"text"}` ' +
      '(case-insensitive part of the text), `{"type":"equals","value":"x"}`, `{"type":"in","values":["a","b"]}` ' +
      '(one of the values, at most 200) or `{"type":"blank"}` (an empty cell). All filters must hold. A malformed ' +
      'filter or an unknown column is a 400.',
    schema: { type: 'string', maxLength: 4000 },
    example:
      '{"status":{"type":"in","values":["new","published"]},"transporterName":{"type":"contains","value":"trans"}}',
  },
  {
    name: 'q',
    description: "Quick filter: rows with this text (case-insensitive) in any of the list's text columns.",
    schema: { type: 'string', maxLength: 200 },
    example: 'Győr',
  },
  {
    name: 'statuses',
    description:
      "Only rows in one of these statuses (the list's status values, e.g. GET /api/freights/statuses); repeat the " +
      'parameter for more: `statuses=new&statuses=published`.',
    schema: { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 60 } },
    style: 'form',
    explode: true,
    example: ['new', 'published'],
  },
];

/** The list parameters of a list answer's operation, over what its query schema says of them. */
function withListParameters(params: Json[]): Json[] {
  const named = new Map(params.map((p) => [p.name, p]));
  for (const list of LIST_PARAMETERS) {
    const declared = named.get(list.name);
    if (declared?.in === 'query') Object.assign(declared, list);
    else params.push({ in: 'query', required: false, ...list });
  }
  return params;
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

const codes = (list: string) => ` Codes: ${list}.`;

/** The error answers operations share (components.responses); an endpoint's `answers` may say more. */
const ERROR_ANSWERS = {
  BadRequest: errorAnswer(
    'Invalid input: a body, query or path parameter that fails its schema (`details` per field), ' +
      'malformed JSON, a text with characters that cannot be stored, a body nested too deep.' +
      codes('common.badRequest, common.invalidCharacters, common.tooDeep, common.unknownColumn, <area>.*'),
  ),
  Unauthorized: errorAnswer(
    `Not signed in: no token, or one that expired or was revoked.${codes('common.unauthorized')}`,
  ),
  Forbidden: errorAnswer(`The caller's role may not call it.${codes('common.forbidden, <area>.*')}`),
  ForbiddenWrite: errorAnswer(
    "The caller's role may not call it, or the config mode's rules refuse a field it changes." +
      codes('common.forbidden, <area>.*'),
  ),
  NotFound: errorAnswer(
    'No such record, or one the caller may not see (a transporter sees only its own).' +
      codes('common.notFound, <area>.*'),
  ),
  Conflict: errorAnswer(
    'The record changed since it was read (stale `__v`), a unique value is already taken, or the record is ' +
      'in a state that does not allow it.' +
      codes('common.staleVersion, common.duplicateRow, <area>.*'),
  ),
  RefusedByRules: errorAnswer(
    "Refused by the config mode's rules (rules/<mode>/*.json): `details` holds a message per field.",
  ),
  TooLarge: errorAnswer(`The body is larger than the call accepts.${codes('common.tooLarge')}`),
  NotJson: errorAnswer('The body is not `application/json`.'),
  ServerError: errorAnswer(`Unexpected server error (logged).${codes('common.serverError')}`),
  Unavailable: errorAnswer(
    'The database is unavailable for a moment (restart, failover): the call may be repeated.' +
      codes('common.databaseUnavailable'),
  ),
};

const SIDE_EFFECTS: Record<string, string> = {
  GET: 'Reads only: changes nothing.',
  POST: 'Writes what it says in one transaction with its event-log entries; nothing when it fails.',
  PUT: 'Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.',
  PATCH:
    'Writes every row in one transaction with its event-log entries, each at the version read; all or nothing.',
  DELETE: 'Deletes in one transaction with its event-log entry; nothing when it fails.',
};

/** What people read under the summary: the contract's description, who may call it, what it changes. */
function descriptionOf(method: string, policy: Policy | undefined, e: AnyEndpoint | undefined): string {
  return [
    e?.description,
    `**Who may call it:** ${policy?.rule ?? '(no policy declared)'}`,
    `**Side effects:** ${SIDE_EFFECTS[method] ?? 'none.'}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** `get` + the path in camel case (`/api/freights/{id}` → getApiFreightsId). */
function operationIdOf(method: string, url: string): string {
  const camel = openApiPath(url).replace(/[^A-Za-z0-9]+(.)?/g, (_, c?: string) => (c ?? '').toUpperCase());
  // The spec's few trailing-slash paths (PUT /api/freights/cancel/) would collide with none, but say so.
  return `${method.toLowerCase()}${camel}${url.endsWith('/') && url.length > 1 ? 'Slash' : ''}`;
}

function operationOf(route: RouteEntry, fieldEdit?: () => FieldEditSettings): Json {
  const { method, url, policy, endpoint: e } = route;
  const roles = policy ? rolesOf(policy, fieldEdit) : [];
  const isPublic = policy === POLICIES.public;
  const writes = method !== 'GET';
  const status = e?.status ?? 200;
  const responses: Json = {
    [String(status)]: e
      ? { description: 'Success.', content: successContentOf(e) }
      : { description: 'Success (a route without a core contract).' },
  };
  const shared = (name: keyof typeof ERROR_ANSWERS) => ({ $ref: `#/components/responses/${name}` });
  responses['400'] = shared('BadRequest');
  if (!isPublic) responses['401'] = shared('Unauthorized');
  if (!isPublic && writes) responses['403'] = shared('ForbiddenWrite');
  else if (!isPublic && policy !== POLICIES.signedIn) responses['403'] = shared('Forbidden');
  // Any call may name a record it cannot find (a path id, a query's depot or freight, a body's ids).
  responses['404'] = shared('NotFound');
  if (writes) {
    responses['409'] = shared('Conflict');
    responses['422'] = shared('RefusedByRules');
  }
  if (e?.body || writes) {
    responses['413'] = shared('TooLarge');
    responses['415'] = shared('NotJson');
  }
  responses['500'] = shared('ServerError');
  responses['503'] = shared('Unavailable');
  for (const [code, description] of Object.entries(e?.answers ?? {})) {
    responses[code] =
      Number(code) < 300 || e?.successBodyOn?.includes(Number(code))
        ? { description, content: successContentOf(e as AnyEndpoint) }
        : errorAnswer(description);
  }
  const op: Json = {
    operationId: operationIdOf(method, url),
    tags: [tagOf(url)],
    summary: e?.summary ?? `${tagOf(url)}: a route without a core contract`,
    description: descriptionOf(method, policy, e),
    parameters:
      e && z.globalRegistry.get(e.response)?.[LIST_ANSWER]
        ? withListParameters(parametersOf(url, e))
        : parametersOf(url, e),
    responses,
    'x-policy': policy?.id ?? null,
    'x-roles': roles,
  };
  const body = bodyOf(e ?? ({} as AnyEndpoint));
  if (body) op.requestBody = body;
  // A public call says so (an empty list): no credentials needed.
  op.security = isPublic ? [] : [{ bearer: [] }, { session: [] }];
  return op;
}

/** The OpenAPI 3.1 document of every API route the app registered (web pages and files left out). */
export function buildOpenApi(routes: readonly RouteEntry[], info: OpenApiInfo): Json {
  const paths: Record<string, Json> = {};
  for (const route of routes) {
    if (!isApiRoute(route, info.basePath)) continue;
    const path = openApiPath(route.url);
    paths[path] ??= {};
    (paths[path] as Json)[route.method.toLowerCase()] = operationOf(route, info.fieldEdit);
  }
  const shared: Record<string, Json> = {};
  const hoisted = hoistDefinitions(paths, shared);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Freight planning terminal API',
      version: info.version,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      description:
        'Generated from the server’s registered routes and the typed contracts in src/core/<area>/<area>.api.ts. ' +
        'x-roles: the roles the route’s policy lets through with every module active. Errors answer ' +
        '{statusCode, error, message, code, details}; codes are `<area>.<key>` from the error catalogue.',
    },
    servers: [
      {
        url: '/',
        description:
          'The server that serves this document (its paths start at the host root: /api, /users, …).',
      },
    ],
    paths: hoisted,
    components: {
      responses: ERROR_ANSWERS,
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
        ...Object.fromEntries(Object.entries(shared).sort(([a], [b]) => a.localeCompare(b))),
      },
    },
  };
}
