import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { BACKENDS, cloneTestDatabase } from './support/testDatabase.ts';

/**
 * Issue 32 item 6: PGlite runs each query synchronously on the main thread. Queued queries (a
 * sign-in flood: 20 requests × 6 queries) used to run back to back in microtasks, so no timer, socket
 * or other request got the event loop until the queue was empty. Each query now lets the loop turn.
 */
describe.skipIf(!BACKENDS.includes('pglite'))('the embedded database shares the event loop', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await cloneTestDatabase('pglite');
  });
  afterAll(() => database?.close());

  it('a timer due while 200 queries wait runs before the queue is empty', async () => {
    let done = 0;
    let doneWhenTimerRan = -1;
    const timer = new Promise<void>((resolve) =>
      setTimeout(() => {
        doneWhenTimerRan = done;
        resolve();
      }, 0),
    );
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        sql`select ${i}::int as n`.execute(database.db).then(() => {
          done += 1;
        }),
      ),
    );
    await timer;
    expect(done).toBe(200);
    expect(doneWhenTimerRan).toBeLessThan(200);
  });
});
