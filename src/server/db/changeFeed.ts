import type { PGlite } from '@electric-sql/pglite';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { CHANGE_FEED_CHANNEL } from './migrations/0740_change_feed.ts';
import type { Database } from './schema.ts';

/** The tables whose committed changes are announced (migration 0740). */
export type ChangeEntity =
  | 'orders'
  | 'freights'
  | 'pickups'
  | 'offers'
  | 'capacity_estimates'
  | 'planning_jobs'
  | 'app_settings'
  | 'notification_outbox'
  | 'auth_sessions'
  | 'users'
  | 'modules'
  /** A rule set reloaded on some instance (announceRuleSet): id is its hash. */
  | 'rule_set';

/** One changed row as the trigger announced it (columns a table lacks are null). */
export interface ChangeRow {
  id: string;
  /** The freight or pickup number, an offer's freight uuid, a planning job's requester. */
  number: string | null;
  version: number | null;
  /** updated_at in milliseconds. */
  at: number | null;
  /** The status (planning jobs: state, outbox rows: channel). */
  status: string | null;
  transporterId: string | null;
  /** The transporter before an update, or the deleted row's. */
  transporterBefore: string | null;
  deleted: boolean;
}

/** The rows of one table one statement changed, announced at commit. */
export interface ChangeBatch {
  entity: ChangeEntity;
  rows: ChangeRow[];
}

/** Committed changes of the database, from every instance writing to it. */
export interface ChangeFeed {
  /** fn gets every batch committed from now on; returns the unsubscribe. */
  subscribe(fn: (batch: ChangeBatch) => void): () => void;
  /** fn runs when announcements may have been lost (the listener reconnected): states reload. */
  onReset(fn: () => void): () => void;
  /** Resolves when every change committed before the call has been delivered to the subscribers. */
  sync(): Promise<void>;
  /** Subscriber count (tests check that closed streams leave none behind). */
  subscriberCount(): number;
  close(): Promise<void>;
}

type Tuple = [
  string,
  string | null,
  number | null,
  number | string | null,
  string | null,
  string | null,
  string | null,
  number,
];

/**
 * Tells every instance that this one now runs the rule set `hash` (its files changed): the others
 * reload their own copy of the files (rules/rules.routes.ts), so a rule change reaches them even
 * where their folder watcher cannot see it (another machine's copy, a network share).
 */
export async function announceRuleSet(db: Kysely<Database>, hash: string): Promise<void> {
  const payload = JSON.stringify({ e: 'rule_set', r: [[hash, null, null, null, null, null, null, 0]] });
  await sql`select pg_notify(${CHANGE_FEED_CHANNEL}, ${payload})`.execute(db);
}

/** Parses a NOTIFY payload of migration 0740; undefined for anything else. */
export function parseChangeBatch(payload: string): ChangeBatch | undefined {
  try {
    const { e, r } = JSON.parse(payload) as { e: ChangeEntity; r: Tuple[] };
    return {
      entity: e,
      rows: r.map(([id, number, version, at, status, transporterId, transporterBefore, deleted]) => ({
        id,
        number,
        version,
        at: at === null ? null : Number(at),
        status,
        transporterId,
        transporterBefore,
        deleted: deleted === 1,
      })),
    };
  } catch {
    return undefined;
  }
}

/** Subscribers and reset listeners shared by both feeds. */
function fanOut() {
  const subscribers = new Set<(batch: ChangeBatch) => void>();
  const resets = new Set<() => void>();
  return {
    subscribers,
    resets,
    deliver(payload: string) {
      const batch = parseChangeBatch(payload);
      if (!batch) return;
      for (const fn of [...subscribers]) fn(batch);
    },
    subscribe(fn: (batch: ChangeBatch) => void) {
      subscribers.add(fn);
      return () => void subscribers.delete(fn);
    },
    onReset(fn: () => void) {
      resets.add(fn);
      return () => void resets.delete(fn);
    },
    subscriberCount: () => subscribers.size,
  };
}

/**
 * PGlite: the process is the database's only writer and PGlite hands a NOTIFY to its listeners
 * before the COMMIT returns, so the in-process delivery is already in order (sync has nothing to wait for).
 * Called before any other query of the handle, so LISTEN never runs inside someone's transaction.
 */
export function pgliteChangeFeed(pglite: PGlite): ChangeFeed {
  const f = fanOut();
  const unlisten = pglite.listen(CHANGE_FEED_CHANNEL, (payload) => f.deliver(payload));
  return {
    subscribe: f.subscribe,
    onReset: f.onReset,
    subscriberCount: f.subscriberCount,
    sync: async () => {
      await unlisten;
    },
    close: async () => {
      if (!pglite.closed) await (await unlisten)().catch(() => {});
    },
  };
}

/**
 * PostgreSQL: a dedicated connection LISTENs (the pool's connections come and go). A lost
 * connection is opened again with back-off (0.25 s doubling, at most 5 s), and the subscribers'
 * states reload (onReset), since announcements made meanwhile are gone. sync() sends a `SELECT 1`
 * on the listening connection: the server delivers pending notifications before its answer.
 */
export function postgresChangeFeed(url: string): ChangeFeed {
  const f = fanOut();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let delayMs = 250;
  let everConnected = false;

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      for (;;) {
        if (closed) throw new Error('change feed closed');
        const c = new pg.Client({ connectionString: url });
        c.on('error', () => lost(c));
        c.on('end', () => lost(c));
        c.on('notification', (m) => {
          if (m.channel === CHANGE_FEED_CHANNEL && m.payload) f.deliver(m.payload);
        });
        try {
          await c.connect();
          await c.query(`listen ${CHANGE_FEED_CHANNEL}`);
          client = c;
          delayMs = 250;
          if (everConnected) for (const fn of [...f.resets]) fn();
          everConnected = true;
          return c;
        } catch {
          await c.end().catch(() => {});
          await new Promise((r) => setTimeout(r, delayMs));
          delayMs = Math.min(delayMs * 2, 5000);
        }
      }
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  function lost(c: pg.Client) {
    if (client !== c || closed) return;
    client = null;
    void c.end().catch(() => {});
    connect().catch(() => {});
  }

  let fence: Promise<void> | null = null;
  let nextFence: Promise<void> | null = null;
  /** How long a caller waits for a lost listening connection to come back (then its call fails). */
  const RECONNECT_WAIT_MS = 5000;
  const runFence = async () => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('change feed: no listening connection')), RECONNECT_WAIT_MS);
    });
    try {
      const c = client ?? (await Promise.race([connect(), late]));
      await Promise.race([c.query('select 1'), late]);
    } finally {
      clearTimeout(timer);
    }
  };
  // The first connection starts now; a caller's fence waits for it at most RECONNECT_WAIT_MS.
  connect().catch(() => {});

  return {
    subscribe: f.subscribe,
    onReset: f.onReset,
    subscriberCount: f.subscriberCount,
    // One fence at a time; callers arriving during one share the next (theirs must start after them).
    sync: async () => {
      if (!fence) {
        fence = runFence().finally(() => {
          fence = null;
        });
        return fence;
      }
      nextFence ??= fence
        .catch(() => {})
        .then(() => {
          nextFence = null;
          fence = runFence().finally(() => {
            fence = null;
          });
          return fence;
        });
      return nextFence;
    },
    close: async () => {
      closed = true;
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
