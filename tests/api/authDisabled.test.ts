import { describe, expect, it } from 'vitest';
import { buildRegisterInput } from '../factories/users.factory.ts';
import { TEST_DEMO_PASSWORD } from './support/constants.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { json, useTestEnv } from './support/testEnv.ts';

describe.each(BACKENDS)('AUTH_DISABLED [%s]', (backend) => {
  const env = useTestEnv(backend, { authDisabled: true });

  it('reports disableAuth in the config', async () => {
    const body = json<{ config: { disableAuth: boolean } }>(
      await env().call({ method: 'GET', url: '/api/config' }),
    );
    expect(body.config.disableAuth).toBe(true);
  });

  it('treats a caller without a token as a signed-in admin with editing rights', async () => {
    expect((await env().call({ method: 'GET', url: '/users' })).statusCode).toBe(200);
    expect((await env().call({ method: 'GET', url: '/api/baseConfig' })).statusCode).toBe(200);
    const put = await env().call({ method: 'PUT', url: '/api/baseConfig', payload: { deliveryInterval: 4 } });
    expect(put.statusCode).toBe(200);
    const created = await env().call({
      method: 'POST',
      url: '/users/register',
      payload: buildRegisterInput(),
    });
    expect(created.statusCode).toBe(201);
    // An admin, not a superadmin: module settings stay closed.
    expect((await env().call({ method: 'GET', url: '/api/modules' })).statusCode).toBe(403);
    // An expired or broken token falls back to the same admin instead of a 401.
    const broken = await env().call({
      method: 'GET',
      url: '/users',
      headers: { authorization: 'Bearer x.y.z' },
    });
    expect(broken.statusCode).toBe(200);
  });

  it('still signs users in, and a real token acts as that user', async () => {
    const res = await env().call({
      method: 'POST',
      url: '/users/auth/login',
      payload: { username: 'transporter-viewer', password: TEST_DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const { token } = json<{ token: string }>(res);
    const asTransporter = await env().call({
      method: 'GET',
      url: '/users',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(asTransporter.statusCode).toBe(403);
  });

  it('has no token to refresh for the stand-in user', async () => {
    expect((await env().call({ method: 'POST', url: '/users/auth/refresh' })).statusCode).toBe(401);
  });
});
