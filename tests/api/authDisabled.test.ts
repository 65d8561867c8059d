import { describe, expect, it } from 'vitest';
import { BASE_CONFIG_API } from '../../src/core/baseConfig/baseConfig.api.ts';
import { CONFIG_API } from '../../src/core/config/config.api.ts';
import { MODULES_API } from '../../src/core/config/modules.api.ts';
import { AUTH_API } from '../../src/core/users/auth.api.ts';
import { USERS_API } from '../../src/core/users/users.api.ts';
import { buildRegisterInput } from '../factories/users.factory.ts';
import { TEST_DEMO_PASSWORD } from './support/constants.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { json, useTestEnv } from './support/testEnv.ts';

describe.each(BACKENDS)('AUTH_DISABLED [%s]', (backend) => {
  const env = useTestEnv(backend, { authDisabled: true });

  it('reports disableAuth in the config', async () => {
    const body = json<{ config: { disableAuth: boolean } }>(await env().request(CONFIG_API.config, {}));
    expect(body.config.disableAuth).toBe(true);
  });

  it('treats a caller without a token as a signed-in admin with editing rights', async () => {
    expect((await env().request(USERS_API.list, {})).statusCode).toBe(200);
    expect((await env().request(BASE_CONFIG_API.get, {})).statusCode).toBe(200);
    const put = await env().request(BASE_CONFIG_API.save, { payload: { deliveryInterval: 4 } });
    expect(put.statusCode).toBe(200);
    const created = await env().request(USERS_API.register, {
      payload: buildRegisterInput(),
    });
    expect(created.statusCode).toBe(201);
    // An admin, not a superadmin: module settings stay closed.
    expect((await env().request(MODULES_API.list, {})).statusCode).toBe(403);
    // An expired or broken token falls back to the same admin instead of a 401.
    const broken = await env().request(USERS_API.list, {
      headers: { authorization: 'Bearer x.y.z' },
    });
    expect(broken.statusCode).toBe(200);
  });

  it('still signs users in, and a real token acts as that user', async () => {
    const res = await env().request(AUTH_API.login, {
      payload: { username: 'transporter-viewer', password: TEST_DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const { token } = json<{ token: string }>(res);
    const asTransporter = await env().request(USERS_API.list, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(asTransporter.statusCode).toBe(403);
  });

  it('has no token to refresh for the stand-in user', async () => {
    expect((await env().request(AUTH_API.refresh, {})).statusCode).toBe(401);
  });
});
