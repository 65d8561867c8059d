import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { type ChangeFeed, pgliteChangeFeed, postgresChangeFeed } from './changeFeed.ts';
import type { Database } from './schema.ts';
import { pgTypes, TYPE_PARSERS } from './typeParsers.ts';
import { writeGenerationPlugin } from './writeGeneration.ts';

/** An open database: the Kysely instance every repository takes, and how to close it. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for the start-up log (never includes a password). */
  location: string;
  close(): Promise<void>;
}

const feeds = new WeakMap<
  Kysely<Database>,
  { feed: ChangeFeed | null; open: () => ChangeFeed; closed?: boolean }
>();

/** The committed changes of this database (db/changeFeed.ts), opened on first use, closed with the handle. */
export function changeFeedOf(db: Kysely<Database>): ChangeFeed {
  const entry = feeds.get(db);
  if (!entry) throw new Error('change feed: not a database opened by db/client.ts');
  // A closed handle's feed is not opened again: a late request fails at once (500) instead of
  // listening on a database that may be gone.
  if (entry.closed) throw new Error('change feed: the database was closed');
  entry.feed ??= entry.open();
  return entry.feed;
}

async function closeFeed(db: Kysely<Database>): Promise<void> {
  const entry = feeds.get(db);
  const feed = entry?.feed;
  if (entry) {
    entry.feed = null;
    entry.closed = true;
  }
  await feed?.close();
}

/** Opens PostgreSQL when a URL is given, else PGlite persisted under dataDir. */
export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  mkdirSync(options.dataDir, { recursive: true });
  const pglite = await createPglite({ dataDir: options.dataDir });
  return wrapPglite(pglite, options.dataDir);
}

/**
 * PGlite as the dialect sees it: every query first lets the event loop turn (setImmediate). PGlite
 * runs a query synchronously (WASM) on the main thread, and kysely-pglite-dialect hands its one
 * connection to the next waiter in a microtask, so a queue of queries (20 sign-ins at once, 200
 * pollers) ran back to back and no timer, socket or other request was served until the queue was
 * empty (issue 32: `npm run bench:signin` measured the stalls inside execProtocolRawSync chains).
 * Now at most one query runs between two turns of the loop.
 */
export function yieldingPglite(pglite: PGlite): PGlite {
  const query: PGlite['query'] = async (...args) => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    return pglite.query(...args);
  };
  return new Proxy(pglite, {
    get(target, key) {
      if (key === 'query') return query;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Kysely over an already created PGlite (tests pass an in-memory clone of the template). */
export function wrapPglite(pglite: PGlite, location = 'memory'): DatabaseHandle {
  // kysely-pglite-dialect queues connection requests, so transactions never interleave on PGlite's one session.
  const db = new Kysely<Database>({
    dialect: new PGliteDialect(yieldingPglite(pglite)),
    plugins: [writeGenerationPlugin],
  });
  // Listening first, before the dialect runs anything: LISTEN must not land inside a transaction.
  const feed = pgliteChangeFeed(pglite);
  feeds.set(db, { feed, open: () => pgliteChangeFeed(pglite) });
  return {
    db,
    kind: 'pglite',
    location: `PGlite (${location})`,
    close: async () => {
      await closeFeed(db);
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** Kysely over a pg Pool with the shared type parsers. */
export function openPostgres(url: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types: pgTypes });
  // A client losing its server (restart, failover) emits 'error'. The pool listens only while the
  // client is idle; a checked-out client without a listener would crash the process. Its pending and
  // next queries fail (answered 503, see dbErrors.ts) and the pool drops it on release, because it
  // is no longer queryable, and opens a fresh connection for the next request.
  pool.on('connect', (client) => client.on('error', () => {}));
  pool.on('error', () => {});
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [writeGenerationPlugin],
  });
  feeds.set(db, { feed: null, open: () => postgresChangeFeed(url) });
  return {
    db,
    kind: 'postgres',
    location: `PostgreSQL (${redactUrl(url)})`,
    close: async () => {
      await closeFeed(db);
      await db.destroy();
    },
  };
}

/** postgres://user:secret@host/db → postgres://user:***@host/db */
export function redactUrl(url: string): string {
  return url.replace(/(\/\/[^:/@]+):[^@]*@/, '$1:***@');
}

/**
 * PGlite with the shared parsers, btree_gist (dock booking exclusion, migration 0500) and the pg_trgm extension (trigram indexes for "contains"
 * searches, migration 0202_products_search); `loadDataDir` clones a dumped template.
 */
export function createPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<PGlite> {
  return PGlite.create({ ...options, parsers: TYPE_PARSERS, extensions: { pg_trgm, btree_gist } });
}
