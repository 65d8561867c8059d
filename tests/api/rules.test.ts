import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BASE_CONFIG_API } from '../../src/core/baseConfig/baseConfig.api.ts';
import type { ResolvedRuleSet } from '../../src/core/rules/ruleFile.schemas.ts';
import type { EntityResult } from '../../src/core/rules/ruleResults.ts';
import { RULES_API } from '../../src/core/rules/rules.api.ts';
import { USERS_API } from '../../src/core/users/users.api.ts';
import { buildApp } from '../../src/server/app.ts';
import { freePort, startServerProcess } from '../support/serverProcess.ts';
import { BACKENDS, cloneTestDatabase } from './support/testDatabase.ts';
import { json, testConfig, useTestEnv } from './support/testEnv.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A copy of rules/ with one file changed by `edit`. */
function brokenRulesDir(file: string, edit: (content: { rules: Record<string, unknown>[] }) => void): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rules-'));
  cpSync(path.join(ROOT, 'rules'), dir, { recursive: true });
  const full = path.join(dir, file);
  const content = JSON.parse(readFileSync(full, 'utf8'));
  edit(content);
  writeFileSync(full, JSON.stringify(content));
  return dir;
}

describe.each(BACKENDS)('rules engine on the server [%s]', (backend) => {
  const env = useTestEnv(backend);

  it('serves the active mode rule set to signed-in users only', async () => {
    const res = await env().request(RULES_API.set, { as: 'logistics-viewer' });
    expect(res.statusCode).toBe(200);
    const set = json<ResolvedRuleSet>(res);
    expect(set.mode).toBe('logistics');
    // The hash of the set in force: the browser's worker refetches when it changes (reload).
    expect(set.hash).toMatch(/^[0-9a-f]{12}$/);
    expect(set.rules.find((r) => r.name === 'order.customer.phone.required')?.source).toBe('logistics');
    expect((await env().request(RULES_API.set, {})).statusCode).toBe(401);
  });

  it('refuses superadmin-only base config fields through the permission rules (403 with details)', async () => {
    const res = await env().request(BASE_CONFIG_API.save, {
      as: 'admin',
      payload: { deliveryInterval: 3, fuzzySearch: { enabled: true, threshold: 40 } },
    });
    expect(res.statusCode).toBe(403);
    expect(json<{ details: Record<string, string> }>(res).details).toEqual({
      fuzzySearch: 'Nem engedélyezett művelet',
    });
  });

  it('answers 422 with per-field messages when a mode rule rejects a value zod accepts', async () => {
    const app = await env().extraApp({ configMode: 'marka' });
    const res = await env().request(BASE_CONFIG_API.save, {
      app,
      as: 'admin',
      payload: { deliveryInterval: 31 },
    });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({
      message: 'A megadott adatok hibásak!',
      details: { deliveryInterval: 'Kisebb számot adjon meg mint 30!' },
    });
    const ok = await env().request(BASE_CONFIG_API.save, {
      app,
      as: 'admin',
      payload: { deliveryInterval: 30 },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('evaluates any mode with a trace for the playground (superadmin)', async () => {
    const payload = {
      mode: 'wienerberger',
      entity: 'baseConfig',
      rows: [{ packingAlgorithm: 'twodimensional' }],
      ctx: { role: 'admin' },
      trace: true,
    };
    const res = await env().request(RULES_API.evaluate, { as: 'superadmin', payload });
    expect(res.statusCode).toBe(200);
    const [result] = json<{ results: EntityResult[] }>(res).results;
    expect(result?.fields.packingAlgorithm?.message).toBe('A csomagolási algoritmus neve nem megfelelő!');
    const fired = result?.trace?.find((t) => t.rule === 'baseConfig.packingAlgorithm.palletstackOnly');
    expect(fired).toMatchObject({
      fired: true,
      file: 'modes/wienerberger/validation.json',
      source: 'wienerberger',
    });
    const admin = await env().request(RULES_API.evaluate, { as: 'admin', payload });
    expect(admin.statusCode).toBe(403);
  });

  it('user saves: a non-admin changing their own role is refused by the permission rules; the same role passes', async () => {
    const id = await env().userId('logistics-manager');
    const promote = await env().request(USERS_API.update, {
      params: { id },
      as: 'logistics-manager',
      payload: { role: 'admin' },
    });
    expect(promote.statusCode).toBe(403);
    expect(json<{ details: Record<string, string> }>(promote).details).toEqual({
      role: 'Nem engedélyezett művelet',
    });
    const same = await env().request(USERS_API.update, {
      params: { id },
      as: 'logistics-manager',
      payload: { role: 'logistics_manager', firstName: 'Lajos' },
    });
    expect(same.statusCode).toBe(200);
  });

  it('GET /api/rules/status (admins): mode, the hash in force, when it was loaded, its files, no refused change', async () => {
    const res = await env().request(RULES_API.status, { as: 'admin' });
    expect(res.statusCode, res.body).toBe(200);
    const status = res.data;
    const set = json<ResolvedRuleSet>(await env().request(RULES_API.set, { as: 'admin' }));
    expect(status).toMatchObject({ mode: 'logistics', hash: set.hash, lastRefused: null });
    expect(Number.isNaN(Date.parse(status.loadedAt))).toBe(false);
    expect(status.files).toEqual(
      expect.arrayContaining(['rules/base/validation.json', 'rules/modes/logistics/validation.json']),
    );
    expect(status.files.some((f) => f.startsWith('rules/modes/marka/'))).toBe(false);
    expect((await env().request(RULES_API.status, { as: 'logistics-manager' })).statusCode).toBe(403);
  });

  it('lists golden cases of a mode', async () => {
    const res = await env().request(RULES_API.cases, { params: { mode: 'marka' }, as: 'superadmin' });
    expect(json<unknown[]>(res).length).toBeGreaterThan(5);
  });
});

describe('a broken rule file stops start-up', () => {
  const saved = process.env.RULES_DIR;
  afterEach(() => {
    if (saved === undefined) delete process.env.RULES_DIR;
    else process.env.RULES_DIR = saved;
  });

  it("buildApp rejects naming the file:line:column, the rule and the reason; another mode's broken file does not stop this one", async () => {
    process.env.RULES_DIR = brokenRulesDir('modes/marka/validation.json', (c) => {
      (c.rules[0] as { event: { params: { messageKey: string } } }).event.params.messageKey = 'nope';
    });
    const database = await cloneTestDatabase(BACKENDS[0] ?? 'pglite');
    try {
      await expect(
        buildApp({ config: testConfig({ configMode: 'marka' }), db: database.db }),
      ).rejects.toThrow(
        /rules\/modes\/marka\/validation\.json:1:\d+ rule "baseConfig\.deliveryInterval\.max": .*unknown messageKey "nope"/,
      );
      const logistics = await buildApp({ config: testConfig(), db: database.db });
      expect(logistics.rules.set.mode).toBe('logistics');
      await logistics.close();
    } finally {
      await database.close();
    }
  });

  it('reload without restart: a valid change is swapped in (new hash, enforced), a broken one is kept out', async () => {
    const dir = brokenRulesDir('modes/marka/validation.json', () => undefined);
    process.env.RULES_DIR = dir;
    const database = await cloneTestDatabase(BACKENDS[0] ?? 'pglite');
    const app = await buildApp({ config: testConfig({ configMode: 'marka' }), db: database.db });
    try {
      const first = app.rules.set.hash;
      expect(first).toMatch(/^[0-9a-f]{12}$/);
      expect((await app.rules.reload()).ok).toBe(true);
      expect(app.rules.set.hash).toBe(first);
      // A valid change: baseConfig's delivery interval limit 30 → 20.
      const file = path.join(dir, 'modes/marka/validation.json');
      const content = JSON.parse(readFileSync(file, 'utf8'));
      const limit = content.rules.find((r: { name: string }) => r.name === 'baseConfig.deliveryInterval.max');
      limit.conditions.all[0].value.n = 20;
      limit.event.params.messageParams.n = 20;
      writeFileSync(file, JSON.stringify(content, null, 2));
      const swapped = await app.rules.reload();
      expect(swapped).toMatchObject({ ok: true, changed: true });
      expect(app.rules.set.hash).not.toBe(first);
      expect(app.rules.status()).toMatchObject({ hash: app.rules.set.hash, lastRefused: null });
      const [result] = await app.rules.evaluate({
        entity: 'baseConfig',
        rows: [{ deliveryInterval: 25 }],
        trace: true,
      });
      expect(result?.fields.deliveryInterval?.message).toBe('Kisebb számot adjon meg mint 20!');
      expect(result?.ruleSet).toEqual({ mode: 'marka', hash: app.rules.set.hash });
      // A broken change: kept out, the previous set stays in force, the answer says why.
      const good = app.rules.set.hash;
      limit.conditions.all[0].fact = 'deliveryIntervall';
      writeFileSync(file, JSON.stringify(content, null, 2));
      const refused = await app.rules.reload();
      expect(refused.ok).toBe(false);
      if (!refused.ok)
        expect(refused.problems).toMatch(
          /modes\/marka\/validation\.json:\d+:\d+ rule "baseConfig\.deliveryInterval\.max": unknown fact "deliveryIntervall" .*did you mean "deliveryInterval"/,
        );
      expect(app.rules.set.hash).toBe(good);
      // The status says the change was kept out, with each problem (issue 36).
      const status = app.rules.status();
      expect(status.hash).toBe(good);
      expect(status.lastRefused?.superseded).toBe(false);
      expect(status.lastRefused?.problems).toEqual([
        expect.stringMatching(
          /^rules\/modes\/marka\/validation\.json:\d+:\d+ rule "baseConfig\.deliveryInterval\.max": unknown fact "deliveryIntervall"/,
        ),
      ]);
      // Fixed on disk: the next reload passes and the refusal is no longer pending.
      limit.conditions.all[0].fact = 'deliveryInterval';
      writeFileSync(file, JSON.stringify(content, null, 2));
      expect((await app.rules.reload()).ok).toBe(true);
      expect(app.rules.status().lastRefused?.superseded).toBe(true);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('the server process exits with the message', async () => {
    const dir = brokenRulesDir('base/validation.json', (c) => {
      const rule = (c.rules as { name: string; conditions: unknown }[]).find(
        (r) => r.name === 'user.username.noSpaces',
      );
      if (!rule) throw new Error('rule user.username.noSpaces not in base/validation.json');
      rule.conditions = { all: [{ fact: 'x', operator: 'isBig', value: 1 }] };
    });
    const server = await startServerProcess({
      RULES_DIR: dir,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      DEMO_PASSWORD: 'x-Demo-123',
    });
    expect(await server.exited).toBe(1);
    const stderr = server.errors.join('');
    expect(stderr).toMatch(/rules\/base\/validation\.json:1:\d+ rule "user\.username\.noSpaces"/);
    expect(stderr).toContain('unknown operator "isBig"');
    // The rules are checked before the database opens: no data directory was made.
    expect(existsSync(path.join(dir, 'data'))).toBe(false);
  }, 250_000);
});
