import { writeGeneration } from '../db/writeGeneration.ts';

interface Entry<V> {
  generation: number;
  at: number;
  value: Promise<V>;
}

/** How long a cached state serves polls when nothing in this process wrote: another instance's writes. */
export const POLL_STATE_TTL_MS = 1000;

/** On PGlite this process is the database's only writer: the write generation alone ends a state. */
export const SOLE_WRITER_TTL_MS = 60_000;

/**
 * The time to live of cached states: a second on PostgreSQL (other instances may write), a minute on
 * PGlite, where every write goes through this process and ends the state at once (the time only
 * bounds how long a rarely asked state is kept).
 */
export function stateTtlMs(config: { databaseUrl: string | null }): number {
  return config.databaseUrl ? POLL_STATE_TTL_MS : SOLE_WRITER_TTL_MS;
}

/**
 * A read model shared by polls: one load per key while no write happened in this process (the write
 * generation) and the time to live has not passed; polls arriving during a load wait for it instead
 * of querying again. A failed load is not kept. One cache per database handle (tests open many).
 */
export function stateCache<K, V>(
  load: (key: K) => Promise<V>,
  options: { ttlMs?: number; maxKeys?: number; now?: () => number } = {},
): (key: K) => Promise<V> {
  // Date.now read at each call, not captured: a test's fake clock (vi.useFakeTimers) reaches it.
  const { ttlMs = POLL_STATE_TTL_MS, maxKeys = 10_000, now = () => Date.now() } = options;
  const entries = new Map<K, Entry<V>>();
  return (key) => {
    const generation = writeGeneration();
    const at = now();
    const hit = entries.get(key);
    if (hit && hit.generation === generation && at - hit.at < ttlMs) return hit.value;
    // A map of polls' keys (users, job ids): dropping all at the cap is simpler than an LRU and rare.
    if (entries.size >= maxKeys) entries.clear();
    const value = load(key);
    const entry = { generation, at, value };
    entries.set(key, entry);
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return value;
  };
}

/** One value per owner object (a database handle), made on first use. */
export function perOwner<O extends object, T>(make: (owner: O) => T): (owner: O) => T {
  const made = new WeakMap<O, T>();
  return (owner) => {
    let t = made.get(owner);
    if (t === undefined) {
      t = make(owner);
      made.set(owner, t);
    }
    return t;
  };
}
