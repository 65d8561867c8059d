import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrlOf } from '../../src/core/api/endpoint.ts';
import { COMMON_ERRORS } from '../../src/core/errors/messages.ts';
import { TRANSPORTERS_API } from '../../src/core/transporters/transporters.api.ts';
import { buildApp } from '../../src/server/app.ts';
import { type DatabaseHandle, openPostgres } from '../../src/server/db/client.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { type PrivatePostgres, postgresBinDir, startPrivatePostgres } from './support/privatePostgres.ts';
import { testConfig } from './support/testEnv.ts';

// Runs wherever PostgreSQL is installed (CI installs it for TEST_PG_URL): the test restarts a cluster
// of its own, because restarting the shared one would cut every other test's connections. When
// npm test runs the API files once per backend, it belongs to the PostgreSQL run.
const binDir = postgresBinDir();

describe.runIf(binDir !== null && process.env.API_BACKENDS !== 'pglite')(
  'PostgreSQL restart under load',
  () => {
    let pgServer: PrivatePostgres;
    let database: DatabaseHandle;
    let app: FastifyInstance;

    beforeAll(async () => {
      pgServer = await startPrivatePostgres(binDir as string);
      database = openPostgres(pgServer.url, 5);
      await migrateToLatest(database.db);
      // AUTH_DISABLED: every caller acts as an admin, so the load needs no users or tokens.
      app = await buildApp({ config: testConfig({ authDisabled: true }), db: database.db });
      await app.ready();
    }, 120_000);

    afterAll(async () => {
      await app?.close();
      await database?.close();
      pgServer?.stop();
    });

    const list = () => app.inject({ method: 'GET', url: apiUrlOf(TRANSPORTERS_API.list, {}) });
    let created = 0;
    const create = () =>
      app.inject({
        method: 'POST',
        url: apiUrlOf(TRANSPORTERS_API.create, {}),
        payload: { companyName: 'Újraindítás Kft.', shortName: `R${process.pid}X${created++}` },
      });

    it('a transaction holding a connection when the server goes away fails, and the process lives on', async () => {
      const outcome = database.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        // The connection is checked out and idle between statements while the server restarts.
        pgServer.restart();
        await sql`select 1`.execute(trx);
      });
      await expect(outcome).rejects.toThrow();
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database.db);
      expect(rows[0]?.one).toBe(1);
    });

    it('answers 503 (never 500) while PostgreSQL restarts under load, and 200 afterwards', async () => {
      const statuses: number[] = [];
      const bodies: { message?: string; code?: string }[] = [];
      let running = true;
      const client = async (write: boolean) => {
        while (running) {
          const res = await (write ? create() : list());
          statuses.push(res.statusCode);
          if (res.statusCode >= 500) bodies.push(res.json());
        }
      };
      const clients = Array.from({ length: 8 }, (_, i) => client(i % 2 === 0));
      // Let the load reach the database before the restart cuts its connections.
      while (statuses.length < 40) await new Promise((r) => setImmediate(r));
      // Down, then up again: a restart in one blocking pg_ctl call could finish before any request
      // met the gap (a clean-clone run saw no 503 at all), so the load meets the database away first.
      pgServer.down();
      const away = Date.now() + 60_000;
      while (bodies.length === 0 && Date.now() < away) await new Promise((r) => setTimeout(r, 20));
      pgServer.up();
      const afterRestart = statuses.length;
      // Keep the load on until the API has answered 20 successes in a row after the restart.
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        const recent = statuses.slice(afterRestart);
        if (recent.length >= 20 && recent.slice(-20).every((s) => s < 300)) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      running = false;
      await Promise.all(clients);

      // Requests in flight at the restart lost their connection: they are the 503s.
      expect(bodies.length).toBeGreaterThan(0);
      expect(new Set(statuses).has(500)).toBe(false);
      expect(statuses.filter((s) => s !== 200 && s !== 201 && s !== 503)).toEqual([]);
      expect(statuses.slice(-20).every((s) => s === 200 || s === 201)).toBe(true);
      for (const body of bodies) {
        expect(body).toMatchObject({
          message: COMMON_ERRORS.databaseUnavailable.message,
          code: COMMON_ERRORS.databaseUnavailable.code,
        });
      }
      expect((await list()).statusCode).toBe(200);
      expect((await create()).statusCode).toBe(201);
    }, 180_000);
  },
);
