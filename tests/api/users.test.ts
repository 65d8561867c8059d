import { describe, expect, it } from 'vitest';
import { ROLES } from '../../src/core/permissions/roles.ts';
import { AUTH_API } from '../../src/core/users/auth.api.ts';
import { PASSWORD_ERRORS } from '../../src/core/users/passwordPolicy.ts';
import { USERS_API } from '../../src/core/users/users.api.ts';
import { countUsers, findUserByUsername } from '../../src/server/db/repositories/users.repository.ts';
import { buildRegisterInput, insertTestUser } from '../factories/users.factory.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { json, useTestEnv } from './support/testEnv.ts';

type UserBody = { id: string; username: string; role: string; transporter: string | null; __v: number };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe.each(BACKENDS)('users [%s]', (backend) => {
  const env = useTestEnv(backend);
  const register = (payload: unknown, as = 'admin') =>
    env().request(USERS_API.register, { as, payload: payload as Record<string, unknown> });
  const demoTransporterId = async () =>
    (await findUserByUsername(env().database.db, 'transporter-manager'))?.transporterId as string;

  describe('POST /users/register', () => {
    it('creates a user with the default role logistics viewer', async () => {
      const input = buildRegisterInput();
      const res = await register(input);
      expect(res.statusCode).toBe(201);
      const body = json<{ message: string; user: UserBody }>(res);
      expect(body.message).toBe('A regisztráció sikeresen megtörtént.');
      expect(body.user).toMatchObject({
        username: input.username,
        role: ROLES.LOGISTICS_VIEWER,
        transporter: null,
        __v: 0,
      });
      // The new user can sign in with the password given.
      const login = await env().request(AUTH_API.login, {
        payload: { username: input.username, password: input.password },
      });
      expect(login.statusCode).toBe(200);
    });

    it('counts every byte of a long password (bcrypt ignored those past the 72nd)', async () => {
      const password = `Hosszú-jelszó-${'x'.repeat(80)}-1`;
      const input = buildRegisterInput({ password });
      expect((await register(input)).statusCode).toBe(201);
      const signIn = (pw: string) =>
        env().request(AUTH_API.login, { payload: { username: input.username, password: pw } });
      expect((await signIn(`${password.slice(0, -1)}2`)).statusCode).toBe(401);
      expect((await signIn(password)).statusCode).toBe(200);
    });

    it('refuses a taken user name, whatever its case, with 409 and details.username', async () => {
      const before = await countUsers(env().database.db);
      const res = await register(buildRegisterInput({ username: 'ADMIN' }));
      expect(res.statusCode).toBe(409);
      expect(json(res)).toMatchObject({
        statusCode: 409,
        details: { username: 'A felhasználónév már foglalt!' },
      });
      expect(await countUsers(env().database.db)).toBe(before);
    });

    it('registers one of two simultaneous sign-ups of the same name and refuses the other with 409', async () => {
      const input = buildRegisterInput();
      const results = await Promise.all([
        register(input),
        register({ ...input, username: input.username.toUpperCase() }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    });

    it('lets only a superadmin create a superadmin', async () => {
      const byAdmin = await register(buildRegisterInput({ role: ROLES.SUPERADMIN }));
      expect(byAdmin.statusCode).toBe(403);
      expect(json(byAdmin)).toMatchObject({
        message: 'Nem engedélyezett művelet',
        details: { role: expect.any(String) },
      });
      const bySuper = await register(buildRegisterInput({ role: ROLES.SUPERADMIN }), 'superadmin');
      expect(bySuper.statusCode).toBe(201);
    });

    it('needs an existing transporter for transporter roles and clears it for others', async () => {
      const missing = await register(buildRegisterInput({ role: ROLES.TRANSPORTER_VIEWER }));
      expect(missing.statusCode).toBe(400);
      expect(json(missing)).toMatchObject({ details: { transporter: 'A mező kitöltése kötelező!' } });
      const unknown = await register(
        buildRegisterInput({ role: ROLES.TRANSPORTER_VIEWER, transporter: UNKNOWN_ID }),
      );
      expect(unknown.statusCode).toBe(400);
      expect(json(unknown)).toMatchObject({ details: { transporter: 'Ismeretlen fuvarozó!' } });
      const notUuid = await register(
        buildRegisterInput({ role: ROLES.TRANSPORTER_VIEWER, transporter: 'abc' }),
      );
      expect(notUuid.statusCode).toBe(400);
      const transporter = await demoTransporterId();
      const ok = await register(buildRegisterInput({ role: ROLES.TRANSPORTER_MANAGER, transporter }));
      expect(ok.statusCode).toBe(201);
      expect(json<{ user: UserBody }>(ok).user.transporter).toBe(transporter);
      const cleared = await register(buildRegisterInput({ role: ROLES.PRODUCTION_MANAGER, transporter }));
      expect(json<{ user: UserBody }>(cleared).user.transporter).toBeNull();
    });

    it.each([
      [
        'too long first name',
        { firstName: 'x'.repeat(201) },
        'firstName',
        'Legfeljebb 200 karakter adható meg!',
      ],
      [
        'too long user name',
        { username: 'u'.repeat(101) },
        'username',
        'Legfeljebb 100 karakter adható meg!',
      ],
      ['space in user name', { username: 'kis pista' }, 'username', 'A szöveg nem tartalmazhat szóközt!'],
      ['bad e-mail', { email: 'nem-email' }, 'email', 'Az email cím formátuma nem megfelelő!'],
      [
        'short password',
        { password: 'rovid' },
        'password',
        'A jelszónak legalább 12 karakterből kell állnia!',
      ],
      ['twelve spaces', { password: ' '.repeat(12) }, 'password', PASSWORD_ERRORS.tooSimple.message],
      ['a common password', { password: 'password1234!' }, 'password', PASSWORD_ERRORS.common.message],
      ['a common long password', { password: 'Qwerty123456' }, 'password', PASSWORD_ERRORS.common.message],
      [
        'the user name in the password',
        { username: 'kovacs.bela', password: 'Kovacs.Bela-2024' },
        'password',
        PASSWORD_ERRORS.containsUsername.message,
      ],
      ['missing password', { password: undefined }, 'password', 'A mező kitöltése kötelező!'],
      ['unknown role', { role: 'pilot' }, 'role', 'Ismeretlen szerepkör!'],
      ['number as name', { lastName: 42 }, 'lastName', expect.any(String)],
    ])('rejects %s with 400 and nothing saved', async (_name, change, field, message) => {
      const before = await countUsers(env().database.db);
      const res = await register({ ...buildRegisterInput(), ...change });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({
        statusCode: 400,
        message: 'Hibás kérés',
        details: { [field]: message },
      });
      expect(await countUsers(env().database.db)).toBe(before);
    });
  });

  describe('GET /users and /users/:id', () => {
    it('lists every user for admins, without password hashes', async () => {
      const res = await env().request(USERS_API.list, { as: 'admin' });
      expect(res.statusCode).toBe(200);
      const users = json<UserBody[]>(res);
      expect(users.map((u) => u.username)).toEqual(
        expect.arrayContaining(['superadmin', 'entrance-supervisor']),
      );
      expect(JSON.stringify(users)).not.toMatch(/password/i);
    });

    it('shows a user to admins and to the user themself only', async () => {
      const id = await env().userId('production-manager');
      expect((await env().request(USERS_API.one, { params: { id }, as: 'admin' })).statusCode).toBe(200);
      const self = await env().request(USERS_API.one, { params: { id }, as: 'production-manager' });
      expect(self.statusCode).toBe(200);
      expect(json(self)).toMatchObject({ username: 'production-manager', role: ROLES.PRODUCTION_MANAGER });
      const other = await env().request(USERS_API.one, { params: { id }, as: 'production-viewer' });
      expect(other.statusCode).toBe(403);
      expect((await env().request(USERS_API.one, { params: { id } })).statusCode).toBe(401);
    });

    it('answers 404 for unknown and malformed ids', async () => {
      for (const id of [UNKNOWN_ID, 'nem-uuid', "1' or '1'='1"]) {
        const res = await env().request(USERS_API.one, { params: { id }, as: 'admin' });
        expect(res.statusCode).toBe(404);
        expect(json(res)).toMatchObject({ statusCode: 404, message: 'Nem található' });
      }
    });
  });

  describe('PUT /users/:id', () => {
    // Existing users for the change tests: stored directly, the register call is tested above.
    const create = async () => {
      const u = await insertTestUser(env().database.db);
      return { id: u.id, username: u.username, role: u.role, transporter: null, __v: u.version } as UserBody;
    };

    it('lets an admin change role and names, bumps __v and answers with the message', async () => {
      const user = await create();
      const res = await env().request(USERS_API.update, {
        params: { id: user.id },
        as: 'admin',
        payload: { role: ROLES.PRODUCTION_MANAGER, firstName: 'Új', __v: 0 },
      });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toMatchObject({
        message: 'A módosítás sikeresen megtörtént.',
        user: { role: ROLES.PRODUCTION_MANAGER, firstName: 'Új', __v: 1 },
      });
    });

    it('refuses a stale __v with 409 and keeps the stored record', async () => {
      const user = await create();
      const first = await env().request(USERS_API.update, {
        params: { id: user.id },
        as: 'admin',
        payload: { lastName: 'A', __v: 0 },
      });
      expect(first.statusCode).toBe(200);
      const stale = await env().request(USERS_API.update, {
        params: { id: user.id },
        as: 'admin',
        payload: { lastName: 'B', __v: 0 },
      });
      expect(stale.statusCode).toBe(409);
      expect(json(stale)).toMatchObject({ statusCode: 409, details: { __v: expect.any(String) } });
      const stored = await env().request(USERS_API.one, { params: { id: user.id }, as: 'admin' });
      expect(json(stored)).toMatchObject({ lastName: 'A', __v: 1 });
    });

    it('lets exactly one of two simultaneous saves of the same version win', async () => {
      const user = await create();
      const save = (lastName: string) =>
        env().request(USERS_API.update, {
          params: { id: user.id },
          as: 'admin',
          payload: { lastName, __v: 0 },
        });
      const results = await Promise.all([save('Egyik'), save('Másik')]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const stored = json<{ lastName: string; __v: number }>(
        await env().request(USERS_API.one, { params: { id: user.id }, as: 'admin' }),
      );
      expect(stored.__v).toBe(1);
      const winner = results.find((r) => r.statusCode === 200);
      expect(stored.lastName).toBe(json<{ user: { lastName: string } }>(winner as never).user.lastName);
    });

    it('lets a user change their own names, e-mail and password, but not role, name or transporter', async () => {
      const input = buildRegisterInput({
        role: ROLES.TRANSPORTER_VIEWER,
        transporter: await demoTransporterId(),
      });
      const user = json<{ user: UserBody }>(await register(input)).user;
      const own = await env().request(USERS_API.update, {
        params: { id: user.id },
        as: user.username,
        payload: {
          firstName: 'Saját',
          email: 'sajat@example.com',
          password: 'uj-jelszo-123',
          role: user.role,
        },
      });
      expect(own.statusCode).toBe(200);
      const login = await env().request(AUTH_API.login, {
        payload: { username: user.username, password: 'uj-jelszo-123' },
      });
      expect(login.statusCode).toBe(200);
      for (const [payload, field] of [
        [{ role: ROLES.ADMIN }, 'role'],
        [{ username: `${user.username}-x` }, 'username'],
        [{ transporter: null }, 'transporter'],
        [{ active: false }, 'active'],
      ] as const) {
        const res = await env().request(USERS_API.update, {
          params: { id: user.id },
          as: user.username,
          payload,
        });
        expect(res.statusCode).toBe(403);
        expect(json(res)).toMatchObject({
          message: 'Nem engedélyezett művelet',
          details: { [field]: expect.any(String) },
        });
      }
      const other = await env().userId('transporter-manager');
      const foreign = await env().request(USERS_API.update, {
        params: { id: other },
        as: user.username,
        payload: { firstName: 'X' },
      });
      expect(foreign.statusCode).toBe(403);
    });

    it('keeps admins away from superadmin accounts and from demoting themselves', async () => {
      const superId = await env().userId('superadmin');
      const res = await env().request(USERS_API.update, {
        params: { id: superId },
        as: 'admin',
        payload: { password: 'hijack-jelszo-123' },
      });
      expect(res.statusCode).toBe(403);
      const promote = await env().request(USERS_API.update, {
        params: { id: (await create()).id },
        as: 'admin',
        payload: { role: ROLES.SUPERADMIN },
      });
      expect(promote.statusCode).toBe(403);
      const adminId = await env().userId('admin');
      const demote = await env().request(USERS_API.update, {
        params: { id: adminId },
        as: 'admin',
        payload: { role: ROLES.LOGISTICS_VIEWER },
      });
      expect(demote.statusCode).toBe(403);
    });

    it('refuses a user name taken by another user (409) and unknown ids (404)', async () => {
      const user = await create();
      const taken = await env().request(USERS_API.update, {
        params: { id: user.id },
        as: 'admin',
        payload: { username: 'Logistics-Viewer' },
      });
      expect(taken.statusCode).toBe(409);
      expect(json(taken)).toMatchObject({ details: { username: expect.any(String) } });
      const unknown = await env().request(USERS_API.update, {
        params: { id: UNKNOWN_ID },
        as: 'admin',
        payload: { firstName: 'X' },
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('needs a transporter when the role becomes a transporter role', async () => {
      const user = await create();
      const res = await env().request(USERS_API.update, {
        params: { id: user.id },
        as: 'admin',
        payload: { role: ROLES.TRANSPORTER_MANAGER },
      });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({ details: { transporter: 'A mező kitöltése kötelező!' } });
      const stored = await env().request(USERS_API.one, { params: { id: user.id }, as: 'admin' });
      expect(json(stored)).toMatchObject({ role: ROLES.LOGISTICS_VIEWER, __v: 0 });
    });

    it.each([
      ['malformed JSON', '{"firstName":', 'body'],
      ['too long e-mail', { email: `${'a'.repeat(60)}@${'b'.repeat(150)}.hu` }, 'email'],
      ['wrong-typed __v', { __v: 'one' }, '__v'],
    ])('rejects %s with 400', async (_name, payload, field) => {
      const user = await create();
      const res = await env().request(USERS_API.update, {
        params: { id: user.id },
        as: 'admin',
        payload: payload as never,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(json<{ details: Record<string, string> }>(res).details[field]).toEqual(expect.any(String));
    });
  });

  describe('DELETE /users/:id', () => {
    it('deletes a user, after which it is gone', async () => {
      const user = await insertTestUser(env().database.db);
      const res = await env().request(USERS_API.remove, { params: { id: user.id }, as: 'admin' });
      expect(res.statusCode).toBe(200);
      expect((await env().request(USERS_API.one, { params: { id: user.id }, as: 'admin' })).statusCode).toBe(
        404,
      );
      expect(
        (await env().request(USERS_API.remove, { params: { id: user.id }, as: 'admin' })).statusCode,
      ).toBe(404);
    });

    it('never deletes oneself, and admins never delete a superadmin', async () => {
      const self = await env().request(USERS_API.remove, {
        params: { id: await env().userId('admin') },
        as: 'admin',
      });
      expect(self.statusCode).toBe(403);
      expect(json(self)).toMatchObject({ message: 'A saját felhasználó nem törölhető!' });
      const superadmin = await env().request(USERS_API.remove, {
        params: { id: await env().userId('superadmin') },
        as: 'admin',
      });
      expect(superadmin.statusCode).toBe(403);
    });
  });
});
