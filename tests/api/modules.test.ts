import { describe, expect, it } from 'vitest';
import { MODULE_KEYS } from '../../src/core/config/config.answers.ts';
import { MODULES_API } from '../../src/core/config/modules.api.ts';
import type { ModuleDocument } from '../../src/core/config/modules.schemas.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { json, useTestEnv } from './support/testEnv.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe.each(BACKENDS)('modules [%s]', (backend) => {
  const env = useTestEnv(backend);
  const list = async () =>
    json<ModuleDocument[]>(await env().request(MODULES_API.list, { as: 'superadmin' }));
  const moduleId = async (key: string) => (await list()).find((m) => m.key === key)?.id as string;

  it('GET /api/modules/active: every module active after seeding, with the seeded configs', async () => {
    const res = await env().request(MODULES_API.active, { as: 'entrance-supervisor' });
    expect(res.statusCode).toBe(200);
    const body = json<{ activeModules: string[]; activeConfigs: Record<string, Record<string, unknown>> }>(
      res,
    );
    expect(body.activeModules).toEqual([...MODULE_KEYS]);
    expect(body.activeConfigs.statistics).toEqual({ allowProductionUsers: false });
    expect(body.activeConfigs.base).toEqual({ logisticsManagerCanModifyBaseConfig: true });
    expect(Object.keys(body.activeConfigs).sort()).toEqual([...MODULE_KEYS].sort());
  });

  it('GET /api/modules lists the 18 modules with ids for the superadmin', async () => {
    const modules = await list();
    expect(modules.map((m) => m.key)).toEqual([...MODULE_KEYS]);
    for (const m of modules)
      expect(m).toEqual({ id: expect.any(String), key: m.key, active: true, config: expect.any(Object) });
  });

  it('PUT /api/modules/:id switches a module off and on and replaces its config', async () => {
    const id = await moduleId('statistics');
    const off = await env().request(MODULES_API.update, {
      params: { id },
      as: 'superadmin',
      payload: { active: false },
    });
    expect(off.statusCode).toBe(200);
    expect(json(off)).toMatchObject({
      id,
      key: 'statistics',
      active: false,
      config: { allowProductionUsers: false },
    });
    const active = json<{ activeModules: string[] }>(
      await env().request(MODULES_API.active, { as: 'admin' }),
    );
    expect(active.activeModules).not.toContain('statistics');
    const on = await env().request(MODULES_API.update, {
      params: { id },
      as: 'superadmin',
      payload: { active: true, config: { allowProductionUsers: true, note: ['a', 'b'] } },
    });
    expect(json(on)).toMatchObject({
      active: true,
      config: { allowProductionUsers: true, note: ['a', 'b'] },
    });
  });

  it.each([
    ['active as text', { active: 'yes' }, 'active'],
    ['config as list', { config: [1, 2] }, 'config'],
    ['config too large', { config: { big: 'x'.repeat(20_001) } }, 'config'],
  ])('rejects %s with 400', async (_name, payload, field) => {
    const id = await moduleId('billing');
    const res = await env().request(MODULES_API.update, { params: { id }, as: 'superadmin', payload });
    expect(res.statusCode).toBe(400);
    expect(json<{ details: Record<string, string> }>(res).details[field]).toEqual(expect.any(String));
    expect((await list()).find((m) => m.key === 'billing')).toMatchObject({ active: true, config: {} });
  });

  it('answers 404 for unknown and malformed module ids', async () => {
    for (const id of [UNKNOWN_ID, 'base']) {
      const res = await env().request(MODULES_API.update, {
        params: { id },
        as: 'superadmin',
        payload: { active: true },
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('logs a module change with who made it and the fields before and after', async () => {
    const id = await moduleId('order_closure');
    const off = await env().request(MODULES_API.update, {
      params: { id },
      as: 'superadmin',
      payload: { active: false, config: { keepDays: 3 } },
    });
    expect(off.statusCode).toBe(200);
    const logged = await env()
      .database.db.selectFrom('events')
      .selectAll()
      .where('entity', '=', 'module')
      .where('entity_id', '=', 'order_closure')
      .execute();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ action: 'updated', username: 'superadmin', role: 'superadmin' });
    expect(logged[0]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'active', before: true, after: false },
        { field: 'config', before: {}, after: { keepDays: 3 } },
      ]),
    );
    const failed = await env().request(MODULES_API.update, {
      params: { id: UNKNOWN_ID },
      as: 'superadmin',
      payload: { active: true },
    });
    expect(failed.statusCode).toBe(404);
    await env().request(MODULES_API.update, {
      params: { id },
      as: 'superadmin',
      payload: { active: true },
    });
  });

  it('keeps the module list to the superadmin', async () => {
    expect((await env().request(MODULES_API.list, { as: 'admin' })).statusCode).toBe(403);
    expect((await env().request(MODULES_API.list, {})).statusCode).toBe(401);
  });
});
