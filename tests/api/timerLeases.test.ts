import { describe, expect, it } from 'vitest';
import { timerLeaseOf } from '../../src/server/db/repositories/timerLeases.repository.ts';
import { startLeasedTimer } from '../../src/server/timers/leasedTimer.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';

/** Waits until `check` holds (bounded by the test's time-out; nothing asserts on time). */
async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((r) => setTimeout(r, 20));
}

/**
 * Issue 32 item 5: a background timer started on every instance (bill audits, offer expiry, the
 * outbox) runs its rounds on one of them only; when that one dies its lease runs out and another
 * takes the rounds over.
 */
describe.each(BACKENDS)('leased timers [%s]', (backend) => {
  const env = useTestEnv(backend);
  const db = () => env().database.db;

  it('two instances tick, one runs the rounds; the holder dies, the other takes over; a stop hands over at once', async () => {
    const runs = { a: 0, b: 0 };
    // a's rounds hang once `frozen` is set: it stops renewing its lease, as a killed instance does.
    let frozen = false;
    let thaw = () => {};
    const hang = new Promise<void>((resolve) => {
      thaw = resolve;
    });
    const start = (who: 'a' | 'b') =>
      startLeasedTimer(db(), {
        name: 'test-timer',
        everyMs: 20,
        leaseMs: 1000,
        holder: who,
        run: async () => {
          runs[who] += 1;
          if (who === 'a' && frozen) await hang;
        },
      });
    const a = start('a');
    await until(() => runs.a >= 3);
    const b = start('b');
    await until(() => runs.a >= 30);
    // b ticked the whole time, but a holds the lease.
    expect(runs.b).toBe(0);
    expect(await timerLeaseOf(db(), 'test-timer')).toMatchObject({ holder: 'a', valid: true });

    frozen = true;
    await until(() => runs.b >= 3);
    expect(await timerLeaseOf(db(), 'test-timer')).toMatchObject({ holder: 'b', valid: true });
    // a comes back: b holds the lease, so a's ticks run nothing; its stop leaves b's lease alone.
    const aRuns = runs.a;
    thaw();
    const bRuns = runs.b;
    await until(() => runs.b >= bRuns + 10);
    expect(runs.a).toBe(aRuns);
    await a.stop();
    expect(await timerLeaseOf(db(), 'test-timer')).toMatchObject({ holder: 'b', valid: true });

    // A closing instance gives its lease up: a newcomer takes it at its first tick.
    await b.stop();
    const c = startLeasedTimer(db(), {
      name: 'test-timer',
      everyMs: 20,
      leaseMs: 60_000,
      holder: 'c',
      run: async () => {},
    });
    await until(async () => (await timerLeaseOf(db(), 'test-timer'))?.holder === 'c');
    await c.stop();
  });
});
