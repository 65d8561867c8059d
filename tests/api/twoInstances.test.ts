import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { type AnyEndpoint, apiUrlOf, type ParamsOf } from '../../src/core/api/endpoint.ts';
import type { QueryParams } from '../../src/core/api/query.ts';
import { LIVE_API } from '../../src/core/live/live.api.ts';
import { ORDERS_API } from '../../src/core/orders/orders.api.ts';
import { ORDERS_PROCESSING_API } from '../../src/core/orders/ordersProcessing.api.ts';
import { RULES_API } from '../../src/core/rules/rules.api.ts';
import { AUTH_API } from '../../src/core/users/auth.api.ts';
import { buildOrder } from '../factories/orders.factory.ts';
import { type ApiProcess, freePort, startApiProcess } from '../support/serverProcess.ts';
import { TEST_DEMO_PASSWORD, withDatabase } from './support/constants.ts';
import { openEventStream } from './support/eventStream.ts';
import { BACKENDS, createFromTemplate } from './support/testDatabase.ts';

async function call<E extends AnyEndpoint>(
  base: string,
  e: E,
  o: { token?: string; params?: ParamsOf<E>; query?: QueryParams; payload?: unknown } = {},
) {
  const res = await fetch(`${base}${apiUrlOf(e, o.params, o.query)}`, {
    method: e.method,
    headers: {
      ...(o.token && { authorization: `Bearer ${o.token}` }),
      ...(o.payload !== undefined && { 'content-type': 'application/json' }),
    },
    ...(o.payload !== undefined && { body: JSON.stringify(o.payload) }),
  });
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: the answer's type is the endpoint's, read by the test
  return { status: res.status, data: (text ? JSON.parse(text) : null) as any };
}

const postgres = BACKENDS.includes('postgres');
if (!postgres)
  console.log('two instances on one PostgreSQL: skipped (set TEST_PG_URL=postgres://… to run it)');

// Issue 32 item 5: two real API processes on one PostgreSQL share sessions, sign-in limits, rule
// reloads, change events and the polls' counters.
describe.skipIf(!postgres)('two API instances on one PostgreSQL', () => {
  let a: ApiProcess;
  let b: ApiProcess;
  let dbName = '';
  let rulesDir = '';
  const admin = () => inject('pgAdminUrl');

  beforeAll(async () => {
    dbName = `${inject('pgDbPrefix')}two_${randomBytes(3).toString('hex')}`;
    const c = new pg.Client({ connectionString: admin() });
    await c.connect();
    await createFromTemplate(c, dbName);
    await c.end();
    // A copy of the rules both read; only A watches it, so B can learn of a change only from A.
    rulesDir = mkdtempSync(path.join(tmpdir(), 'two-instances-rules-'));
    cpSync(path.resolve(import.meta.dirname, '../../rules'), rulesDir, { recursive: true });
    const env = { DATABASE_URL: withDatabase(admin(), dbName), RULES_DIR: rulesDir, DATA_DIR: rulesDir };
    [a, b] = await Promise.all([
      startApiProcess(await freePort(), env),
      startApiProcess(await freePort(), { ...env, RULES_WATCH: '0' }),
    ]);
  }, 400_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    rmSync(rulesDir, { recursive: true, force: true });
    const c = new pg.Client({ connectionString: admin() });
    await c.connect();
    await c.query(`drop database if exists "${dbName}" with (force)`);
    await c.end();
  }, 60_000);

  const signIn = async (base: string, username: string) => {
    const res = await call(base, AUTH_API.login, { payload: { username, password: TEST_DEMO_PASSWORD } });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    return res.data.token as string;
  };

  it('a sign-out on A is refused on B', async () => {
    const token = await signIn(a.url, 'logistics-viewer');
    expect((await call(b.url, ORDERS_API.checkChanges, { token })).status).toBe(200);
    expect((await call(a.url, AUTH_API.logout, { token })).status).toBeLessThan(300);
    await vi.waitFor(
      async () => expect((await call(b.url, ORDERS_API.checkChanges, { token })).status).toBe(401),
      {
        timeout: 5000,
      },
    );
  }, 120_000);

  it('sign-in limits count across instances: failures on A lock the name on B', async () => {
    const username = `nobody-${randomBytes(3).toString('hex')}`;
    for (let i = 0; i < 5; i++) {
      const res = await call(a.url, AUTH_API.login, { payload: { username, password: 'wrong-password-1' } });
      expect(res.status).toBe(401);
    }
    const onB = await call(b.url, AUTH_API.login, { payload: { username, password: 'wrong-password-1' } });
    expect(onB.status).toBe(429);
  }, 120_000);

  it('a change on A reaches an event stream on B, and both polls count it', async () => {
    const token = await signIn(a.url, 'logistics-manager');
    const counts = async (base: string) =>
      (await call(base, ORDERS_PROCESSING_API.checkProcessing, { token })).data.newOrdersCount as number;
    const before = await counts(b.url);
    expect(await counts(a.url)).toBe(before);
    const stream = await openEventStream(`${b.url}${LIVE_API.changes.path}`, {
      authorization: `Bearer ${token}`,
    });
    try {
      await stream.next((e) => e.event === 'ready');
      const created = await call(a.url, ORDERS_API.create, { token, payload: buildOrder() });
      expect(created.status, JSON.stringify(created.data)).toBe(201);
      const orderId = created.data.order.orderId as string;
      await stream.next(
        (e) => e.event === 'change' && JSON.stringify(e.data).includes(JSON.stringify(orderId)),
      );
      await vi.waitFor(async () => expect(await counts(b.url)).toBe(before + 1), { timeout: 10_000 });
      expect(await counts(a.url)).toBe(before + 1);
      const changes = (await call(b.url, ORDERS_API.checkChanges, { token })).data;
      expect(changes.latest).toBe((await call(a.url, ORDERS_API.checkChanges, { token })).data.latest);
    } finally {
      await stream.close();
    }
  }, 180_000);

  it('a rule-file change reloads the rules on both (B through the change feed)', async () => {
    const token = await signIn(a.url, 'superadmin');
    const hashOf = async (base: string) => (await call(base, RULES_API.set, { token })).data.hash as string;
    const before = await hashOf(b.url);
    expect(await hashOf(a.url)).toBe(before);
    // A rule's priority enters the set's hash (its description would not).
    const file = path.join(rulesDir, 'base', 'capacity.json');
    const json = JSON.parse(readFileSync(file, 'utf8')) as { rules: { priority?: number }[] };
    const rule = json.rules[0];
    if (!rule) throw new Error('capacity.json has no rule');
    rule.priority = (rule.priority ?? 1) + 1;
    writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
    await vi.waitFor(async () => expect(await hashOf(a.url)).not.toBe(before), { timeout: 15_000 });
    const after = await hashOf(a.url);
    await vi.waitFor(async () => expect(await hashOf(b.url)).toBe(after), { timeout: 15_000 });
  }, 120_000);
});
