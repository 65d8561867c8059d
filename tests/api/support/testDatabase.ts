import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import {
  createPglite,
  type DatabaseHandle,
  openPostgres,
  wrapPglite,
} from '../../../src/server/db/client.ts';
import { withDatabase } from './constants.ts';

/** A database backend the API suite runs on. */
export type Backend = 'pglite' | 'postgres';

/** The backends of this run: PGlite always, PostgreSQL when TEST_PG_URL is set. */
export const BACKENDS: Backend[] = inject('apiBackends');

/**
 * Files of no backend (server settings, the server process) run once: in the PGlite run, not again
 * when `npm test` runs the API files on PostgreSQL alone (API_BACKENDS=postgres).
 */
export const RUNS_BACKEND_FREE = BACKENDS.includes('pglite');

let templateBlob: Promise<Blob> | undefined;

/**
 * A fresh copy of the seeded template: an in-memory PGlite loaded from the dumped data directory,
 * or a PostgreSQL database created from the template database. Closing it drops the copy.
 */
export async function cloneTestDatabase(backend: Backend): Promise<DatabaseHandle> {
  if (backend === 'pglite') {
    templateBlob ??= readFile(inject('pgliteTemplatePath')).then((b) => new Blob([b]));
    const pglite = await createPglite({ loadDataDir: await templateBlob });
    return wrapPglite(pglite);
  }
  return (await clonePostgresDatabase()).handle;
}

/** Creates database `name` as a copy of the run's seeded template (`admin`: a connected client). */
export async function createFromTemplate(admin: pg.Client, name: string): Promise<void> {
  await admin.query(
    `create database "${name}" template "${inject('pgTemplateDb')}"${inject('pgCloneStrategy')}`,
  );
}

/**
 * A PostgreSQL database created from the seeded template (TEST_PG_URL must be set): its URL, for
 * server processes started on it, and a handle whose close drops it.
 */
export async function clonePostgresDatabase(): Promise<{ url: string; handle: DatabaseHandle }> {
  const adminUrl = inject('pgAdminUrl');
  const name = `${inject('pgDbPrefix')}${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await createFromTemplate(admin, name);
  } finally {
    await admin.end();
  }
  const url = withDatabase(adminUrl, name);
  const handle = openPostgres(url, 5);
  return {
    url,
    handle: {
      ...handle,
      close: async () => {
        await handle.close();
        const dropper = new pg.Client({ connectionString: adminUrl });
        await dropper.connect();
        try {
          await dropper.query(`drop database if exists "${name}" with (force)`);
        } finally {
          await dropper.end();
        }
      },
    },
  };
}
