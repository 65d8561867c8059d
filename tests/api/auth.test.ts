import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { apiPath } from '../../src/core/api/endpoint.ts';
import { MODULES_API } from '../../src/core/config/modules.api.ts';
import { ROLES } from '../../src/core/permissions/roles.ts';
import { AUTH_API, AUTH_ERRORS } from '../../src/core/users/auth.api.ts';
import { USERS_API } from '../../src/core/users/users.api.ts';
import { LOGIN_THROTTLE } from '../../src/server/commands/auth.commands.ts';
import { insertTestUser } from '../factories/users.factory.ts';
import { TEST_DEMO_PASSWORD, TEST_JWT_SECRET } from './support/constants.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { json, useTestEnv } from './support/testEnv.ts';

const login = (username: string, password = TEST_DEMO_PASSWORD) => ({
  method: 'POST' as const,
  url: apiPath(AUTH_API.login),
  payload: { username, password },
});

function cookiesOf(res: { headers: Record<string, unknown> }): string[] {
  const raw = res.headers['set-cookie'];
  return Array.isArray(raw) ? raw.map(String) : raw ? [String(raw)] : [];
}

describe.each(BACKENDS)('sign-in, refresh and sign-out [%s]', (backend) => {
  // A movable clock for the throttle window.
  let clock = Date.now();
  const env = useTestEnv(backend, {}, { now: () => new Date(clock) });

  it('signs in with user name (any case) and password: token, expiry, user and cookies', async () => {
    const before = Date.now();
    const res = await env().call(login('Logistics-Manager'));
    expect(res.statusCode).toBe(200);
    const body = json<{ token: string; expiresAt: number; user: Record<string, unknown> }>(res);
    expect(body.user).toMatchObject({ username: 'logistics-manager', role: ROLES.LOGISTICS_MANAGER, __v: 0 });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.expiresAt).toBeGreaterThanOrEqual(before + 899_000);
    expect(body.expiresAt).toBeLessThanOrEqual(Date.now() + 901_000);
    const cookies = cookiesOf(res);
    expect(cookies.find((c) => c.startsWith('token='))).toMatch(/HttpOnly/);
    expect(cookies.find((c) => c.startsWith('username='))).not.toMatch(/HttpOnly/);
    const me = await env().request(MODULES_API.active, {
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('accepts the token from the cookie as well', async () => {
    const res = await env().call(login('admin'));
    const token = json<{ token: string }>(res).token;
    const users = await env().request(USERS_API.list, { cookies: { token } });
    expect(users.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown user with the same 401 message', async () => {
    const wrong = await env().call(login('admin', 'nem-ez-a-jelszo'));
    const unknown = await env().call(login('senki-sem-vagyok', 'nem-ez-a-jelszo'));
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(json(res)).toMatchObject({
        statusCode: 401,
        message: AUTH_ERRORS.wrongCredentials.message,
        code: 'auth.wrongCredentials',
      });
      expect(cookiesOf(res)).toEqual([]);
    }
  });

  it.each([
    ['malformed JSON', { payload: '{"username":', headers: { 'content-type': 'application/json' } }, 'body'],
    ['missing password', { payload: { username: 'admin' } }, 'password'],
    ['wrong type', { payload: { username: 12, password: 'x' } }, 'username'],
    ['empty user name', { payload: { username: '  ', password: 'x' } }, 'username'],
    ['too long user name', { payload: { username: 'a'.repeat(101), password: 'x' } }, 'username'],
    ['no body at all', {}, 'body'],
  ])('answers %s with 400 and field details', async (_name, extra, field) => {
    const res = await env().request(AUTH_API.login, { ...extra });
    expect(res.statusCode).toBe(400);
    const body = json<{ message: string; details: Record<string, string> }>(res);
    expect(body.message).toBe('Hibás kérés');
    expect(body.details[field]).toEqual(expect.any(String));
  });

  it('answers a form-encoded body with a JSON 415', async () => {
    const res = await env().request(AUTH_API.login, {
      payload: 'username=admin&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
    expect(json(res)).toMatchObject({ statusCode: 415, message: 'Hibás kérés' });
  });

  it('throttles a user name after five failures in 15 minutes, and a success resets the count', async () => {
    const { call } = env();
    // Four failures, then a success: the count starts over.
    for (let i = 0; i < 4; i++)
      expect((await call(login('production-viewer', 'rossz'))).statusCode).toBe(401);
    expect((await call(login('production-viewer'))).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) {
      expect((await call(login('production-viewer', 'rossz'))).statusCode).toBe(401);
    }
    // Locked now, even with the right password; other names are not affected.
    const locked = await call(login('PRODUCTION-VIEWER'));
    expect(locked.statusCode).toBe(429);
    const message = json<{ message: string }>(locked).message;
    expect(message).toMatch(
      /^Túl sok sikertelen bejelentkezési kísérlet! Próbálja újra \d+ másodperc múlva\.$/,
    );
    const seconds = Number(/(\d+) másodperc/.exec(message)?.[1]);
    expect(seconds).toBeGreaterThan(800);
    expect(seconds).toBeLessThanOrEqual(900);
    expect(locked.headers['retry-after']).toBe(String(seconds));
    expect((await call(login('production-manager'))).statusCode).toBe(200);
    // Unknown names are throttled the same way, so the lock says nothing about which names exist.
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) await call(login('nincs-ilyen', 'x'));
    expect((await call(login('nincs-ilyen', 'x'))).statusCode).toBe(429);
    // After the window the name may try again.
    clock += LOGIN_THROTTLE.windowMs + 1000;
    expect((await call(login('production-viewer'))).statusCode).toBe(200);
  });

  it('refreshes a valid token (bearer or cookie) and sets new cookies', async () => {
    const token = await env().tokenFor('transporter-viewer');
    for (const how of ['bearer', 'cookie'] as const) {
      const res = await env().request(AUTH_API.refresh, {
        ...(how === 'bearer' ? { headers: { authorization: `Bearer ${token}` } } : { cookies: { token } }),
      });
      expect(res.statusCode).toBe(200);
      const body = json<{ token: string; expiresAt: number; user: { username: string } }>(res);
      expect(body.user.username).toBe('transporter-viewer');
      expect(body.token).not.toBe(token);
      expect(cookiesOf(res).some((c) => c.startsWith('token='))).toBe(true);
    }
  });

  it('refuses refresh without a token, with a garbage token and with a token of another secret', async () => {
    const otherSecret = await new SignJWT({ role: 'admin', username: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(await env().userId('admin'))
      .setIssuer('freight-terminal')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer abc.def.ghi' },
      { authorization: `Bearer ${otherSecret}` },
    ]) {
      const res = await env().request(AUTH_API.refresh, { headers });
      expect(res.statusCode).toBe(401);
      expect(json(res)).toMatchObject({ statusCode: 401, message: 'Azonosítás sikertelen' });
    }
  });

  it('refuses an expired token', async () => {
    const expired = await new SignJWT({ role: 'admin', username: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(await env().userId('admin'))
      .setIssuer('freight-terminal')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 1000)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const res = await env().request(USERS_API.list, {
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('issues tokens that expire after TOKEN_TTL_SECONDS', async () => {
    const ttlSeconds = 60;
    const shortApp = await env().extraApp({ tokenTtlSeconds: ttlSeconds });
    const before = Date.now();
    const res = await shortApp.inject(login('admin'));
    const { token, expiresAt } = json<{ token: string; expiresAt: number }>(res);
    // Issued during the call: the expiry is the TTL after a moment between before and now.
    expect(expiresAt - before).toBeGreaterThanOrEqual(ttlSeconds * 1000 - 1000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(ttlSeconds * 1000);
    const ok = await env().request(USERS_API.list, {
      app: shortApp,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ok.statusCode).toBe(200);
    // The clock moved past the expiry (Date only: timers and the database run on): no waiting, and
    // no 1-second token that a busy machine lets expire before its first use.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(expiresAt + 1000);
      const late = await env().request(USERS_API.list, {
        app: shortApp,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(late.statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses the token of a deleted user and of a user whose role changed', async () => {
    const toDelete = await insertTestUser(env().database.db);
    const toDemote = await insertTestUser(env().database.db);
    const deletedToken = await env().tokenFor(toDelete.username);
    const demotedToken = await env().tokenFor(toDemote.username);
    expect(
      (await env().request(USERS_API.remove, { params: { id: toDelete.id }, as: 'admin' })).statusCode,
    ).toBe(200);
    const role = await env().request(USERS_API.update, {
      params: { id: toDemote.id },
      as: 'admin',
      payload: { role: ROLES.PRODUCTION_VIEWER },
    });
    expect(role.statusCode).toBe(200);
    for (const token of [deletedToken, demotedToken]) {
      const res = await env().request(MODULES_API.active, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('signs out by clearing both cookies', async () => {
    const res = await env().request(AUTH_API.logout, { as: 'admin' });
    expect(res.statusCode).toBe(200);
    const cookies = cookiesOf(res);
    for (const name of ['token', 'username']) {
      expect(cookies.find((c) => c.startsWith(`${name}=;`))).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    }
  });
});
