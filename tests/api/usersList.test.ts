import { describe, expect, it } from 'vitest';
import { toListQuery } from '../../src/core/list/listCall.schemas.ts';
import { ROLES } from '../../src/core/permissions/roles.ts';
import { USERS_API } from '../../src/core/users/users.api.ts';
import { findUserById } from '../../src/server/db/repositories/users.repository.ts';
import { insertTestUser } from '../factories/users.factory.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { json, useTestEnv } from './support/testEnv.ts';

type UserBody = { id: string; username: string; role: string; firstName: string | null; __v: number };
type Page = { result: UserBody[]; filteredCount: number; totalCount: number };

describe.each(BACKENDS)('users list call and bulk edit [%s]', (backend) => {
  const env = useTestEnv(backend);
  const list = async (query: Parameters<typeof toListQuery>[0], as = 'admin') =>
    env().request(USERS_API.list, { query: toListQuery(query), as });
  const bulk = (items: unknown[], as = 'admin') => env().request(USERS_API.bulk, { as, payload: { items } });

  it('keeps plain GET /users an array', async () => {
    const res = await env().request(USERS_API.list, { as: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(json(res))).toBe(true);
  });

  it('pages, sorts and counts; size -1 answers every row', async () => {
    for (let i = 0; i < 3; i++) await insertTestUser(env().database.db, { lastName: `Lapozó${i}` });
    const all = json<Page>(await list({ pagination: { page: 0, size: -1 }, sort: [], filter: {} }));
    expect(all.result.length).toBe(all.totalCount);
    expect(all.filteredCount).toBe(all.totalCount);
    const page = json<Page>(
      await list({
        pagination: { page: 1, size: 2 },
        sort: [{ field: 'username', dir: 'desc' }],
        filter: {},
      }),
    );
    expect(page.result).toHaveLength(2);
    const names = all.result
      .map((u) => u.username.toLowerCase())
      .sort()
      .reverse();
    expect(page.result.map((u) => u.username.toLowerCase())).toEqual(names.slice(2, 4));
  });

  it('filters by column and quick filter; filteredCount counts the matches', async () => {
    await insertTestUser(env().database.db, { lastName: 'Szűrendő' });
    const res = json<Page>(
      await list({
        pagination: { page: 0, size: 50 },
        sort: [],
        filter: { lastName: { type: 'contains', value: 'szűr' } },
      }),
    );
    expect(res.filteredCount).toBe(1);
    expect(res.totalCount).toBeGreaterThan(1);
    const byRole = json<Page>(
      await list({
        pagination: { page: 0, size: 50 },
        sort: [],
        filter: { role: { type: 'in', values: [ROLES.ADMIN] } },
      }),
    );
    expect(byRole.result.every((u) => u.role === ROLES.ADMIN)).toBe(true);
    const quick = json<Page>(
      await list({ pagination: { page: 0, size: 50 }, sort: [], filter: {}, quickFilter: 'SZŰRENDŐ' }),
    );
    expect(quick.filteredCount).toBe(1);
  });

  it('refuses a malformed list call with 400 and non-admins with 403', async () => {
    const bad = await env().request(USERS_API.list, { query: { size: '-5' }, as: 'admin' });
    expect(bad.statusCode).toBe(400);
    const badFilter = await env().request(USERS_API.list, { query: { filter: 'nope' }, as: 'admin' });
    expect(badFilter.statusCode).toBe(400);
    const viewer = await list(
      { pagination: { page: 0, size: 10 }, sort: [], filter: {} },
      'logistics-viewer',
    );
    expect(viewer.statusCode).toBe(403);
  });

  it('saves a bulk change in one transaction and bumps every version', async () => {
    const a = await insertTestUser(env().database.db);
    const b = await insertTestUser(env().database.db);
    const res = await bulk([
      { id: a.id, __v: a.version, changes: { role: ROLES.LOGISTICS_MANAGER } },
      { id: b.id, __v: b.version, changes: { role: ROLES.LOGISTICS_MANAGER, firstName: 'Új' } },
    ]);
    expect(res.statusCode).toBe(200);
    const saved = json<{ users: UserBody[] }>(res).users;
    expect(saved.map((u) => u.role)).toEqual([ROLES.LOGISTICS_MANAGER, ROLES.LOGISTICS_MANAGER]);
    expect(saved.map((u) => u.__v)).toEqual([a.version + 1, b.version + 1]);
    expect(saved[1]?.firstName).toBe('Új');
  });

  it('is all-or-nothing: one stale version fails the batch with 409 naming that row, nothing changes', async () => {
    const a = await insertTestUser(env().database.db);
    const b = await insertTestUser(env().database.db);
    const res = await bulk([
      { id: a.id, __v: a.version, changes: { firstName: 'Egy' } },
      { id: b.id, __v: b.version + 7, changes: { firstName: 'Kettő' } },
    ]);
    expect(res.statusCode).toBe(409);
    const details = json<{ details: Record<string, string> }>(res).details;
    expect(Object.keys(details)).toEqual([b.id]);
    expect((await findUserById(env().database.db, a.id))?.firstName).toBe(a.firstName);
    expect((await findUserById(env().database.db, a.id))?.version).toBe(a.version);
  });

  it('validates changes with the user schemas and keeps the role rules (only superadmin grants superadmin)', async () => {
    const a = await insertTestUser(env().database.db);
    const badEmail = await bulk([{ id: a.id, __v: a.version, changes: { email: 'nem-email' } }]);
    expect(badEmail.statusCode).toBe(400);
    const superByAdmin = await bulk([{ id: a.id, __v: a.version, changes: { role: ROLES.SUPERADMIN } }]);
    expect(superByAdmin.statusCode).toBe(403);
    const superBySuper = await bulk(
      [{ id: a.id, __v: a.version, changes: { role: ROLES.SUPERADMIN } }],
      'superadmin',
    );
    expect(superBySuper.statusCode).toBe(200);
    const dup = await bulk([
      { id: a.id, __v: 1, changes: {} },
      { id: a.id, __v: 1, changes: {} },
    ]);
    expect(dup.statusCode).toBe(400);
  });
});
