import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { setPasswordHashCost } from '../../src/server/auth/passwords.ts';
import { createPglite, openPostgres, redactUrl, wrapPglite } from '../../src/server/db/client.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { seedDatabase } from '../../src/server/db/seed/seed.ts';
import { TEST_PASSWORD_HASH_COST } from '../support/passwordHashCost.ts';
import { TEST_DEMO_PASSWORD, withDatabase } from './support/constants.ts';
import { cachedPgliteTemplate } from './support/templateCache.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Backends every API test file runs against, in order. */
    apiBackends: ('pglite' | 'postgres')[];
    /** A dumped (uncompressed tar) PGlite data directory: migrated and seeded once per run. */
    pgliteTemplatePath: string;
    /** TEST_PG_URL (maintenance database), when PostgreSQL runs too. */
    pgAdminUrl: string;
    /** Template database every test database is created from. */
    pgTemplateDb: string;
    /**
     * `create database … template` as the server allows it best: ` strategy file_copy` from
     * PostgreSQL 15 (a copy of the files, not the WAL-logged copy of every block: half the server's
     * CPU per clone, measured 0.11 s against 0.17–0.30 s), nothing before.
     */
    pgCloneStrategy: string;
    /** Prefix of per-file databases, so teardown can drop leftovers of this run. */
    pgDbPrefix: string;
    /** Where this run keeps the OpenAPI document the answer check reads (built once per run). */
    answerDocDir: string;
  }
}

/** Migrated and seeded PGlite, dumped (an uncompressed tar). */
async function buildPgliteTemplate(): Promise<Uint8Array> {
  const pglite = await createPglite();
  const handle = wrapPglite(pglite);
  await migrateToLatest(handle.db);
  await seedDatabase(handle.db, { demoPassword: TEST_DEMO_PASSWORD });
  const dump = await pglite.dumpDataDir('none');
  await handle.close();
  return new Uint8Array(await dump.arrayBuffer());
}

async function buildPgTemplate(
  adminUrl: string,
  name: string,
): Promise<{ version: string; versionNum: number }> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ server_version: string; num: string }>(
      "select current_setting('server_version') as server_version, current_setting('server_version_num') as num",
    );
    await admin.query(`drop database if exists "${name}"`);
    await admin.query(`create database "${name}"`);
    const handle = openPostgres(withDatabase(adminUrl, name), 2);
    await migrateToLatest(handle.db);
    await seedDatabase(handle.db, { demoPassword: TEST_DEMO_PASSWORD });
    // CREATE DATABASE … TEMPLATE needs the template free of connections.
    await handle.close();
    return { version: rows[0]?.server_version ?? '?', versionNum: Number(rows[0]?.num ?? 0) };
  } finally {
    await admin.end();
  }
}

async function dropRunDatabases(adminUrl: string, prefix: string, template: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${prefix}%`],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.query(`drop database if exists "${template}" with (force)`);
  } finally {
    await admin.end();
  }
}

/**
 * One seeded template per backend per run; each test file clones it (see support/testEnv.ts).
 * Backends: PGlite, and PostgreSQL when TEST_PG_URL is set; API_BACKENDS=pglite or =postgres runs one
 * of them alone (npm test runs them as two stages).
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  // The templates' users hashed at the tests' cost, as their apps and server processes hash (testConfig, vitest.config.ts).
  setPasswordHashCost(TEST_PASSWORD_HASH_COST);
  const only = process.env.API_BACKENDS?.trim() || '';
  if (only && only !== 'pglite' && only !== 'postgres') {
    throw new Error(`API_BACKENDS=${only}: pglite or postgres (unset: both)`);
  }
  const pgUrl = only === 'pglite' ? '' : process.env.TEST_PG_URL?.trim() || '';
  if (only === 'postgres' && !pgUrl) throw new Error('API_BACKENDS=postgres needs TEST_PG_URL');
  const pgliteTemplate =
    only === 'postgres' ? null : await cachedPgliteTemplate(TEST_DEMO_PASSWORD, buildPgliteTemplate);
  const templatePath = pgliteTemplate?.file ?? '';
  project.provide('pgliteTemplatePath', templatePath);
  const backends: ('pglite' | 'postgres')[] = only === 'postgres' ? [] : ['pglite'];
  const prefix = `ft_api_${process.pid}_`;
  const template = `${prefix}template`;
  project.provide('pgDbPrefix', prefix);
  project.provide('pgTemplateDb', template);
  project.provide('pgAdminUrl', pgUrl);
  let pgLabel = 'PostgreSQL: skipped (set TEST_PG_URL=postgres://… to run the API tests on it too)';
  project.provide('pgCloneStrategy', '');
  if (pgUrl) {
    const { version, versionNum } = await buildPgTemplate(pgUrl, template);
    project.provide('pgCloneStrategy', versionNum >= 150000 ? ' strategy file_copy' : '');
    backends.push('postgres');
    pgLabel = `PostgreSQL ${version} at ${redactUrl(pgUrl)}`;
  }
  project.provide('apiBackends', backends);
  const answerDocDir = await mkdtemp(path.join(os.tmpdir(), 'ft-api-openapi-'));
  project.provide('answerDocDir', answerDocDir);
  console.log(
    `\nAPI test backends: ${backends.join(' + ')}\n  PGlite: ${pgliteTemplate ? `in-memory clones of one seeded template (${pgliteTemplate.cached ? 'cached: node_modules/.cache/api-pglite-template' : 'built'})` : 'skipped (API_BACKENDS=postgres)'}\n  ${pgLabel}\n  templates ready in ${Date.now() - started} ms\n`,
  );

  return async () => {
    if (pgliteTemplate && !pgliteTemplate.keep) await rm(pgliteTemplate.file, { force: true });
    await rm(answerDocDir, { recursive: true, force: true });
    if (pgUrl) await dropRunDatabases(pgUrl, prefix, template);
    console.log(`\nAPI tests ran on: ${backends.join(' + ')}\n`);
  };
}
