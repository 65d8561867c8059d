/**
 * Writes the API's OpenAPI document, as GET /api/openapi.json answers it, to a file (default
 * dist/openapi.json) for `npm run api:lint` (Redocly, redocly.yaml) and client generators. The app is
 * built as main.ts builds it, on a throw-away in-memory database (nothing is read from or written to
 * the real one).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { OPENAPI_API } from '../../src/core/api/openApi.api.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { createPglite, wrapPglite } from '../../src/server/db/client.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';

/** The document of an app built with the environment's settings (JWT secret: a throw-away one). */
export async function dumpOpenApi(): Promise<Record<string, unknown>> {
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: '',
    JWT_SECRET: 'openapi-dump-'.padEnd(48, 'x'),
  });
  const database = wrapPglite(await createPglite());
  try {
    await migrateToLatest(database.db);
    const app = await buildApp({ config, db: database.db });
    try {
      await app.ready();
      const res = await app.inject({ method: OPENAPI_API.json.method, url: OPENAPI_API.json.path });
      if (res.statusCode !== 200) throw new Error(`GET ${OPENAPI_API.json.path} answered ${res.statusCode}`);
      return res.json();
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = resolve(process.argv[2] ?? 'dist/openapi.json');
  const doc = await dumpOpenApi();
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(doc, null, 2)}\n`);
  console.log(`OpenAPI document written to ${out}`);
}
