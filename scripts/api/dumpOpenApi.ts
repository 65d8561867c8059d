/**
 * Writes the API's OpenAPI document, as GET /api/openapi.json answers it, to a file (default
 * dist/openapi.json) for `npm run api:lint` (Redocly, redocly.yaml) and client generators. The app is
 * built as main.ts builds it, on no database at all: building it and answering the document read
 * nothing (a query would fail the dump, naming it). A migrated in-memory PGlite, used before, cost
 * about 10 of the dump's 18 s of CPU; the document is byte-identical.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import {
  type DatabaseConnection,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import { OPENAPI_API } from '../../src/core/api/openApi.api.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/schema.ts';

/** A driver whose every query fails: the document must not depend on data. */
class NoDatabaseDriver extends DummyDriver {
  override async acquireConnection(): Promise<DatabaseConnection> {
    const refuse = (sql: string): never => {
      throw new Error(`dumpOpenApi: building the OpenAPI document queried the database (${sql})`);
    };
    return {
      executeQuery: async (query) => refuse(query.sql),
      // biome-ignore lint/correctness/useYield: it refuses before its first row.
      streamQuery: async function* (query) {
        refuse(query.sql);
      },
    };
  }
}

/** Kysely on no database (see NoDatabaseDriver). */
function noDatabase(): Kysely<Database> {
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new NoDatabaseDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
}

/** The document of an app built with the environment's settings (JWT secret: a throw-away one). */
export async function dumpOpenApi(): Promise<Record<string, unknown>> {
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: '',
    JWT_SECRET: 'openapi-dump-'.padEnd(48, 'x'),
  });
  const db = noDatabase();
  try {
    const app = await buildApp({ config, db });
    try {
      await app.ready();
      const res = await app.inject({ method: OPENAPI_API.json.method, url: OPENAPI_API.json.path });
      if (res.statusCode !== 200)
        throw new Error(`GET ${OPENAPI_API.json.path} answered ${res.statusCode}: ${res.body}`);
      return res.json();
    } finally {
      await app.close();
    }
  } finally {
    await db.destroy();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = resolve(process.argv[2] ?? 'dist/openapi.json');
  const doc = await dumpOpenApi();
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(doc, null, 2)}\n`);
  console.log(`OpenAPI document written to ${out}`);
}
