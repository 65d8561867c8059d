import { describe, expect, it, vi } from 'vitest';
import { FREIGHTS_API } from '../../src/core/freights/freights.api.ts';
import { ORDERS_API } from '../../src/core/orders/orders.api.ts';
import { ORDERS_PROCESSING_API } from '../../src/core/orders/ordersProcessing.api.ts';
import { PICKUPS_API } from '../../src/core/pickups/pickups.api.ts';
import { AUTH_API } from '../../src/core/users/auth.api.ts';
import { changeFeedOf } from '../../src/server/db/client.ts';
import { insertFreights, insertPickups } from '../../src/server/db/repositories/freights.repository.ts';
import { queriesSent } from '../../src/server/db/writeGeneration.ts';
import { liveStateOf } from '../../src/server/live/liveState.ts';
import { newFreightValues, newPickupValues } from '../factories/freights.factory.ts';
import { buildOrder } from '../factories/orders.factory.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';

// Issue 32 item 4: check-processing, check-changes (with the bottom bar's counters) and the caller's
// session are answered from the live state the change feed keeps current: a poll sends no query,
// not even the first poll after a write (the write's announcement refreshed the state already).
describe.each(BACKENDS)('polls send no query [%s]', (backend) => {
  const env = useTestEnv(backend);
  // A client signs in once and polls with its token (`as` would start a session, a write, per call).
  const headers = new Map<string, Record<string, string>>();
  const signedIn = async (user: string) => {
    if (!headers.has(user)) headers.set(user, await signIn(user));
    return { headers: headers.get(user) };
  };

  /**
   * A sign-in whose session write the change feed has delivered: the session's announcement comes
   * over PostgreSQL's LISTEN connection, and at high load it could arrive after the first poll had
   * read the session, making a poll of the quiet phase read it again (a query of the sign-in, not
   * of the poll). The user's first poll follows the sign-in's announcement.
   */
  async function signIn(user: string): Promise<Record<string, string>> {
    const announced = new Set<string>();
    const feed = changeFeedOf(env().database.db);
    const stop = feed.subscribe((batch) => {
      if (batch.entity === 'auth_sessions') for (const r of batch.rows) announced.add(r.id);
    });
    try {
      // PostgreSQL's listening connection opens in the background: a sign-in committed before its
      // LISTEN ran is never announced (a clean-clone run's first test waited for it in vain).
      await feed.sync();
      const token = await env().tokenFor(user);
      const sid = (await env().app.services.tokens.verify(token))?.sid ?? '';
      await vi.waitFor(() => expect(announced.has(sid)).toBe(true), { timeout: 30_000, interval: 20 });
      return { authorization: `Bearer ${token}` };
    } finally {
      stop();
    }
  }

  /** Polls (5 at once, 5 one after another) and the queries they sent, after any refresh settled. */
  async function pollsAndQueries<T>(poll: () => Promise<{ statusCode: number; data: T }>) {
    await liveStateOf(env().database.db).settled();
    const before = queriesSent();
    const answers = [...(await Promise.all(Array.from({ length: 5 }, poll)))];
    for (let i = 0; i < 5; i++) answers.push(await poll());
    return { answers, queries: queriesSent() - before };
  }

  async function expectNoQueries<T>(
    poll: () => Promise<{ statusCode: number; data: T }>,
    write: () => Promise<unknown>,
    changed: (before: T, after: T, status: number) => void,
  ) {
    const first = await poll(); // may load the state (once per process)
    expect(first.statusCode).toBe(200);
    const quiet = await pollsAndQueries(poll);
    expect(quiet.queries).toBe(0);
    expect(quiet.answers.map((r) => r.data)).toEqual(quiet.answers.map(() => first.data));
    await write();
    const after = await pollsAndQueries(poll);
    expect(after.queries).toBe(0);
    const last = after.answers.at(-1);
    if (!last) throw new Error('no answer');
    changed(first.data, last.data, last.statusCode);
  }

  it('check-processing: the new-orders counter follows a create without a query', async () => {
    await expectNoQueries(
      async () => env().request(ORDERS_PROCESSING_API.checkProcessing, await signedIn('logistics-manager')),
      () => env().request(ORDERS_API.create, { as: 'admin', payload: buildOrder() }),
      (before, after) => expect(after.newOrdersCount).toBe(before.newOrdersCount + 1),
    );
  });

  it('orders check-changes: count, latest and the changed versions', async () => {
    const poll = async () => env().request(ORDERS_API.checkChanges, await signedIn('logistics-viewer'));
    const since = (await poll()).data.latest ?? undefined;
    await expectNoQueries(
      poll,
      () => env().request(ORDERS_API.create, { as: 'admin', payload: buildOrder() }),
      (before, after) => {
        expect(after.count).toBe(before.count + 1);
        expect(after.latest).not.toBe(before.latest);
      },
    );
    // The client's `since` (its last latest) counts the one new order as changed.
    const asked = await env().request(ORDERS_API.checkChanges, {
      ...(await signedIn('logistics-viewer')),
      query: { ...(since ? { since } : {}) },
    });
    expect(asked.data.changedCount).toBe(1);
    expect(asked.data.hasChanges).toBe(true);
  });

  it('freights check-changes per caller scope, pickups check-changes', async () => {
    const poll = (user: string, id: 'freights' | 'pickups') => async () =>
      env().request(id === 'freights' ? FREIGHTS_API.checkChanges : PICKUPS_API.checkChanges, {
        ...(await signedIn(user)),
        params: { id },
      });
    await expectNoQueries(
      poll('logistics-viewer', 'freights'),
      () => insertFreights(env().database.db, [newFreightValues({})]),
      (before, after) => expect(after.totalCount).toBe(before.totalCount + 1),
    );
    await expectNoQueries(
      poll('logistics-viewer', 'pickups'),
      () => insertPickups(env().database.db, [newPickupValues({})]),
      (before, after) => expect(after.totalCount).toBe(before.totalCount + 1),
    );
    // A transporter counts only its own freights.
    const staff = await poll('logistics-viewer', 'freights')();
    const transporter = await poll('transporter-manager', 'freights')();
    expect(transporter.data.totalCount).toBeLessThan(staff.data.totalCount);
  });

  it("the caller's session: a sign-out counts at the next call, without a query of the call", async () => {
    const { headers: auth } = await signedIn('production-viewer');
    await expectNoQueries(
      () => env().request(ORDERS_PROCESSING_API.checkProcessing, { headers: auth }),
      () => env().request(AUTH_API.logout, { headers: auth }),
      (_, __, status) => expect(status).toBe(401),
    );
  });
});
