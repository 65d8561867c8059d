import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import { releaseTimerLease, takeTimerLease } from '../db/repositories/timerLeases.repository.ts';
import type { Database } from '../db/schema.ts';

/** How a leased timer runs; tests shorten the times. */
export interface LeasedTimerOptions {
  /** The timer's row in timer_leases: one holder per name across every instance on the database. */
  name: string;
  everyMs: number;
  /** How long a round's lease lasts (default 3 rounds, at least 15 s): a dead holder's rounds resume elsewhere after it. */
  leaseMs?: number;
  /** Names this timer's instance; unique per start by default. */
  holder?: string;
  /** A round at once (else the first after everyMs). */
  runAtStart?: boolean;
  /** One round of the work; only ever one at a time per timer. */
  run(): Promise<unknown>;
  log?(err: unknown): void;
}

/** A started timer. */
export interface LeasedTimer {
  holder: string;
  /** A round soon (after a commit that left work): runs only while this instance holds the lease. */
  poke(): void;
  /** Stops ticking, waits for a round under way and gives the lease up for another instance. */
  stop(): Promise<void>;
}

/**
 * Runs `run` every `everyMs` on ONE instance of those sharing the database (issue 32): each round first
 * takes or renews the timer's lease row (`timer_leases`), and runs only when this instance holds it.
 * The holder renews it every round; when it dies, the lease runs out and the next instance whose tick
 * comes takes over, so the work neither stops nor runs twice side by side. Rounds never overlap.
 */
export function startLeasedTimer(db: Kysely<Database>, options: LeasedTimerOptions): LeasedTimer {
  const holder = options.holder ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseMs = options.leaseMs ?? Math.max(3 * options.everyMs, 15_000);
  const log = options.log ?? ((err: unknown) => console.warn(`timer ${options.name}:`, err));
  let stopped = false;
  let again = false;
  let busy: Promise<void> | null = null;
  const round = () => {
    if (stopped) return;
    if (busy) {
      again = true;
      return;
    }
    busy = (async () => {
      if (await takeTimerLease(db, options.name, holder, leaseMs)) await options.run();
    })()
      .catch(log)
      .finally(() => {
        busy = null;
        if (again) {
          again = false;
          round();
        }
      });
  };
  const timer = setInterval(round, options.everyMs);
  timer.unref();
  if (options.runAtStart) round();
  return {
    holder,
    poke: () => setImmediate(round),
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await busy;
      await releaseTimerLease(db, options.name, holder).catch(() => {});
    },
  };
}
