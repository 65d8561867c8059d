import type { CompiledQuery, Kysely, QueryId } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDERS_API } from '../../src/core/orders/orders.api.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { buildOrder } from '../factories/orders.factory.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';

type Execute = (query: CompiledQuery, id: QueryId) => Promise<unknown>;

/** Records the SQL of every query sent through the app's database handle (outside transactions). */
function watchQueries(db: Kysely<Database>) {
  const executor = db.getExecutor() as unknown as { executeQuery: Execute };
  const original = executor.executeQuery;
  const sent: string[] = [];
  executor.executeQuery = function (this: unknown, query, id) {
    sent.push(query.sql);
    return original.call(this, query, id);
  };
  return {
    touching: (tables: RegExp) => sent.filter((s) => tables.test(s)).length,
    clear: () => {
      sent.length = 0;
    },
    stop: () => {
      executor.executeQuery = original;
    },
  };
}

// Issue 15 item 9: many clients asking the same list page share a state until the next write
// (stateCache.ts). The polls themselves (check-processing, check-changes, the session) are answered
// from the live state: tests/api/livePolls.test.ts.
describe.each(BACKENDS)('list pages answered from a cached state [%s]', (backend) => {
  const env = useTestEnv(backend);
  let watch: ReturnType<typeof watchQueries> | undefined;
  afterEach(() => {
    watch?.stop();
    vi.useRealTimers();
  });
  // A client signs in once and polls with its token (`as` would start a session, a write, per call).
  const headers = new Map<string, Record<string, string>>();
  const signedIn = async (user: string) => {
    if (!headers.has(user)) headers.set(user, await env().authHeader(user));
    return { headers: headers.get(user) };
  };

  /** The first poll reads the tables; 10 more (5 at once) read none of them; a write makes the next read. */
  async function expectCached<T>(
    tables: RegExp,
    poll: () => Promise<{ statusCode: number; data: T }>,
    write: () => Promise<unknown>,
    changed: (before: T, after: T, status: number) => void,
  ) {
    watch = watchQueries(env().database.db);
    // The clock stands still: a slow machine must not let the cache's 1 s time to live run out
    // (that covers other instances' writes, not this test's subject).
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = await poll();
    expect(first.statusCode).toBe(200);
    expect(watch.touching(tables)).toBeGreaterThan(0);
    watch.clear();
    const again = [...(await Promise.all(Array.from({ length: 5 }, poll)))];
    for (let i = 0; i < 5; i++) again.push(await poll());
    expect(again.map((r) => r.data)).toEqual(again.map(() => first.data));
    expect(watch.touching(tables)).toBe(0);
    await write();
    watch.clear();
    const after = await poll();
    expect(watch.touching(tables)).toBeGreaterThan(0);
    changed(first.data, after.data, after.statusCode);
  }

  it('orders list pages: one query for many identical calls, the next write ends the page', async () => {
    const query = { page: 0, size: 50, sort: 'orderId:desc' };
    await expectCached(
      /"orders"|"order_counts"/,
      async () => env().request(ORDERS_API.list, { ...(await signedIn('logistics-viewer')), query }),
      () => env().request(ORDERS_API.create, { as: 'admin', payload: buildOrder() }),
      (before, after) => expect(after.totalCount).toBe(before.totalCount + 1),
    );
  });
});
