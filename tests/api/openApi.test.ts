import { describe, expect, it } from 'vitest';
import { OPENAPI_API } from '../../src/core/api/openApi.api.ts';
import { isApiRoute, openApiPath } from '../../src/server/http/openApi.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';

/** The value at a path of keys inside parsed JSON (undefined where one is missing). */
const dig = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], value);

type Doc = { openapi: string; paths: Record<string, Record<string, Record<string, unknown>>> };

describe.each(BACKENDS.slice(0, 1))('OpenAPI description [%s]', (backend) => {
  const env = useTestEnv(backend);

  it('describes every registered API route, with its roles and error answers', async () => {
    const res = await env().request(OPENAPI_API.json);
    expect(res.statusCode).toBe(200);
    const doc = res.json() as Doc;
    expect(doc.openapi).toBe('3.1.0');
    const routes = env()
      .app.routeTable()
      .filter((r) => isApiRoute(r, env().app.services.config.basePath));
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes
      .filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()])
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    for (const r of routes) {
      const op = doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()] ?? {};
      expect(op['x-policy'], `${r.method} ${r.url}`).toBe(r.policy?.id);
      expect(Array.isArray(op['x-roles'])).toBe(true);
      expect(Object.keys(op.responses as object)).toContain('500');
    }
  });

  it('carries the contracts: body schema, path and query parameters, roles, error answers', async () => {
    const doc = (await env().request(OPENAPI_API.json)).json() as Doc;
    const update = dig(doc.paths, '/api/vehicles/{id}', 'put');
    const schema = dig(update, 'requestBody', 'content', 'application/json', 'schema');
    // Types only: the limits (a positive integer up to 66) are the vehicle rules' (rules/base/validation.json).
    expect(dig(schema, 'properties', 'palletCapacity')).toMatchObject({ type: 'number' });
    expect(dig(schema, 'properties', 'palletCapacity', 'maximum')).toBeUndefined();
    expect(dig(schema, 'additionalProperties')).toBe(false);
    expect(dig(update, 'parameters')).toContainEqual(
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    );
    expect(dig(update, 'x-roles')).toContain('admin');
    expect(dig(update, 'x-roles')).not.toContain('anyone');
    expect(Object.keys(dig(update, 'responses') as object)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '409']),
    );
    expect(dig(doc.paths, '/api/vehicles/defaults', 'get', 'parameters')).toContainEqual(
      expect.objectContaining({ name: 'deliveryToSite', in: 'query' }),
    );
    const save = dig(
      doc.paths,
      '/api/transporters',
      'put',
      'requestBody',
      'content',
      'application/json',
      'schema',
    );
    expect(dig(save, 'anyOf')).toHaveLength(2);
    expect(dig(doc.paths, '/api/config', 'get', 'x-roles')).toContain('anyone');
    expect(dig(doc.paths, '/api/config', 'get', 'security')).toEqual([]);
  });

  it('documents every success answer, a summary for people and the errors of each operation', async () => {
    const doc = (await env().request(OPENAPI_API.json)).json() as Doc;
    const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method, op })),
    );
    const withoutAnswer = ops.filter(({ op }) => {
      const responses = op.responses as Record<string, { content?: Record<string, { schema?: unknown }> }>;
      const success = Object.entries(responses).find(([status]) => status.startsWith('2'))?.[1];
      return !Object.values(success?.content ?? {}).some((media) => media.schema);
    });
    expect(withoutAnswer.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    const mechanical = ops.filter(({ path, method, op }) =>
      String(op.summary).toLowerCase().includes(`${method} ${path}`.toLowerCase()),
    );
    expect(mechanical).toEqual([]);
    for (const { op } of ops) expect(String(op.description)).toContain('**Who may call it:**');
    const login = dig(doc.paths, '/users/auth/login', 'post', 'responses') as object;
    expect(Object.keys(login)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '429', '503']));
    expect(dig(doc.paths, '/api/freights/{id}/{version}', 'put', 'responses', '409')).toEqual({
      $ref: '#/components/responses/Conflict',
    });
    expect(dig(doc, 'components', 'responses', 'Conflict', 'description')).toContain('common.staleVersion');
  });

  it('documents the list parameters and which query gives which answer shape', async () => {
    const doc = (await env().request(OPENAPI_API.json)).json() as Doc;
    const users = dig(doc.paths, '/users', 'get') as Record<string, unknown>;
    const names = (users.parameters as { name: string }[]).map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['page', 'size', 'sort', 'filter', 'q', 'statuses']));
    const filter = (users.parameters as { name: string; example?: string }[]).find(
      (p) => p.name === 'filter',
    );
    expect(JSON.parse(filter?.example ?? 'null')).toMatchObject({ status: { type: 'in' } });
    const shapes = dig(users, 'responses', '200', 'content', 'application/json', 'schema', 'oneOf') as {
      type: string;
      description: string;
    }[];
    expect(shapes.map((s) => s.type)).toEqual(['array', 'object']);
    expect(shapes[0]?.description).toContain('no list parameter');
    const freights = dig(
      doc.paths,
      '/api/freights',
      'get',
      'responses',
      '200',
      'content',
      'application/json',
      'schema',
    );
    expect(dig(freights, 'required')).toEqual(['result', 'filteredCount', 'totalCount']);
  });

  it('serves a readable page listing the calls', async () => {
    const res = await env().request(OPENAPI_API.page);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('/api/vehicles/{id}');
    expect(res.body).toContain('/api/openapi.json');
  });
});
