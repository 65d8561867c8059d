import { describe, expect, it } from 'vitest';
import { BASE_CONFIG_API } from '../../src/core/baseConfig/baseConfig.api.ts';
import { MODULES_API } from '../../src/core/config/modules.api.ts';
import { AUTH_API } from '../../src/core/users/auth.api.ts';
import { USERS_API } from '../../src/core/users/users.api.ts';
import { buildApp } from '../../src/server/app.ts';
import { POLICIES } from '../../src/server/policies/policies.ts';
import { BACKENDS, cloneTestDatabase } from './support/testDatabase.ts';
import { json, testConfig, useTestEnv } from './support/testEnv.ts';

describe.each(BACKENDS)('error answers [%s]', (backend) => {
  const env = useTestEnv(backend);

  it('answers unknown routes with the JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing'],
      // Known paths with a method they do not have.
      ['DELETE', USERS_API.list.path],
      ['PATCH', BASE_CONFIG_API.get.path],
    ] as const) {
      const res = await env().call({ method, url, as: 'admin' });
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ statusCode: 404, error: 'Not Found', message: 'Nem található' });
    }
  });

  it('answers a missing token with 401 and a forbidden role with 403, in the error shape', async () => {
    const anon = await env().request(USERS_API.list, {});
    expect(json(anon)).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      code: 'common.unauthorized',
      message: 'Azonosítás sikertelen',
    });
    const viewer = await env().request(USERS_API.list, { as: 'logistics-viewer' });
    expect(json(viewer)).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      code: 'common.forbidden',
      message: 'Nem engedélyezett művelet',
    });
  });

  it('checks the policy before reading the body: a forbidden caller gets 403 even for malformed JSON', async () => {
    const res = await env().request(USERS_API.register, {
      as: 'production-viewer',
      payload: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses bodies over 1 MB with a JSON 413', async () => {
    const res = await env().request(AUTH_API.login, {
      payload: { username: 'admin', password: 'x'.repeat(1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(json(res)).toMatchObject({ statusCode: 413, message: expect.any(String) });
  });

  it('answers an unexpected failure with a logged 500 that reveals nothing', async () => {
    const database = await cloneTestDatabase(backend);
    const app = await buildApp({ config: testConfig(), db: database.db });
    await app.ready();
    await database.close(); // every database call now fails
    const res = await app.inject({ method: 'GET', url: MODULES_API.active.path, headers: {} });
    // No token: the policy refuses before the database is touched.
    expect(res.statusCode).toBe(401);
    const token = await app.services.tokens.sign({
      sub: '00000000-0000-4000-8000-000000000000',
      role: 'admin',
      username: 'x',
      sid: '00000000-0000-4000-8000-000000000001',
      gen: 0,
      tv: 0,
    });
    const failing = await app.inject({
      method: 'GET',
      url: USERS_API.list.path,
      headers: { authorization: `Bearer ${token.token}` },
    });
    expect(failing.statusCode).toBe(500);
    expect(json(failing)).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Belső szerverhiba történt',
    });
    await app.close();
  });
});

describe('route policies', () => {
  it('refuses to start with a route that declares no policy', async () => {
    const database = await cloneTestDatabase('pglite');
    try {
      const app = await buildApp({ config: testConfig(), db: database.db });
      app.get('/api/forgotten', async () => ({}));
      app.get('/api/declared', { config: { policy: POLICIES.public } }, async () => ({}));
      await expect(app.ready()).rejects.toThrow(/without a declared policy: GET \/api\/forgotten/);
    } finally {
      await database.close();
    }
  });
});
