import bcrypt from 'bcryptjs';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { MODULES_API } from '../../src/core/config/modules.api.ts';
import { ROLES } from '../../src/core/permissions/roles.ts';
import { AUTH_API, AUTH_ERRORS } from '../../src/core/users/auth.api.ts';
import { USERS_API } from '../../src/core/users/users.api.ts';
import type { AuthResult } from '../../src/core/users/users.schemas.ts';
import { REFRESH_GRACE_MS } from '../../src/server/auth/sessions.ts';
import { findUserById } from '../../src/server/db/repositories/users.repository.ts';
import { insertTestUser, TEST_USER_PASSWORD } from '../factories/users.factory.ts';
import { TEST_JWT_SECRET } from './support/constants.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';

describe.each(BACKENDS)('revocable sessions [%s]', (backend) => {
  // A movable clock: session lifetime and the refresh grace are measured on it.
  let clock = Date.now();
  const env = useTestEnv(backend, { sessionMaxSeconds: 3600 }, { now: () => new Date(clock) });

  const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
  /** 200 while the token counts, 401 once it does not. */
  const statusWith = async (token: string) =>
    (await env().request(MODULES_API.active, bearer(token))).statusCode;
  const signIn = async (username: string, password = TEST_USER_PASSWORD) => {
    const res = await env().request(AUTH_API.login, { payload: { username, password } });
    expect(res.statusCode).toBe(200);
    return res.data.token;
  };
  const refresh = (token: string) => env().request(AUTH_API.refresh, bearer(token));
  const newUser = () => insertTestUser(env().database.db);

  it('answers tokens with Cache-Control: no-store', async () => {
    const user = await newUser();
    const login = await env().request(AUTH_API.login, {
      payload: { username: user.username, password: TEST_USER_PASSWORD },
    });
    const renewed = await refresh(login.data.token);
    const logout = await env().request(AUTH_API.logout, bearer(renewed.data.token));
    for (const res of [login, renewed, logout]) expect(res.headers['cache-control']).toBe('no-store');
  });

  it('revokes the token at sign-out', async () => {
    const user = await newUser();
    const token = await signIn(user.username);
    expect(await statusWith(token)).toBe(200);
    expect((await env().request(AUTH_API.logout, bearer(token))).statusCode).toBe(200);
    expect(await statusWith(token)).toBe(401);
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('revokes every token of a user whose password the user or an admin changed', async () => {
    const user = await newUser();
    const own = await signIn(user.username);
    const other = await signIn(user.username);
    const changed = await env().request(USERS_API.update, {
      params: { id: user.id },
      ...bearer(own),
      payload: { password: 'uj-hosszu-jelszo-1' },
    });
    expect(changed.statusCode).toBe(200);
    for (const token of [own, other]) expect(await statusWith(token)).toBe(401);
    // An admin's reset revokes the session started with the new password as well.
    const afterChange = await signIn(user.username, 'uj-hosszu-jelszo-1');
    const reset = await env().request(USERS_API.update, {
      params: { id: user.id },
      as: 'admin',
      payload: { password: 'admin-adta-jelszo-2' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await statusWith(afterChange)).toBe(401);
    expect((await refresh(afterChange)).statusCode).toBe(401);
  });

  it('deactivates a user: its tokens stop, it cannot sign in, and it comes back when reactivated', async () => {
    const user = await newUser();
    const token = await signIn(user.username);
    const off = await env().request(USERS_API.update, {
      params: { id: user.id },
      as: 'admin',
      payload: { active: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.data.user.active).toBe(false);
    expect(await statusWith(token)).toBe(401);
    const refused = await env().request(AUTH_API.login, {
      payload: { username: user.username, password: TEST_USER_PASSWORD },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: AUTH_ERRORS.inactive.code,
      message: AUTH_ERRORS.inactive.message,
    });
    // A wrong password learns nothing about the account's state.
    const wrong = await env().request(AUTH_API.login, {
      payload: { username: user.username, password: 'nem-ez-a-jelszo' },
    });
    expect(wrong.statusCode).toBe(401);
    const list = await env().request(USERS_API.list, { as: 'admin' });
    expect((list.data as { id: string; active: boolean }[]).find((u) => u.id === user.id)?.active).toBe(
      false,
    );
    await env().request(USERS_API.update, {
      params: { id: user.id },
      as: 'admin',
      payload: { active: true },
    });
    expect(await statusWith(await signIn(user.username))).toBe(200);
  });

  it('refuses to let users deactivate themselves or change their own flag', async () => {
    const admin = await env().userId('admin');
    const self = await env().request(USERS_API.update, {
      params: { id: admin },
      as: 'admin',
      payload: { active: false },
    });
    expect(self.statusCode).toBe(403);
    expect(self.json()).toMatchObject({ details: { active: 'Saját felhasználóját nem tilthatja le!' } });
    const user = await newUser();
    const own = await env().request(USERS_API.update, {
      params: { id: user.id },
      ...bearer(await signIn(user.username)),
      payload: { active: false },
    });
    expect(own.statusCode).toBe(403);
  });

  it('signs a user out everywhere (the user or an admin), and nobody else', async () => {
    const user = await newUser();
    const first = await signIn(user.username);
    const second = await signIn(user.username);
    const stranger = await newUser();
    const refusedCall = await env().request(USERS_API.signOutEverywhere, {
      params: { id: user.id },
      ...bearer(await signIn(stranger.username)),
    });
    expect(refusedCall.statusCode).toBe(403);
    expect(await statusWith(first)).toBe(200);
    const res = await env().request(USERS_API.signOutEverywhere, {
      params: { id: user.id },
      ...bearer(first),
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.message).toBe('A felhasználó minden munkamenete megszűnt.');
    for (const token of [first, second]) {
      expect(await statusWith(token)).toBe(401);
      expect((await refresh(token)).statusCode).toBe(401);
    }
    const third = await signIn(user.username);
    expect(
      (await env().request(USERS_API.signOutEverywhere, { params: { id: user.id }, as: 'admin' })).statusCode,
    ).toBe(200);
    expect(await statusWith(third)).toBe(401);
  });

  it('rotates on refresh: a used-up token presented again ends the whole session', async () => {
    const user = await newUser();
    const first = await signIn(user.username);
    const second = (await refresh(first)).data.token;
    const third = (await refresh(second)).data.token;
    expect(await statusWith(third)).toBe(200);
    clock += REFRESH_GRACE_MS + 1000;
    // The first token was used up two rotations ago: whoever presents it again is not the user.
    expect((await refresh(first)).statusCode).toBe(401);
    for (const token of [first, second, third]) expect(await statusWith(token)).toBe(401);
    expect((await refresh(third)).statusCode).toBe(401);
  });

  it('lets two tabs refresh the one stored token at the same moment', async () => {
    const user = await newUser();
    const token = await signIn(user.username);
    const [a, b] = await Promise.all([refresh(token), refresh(token)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await refresh(a.data.token)).statusCode).toBe(200);
  });

  it('ends a session after its maximum lifetime, however often it was refreshed', async () => {
    const user = await newUser();
    const login = await env().request(AUTH_API.login, {
      payload: { username: user.username, password: TEST_USER_PASSWORD },
    });
    let token = login.data.token;
    for (let i = 0; i < 3; i++) {
      clock += 15 * 60 * 1000;
      const res = await refresh(token);
      expect(res.statusCode).toBe(200);
      token = res.data.token;
    }
    // 45 minutes so far; the session (3600 s) ends within the next quarter of an hour.
    clock += 15 * 60 * 1000 + 1000;
    expect((await refresh(token)).statusCode).toBe(401);
    expect(await statusWith(token)).toBe(401);
  });

  it('caps a token at the end of its session', async () => {
    const app = await env().extraApp({ sessionMaxSeconds: 120 });
    const user = await newUser();
    const res = await env().request(AUTH_API.login, {
      app,
      payload: { username: user.username, password: TEST_USER_PASSWORD },
    });
    const { expiresAt } = res.data as AuthResult;
    expect(expiresAt).toBeLessThanOrEqual(clock + 120_000);
  });

  it('no longer accepts tokens without a session (issued before sessions existed)', async () => {
    const stateless = await new SignJWT({ role: ROLES.ADMIN, username: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(await env().userId('admin'))
      .setIssuer('freight-terminal')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect(await statusWith(stateless)).toBe(401);
  });

  it('verifies a bcrypt hash of an earlier version and replaces it at sign-in', async () => {
    const user = await insertTestUser(env().database.db);
    const legacy = await bcrypt.hash(TEST_USER_PASSWORD, 4);
    await env()
      .database.db.updateTable('users')
      .set({ password_hash: legacy })
      .where('id', '=', user.id)
      .execute();
    expect(await statusWith(await signIn(user.username))).toBe(200);
    const stored = await findUserById(env().database.db, user.id);
    expect(stored?.passwordHash.startsWith('scrypt$')).toBe(true);
    expect(await statusWith(await signIn(user.username))).toBe(200);
  });
});
