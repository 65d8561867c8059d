import { writeFile } from 'node:fs/promises';
import { createPglite, wrapPglite } from './client.ts';
import { migrateToLatest } from './migrate.ts';
import { renderSchemaFile, SCHEMA_FILE } from './schemaFile.ts';

/** `npm run db:schema`: migrates a fresh in-memory PGlite and writes db/schema.ts from it. */
async function dbSchemaMain(): Promise<void> {
  const database = wrapPglite(await createPglite());
  try {
    await migrateToLatest(database.db);
    await writeFile(SCHEMA_FILE, await renderSchemaFile(database.db));
    console.log(`wrote ${SCHEMA_FILE}`);
  } finally {
    await database.close();
  }
}

await dbSchemaMain();
